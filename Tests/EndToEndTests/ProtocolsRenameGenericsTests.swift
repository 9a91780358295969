import Testing
import TestSupport

/// `--fix-renames` on `cell.containedView.presenter` where `cell` comes from a generic
/// `dequeue(cellType: X.self)` returning its `T`, `X` is a type alias of `TableCell<View>` and
/// `containedView` is a `ContainedView()` of the cell's generic parameter: the access is the
/// renamed member's when `View` is the renamed type, another's when it is another type, and
/// refused wherever the generics can't be told for sure. A cell the call tells that is no generic
/// one is judged by its property's initial value.
struct ProtocolsRenameGenericsTests {
    enum Outcome: Sendable, Equatable { case renamed, left, refused(base: String) }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var dequeue = "func dequeue<T>(cellType: T.Type, index: Int? = nil) -> T { fatalError() }"
        var containedView = "private(set) lazy var containedView = ContainedView()"
        var aliases = "typealias PostListTableCell = TableCell<PostListInteractor>\n"
        var wire = "func wire(_ table: PostListTable)"
        var call = "table.dequeue(cellType: PostListTableCell.self, index: 0)"
        var access = "cell.containedView.presenter"
        var outcome = Outcome.renamed
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "the alias's argument is the renamed type"),
        Case(name: "an alias of an alias",
             aliases: "typealias PostListTableCell = PostListInteractorCell\ntypealias PostListInteractorCell = TableCell<PostListInteractor>\n"),
        Case(name: "no alias, the default argument omitted", call: "table.dequeue(cellType: TableCell<PostListInteractor>.self)"),
        Case(name: "an optional result", dequeue: "func dequeue<T>(cellType: T.Type, index: Int? = nil) -> T? { nil }",
             access: "cell?.containedView.presenter"),
        Case(name: "the alias's argument is another type", aliases: "typealias PostListTableCell = TableCell<PostListViewController>\n",
             outcome: .left),
        // A cell of the project's known from the call: its `containedView`'s initial value tells.
        Case(name: "a plain cell's property of a renamed type", aliases: "final class PostListPlainCell {\n    let containedView = PostListInteractor()\n}\n",
             call: "table.dequeue(cellType: PostListPlainCell.self)"),
        Case(name: "a plain cell's property of another type", aliases: "final class PostListPlainCell {\n    let containedView = PostListViewController()\n}\n",
             call: "table.dequeue(cellType: PostListPlainCell.self)", outcome: .left),
        Case(name: "an overload of another shape with the same labels",
             dequeue: "func dequeue<T>(cellType: T.Type, index: Int? = nil) -> T { fatalError() }\n"
                 + "    func dequeue(cellType: PostListTable.Type, index: Int? = nil) -> PostListTable { self }",
             outcome: .refused(base: "cell.containedView")),
        Case(name: "a function the project doesn't declare",
             call: "unsafeDowncast(PostListTableCell() as AnyObject, to: PostListTableCell.self)", outcome: .refused(base: "cell.containedView")),
        Case(name: "the alias declared twice",
             aliases: "typealias PostListTableCell = TableCell<PostListInteractor>\n\n"
                 + "enum PostListOther {\n    typealias PostListTableCell = TableCell<PostListViewController>\n}\n",
             outcome: .refused(base: "cell.containedView")),
        // The function's generic parameter, no alias of the name: it is another cell.
        Case(name: "a generic parameter named like the alias",
             wire: "func wire<PostListTableCell: TableCell<PostListViewController>>(_ table: PostListTable, _ type: PostListTableCell.Type)",
             outcome: .refused(base: "cell.containedView")),
        Case(name: "an array of the generic parameter", containedView: "private(set) lazy var containedView = [ContainedView()]",
             access: "cell.containedView.first?.presenter", outcome: .refused(base: "cell.containedView.first?")),
    ]

    static func files(_ example: Case) -> [String: String] {
        let table = """
            final class PostListTable {}

            extension PostListTable {
                \(example.dequeue)
            }

            protocol PostListBlank {
                init()
            }

            final class TableCell<ContainedView: PostListBlank> {
                \(example.containedView)
            }

            extension PostListInteractor: PostListBlank {
                convenience init() {
                    self.init(presenter: nil)
                }
            }

            extension PostListViewController: PostListBlank {}

            """
        let wiring = "final class PostListCellWiring {\n    \(example.wire) {\n        let cell = \(example.call)\n"
            + "        \(example.access) = nil\n    }\n}\n"
        return ["PostList/Assembly/PostListTable.swift": table, "PostList/Assembly/PostListCells.swift": example.aliases,
                "PostList/Assembly/PostListCellWiring.swift": wiring]
    }

    @Test(arguments: cases)
    func aGenericCellsMemberIsJudgedByItsArgument(example: Case) throws {
        let files = Self.files(example)
        let repo = try ProtocolsRenameInferenceTests.tree(files)
        #expect(try ProtocolsRenameTests.typechecks(repo) == nil, "the example itself must build")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        let wiring = files["PostList/Assembly/PostListCellWiring.swift"] ?? ""
        let after = try repo.read("PostList/Assembly/PostListCellWiring.swift")
        switch example.outcome {
        case .renamed, .left:
            #expect(out.contains("renamed: PostListInteractor.presenter → `output`") && !out.contains("not renamed"), "\(result)")
            let renamed = example.access.replacingOccurrences(of: ".presenter", with: ".output")
            let expected = wiring.replacingOccurrences(of: example.access, with: renamed)
            #expect(after == (example.outcome == .renamed ? expected : wiring), "\(after)")
            #expect(try ProtocolsRenameTests.typechecks(repo) == nil)
        case .refused(let base):
            #expect(out.contains("not renamed: PostListInteractor.presenter → `output`: the type of `\(base)` at PostList/Assembly/PostListCellWiring.swift:4 can't be told, and "), "\(result)")
            #expect(after == wiring)
            #expect(try repo.read("PostList/Interactor/PostListInteractor.swift").contains("var presenter: PostListInteractorOutput?"))
        }
    }
}
