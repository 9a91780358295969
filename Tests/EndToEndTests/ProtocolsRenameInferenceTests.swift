import Foundation
import Testing
import TestSupport

/// `--fix-renames` when another type of the project also declares the old name: an access is
/// renamed only when its base's type is known to be a renamed one (`self`, a typed parameter,
/// local or property, `T()`, `x as T`), another type's is left, and an access whose base can't
/// be told blocks the rename; a protocol the renamed type adopts follows it or blocks it.
struct ProtocolsRenameInferenceTests {
    static let view = """
        final class PostListViewController {
            var presenter: PostListPresenterProtocol?

            func viewDidLoad() {
                presenter?.didLoad()
                self.presenter?.didLoad()
            }
        }

        protocol PostListPresenterProtocol: AnyObject {
            func didLoad()
        }

        extension PostListPresenter: PostListPresenterProtocol {}

        """
    static let assembly = """
        final class PostListAssembly {
            var interactor: PostListInteractor?
            var controller: PostListViewController!

            func assemble() -> PostListViewController {
                let view = PostListViewController()
                let presenter = PostListPresenter()
                let interactor: PostListInteractor = PostListInteractor(presenter: nil)
                view.presenter = presenter
                interactor.presenter = presenter
                self.interactor = interactor
                return view
            }

            func rewire(_ other: PostListInteractor!, view: PostListViewController?) {
                other.presenter = nil
                view?.presenter = nil
                interactor?.presenter = nil
                self.interactor?.presenter = nil
                controller.presenter = nil
                _ = PostListInteractor(presenter: nil).presenter
                if let interactor { interactor.presenter = nil }
                let cast: AnyObject = other
                _ = (cast as! PostListInteractor).presenter
            }
        }

        """

    static func tree(_ extra: [String: String] = [:]) throws -> TemporaryRepository {
        try ProtocolsRenameTests.tree(["PostList/View/PostListViewController.swift": view,
                                       "PostList/Assembly/PostListAssembly.swift": assembly].merging(extra) { $1 })
    }

    @Test func onlyTheRenamedTypesAccessesAreRenamed() throws {
        let repo = try Self.tree()
        #expect(try ProtocolsRenameTests.typechecks(repo) == nil, "the example itself must build")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("renamed: PostListInteractor.presenter → `output`"), "\(result)")
        let assembly = try repo.read("PostList/Assembly/PostListAssembly.swift")
        for kept in ["view.presenter = presenter", "view?.presenter = nil", "controller.presenter = nil"] {
            #expect(assembly.contains(kept), "\(kept)\n\(assembly)")
        }
        for renamed in ["interactor.output = presenter", "other.output = nil", "        interactor?.output = nil",
                        "self.interactor?.output = nil", "PostListInteractor(presenter: nil).output",
                        "if let interactor { interactor.output = nil }", "(cast as! PostListInteractor).output"] {
            #expect(assembly.contains(renamed), "\(renamed)\n\(assembly)")
        }
        // The view's own `presenter` is another type's: left as it is (the MVP fixes may move its
        // presenter protocol into the module's protocols file).
        let view = try repo.read("PostList/View/PostListViewController.swift")
        for kept in ["var presenter: PostListPresenterProtocol?", "        presenter?.didLoad()", "self.presenter?.didLoad()"] {
            #expect(view.contains(kept), "\(kept)\n\(view)")
        }
        #expect(try ProtocolsRenameTests.typechecks(repo) == nil)
        let again = try repo.flowlint("protocols", "--fix", "--fix-renames", "--dry-run")
        #expect(again.stdout.isEmpty, "\(again)")
    }

