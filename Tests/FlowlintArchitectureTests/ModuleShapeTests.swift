import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// The findings on a small project of (path, text) pairs, every rule at its default level.
func shapeFindings(_ files: [(String, String)]) -> [Finding] {
    let (swift, objc) = ExampleProject.facts(files.map { (path: $0.0, text: $0.1) })
    return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc, paths: [])
}

/// What is a module's view or presenter, and what merely looks like one: shapes the rules read
/// wrongly on code they were not tuned on, each both ways (the look-alike says nothing, the
/// module's own violation beside it is still found).
struct ModuleShapeTests {
    func findings(_ files: [(String, String)]) -> [Finding] { shapeFindings(files) }

    func about(_ found: [Finding], _ name: String) -> [String] {
        found.filter { $0.rule.hasPrefix("mvp-") && $0.message.en.contains(name) }.map { "\($0.rule): \($0.message.en)" }
    }

    static let feedProtocols = ("Feed/FeedProtocols.swift", """
        protocol FeedViewProtocol: LoadableViewProtocol {
            // MARK: - Properties
            var presenter: FeedPresenterProtocol! { get set }
            // MARK: - Methods
            func reloadFeed()
        }

        protocol FeedPresenterProtocol: AnyObject {
            // MARK: - Properties
            var view: FeedViewProtocol! { get set }
            // MARK: - Methods
            func viewDidLoad()
        }
        """)

    static let feedPresenter = ("Feed/FeedPresenter.swift", """
        final class FeedPresenter: FeedPresenterProtocol {
            // MARK: - Properties
            weak var view: FeedViewProtocol!
            // MARK: - Methods
            func viewDidLoad() {}
        }
        """)

    static func feedController(adopting protocols: String) -> (String, String) {
        ("Feed/FeedViewController.swift", """
        final class FeedViewController: UIViewController, \(protocols) {
            // MARK: - Properties
            var presenter: FeedPresenterProtocol!
        }

        // MARK: - FeedViewProtocol
        extension FeedViewController: FeedViewProtocol {
            func reloadFeed() {}
        }
        """)
    }

