import Foundation
import Testing
import TestSupport

/// `protocols --fix --fix-renames` renaming `viper-module-name` types with their uses, when the
/// new name is free; Objective-C types are only printed.
struct ProtocolsTypeRenameTests {
    static let interactor = """
        /// Loads posts.
        final class PostListModuleInteractor {
            // MARK: - Properties
            weak var output: PostListInteractorOutput?
        }

        extension PostListModuleInteractor: PostListInteractorInput {}

        """
    static let presenter = """
        /// Shows posts.
        final class PostListPresenter: PostListInteractorOutput {
            // MARK: - Properties
            var interactor: PostListInteractorInput = PostListModuleInteractor()
            let kind = PostListModuleInteractor.self // PostListModuleInteractor stays in comments
            var all: [PostListModuleInteractor] = []
        }

        """

    static func tree(_ extra: [String: String] = [:]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        let files = ["PostList/Interactor/PostListModuleInteractor.swift": interactor,
                     "PostList/Interactor/PostListInteractorProtocols.swift": "protocol PostListInteractorOutput: AnyObject {}\nprotocol PostListInteractorInput: AnyObject {}\n",
                     "PostList/Presenter/PostListPresenter.swift": presenter].merging(extra) { $1 }
        for (path, text) in files { try repo.write(path, text) }
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        return repo
    }

    @Test func aTypeIsRenamedWithItsUsesAndItsFileMoved() throws {
        let repo = try Self.tree()
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("renamed: PostListModuleInteractor → `PostListInteractor` (PostList/Interactor/PostListModuleInteractor.swift:1), 4 uses in 2 files"), "\(result)")
        #expect(!repo.exists("PostList/Interactor/PostListModuleInteractor.swift"))
        let interactor = try repo.read("PostList/Interactor/PostListInteractor.swift")
        #expect(interactor == Self.interactor.replacingOccurrences(of: "PostListModuleInteractor", with: "PostListInteractor"), "\(interactor)")
        let presenter = try repo.read("PostList/Presenter/PostListPresenter.swift")
        #expect(presenter.contains("= PostListInteractor()\n    let kind = PostListInteractor.self // PostListModuleInteractor stays in comments\n    var all: [PostListInteractor] = []"), "\(presenter)")
        #expect(try ProtocolsRenameTests.typechecks(repo) == nil)
        #expect(!(try repo.flowlint("protocols", "--lang", "en").stdout.contains("[viper-module-name]")))
        #expect(try repo.flowlint("protocols", "--fix", "--fix-renames", "--dry-run").stdout.isEmpty)
    }

    @Test func withoutFixRenamesTheTypeRenameIsPrinted() throws {
        let repo = try Self.tree()
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect((result.stdout + result.stderr).contains("rename (not applied; --fix-renames applies it): PostListModuleInteractor → `PostListInteractor` (PostList/Interactor/PostListModuleInteractor.swift:1), 4 uses in 2 files"), "\(result)")
        #expect(try repo.read("PostList/Presenter/PostListPresenter.swift") == Self.presenter)
    }

    /// A type already named right in a file still to move: only the `git mv` is printed.
    @Test func aTypeAlreadyRenamedIsNotAskedForAgain() throws {
        let renamed = Self.interactor.replacingOccurrences(of: "PostListModuleInteractor", with: "PostListInteractor")
        let repo = try Self.tree(["PostList/Interactor/PostListModuleInteractor.swift": renamed,
                                  "PostList/Presenter/PostListPresenter.swift": Self.presenter.replacingOccurrences(of: "PostListModuleInteractor", with: "PostListInteractor")])
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("git mv PostList/Interactor/PostListModuleInteractor.swift PostList/Interactor/PostListInteractor.swift"), "\(result)")
        #expect(!out.contains("rename the type") && !out.contains("→ `PostListInteractor`"), "\(result)")
    }

    @Test func aTakenNewNameBlocksTheTypeRename() throws {
        let repo = try Self.tree(["App/Aliases.swift": "typealias PostListInteractor = Int\n"])
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect((result.stdout + result.stderr).contains("not renamed: PostListModuleInteractor → `PostListInteractor`: PostListInteractor is already declared at App/Aliases.swift:1"), "\(result)")
        #expect(try repo.read("PostList/Presenter/PostListPresenter.swift") == Self.presenter)
        // The file is still moved: a Swift file's name is not part of the build.
        #expect(try repo.read("PostList/Interactor/PostListInteractor.swift").contains("class PostListModuleInteractor {"))
    }

    @Test func objectiveCTypesArePrintedOnly() throws {
        let repo = try TemporaryRepository()
        try repo.write("PostList/Interactor/PostListModuleInteractor.h", "@interface PostListModuleInteractor : NSObject\n@end\n")
        try repo.write("PostList/Presenter/PostListPresenter.h", "@interface PostListPresenter : NSObject\n@end\n")
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect((result.stdout + result.stderr).contains("Objective-C types are renamed by hand (PostList/Interactor/PostListModuleInteractor.h:1): rename it to PostListInteractor"), "\(result)")
    }

    /// Its name and its folder: two moves of one file. It moves once a run (it was exit 3).
    @Test func aFileTwoRulesMoveMovesOnceARun() throws {
        let repo = try TemporaryRepository()
        try repo.write("PostList/PostListModuleAssembly.h", "@interface PostListModuleAssembly : NSObject\n@end\n")
        try repo.write("PostList/Interactor/PostListModuleInteractor.h", "@interface PostListModuleInteractor : NSObject\n@end\n")
        try repo.write("PostList/Presenter/PostListModulePresenter.h", "@interface PostListModulePresenter : NSObject\n@end\n")
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let first = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect(first.status != 3, "\(first)")
        #expect(!repo.exists("PostList/PostListModuleAssembly.h"))
        let second = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect(second.status != 3, "\(second)")
        #expect(repo.exists("PostList/Assembly/PostListAssembly.h"), "\(first)\n\(second)")
    }
}
