import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// Shapes seen on projects the rules were not tuned on, each as a small synthetic project, both
/// ways: the shape that must not be reported, and the violation beside it that still must be.
struct UnseenProjectPatternTests {
    func findings(_ files: [(String, String)], paths: [String] = []) -> [Finding] {
        let (swift, objc) = ExampleProject.facts(files.map { (path: $0.0, text: $0.1) })
        return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc, paths: paths)
    }

    func rules(_ found: [Finding], prefix: String = "") -> [String] { found.map(\.rule).filter { $0.hasPrefix(prefix) } }

    // MARK: - Wrong findings

    static let profileModule = [("Profile/View/ProfileViewInput.swift", "protocol ProfileViewInput: AnyObject {}\n"),
                                ("Profile/Interactor/ProfileInteractor.swift", "final class ProfileInteractor {}\n")]

    @Test func aPrivateStorageBehindTheReferenceIsThatReference() {
        let presenter = """
            final class ProfilePresenter {
                private weak var storage: ProfileViewInput!
                var view: ProfileViewInput {
                    get { storage }
                    set { storage = newValue }
                }
            }
            """
        let found = findings(Self.profileModule + [("Profile/Presenter/ProfilePresenter.swift", presenter)])
        #expect(!rules(found).contains("viper-references"), "\(found.map(\.message.en))")
        // A strong storage is still a strong view: said of the storage, without asking for another `view`.
        let strong = findings(Self.profileModule + [("Profile/Presenter/ProfilePresenter.swift",
                                                     presenter.replacingOccurrences(of: "private weak var", with: "private var"))])
        let reference = strong.filter { $0.rule == "viper-references" }
        #expect(reference.count == 1, "\(strong.map(\.message.en))")
        #expect(reference.first?.message.en.contains("`storage` the wrong way: it should be weak") == true, "\(reference.map(\.message.en))")
        #expect(reference.first?.suggestion == "private weak var storage: ProfileViewInput!")
    }

    @Test func aVIPERModulesHelperViewProtocolIsNoMVPView() {
        let helper = """
            protocol ProfileHeaderViewProtocol: UIView {
                var delegate: ProfileHeaderDelegate? { get set }
                func configure(with model: ProfileHeaderModel)
            }
            final class ProfileHeaderView: UIView, ProfileHeaderViewProtocol {
                weak var delegate: ProfileHeaderDelegate?
                func configure(with model: ProfileHeaderModel) {}
            }
            """
        let found = findings(Self.profileModule + [("Profile/View/ProfileHeaderView.swift", helper)])
        #expect(rules(found, prefix: "mvp-").isEmpty, "\(rules(found))")
        // With a presenter of that prefix, it is an MVP view.
        let presenter = ("Profile/View/ProfileHeaderPresenter.swift", "final class ProfileHeaderPresenter {\n    weak var view: ProfileHeaderViewProtocol?\n}\n")
        let mvp = findings(Self.profileModule + [("Profile/View/ProfileHeaderView.swift", helper), presenter])
        #expect(Set(rules(mvp, prefix: "mvp-")).isSuperset(of: ["mvp-protocols-file", "mvp-view-method-prefix", "mvp-view-conformance"]), "\(rules(mvp))")
    }

    @Test func anMVPScreenWithoutAnInteractorIsNoVIPERModule() {
        let screen = [("Settings/SettingsPresenter.swift", "final class SettingsPresenter {}\n"),
                      ("Settings/SettingsRouter.swift", "protocol SettingsRouterInput: AnyObject {\n    func openAbout()\n}\nfinal class SettingsRouter: SettingsRouterInput {\n    func openAbout() {}\n}\n"),
                      ("Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController {}\n"),
                      ("Settings/SettingsAssembly.swift", "final class SettingsAssembly {}\n")]
        #expect(!rules(findings(screen)).contains("viper-module-folders"))
        let viper = findings(screen + [("Settings/SettingsInteractor.swift", "final class SettingsInteractor {}\n")])
        #expect(rules(viper).filter { $0 == "viper-module-folders" }.count == 5, "\(rules(viper))")
    }

    @Test func appWideAndBaseRouterProtocolsAreHelpers() {
        let files = [("Business/AppRouterProtocol.swift", "protocol AppRouterProtocol: AnyObject {\n    func start()\n}\n"),
                     ("Common/BaseRouterInput.swift", "protocol BaseRouterInput: AnyObject {\n    func showAlert()\n}\n"),
                     ("Feed/Router/FeedRouterInput.swift", "protocol FeedRouterInput: BaseRouterInput {\n    func openDetail()\n}\n"),
                     ("Feed/Presenter/FeedPresenter.swift", "final class FeedPresenter {}\n")]
        #expect(!rules(findings(files)).contains("viper-router-prefix"), "\(findings(files).map(\.message.en))")
        let module = files.map { $0.0 == "Feed/Router/FeedRouterInput.swift" ? ($0.0, "protocol FeedRouterInput: BaseRouterInput {\n    func showDetail()\n}\n") : $0 }
        let found = findings(module).filter { $0.rule == "viper-router-prefix" }
        #expect(found.map(\.message.en) == ["FeedRouterInput method showDetail must start with open, close or embed"])
    }

    @Test func anUmbrellaHeaderReExportsItsImports() {
        let module = ["Add/Interactor/AddInteractor.h", "Add/Router/AddRouterInput.h"]
        let files = [("Kit/AddKit.h", "#import <Foundation/Foundation.h>\n\nFOUNDATION_EXPORT double AddKitVersionNumber;\n\n#import \"AddPresenter.h\"\n#import \"AddHelper.h\"\n"),
                     ("Add/Presenter/AddPresenter.h", "@interface AddPresenter : NSObject\n@end\n"),
                     ("Add/Presenter/AddHelper.h", "@interface AddHelper : NSObject\n@end\n")]
        #expect(findings(files, paths: module).filter { $0.rule == "viper-forward-declarations" }.isEmpty)
        let header = ("Add/Presenter/AddView.h", "#import \"AddHelper.h\"\n@interface AddView : NSObject\n@property (nonatomic, strong) AddHelper *helper;\n@end\n")
        #expect(findings(files + [header], paths: module).filter { $0.rule == "viper-forward-declarations" }.map(\.suggestion) == ["@class AddHelper;"])
    }

    @Test func anAssemblyMethodIsReportedOnceWhereItIsDeclared() {
        let header = "@interface PostListAssembly : TyphoonAssembly\n- (PostListViewController *)postListView;\n@end\n"
        let implementation = "@implementation PostListAssembly\n- (PostListViewController *)postListView {\n    return nil;\n}\n- (PostListPresenter *)makePresenter {\n    return nil;\n}\n@end\n"
        let found = findings([("PostList/Assembly/PostListAssembly.h", header), ("PostList/Assembly/PostListAssembly.m", implementation)],
                             paths: ["PostList/Interactor/PostListInteractor.h", "PostList/Presenter/PostListPresenter.h"])
            .filter { $0.rule == "viper-assembly-prefix" }
        #expect(found.map(\.location) == [.file(path: "PostList/Assembly/PostListAssembly.h", line: 2, column: 1),
                                          .file(path: "PostList/Assembly/PostListAssembly.m", line: 5, column: 1)], "\(found.map(\.location))")
    }

    @Test func aViewMethodThatStartsWithTheVerbIsNotReportedForItsCase() {
        let protocols = { (method: String) in
            "protocol EventListViewProtocol: AnyObject {\n    func \(method)()\n}\nprotocol EventListPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n"
        }
        #expect(!rules(findings([("EventList/EventListProtocols.swift", protocols("showloadingIndicator"))])).contains("mvp-view-method-prefix"))
        #expect(rules(findings([("EventList/EventListProtocols.swift", protocols("updateList"))])).contains("mvp-view-method-prefix"))
    }

    @Test func aViewProtocolThatOnlyValueTypesAdoptIsNoMVPView() {
        let swiftUI = [("Home/HomeViewProtocol.swift", "protocol HomeViewProtocol {\n    func updateItems()\n}\n"),
                       ("Home/HomeView.swift", "import SwiftUI\n\nstruct HomeView: View, HomeViewProtocol {\n    var body: some View { Text(\"\") }\n    func updateItems() {}\n}\n"),
                       ("Home/HomePresenter.swift", "final class HomePresenter: ObservableObject {\n    var view: HomeViewProtocol?\n}\n")]
        let found = findings(swiftUI)
        #expect(rules(found, prefix: "mvp-").isEmpty, "\(rules(found))")
        // Adopted by a class, the same protocol is an MVP view.
        let uiKit = swiftUI.map { $0.0 == "Home/HomeView.swift" ? ($0.0, "final class HomeView: UIViewController, HomeViewProtocol {\n    func updateItems() {}\n}\n") : $0 }
        #expect(Set(rules(findings(uiKit), prefix: "mvp-")).isSuperset(of: ["mvp-class-bound", "mvp-view-conformance", "mvp-protocols-file"]))
    }

    // MARK: - Missed violations

    @Test func mvpRolesGetTheMVPRulesInAModuleWithAnInteractor() {
        let protocols = "protocol FeedViewProtocol: AnyObject {\n    func updateList()\n}\nprotocol FeedPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n"
        let module = [("Feed/FeedProtocols.swift", protocols), ("Feed/Interactor/FeedInteractor.swift", "final class FeedInteractor {}\n"),
                      ("Feed/Router/FeedRouter.swift", "protocol FeedRouterInput: AnyObject {}\nfinal class FeedRouter {}\n"),
                      ("Feed/Presenter/FeedPresenter.swift", "final class FeedPresenter {}\n")]
        #expect(rules(findings(module)).contains("mvp-view-method-prefix"), "\(rules(findings(module)))")
        let good = module.map { $0.0 == "Feed/FeedProtocols.swift" ? ($0.0, protocols.replacingOccurrences(of: "updateList", with: "reloadList")) : $0 }
        #expect(!rules(findings(good)).contains("mvp-view-method-prefix"))
    }

    @Test func aViewControllerProtocolIsAnMVPView() {
        let protocols = { (method: String) in
            "protocol CartViewControllerProtocol: AnyObject {\n    func \(method)()\n}\nprotocol CartPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n"
        }
        let bad = findings([("Cart/CartProtocols.swift", protocols("updateTotal"))])
        #expect(rules(bad).contains("mvp-view-method-prefix"), "\(rules(bad))")
        #expect(!rules(bad).contains("mvp-protocol-pair"))
        #expect(!rules(findings([("Cart/CartProtocols.swift", protocols("reloadTotal"))])).contains("mvp-view-method-prefix"))
    }

    @Test func anImplementationClassIsItsComponent() {
        let module = ["PostList/Presenter/PostListPresenter.swift", "PostList/View/PostListViewInput.swift"]
        let misnamed = findings([("PostList/Interactor/PostsInteractorImpl.swift", "final class PostListInteractorImpl {}\n")], paths: module)
        #expect(misnamed.first { $0.rule == "viper-file-naming" }?.suggestion == "PostList/Interactor/PostListInteractorImpl.swift",
                "\(misnamed.map { "\($0.rule) \($0.suggestion ?? "")" })")
        let named = findings([("PostList/Interactor/PostListInteractorImpl.swift", "final class PostListInteractorImpl {}\n")], paths: module)
        #expect(!rules(named).contains("viper-file-naming"))
    }

    @Test func stateChangedOnlyInAnExtensionIsState() {
        let module = ["Ads/Presenter/AdsPresenter.swift", "Ads/View/AdsViewInput.swift"]
        let interactor = { (body: String) in
            "final class AdsInteractor {\n    weak var output: AdsInteractorOutput?\n    private var page: Int\n    init(page: Int) { self.page = page }\n}\n\nextension AdsInteractor: AdsInteractorInput {\n    func obtainNextPage() {\n        \(body)\n    }\n}\n"
        }
        let changed = findings([("Ads/Interactor/AdsInteractor.swift", interactor("page += 1"))], paths: module)
        #expect(changed.filter { $0.rule == "viper-interactor-state" }.map(\.message.en) == ["AdsInteractor keeps state in `page`: an interactor holds only its output and its dependencies"])
        let read = findings([("Ads/Interactor/AdsInteractor.swift", interactor("output?.didObtain(page)"))], paths: module)
        #expect(!rules(read).contains("viper-interactor-state"))
    }

    @Test func aVarStartingFromALiteralIsStateBeforeAnythingWritesIt() {
        let module = ["Ads/Presenter/AdsPresenter.swift", "Ads/View/AdsViewInput.swift"]
        let interactor = { (declaration: String) in "final class AdsInteractor {\n    weak var output: AdsInteractorOutput?\n    \(declaration)\n}\n" }
        for state in ["private var loadedAds: [String] = []", "var isLoading = false", "private var page = 0"] {
            #expect(rules(findings([("Ads/Interactor/AdsInteractor.swift", interactor(state))], paths: module)).contains("viper-interactor-state"), "\(state)")
        }
        for dependency in ["private let titles = [\"a\", \"b\"]", "private var cancellables: Set<AnyCancellable> = []",
                           "private var bag = DisposeBag()", "private var service: AdsServiceProtocol",
                           "private lazy var paths = [redirectUrl]", "private var timeout = 30.0"] {
            #expect(!rules(findings([("Ads/Interactor/AdsInteractor.swift", interactor(dependency))], paths: module)).contains("viper-interactor-state"),
                    "\(dependency)")
        }
    }

    @Test func aComponentFileNamedAfterTheModuleAloneIsMisnamed() {
        let module = ["Settings/Presenter/SettingsPresenter.swift", "Settings/Interactor/SettingsInteractor.swift"]
        let screen = findings([("Settings/View/SettingsScreen.swift", "final class SettingsViewController: UIViewController {}\n")], paths: module)
        #expect(screen.first { $0.rule == "viper-file-naming" }?.suggestion == "Settings/View/SettingsViewController.swift")
        // A file that holds other types beside the component is named for what it holds.
        let models = findings([("Settings/View/SettingsScreen.swift", "final class SettingsViewController: UIViewController {}\nstruct SettingsRow {}\n")],
                              paths: module)
        #expect(!rules(models).contains("viper-file-naming"))
    }

    @Test func aDeclaredProtocolsMethodsInAnUnlabelledExtensionNeedTheirMark() {
        let protocols = "protocol FeedViewOutput: AnyObject {\n    func didLoad()\n}\nprotocol FeedInteractorOutput: AnyObject {\n    func didObtainItems()\n}\n"
        let presenter = { (mark: String) in
            "final class FeedPresenter: FeedViewOutput {\n}\n\(mark)extension FeedPresenter {\n    func didLoad() {}\n}\n\nextension FeedPresenter: FeedInteractorOutput {\n    func didObtainItems() {}\n}\n"
        }
        let module = [("Feed/FeedProtocols.swift", protocols), ("Feed/Interactor/FeedInteractor.swift", "final class FeedInteractor {}\n")]
        let unlabelled = findings(module + [("Feed/Presenter/FeedPresenter.swift", presenter(""))])
        #expect(unlabelled.filter { $0.rule == "viper-section-marks" }.map(\.suggestion) == ["// MARK: - FeedViewOutput"])
        let marked = findings(module + [("Feed/Presenter/FeedPresenter.swift", presenter("// MARK: - FeedViewOutput\n\n"))])
        #expect(!rules(marked).contains("viper-section-marks"))
    }

    @Test func aNounWordNetAlsoListsAsAVerbIsNoVerb() {
        for noun in ["initialState", "titleForSection", "numberOfRows", "imageURL", "valueAtIndex"] {
            #expect(!Verbs.isVerb(ViperRole.firstWord(Substring(noun))), "\(noun)")
        }
        for verb in ["obtainPosts", "loadData", "listFiles", "countItems", "showError", "sortItems", "displayAlert", "openDetail"] {
            #expect(Verbs.isVerb(ViperRole.firstWord(Substring(verb))), "\(verb)")
        }
        let input = { (method: String) in
            [("Feed/Interactor/FeedInteractorInput.swift", "protocol FeedInteractorInput: AnyObject {\n    /// Метод.\n    func \(method)() -> String\n}\n"),
             ("Feed/Presenter/FeedPresenter.swift", "final class FeedPresenter {}\n")]
        }
        #expect(rules(findings(input("initialTitle"))).contains("viper-method-verb"))
        #expect(!rules(findings(input("obtainTitle"))).contains("viper-method-verb"))
    }

    @Test func aPlainProtocolNamedLikeTheModuleElsewhereIsNoView() {
        let protocols = "protocol LoginViewProtocol: AnyObject {\n    func showError()\n}\nprotocol LoginPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n"
        let manager = "protocol LoginProtocol {\n    func signIn()\n}\nfinal class AuthManager: LoginProtocol {\n    func signIn() {}\n}\n"
        let found = findings([("Login/LoginProtocols.swift", protocols), ("Network/AuthManager.swift", manager)])
        #expect(!found.contains { "\($0.location)".contains("AuthManager") }, "\(found.map { "\($0.rule) \($0.location)" })")
        // Beside its presenter protocol, the seed's `HeaderProtocol` spelling is a view.
        let header = "protocol HeaderProtocol {\n    func update()\n}\nprotocol HeaderPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n"
        #expect(rules(findings([("Header/HeaderProtocols.swift", header)])).contains("mvp-view-method-prefix"))
    }

    @Test func aHeaderWhoseTypedefsNothingUsesCanBeForwardDeclared() {
        let module = ["Add/Interactor/AddInteractor.h", "Add/Router/AddRouterInput.h"]
        let types = ("Add/Presenter/AddHelper.h", "typedef NS_ENUM(NSInteger, AddMode) {\n    AddModeNew,\n    AddModeEdit\n};\n@interface AddHelper : NSObject\n@end\n")
        let header = { (property: String) in
            ("Add/Presenter/AddPresenter.h", "#import \"AddHelper.h\"\n@interface AddPresenter : NSObject\n\(property)\n@end\n")
        }
        let unused = findings([types, header("@property (nonatomic, strong) AddHelper *helper;")], paths: module)
        #expect(unused.filter { $0.rule == "viper-forward-declarations" }.map(\.suggestion) == ["@class AddHelper;"])
        let used = findings([types, header("@property (nonatomic, assign) AddMode mode;")], paths: module)
        #expect(!rules(used).contains("viper-forward-declarations"))
    }

    @Test(arguments: [
        ("typedef NS_ENUM(NSInteger, PostListState) {\n    PostListStateIdle,\n    PostListStateLoading = 2\n};\n", ["PostListState", "PostListStateIdle", "PostListStateLoading"], false),
        ("typedef void (^PostListCompletion)(NSArray *posts, NSError *error);\n", ["PostListCompletion"], false),
        ("extern NSString *const kPostListKey;\nFOUNDATION_EXPORT double PostKitVersionNumber;\n", ["kPostListKey", "PostKitVersionNumber"], false),
        ("typedef struct {\n    int x;\n} PostPoint;\nstatic NSString * const kName = @\"name\";\n", ["PostPoint", "kName"], false),
        ("#define POST_LIST_LIMIT 20\n", ["POST_LIST_LIMIT"], false),
        ("static inline BOOL PostIsEmpty(NSArray *a) { return a.count == 0; }\n", [], true),
    ])
    func cDeclarationsAreNamed(source: String, names: [String], unnamed: Bool) {
        let facts = ObjCScanner.scan(path: "Post.h", source: source)
        #expect(facts.cNames == names)
        #expect(facts.hasUnnamedCDeclarations == unnamed)
    }
}