    @Test func aTraitAScreensViewAdoptsIsNoModulesView() {
        let trait = ("Common/LoadableViewProtocol.swift", """
            protocol LoadableViewProtocol: AnyObject {
                func startLoading()
                func stopLoading()
            }
            """)
        let capability = ("Common/TabBarProtocols.swift", "protocol ScrollableViewProtocol: AnyObject {\n    func scrollToTop()\n}\n")
        let files = [trait, capability, Self.feedProtocols, Self.feedPresenter,
                     Self.feedController(adopting: "LoadableViewProtocol, ScrollableViewProtocol")]
        let found = findings(files)
        #expect(about(found, "LoadableViewProtocol").isEmpty, "\(about(found, "LoadableViewProtocol"))")
        #expect(about(found, "ScrollableViewProtocol").isEmpty, "\(about(found, "ScrollableViewProtocol"))")
        // The screen's own view protocol adopted in the class declaration is still reported.
        let own = findings([trait, capability, Self.feedProtocols, Self.feedPresenter,
                            Self.feedController(adopting: "LoadableViewProtocol, FeedViewProtocol")])
        #expect(own.contains { $0.rule == "mvp-view-conformance" && $0.message.en.contains("adopts FeedViewProtocol") },
                "\(own.map(\.message.en))")
    }

    @Test func aLibrarysViewProtocolIsNoModulesView() {
        // Declared by a framework the project imports: nothing here pairs it with a presenter.
        let found = findings([("Chat/ChatViewController.swift",
                               "import PanModal\n\nfinal class ChatViewController: UIViewController, PanModalViewProtocol {\n}\n")])
        #expect(about(found, "PanModalViewProtocol").isEmpty, "\(about(found, "PanModalViewProtocol"))")
        let own = findings([Self.feedProtocols, Self.feedPresenter,
                            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController, FeedViewProtocol {\n}\n")])
        #expect(own.contains { $0.rule == "mvp-view-conformance" }, "\(own.map(\.message.en))")
    }

    @Test func aPresentingCapabilityIsNoModulesPresenter() {
        let capability = ("Common/AlertPresenterProtocol.swift", """
            protocol AlertPresenterProtocol {
                func present(alert: String)
            }
            final class AlertPresenter: AlertPresenterProtocol {
                func present(alert: String) {}
            }
            extension FeedViewController: AlertPresenterProtocol {}
            """)
        let files = [capability, Self.feedProtocols, Self.feedPresenter, Self.feedController(adopting: "LoadableViewProtocol")]
        let found = findings(files)
        #expect(about(found, "AlertPresenterProtocol").isEmpty, "\(about(found, "AlertPresenterProtocol"))")
        // A module's presenter protocol declared outside its protocols file is still reported.
        let moved = [("Feed/FeedPresenterProtocol.swift", "protocol FeedPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n"),
                     ("Feed/FeedProtocols.swift", "protocol FeedViewProtocol: AnyObject {\n    func reloadFeed()\n}\n"),
                     Self.feedPresenter]
        #expect(findings(moved).contains { $0.rule == "mvp-protocols-file" && $0.message.en.contains("FeedPresenterProtocol") },
                "\(findings(moved).map(\.message.en))")
    }

    @Test func aParentsInterfaceToItsChildIsNoView() {
        // The parent's presenter drives its child through `TabsProtocol`, which the child's
        // coordinator adopts: no view of the `Tabs` module.
        let protocols = ("Tabs/TabsProtocols.swift", """
            protocol TabsProtocol: AnyObject {
                func select(tab: Int)
            }

            protocol TabsPresenterProtocol: AnyObject {
                func viewDidLoad()
            }
            """)
        let child = ("Tabs/TabsCoordinator.swift", "final class TabsCoordinator: TabsProtocol {\n    func select(tab: Int) {}\n}\n")
        let found = findings([protocols, child, ("Tabs/TabsPresenter.swift", "final class TabsPresenter: TabsPresenterProtocol {\n    func viewDidLoad() {}\n}\n")])
        #expect(found.filter { $0.rule.hasPrefix("mvp-") }.isEmpty, "\(found.map(\.message.en))")
        // Adopted by the view holding the presenter, it is the module's view (the seed's `HeaderProtocol`).
        let view = ("Tabs/TabsViewController.swift", "final class TabsViewController: UIViewController {\n    var presenter: TabsPresenterProtocol!\n}\nextension TabsViewController: TabsProtocol {\n    func select(tab: Int) {}\n}\n")
        #expect(findings([protocols, view]).contains { $0.rule == "mvp-view-method-prefix" }, "\(findings([protocols, view]).map(\.message.en))")
    }
}

/// A `view` a presenter computes from a weak property of its base class holds nothing itself.
struct ComputedReferenceTests {
    @Test func aComputedViewOverAWeakBasePropertyIsNoStrongView() {
        let base = ("Common/BasePresenter.swift", "class BasePresenter {\n    weak var baseView: AnyObject?\n}\n")
        let presenter = { (view: String) in ("Feed/FeedPresenter.swift", """
            final class FeedPresenter: BasePresenter, FeedPresenterProtocol {
                // MARK: - Properties
                \(view)
                // MARK: - Methods
                func viewDidLoad() {}
            }
            """) }
        let computed = shapeFindings([base, ModuleShapeTests.feedProtocols, presenter("var view: FeedViewProtocol! { baseView as? FeedViewProtocol }")])
        #expect(!computed.contains { $0.rule == "mvp-weak-view" }, "\(computed.map(\.message.en))")
        let stored = shapeFindings([base, ModuleShapeTests.feedProtocols, presenter("var view: FeedViewProtocol!")])
        #expect(stored.contains { $0.rule == "mvp-weak-view" }, "\(stored.map(\.message.en))")
    }

    @Test func aReadonlyObjCViewOverAWeakBasePropertyIsNotJudged() {
        let header = { (property: String) in ("PostList/Presenter/PostListPresenter.h", """
            #import "BasePresenter.h"
            @protocol PostListViewInput;
            @interface PostListPresenter : BasePresenter
            \(property)
            @end
            """) }
        let module = [("PostList/View/PostListViewInput.h", "@protocol PostListViewInput <NSObject>\n@end\n"),
                      ("PostList/Interactor/PostListInteractor.h", "@interface PostListInteractor : NSObject\n@end\n")]
        let computed = shapeFindings(module + [header("@property (nonatomic, readonly) id<PostListViewInput> view;")])
        #expect(!computed.contains { $0.rule == "viper-references" }, "\(computed.map(\.message.en))")
        let strong = shapeFindings(module + [header("@property (nonatomic, strong, readonly) id<PostListViewInput> view;")])
        #expect(strong.contains { $0.rule == "viper-references" }, "\(strong.map(\.message.en))")
    }
}

