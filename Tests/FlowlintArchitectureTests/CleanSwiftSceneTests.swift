import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// Clean Swift (VIP) scenes are neither MVP nor VIPER: the view controller talks to the
/// interactor, the interactor to the presenter, the presenter to the view. None of the module
/// rules judge them; a VIPER module beside them still is judged.
struct CleanSwiftSceneTests {
    func findings(_ files: [(String, String)]) -> [Finding] {
        let (swift, objc) = ExampleProject.facts(files.map { (path: $0.0, text: $0.1) })
        return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc, paths: [])
    }

    /// A scene as Clean Swift's templates write it, with the `…Protocol` names some teams use.
    static let scene = [
        ("Scenes/Orders/OrdersViewController.swift", """
            protocol OrdersViewProtocol: AnyObject {
                func displayOrders(viewModel: Orders.ViewModel)
            }
            final class OrdersViewController: UIViewController, OrdersViewProtocol {
                var interactor: OrdersInteractorProtocol?
                var router: OrdersRouterProtocol?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    interactor?.fetchOrders(request: Orders.Request())
                }
                func displayOrders(viewModel: Orders.ViewModel) {}
            }
            """),
        ("Scenes/Orders/OrdersInteractor.swift", """
            protocol OrdersInteractorProtocol {
                func fetchOrders(request: Orders.Request)
            }
            final class OrdersInteractor: OrdersInteractorProtocol {
                var presenter: OrdersPresenterProtocol?
                var orders: [Order] = []
                func fetchOrders(request: Orders.Request) {
                    presenter?.presentOrders(response: Orders.Response(orders: orders))
                }
            }
            """),
        ("Scenes/Orders/OrdersPresenter.swift", """
            protocol OrdersPresenterProtocol {
                func presentOrders(response: Orders.Response)
            }
            final class OrdersPresenter: OrdersPresenterProtocol {
                weak var view: OrdersViewProtocol?
                func presentOrders(response: Orders.Response) {
                    view?.displayOrders(viewModel: Orders.ViewModel())
                }
            }
            """),
        ("Scenes/Orders/OrdersRouter.swift", """
            protocol OrdersRouterProtocol {
                func routeToDetails()
            }
            final class OrdersRouter: OrdersRouterProtocol {
                weak var viewController: OrdersViewController?
                func routeToDetails() {}
            }
            """),
    ]

    @Test func aCleanSwiftSceneIsJudgedByNoModuleRule() {
        let found = findings(Self.scene)
        #expect(found.filter { $0.rule.hasPrefix("mvp-") || $0.rule.hasPrefix("viper-") }.isEmpty, "\(found.map { "\($0.rule): \($0.message.en)" })")
    }

    @Test func theCleanSwiftTemplatesOwnNamesAreNoModuleEither() {
        let renamed = Self.scene.map { path, text in
            (path, text.replacingOccurrences(of: "OrdersViewProtocol", with: "OrdersDisplayLogic")
                .replacingOccurrences(of: "OrdersInteractorProtocol", with: "OrdersBusinessLogic")
                .replacingOccurrences(of: "OrdersPresenterProtocol", with: "OrdersPresentationLogic"))
        }
        let found = findings(renamed)
        #expect(found.filter { $0.rule.hasPrefix("mvp-") || $0.rule.hasPrefix("viper-") }.isEmpty, "\(found.map { "\($0.rule): \($0.message.en)" })")
    }

    /// The same files where the view talks to its presenter are a VIPER module: the interactor's
    /// strong presenter is then a cycle, and reported.
    @Test func aViperModuleWhoseViewHoldsThePresenterIsStillJudged() {
        let viper = Self.scene.map { path, text in
            (path, text.replacingOccurrences(of: "var interactor: OrdersInteractorProtocol?", with: "var presenter: OrdersPresenterProtocol?"))
        }
        let found = findings(viper)
        #expect(found.contains { $0.rule == "viper-references" }, "\(found.map { "\($0.rule): \($0.message.en)" })")
    }
}
