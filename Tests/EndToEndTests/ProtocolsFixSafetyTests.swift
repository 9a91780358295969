import Foundation
import Testing
import TestSupport

/// `protocols --fix` takes paths as given, absolute ones too.
struct ProtocolsFixSafetyTests {
    /// `protocols /absolute/path --fix --fix-renames` from another folder: the files move where
    /// they are, and nothing appears in the current folder.
    @Test func anAbsolutePathIsFixedWhereItIs() throws {
        let repo = try TemporaryRepository()
        try repo.write("PostList/Presenter/PostListPresenter.swift", "final class PostListPresenter {}\n")
        try repo.write("PostList/Interactor/PostsInteractor.swift", "final class PostListInteractor {}\n")
        try repo.write("PostList/Interactor/PostListInteractorInput.swift", "protocol PostListInteractorInput {}\n")
        try repo.write("PostList/PostListRouter.swift", "final class PostListRouter {}\n")
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let elsewhere = repo.scratch("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let result = try FlowlintBinary.run(["protocols", repo.path, "--fix", "--fix-renames", "--lang", "en"], in: repo, directory: elsewhere)
        #expect(result.status == 0, "\(result)")
        #expect(repo.exists("PostList/Interactor/PostListInteractor.swift"), "\(result)")
        #expect(repo.exists("PostList/Router/PostListRouter.swift"), "\(result)")
        #expect(!repo.exists("PostList/PostListRouter.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }
}