/// A suggestion that rewrites a property keeps what the property does when it changes.
struct ObserverKeepingTests {
    @Test func aWeakViewSuggestionKeepsTheDidSet() throws {
        let presenter = ("Feed/FeedPresenter.swift", """
            final class FeedPresenter: FeedPresenterProtocol {
                // MARK: - Properties
                var view: FeedViewProtocol! {
                    didSet { view.reloadFeed() }
                }
                // MARK: - Methods
                func viewDidLoad() {}
            }
            """)
        let found = shapeFindings([ModuleShapeTests.feedProtocols, presenter])
        let weak = try #require(found.first { $0.rule == "mvp-weak-view" }, "\(found.map(\.message.en))")
        #expect(weak.suggestion == "weak var view: FeedViewProtocol! {\n        didSet { view.reloadFeed() }\n    }")
        // Without observers the suggestion is the declaration alone.
        let plain = shapeFindings([ModuleShapeTests.feedProtocols,
            ("Feed/FeedPresenter.swift", "final class FeedPresenter: FeedPresenterProtocol {\n    var view: FeedViewProtocol!\n}\n")])
        #expect(plain.first { $0.rule == "mvp-weak-view" }?.suggestion == "weak var view: FeedViewProtocol!")
    }

    @Test func aReferenceSuggestionKeepsTheDidSet() throws {
        let interactor = ("Profile/Interactor/ProfileInteractor.swift", """
            final class ProfileInteractor {
                var output: ProfileInteractorOutput? {
                    didSet { loader.run { [weak self] in self?.output?.didLoad() } }
                }
            }
            """)
        let module = [("Profile/Interactor/ProfileInteractorOutput.swift", "protocol ProfileInteractorOutput: AnyObject {\n    func didLoad()\n}\n"),
                      ("Profile/Presenter/ProfilePresenter.swift", "final class ProfilePresenter {}\n")]
        let found = shapeFindings(module + [interactor])
        let reference = try #require(found.first { $0.rule == "viper-references" }, "\(found.map(\.message.en))")
        #expect(reference.suggestion?.hasPrefix("weak var output: ProfileInteractorOutput? {\n") == true, "\(reference.suggestion ?? "")")
        #expect(reference.suggestion?.hasSuffix("didLoad() } }\n    }") == true, "\(reference.suggestion ?? "")")
    }
}

/// A module built on a generic base screen: the base carries the half the module doesn't declare.
struct BaseScreenTests {
    let base = [("Common/BaseViewProtocol.swift", "protocol BaseViewProtocol: AnyObject {\n    func showLoading()\n}\n"),
                ("Common/BasePresenter.swift", "class BasePresenter<View> {\n    weak var view: AnyObject?\n}\n")]

    @Test func aViewProtocolOnABaseScreenNeedsNoEmptyPresenterProtocol() {
        let inheriting = ("Profile/ProfileProtocols.swift", "protocol ProfileViewProtocol: BaseViewProtocol {\n    func showName(_ name: String)\n}\n")
        let found = shapeFindings(base + [inheriting])
        #expect(!found.contains { $0.rule == "mvp-protocol-pair" }, "\(found.map(\.message.en))")
        // The base screen's protocol is no module's view either.
        #expect(!found.contains { $0.message.en.contains("BaseViewProtocol") }, "\(found.map(\.message.en))")
        let plain = ("Profile/ProfileProtocols.swift", "protocol ProfileViewProtocol: AnyObject {\n    func showName(_ name: String)\n}\n")
        let presenter = ("Profile/ProfilePresenter.swift", "final class ProfilePresenter: BasePresenter<ProfileViewProtocol> {}\n")
        #expect(!shapeFindings(base + [plain, presenter]).contains { $0.rule == "mvp-protocol-pair" })
        // A module of its own with only one half is still asked for the other.
        let alone = shapeFindings(base + [plain])
        #expect(alone.contains { $0.rule == "mvp-protocol-pair" && $0.message.en.contains("ProfilePresenterProtocol") }, "\(alone.map(\.message.en))")
    }
}

