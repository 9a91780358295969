import Testing
import TestSupport

/// `--fix-renames` on `cell.containedView.presenter` where `cell`'s type can't be told (a call of
/// `make`, which has a non-generic overload: `GenericCalls` can't tell which one is called): the
/// declarations of `containedView` in the project tell its type. Every
/// one a renamed type → renamed; every one another project type → left; mixed, a generic
/// parameter or no declaration at all (a tuple's label) → refused; refused too when an extension
/// of a framework type declares `presenter` (a framework-typed `x.containedView` may reach it).
struct ProtocolsRenameMemberTypeTests {
    static let wiring = """
        final class PostListCellWiring {
            func make<T>(_ type: T.Type) -> T { fatalError() }
            func make(_ type: Int.Type) -> Int { 0 }

            func wire() {
                let cell = CALL
                cell.containedView.presenter = nil
            }
        }

        """
    static let interactorCell = "final class PostListCell {\n    let containedView: PostListInteractor = PostListInteractor(presenter: nil)\n}\n"
    static let viewCell = "final class PostListViewCell {\n    let containedView = PostListViewController()\n}\n"
    static let box = "final class PostListBox<Content> {\n    let containedView: Content\n\n    init(_ content: Content) {\n        containedView = content\n    }\n}\n"

    enum Outcome: Sendable { case renamed, left, refused }

    @Test(arguments: [
        (interactorCell, "make(PostListCell.self)", Outcome.renamed),
        (viewCell, "make(PostListViewCell.self)", .left),
        (interactorCell + viewCell, "make(PostListCell.self)", .refused),
        (box, "make(PostListBox<PostListInteractor>.self)", .refused),
        ("", "(containedView: make(PostListInteractor.self), index: 0)", .refused),
        (interactorCell + "extension Int {\n    var presenter: Int { 0 }\n}\n", "make(PostListCell.self)", .refused),
    ])
    func aMemberOfAnUnknownBaseIsJudgedByItsDeclarations(cells: String, call: String, outcome: Outcome) throws {
        let wiring = Self.wiring.replacingOccurrences(of: "CALL", with: call)
        let repo = try ProtocolsRenameInferenceTests.tree(["PostList/Assembly/PostListCellWiring.swift": wiring,
                                                           "PostList/Assembly/PostListCells.swift": cells])
        #expect(try ProtocolsRenameTests.typechecks(repo) == nil, "the example itself must build")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        let after = try repo.read("PostList/Assembly/PostListCellWiring.swift")
        switch outcome {
        case .renamed, .left:
            #expect(out.contains("renamed: PostListInteractor.presenter → `output`") && !out.contains("not renamed"), "\(result)")
            let expected = outcome == .renamed ? wiring.replacingOccurrences(of: ".presenter = nil", with: ".output = nil") : wiring
            #expect(after == expected, "\(after)")
            #expect(try ProtocolsRenameTests.typechecks(repo) == nil)
        case .refused:
            #expect(out.contains("not renamed: PostListInteractor.presenter → `output`: the type of `cell.containedView` at PostList/Assembly/PostListCellWiring.swift:7 can't be told, and "), "\(result)")
            #expect(after == wiring)
            #expect(try repo.read("PostList/Interactor/PostListInteractor.swift").contains("var presenter: PostListInteractorOutput?"))
        }
    }
}