    @Test(arguments: [
        ("    func probe(x: Any) {\n        _ = (x as AnyObject).presenter\n    }\n", "(x as AnyObject)", 14),
        ("    func probe(all: [PostListInteractor]) {\n        all.forEach { item in item.presenter = nil }\n    }\n", "item", 14),
    ])
    func anUntypedBaseBlocksTheRename(method: String, base: String, line: Int) throws {
        let assembly = "final class PostListProbe {\n" + String(repeating: "\n", count: line - 3) + method + "}\n"
        let repo = try Self.tree(["PostList/Assembly/PostListProbe.swift": assembly])
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("not renamed: PostListInteractor.presenter → `output`: the type of `\(base)` at PostList/Assembly/PostListProbe.swift:\(line) can't be told, and PostListViewController also declares `presenter` at PostList/View/PostListViewController.swift:2"), "\(result)")
        #expect(try repo.read("PostList/Assembly/PostListAssembly.swift") == Self.assembly)
        #expect(try repo.read("PostList/Interactor/PostListInteractor.swift").contains("var presenter: PostListInteractorOutput?"))
    }

    static let holder = """
        protocol PostListHolder: AnyObject {
            var presenter: PostListInteractorOutput? { get set }
        }

        final class PostListWiring {
            func wire(_ holder: PostListHolder, to presenter: PostListInteractorOutput) {
                holder.presenter = presenter
            }
        }

        """

    @Test(arguments: [true, false])
    func aProtocolTheTypeAdoptsIsRenamedWithItOrBlocksIt(alsoAdoptedElsewhere: Bool) throws {
        let interactor = ProtocolsRenameTests.interactor.replacingOccurrences(of: "final class PostListInteractor {",
                                                                              with: "final class PostListInteractor: PostListHolder {")
        let other = "final class Coordinator: PostListHolder {\n    var presenter: PostListInteractorOutput?\n}\n"
        var extra = ["PostList/Interactor/PostListInteractor.swift": interactor, "PostList/Interactor/PostListHolder.swift": Self.holder]
        if alsoAdoptedElsewhere { extra["App/Coordinator.swift"] = other }
        let repo = try ProtocolsRenameTests.tree(extra)
        #expect(try ProtocolsRenameTests.typechecks(repo) == nil, "the example itself must build")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        let holder = try repo.read("PostList/Interactor/PostListHolder.swift")
        if alsoAdoptedElsewhere {
            #expect(out.contains("not renamed: PostListInteractor.presenter → `output`: PostListInteractor adopts protocol PostListHolder, which requires `presenter` at PostList/Interactor/PostListHolder.swift:2 and is adopted by Coordinator too, whose `presenter` is not renamed"), "\(result)")
            #expect(holder == Self.holder)
            #expect(try repo.read("PostList/Interactor/PostListInteractor.swift").contains("var presenter: PostListInteractorOutput?"))
        } else {
            #expect(out.contains("renamed: PostListInteractor.presenter → `output`"), "\(result)")
            #expect(holder.contains("    var output: PostListInteractorOutput? { get set }\n"), "\(holder)")
            #expect(holder.contains("holder.output = presenter"), "\(holder)")
            #expect(try ProtocolsRenameTests.typechecks(repo) == nil)
            let again = try repo.flowlint("protocols", "--fix", "--fix-renames", "--dry-run")
            #expect(again.stdout.isEmpty, "\(again)")
        }
    }
}

extension ProtocolsRenameInferenceTests {
    /// `Route.presenter` names a type's case or static member, never the interactor's property.
    @Test func anEnumCaseOfTheNameIsLeft() throws {
        let route = "enum Route {\n    case presenter\n\n    static func first() -> Route {\n        Route.presenter\n    }\n}\n"
        let repo = try Self.tree(["App/Route.swift": route])
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect((result.stdout + result.stderr).contains("renamed: PostListInteractor.presenter → `output`"), "\(result)")
        #expect(try repo.read("App/Route.swift") == route)
        #expect(try ProtocolsRenameTests.typechecks(repo) == nil)
    }

    /// A conformance through a type alias may bring a protocol requiring the name: refused.
    @Test func aTypeAliasConformanceBlocksTheRename() throws {
        let interactor = ProtocolsRenameTests.interactor.replacingOccurrences(of: "final class PostListInteractor {",
                                                                              with: "final class PostListInteractor: PostListHolding {")
        let alias = Self.holder + "typealias PostListHolding = PostListHolder & AnyObject\n"
        let repo = try ProtocolsRenameTests.tree(["PostList/Interactor/PostListInteractor.swift": interactor, "PostList/Interactor/PostListHolder.swift": alias])
        #expect(try ProtocolsRenameTests.typechecks(repo) == nil, "the example itself must build")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect((result.stdout + result.stderr).contains("not renamed: PostListInteractor.presenter → `output`: a renamed type adopts the type alias PostListHolding (PostList/Interactor/PostListHolder.swift)"), "\(result)")
        #expect(try repo.read("PostList/Interactor/PostListHolder.swift") == alias)
    }
}