/// Clean Swift scenes whose view controller and interactor hold their references in shared base classes.
struct BaseSceneTests {
    static let bases = [("Common/SceneViewController.swift", "class SceneViewController<Logic>: UIViewController {\n    var interactor: Logic?\n}\n"),
                        ("Common/SceneInteractor.swift", "class SceneInteractor<Presentation> {\n    var presenter: Presentation?\n}\n")]

    static func onBases(_ scene: [(String, String)]) -> [(String, String)] {
        bases + scene.map { path, text in
            (path, text.replacingOccurrences(of: "final class OrdersViewController: UIViewController,", with: "final class OrdersViewController: SceneViewController<OrdersInteractorProtocol>,")
                .replacingOccurrences(of: "    var interactor: OrdersInteractorProtocol?\n", with: "")
                .replacingOccurrences(of: "final class OrdersInteractor: OrdersInteractorProtocol {\n    var presenter: OrdersPresenterProtocol?\n",
                                      with: "final class OrdersInteractor: SceneInteractor<OrdersPresenterProtocol>, OrdersInteractorProtocol {\n"))
        }
    }

    @Test func aSceneOnSharedBaseClassesIsJudgedByNoModuleRule() {
        let scene = Self.onBases(CleanSwiftSceneTests.scene)
        #expect(!scene.contains { $0.1.contains("var interactor: OrdersInteractorProtocol?") })
        let found = shapeFindings(scene)
        #expect(found.filter { $0.rule.hasPrefix("mvp-") || $0.rule.hasPrefix("viper-") }.isEmpty, "\(found.map { "\($0.rule): \($0.message.en)" })")
        // On the same bases, a view controller holding its presenter is a module's view, still judged.
        let viper = Self.onBases(CleanSwiftSceneTests.scene).map { path, text in
            (path, text.replacingOccurrences(of: "    var router: OrdersRouterProtocol?\n", with: "    var presenter: OrdersPresenterProtocol?\n"))
        }
        let judged = shapeFindings(viper)
        #expect(judged.contains { $0.rule == "mvp-view-conformance" }, "\(judged.map { "\($0.rule): \($0.message.en)" })")
    }
}

/// A flow: a presenter that drives other modules and has no view of its own.
struct ViewlessFlowTests {
    @Test func aFlowsPresenterNeedsNoViewProtocol() {
        let flow = [("Onboarding/OnboardingProtocols.swift", "protocol OnboardingPresenterProtocol: AnyObject {\n    func start()\n}\n"),
                    ("Onboarding/OnboardingPresenter.swift", "final class OnboardingPresenter: OnboardingPresenterProtocol {\n    var router: OnboardingRouter?\n    func start() {}\n}\n")]
        let found = shapeFindings(flow)
        #expect(found.filter { $0.rule.hasPrefix("mvp-") }.isEmpty, "\(found.map { "\($0.rule): \($0.message.en)" })")
        // A presenter holding a view whose protocol is declared nowhere beside it is asked for one.
        let screen = [flow[0], ("Onboarding/OnboardingPresenter.swift",
                                "final class OnboardingPresenter: OnboardingPresenterProtocol {\n    weak var view: OnboardingViewController?\n    func start() {}\n}\n")]
        let judged = shapeFindings(screen)
        #expect(judged.contains { $0.rule == "mvp-protocol-pair" && $0.message.en.contains("OnboardingViewProtocol") },
                "\(judged.map { "\($0.rule): \($0.message.en)" })")
    }
}

