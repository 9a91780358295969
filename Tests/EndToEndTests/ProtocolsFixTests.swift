import Foundation
import Testing
import TestSupport

/// `flowlint protocols --fix` and `--dry-run` on a module in a real repository.
struct ProtocolsFixTests {
    static let viewController = """
        import UIKit

        /// The list.
        final class EventListViewController: UIViewController, EventListViewProtocol {
            // MARK: - Properties
            var presenter: EventListPresenterProtocol!
        }

        protocol EventListViewProtocol: class {
            func showLoadingIndicator()
        }

        protocol EventListPresenterProtocol {
            // MARK: - Properties
            var view: EventListViewProtocol! { get set }
            // MARK: - Methods
            func viewDidLoad()
        }

        """
    static let presenter = """
        final class EventListPresenter: EventListPresenterProtocol {
            // MARK: - Properties
            private var view: EventListViewProtocol!   // kept as written
        }

        """

    static func tree() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write("App/EventList/EventListViewController.swift", viewController)
        try repo.write("App/EventList/EventListPresenter.swift", presenter)
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        return repo
    }

    @Test func fixWritesTheFixedFilesAndReportsWhatIsLeft() throws {
        let repo = try Self.tree()
        let path = repo.path + "/App/EventList/EventListPresenter.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("App/EventList/EventListProtocols.swift: created"), "\(result)")
        #expect(result.stdout.contains("fixed "), "\(result)")
        let protocols = try repo.read("App/EventList/EventListProtocols.swift")
        #expect(protocols.hasPrefix("import UIKit\n\nprotocol EventListViewProtocol: AnyObject {"), "\(protocols)")
        #expect(protocols.contains("var presenter: EventListPresenterProtocol! { get set }"), "\(protocols)")
        #expect(protocols.contains("protocol EventListPresenterProtocol: AnyObject {"), "\(protocols)")
        let view = try repo.read("App/EventList/EventListViewController.swift")
        #expect(view.contains("/// The list.\nfinal class EventListViewController: UIViewController {"), "\(view)")
        #expect(view.contains("extension EventListViewController: EventListViewProtocol {}"), "\(view)")
        #expect(!view.contains("protocol EventList"), "\(view)")
        #expect(try repo.read("App/EventList/EventListPresenter.swift").contains("private weak var view: EventListViewProtocol!   // kept as written"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // A second run has nothing left to fix.
        let again = try repo.flowlint("protocols", "--fix", "--dry-run")
        #expect(again.stdout.isEmpty, "\(again)")
        #expect(try repo.flowlint("protocols").status == 0)
    }

    @Test func dryRunPrintsAPatchThatGitAppliesAndWritesNothing() throws {
        let repo = try Self.tree()
        let result = try repo.flowlint("protocols", "--fix", "--dry-run", "--lang", "en")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("--- a/App/EventList/EventListPresenter.swift\n+++ b/App/EventList/EventListPresenter.swift\n"), "\(result)")
        #expect(result.stdout.contains("--- /dev/null\n+++ b/App/EventList/EventListProtocols.swift\n"), "\(result)")
        #expect(result.stderr.contains("nothing written"), "\(result)")
        #expect(try repo.git("status", "--porcelain").isEmpty)
        #expect(!repo.exists("App/EventList/EventListProtocols.swift"))
        // The diff is the change --fix makes.
        try repo.write("fix.patch", result.stdout)
        _ = try repo.git("apply", "fix.patch")
        let applied = try repo.read("App/EventList/EventListPresenter.swift")
        let other = try Self.tree()
        _ = try other.flowlint("protocols", "--fix")
        #expect(applied == (try other.read("App/EventList/EventListPresenter.swift")))
        #expect(try repo.read("App/EventList/EventListProtocols.swift") == (try other.read("App/EventList/EventListProtocols.swift")))
    }

    @Test func dryRunWithoutFixIsAUsageError() throws {
        let repo = try Self.tree()
        #expect(try repo.flowlint("protocols", "--dry-run").status == 2)
        #expect(try repo.flowlint("protocols", "--fix-renames").status == 2)
    }

    @Test func renamesArePrintedAndAppliedOnlyWithFixRenames() throws {
        let repo = try TemporaryRepository()
        try repo.write("PostList/Presenter/PostListPresenter.swift", "final class PostListPresenter {}\n")
        try repo.write("PostList/Interactor/PostsInteractor.swift", "final class PostListInteractor {}\n")
        try repo.write("PostList/Interactor/PostListInteractorInput.swift", "protocol PostListInteractorInput {}\n")
        try repo.write("PostList/Router/PostListRouter.swift", "final class PostListRouter {}\n")
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let printed = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(printed.stdout.contains("git mv PostList/Interactor/PostsInteractor.swift PostList/Interactor/PostListInteractor.swift"), "\(printed)")
        #expect(repo.exists("PostList/Interactor/PostsInteractor.swift"))
        let applied = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect(applied.stdout.contains("moved: PostList/Interactor/PostsInteractor.swift → PostList/Interactor/PostListInteractor.swift"), "\(applied)")
        #expect(repo.exists("PostList/Interactor/PostListInteractor.swift"))
        #expect(!repo.exists("PostList/Interactor/PostsInteractor.swift"))
        #expect(!applied.stdout.contains("[viper-file-naming]"), "\(applied)")
        #expect(try repo.flowlint("protocols").status == 0)
    }
}