/// Violations the rules missed on real modules, now found.
struct MissedViolationTests {
    @Test func aPropertyAboveThePresentersFirstMarkIsFoundAndFixedOnce() throws {
        let presenter = SeedMVP.presenter.replacingOccurrences(of: "EventListPresenterProtocol {\n",
                                                               with: "EventListPresenterProtocol {\n    private var isFirstAppearance = true\n")
        let project = FixProject([(SeedMVP.protocolsFile, SeedMVP.protocols), (SeedMVP.presenterFile, presenter)])
        let found = project.findings().filter { $0.rule == "mvp-implementation-marks" }
        #expect(found.map(\.message.en) == ["EventListPresenter.isFirstAppearance stands above the first // MARK: - section: move it into one"])
        let fixed = project.fixed(FixProject.only("mvp-implementation-marks")).project
        let text = try #require(fixed.texts[SeedMVP.presenterFile])
        #expect(text.components(separatedBy: "// MARK: -").count == 4, "\(text)")
        #expect(!fixed.findings().contains { $0.rule == "mvp-implementation-marks" }, "\(text)")
        // The seed's presenter, every member in a section, is fine.
        let seed = FixProject([(SeedMVP.protocolsFile, SeedMVP.protocols), (SeedMVP.presenterFile, SeedMVP.presenter)])
        #expect(!seed.findings().contains { $0.rule == "mvp-implementation-marks" })
    }

    @Test func aRoutersStrongTransitionHandlerIsFound() {
        let module = [("PostList/Presenter/PostListPresenter.swift", "final class PostListPresenter {}\n"),
                      ("PostList/Interactor/PostListInteractor.swift", "final class PostListInteractor {}\n")]
        let router = { (property: String) in ("PostList/Router/PostListRouter.swift", "final class PostListRouter {\n    \(property)\n}\n") }
        let strong = shapeFindings(module + [router("var transitionHandler: UIViewController?")])
        #expect(strong.filter { $0.rule == "viper-references" }.map(\.suggestion) == ["weak var transitionHandler: UIViewController?"],
                "\(strong.map(\.message.en))")
        let objc = shapeFindings(module + [("PostList/Router/PostListRouter.h",
            "@interface PostListRouter : NSObject\n@property (nonatomic, strong) id<RamblerViperModuleTransitionHandlerProtocol> transitionHandler;\n@end\n")])
        #expect(objc.contains { $0.rule == "viper-references" }, "\(objc.map(\.message.en))")
        // A `let` becomes an implicitly unwrapped weak `var`: its uses still compile.
        let held = shapeFindings(module + [router("let transitionHandler: TransitionHandler")])
        #expect(held.filter { $0.rule == "viper-references" }.map(\.suggestion) == ["weak var transitionHandler: TransitionHandler!"],
                "\(held.map(\.message.en))")
        // Weak, or a navigation controller the router owns, is fine.
        for fine in ["weak var transitionHandler: UIViewController?", "var navigationController: UINavigationController?"] {
            #expect(!shapeFindings(module + [router(fine)]).contains { $0.rule == "viper-references" }, "\(fine)")
        }
    }

    @Test func aPastFormIsARequestOnlyInAnInteractorsInput() {
        let module = [("PostList/Presenter/PostListPresenter.swift", "final class PostListPresenter {}\n"),
                      ("PostList/Interactor/PostListInteractor.swift", "final class PostListInteractor {}\n")]
        let input = { (role: String, folder: String) in
            ("PostList/\(folder)/PostList\(role).swift", "/// Ввод.\nprotocol PostList\(role): AnyObject {\n    /// Новости.\n    func didReceiveNews()\n}\n")
        }
        let interactor = shapeFindings(module + [input("InteractorInput", "Interactor")])
        #expect(interactor.contains { $0.rule == "viper-method-verb" && $0.message.en.contains("past tense") }, "\(interactor.map(\.message.en))")
        // A view's input may state a fact: the presenter tells the view what it received.
        let view = shapeFindings(module + [input("ViewInput", "View")])
        #expect(!view.contains { $0.rule == "viper-method-verb" }, "\(view.map(\.message.en))")
    }

    @Test func aRenamedReferencesObserversUseTheNewName() throws {
        let view = ("Card/View/CardView.swift", """
            final class CardView: UIView {
                var presenter: CardViewOutput? {
                    didSet { presenter?.view = self; oldValue?.presenter = nil }
                }
            }
            """)
        let module = [("Card/Presenter/CardPresenter.swift", "final class CardPresenter {}\n"),
                      ("Card/Interactor/CardInteractor.swift", "final class CardInteractor {}\n")]
        let found = try #require(shapeFindings(module + [view]).first { $0.rule == "viper-references" })
        #expect(found.suggestion == "var output: CardViewOutput? {\n        didSet { output?.view = self; oldValue?.presenter = nil }\n    }",
                "\(found.suggestion ?? "")")
    }
}
