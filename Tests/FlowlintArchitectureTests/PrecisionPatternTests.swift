import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// The shapes real projects showed (issue 11), each as a small synthetic project: what must not
/// be reported, and what still must be.
struct PrecisionPatternTests {
    func findings(_ files: [(String, String)], paths: [String] = []) -> [Finding] {
        let (swift, objc) = ExampleProject.facts(files.map { (path: $0.0, text: $0.1) })
        return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc, paths: paths)
    }

    func rules(_ found: [Finding]) -> [String] { found.map(\.rule) }

    @Test func threeModulesInOneFolderAreThreeModules() {
        let paths = ["Shop", "Cart", "Item"].flatMap { ["Shop/Router/\($0)Router.swift", "Shop/Interactor/\($0)Interactor.swift", "Shop/Presenter/\($0)Presenter.swift"] }
        let model = ModuleModel(files: paths.map { ($0, []) })
        #expect(model.modules.keys.sorted() == ["Cart", "Item", "Shop"])
        #expect(findings([], paths: paths).isEmpty)
    }

    @Test func aModuleIsNamedByItsTypesNotItsFolder() {
        let files = [("Articles/Detail/Interactor/ArticleDetailInteractor.swift", "final class ArticleDetailInteractor {}\n"),
                     ("Articles/Detail/Presenter/ArticleDetailPresenter.swift", "final class ArticleDetailPresenter {}\n"),
                     ("Assembly/Presenter/LoginPresenter.swift", "final class LoginPresenter {}\n"),
                     ("Assembly/Interactor/LoginInteractor.swift", "final class LoginInteractor {}\n"),
                     ("Post List/Router/PostListRouterInput.swift", "protocol PostListRouterInput: AnyObject {}\n"),
                     ("Post List/Presenter/PostListPresenter.swift", "final class PostListPresenter {}\n")]
        let found = findings(files).filter { ["viper-file-naming", "viper-module-folders", "viper-module-name"].contains($0.rule) }
        #expect(found.isEmpty, "\(found.map { "\($0.rule) \($0.location): \($0.suggestion ?? "")" })")
        #expect(ModuleModel(files: files.map { ($0.0, []) }).modules.keys.sorted() == ["ArticleDetail", "Login", "PostList"])
    }

    @Test func helpersAreNotComponents() {
        let files = [("Catalog/Interactor/CatalogInteractor.swift", "final class CatalogInteractor {}\n"),
                     ("Catalog/Presenter/CatalogPresenter.swift", "final class CatalogPresenter {}\n"),
                     ("Catalog/View/SearchView.swift", "final class SearchView: UIView {}\n"),
                     ("Catalog/RoleCollectionViewCell.swift", "final class RoleCollectionViewCell: UICollectionViewCell {}\n"),
                     ("Common/BaseRouterInput.swift", "protocol BaseRouterInput: AnyObject {\n    /// Закрывает.\n    func closeModule()\n}\n"),
                     ("App/StoryboardAssembly.swift", "final class StoryboardAssembly {}\n"),
                     ("Main/Cells/NoteCell.swift", "final class NoteCell: UITableViewCell {}\n"),
                     ("Note/Presenter/NotePresenter.swift", "final class NotePresenter {}\n"),
                     ("Note/Interactor/NoteInteractorInput.swift", "protocol NoteInteractorInput: AnyObject {}\n"),
                     ("Items/IconButtonItemView.swift", "final class IconButtonItemView: UIView {\n    weak var output: IconButtonItemViewOutput?\n}\n"),
                     ("Items/IconButtonItemViewIO.swift", "protocol IconButtonItemViewOutput: AnyObject {}\n")]
        let found = findings(files).filter { $0.rule != "viper-doc-comments" }
        #expect(found.isEmpty, "\(found.map { "\($0.rule) \($0.location)" })")
    }

    @Test func aProtocolBesideItsComponentIsNoMisnamedComponent() {
        let files = [("PaySheet/Assembly/PaySheetAssembly.swift", "final class PaySheetAssembly: IPaySheetAssembly {}\n"),
                     ("PaySheet/Assembly/IPaySheetAssembly.swift", "protocol IPaySheetAssembly {}\n"),
                     ("PaySheet/Interactor/PaySheetInteractor.swift", "final class PaySheetInteractor {}\n")]
        #expect(findings(files).filter { $0.rule.hasPrefix("viper-file") || $0.rule == "viper-module-folders" }.isEmpty)
    }

    @Test func theTemplatesNamesGetVIPERRulesNotMVPRules() {
        let protocols = """
            protocol Auth_ViewToPresenterProtocol: AnyObject {
                var view: Auth_PresenterToViewProtocol? { get set }
                func viewDidLoad()
            }
            protocol Auth_PresenterToViewProtocol: AnyObject {
                func showError()
            }
            protocol Auth_PresenterToRouterProtocol: AnyObject {
                func presentDetail(with id: String)
            }
            protocol Auth_PresenterToInteractorProtocol: AnyObject {}
            """
        let presenter = "final class AuthPresenter: NSObject {}\nextension AuthPresenter: Auth_ViewToPresenterProtocol {}\n"
        let found = findings([("Auth/AuthProtocols.swift", protocols), ("Auth/AuthPresenter.swift", presenter)])
        #expect(!rules(found).contains { $0.hasPrefix("mvp-") }, "\(rules(found))")
        #expect(rules(found).contains("viper-router-prefix"))
        #expect(rules(found).contains("viper-output-did"))
    }

    @Test func viperProtocolsInACombinedProtocolsFileGetTheVIPERRules() {
        let combined = "protocol FeedViewInput: AnyObject {\n    var title: String { get }\n    func setupInitialState()\n}\nprotocol FeedRouterInput: AnyObject {\n    func presentDetail(with id: String)\n}\n"
        let found = findings([("Feed/FeedProtocols.swift", combined), ("Feed/FeedPresenter.swift", "final class FeedPresenter {}\n")])
        #expect(rules(found).contains("viper-router-prefix"))
        #expect(!rules(found).contains("mvp-mark-sections"))
    }

    @Test func aProtocolInheritingAClassIsClassBound() {
        let found = findings([("Card/CardProtocols.swift", "protocol CardViewProtocol: UIViewController {}\nprotocol CardPresenterProtocol: AnyObject {}\n")])
        #expect(!rules(found).contains("mvp-class-bound"))
        let presenter = findings([("Card/CardProtocols.swift", "protocol CardViewProtocol: AnyObject {}\nprotocol CardPresenterProtocol {}\n")])
        let message = presenter.first { $0.rule == "mvp-class-bound" }?.message.en ?? ""
        #expect(message.contains("only classes"), "\(message)")
    }

    @Test func aMissingCounterpartIsOneFindingAndNamesNoMissingType() {
        // The counterpart is elsewhere, outside a protocols file: that file's mvp-protocols-file says move it.
        let split = findings([("Main/MainProtocols.swift", "protocol MainViewProtocol: AnyObject {\n    // MARK: - Properties\n    var presenter: MainPresenterProtocol! { get set }\n    // MARK: - Methods\n    func showA()\n}\n"),
                              ("Main/MainPresenter.swift", "protocol MainPresenterProtocol: AnyObject {\n    // MARK: - Properties\n    var view: MainViewProtocol! { get set }\n    // MARK: - Methods\n    func viewDidLoad()\n}\n")])
        #expect(rules(split).sorted() == ["mvp-protocols-file"], "\(rules(split))")
        #expect(split.first?.suggestion == "Main/MainProtocols.swift")
        // Nowhere: declare it; the link rule names no type that doesn't exist.
        let lone = findings([("Main/MainProtocols.swift", "protocol MainViewProtocol: AnyObject {\n    func showA()\n}\n")])
        #expect(rules(lone) == ["mvp-protocol-pair"])
        #expect(lone.first?.suggestion == "protocol MainPresenterProtocol: AnyObject {}")
        // `MainViewPresenterProtocol` pairs with `MainViewProtocol`, not a `MainViewViewProtocol`.
        let view = findings([("Main/MainViewProtocols.swift", "protocol MainViewProtocol: AnyObject {\n    func showA()\n}\nprotocol MainViewPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n")])
        #expect(!view.contains { ($0.suggestion ?? "").contains("MainViewViewProtocol") }, "\(view.map(\.suggestion))")
    }

    @Test func bothHalvesAreSentToOneProtocolsFile() {
        let found = findings([("Feed/View/FeedViewController.swift", "protocol FeedViewProtocol: AnyObject {}\n"),
                              ("Feed/Presenter/FeedPresenter.swift", "protocol FeedPresenterProtocol: AnyObject {}\n")])
        #expect(Set(found.filter { $0.rule == "mvp-protocols-file" }.map(\.suggestion)) == ["Feed/Presenter/FeedProtocols.swift"])
        let bare = findings([("Feed/Protocols.swift", "protocol FeedViewProtocol: AnyObject {}\nprotocol FeedPresenterProtocol: AnyObject {}\n")])
        #expect(rules(bare).contains("mvp-protocols-file"))
    }

    @Test func suggestionsKeepWhatTheyDontFix() {
        let presenter = """
            public final class FeedPresenter: NSObject, Themed {
                // MARK: - Properties
                private var view: FeedViewProtocol
            }
            extension FeedPresenter: FeedPresenterProtocol {}
            """
        let found = findings([("Feed/FeedPresenter.swift", presenter)])
        #expect(found.first { $0.rule == "mvp-presenter-conformance" }?.suggestion == "public final class FeedPresenter: NSObject, Themed, FeedPresenterProtocol")
        #expect(found.first { $0.rule == "mvp-weak-view" }?.suggestion == "private weak var view: FeedViewProtocol?")
    }

    @Test func viperReferencesAreCodeAndCoverPresenterNamesAndMisspelledFiles() {
        let module = ["Card/Presenter/CardPresenter.swift", "Card/Router/CardRouterInput.swift"]
        let named = findings([("Card/Interactor/CardInteractor.swift", "final class CardInteractor {\n    weak var presenter: CardPresenterProtocol?\n}\n")], paths: module)
        #expect(named.first { $0.rule == "viper-references" }?.suggestion == "weak var output: CardPresenterProtocol?")
        let misspelled = findings([("Card/Interactor/Cardnteractor.swift", "final class CardInteractor {\n    private var output: CardInteractorOutput!\n}\n")], paths: module)
        #expect(misspelled.first { $0.rule == "viper-references" }?.suggestion == "private weak var output: CardInteractorOutput!")
        #expect(misspelled.first { $0.rule == "viper-file-naming" }?.suggestion == "Card/Interactor/CardInteractor.swift")
    }

    @Test func oneFindingForANonVerbOutputMethod() {
        let found = findings([("Feed/FeedProtocols.swift", "protocol FeedViewOutput: AnyObject {\n    /// Готов.\n    func viewIsReady()\n}\n"),
                              ("Feed/FeedPresenter.swift", "final class FeedPresenter {}\n"), ("Feed/FeedInteractor.swift", "final class FeedInteractor {}\n")])
        #expect(rules(found).filter { $0 == "viper-output-did" || $0 == "viper-method-verb" } == ["viper-output-did"])
    }

    @Test func folderSuggestionsKeepAnAbsolutePath() {
        let found = ExampleProject.treeFindings("/abs/Feed/FeedInteractor.swift\n/abs/Feed/FeedPresenter.swift")
        #expect(found.compactMap(\.suggestion).allSatisfy { $0.hasPrefix("/abs/Feed/") }, "\(found.map(\.suggestion))")
    }

    // Round two of the corpus reading.

    @Test func aViewsDelegateNamedViewProtocolIsNoMVPRole() {
        let view = "protocol ColorHeaderViewProtocol {\n    func didSelect(color: Int)\n}\nfinal class ColorHeaderView: UIView {\n    var delegate: ColorHeaderViewProtocol?\n}\n"
        #expect(findings([("Projects/ColorHeaderView.swift", view)]).isEmpty)
        // A presenter holding it as its view makes it one.
        let held = findings([("Login/LoginViewProtocol.swift", "protocol LoginViewProtocol {\n    func move()\n}\n"),
                             ("Login/LoginPresenter.swift", "final class LoginPresenter {\n    // MARK: - Properties\n    weak var view: LoginViewProtocol?\n}\n")])
        #expect(Set(rules(held)).isSuperset(of: ["mvp-protocols-file", "mvp-class-bound", "mvp-view-method-prefix"]), "\(rules(held))")
    }

    @Test func testDoublesAreNotTheArchitecture() {
        let mock = "final class LoginViewMock: LoginViewProtocol {\n    func showError() {}\n}\n"
        #expect(findings([("MVPSampleTests/Presenter/LoginPresenterTests.swift", mock), ("App/LoginViewMock.swift", mock)]).isEmpty)
    }

    @Test func aPresenterViewProtocolPairsWithItsPresenterProtocol() {
        let file = "protocol DetailPresenterViewProtocol: AnyObject {\n    func showPrice()\n}\nprotocol DetailPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n"
        let found = findings([("Modules/Detail/Presenter/DetailPresenter.swift", file)]).filter { $0.rule == "mvp-protocols-file" }
        #expect(found.map(\.suggestion) == ["Modules/Detail/Presenter/DetailProtocols.swift"])
    }

    @Test func referencesAreJudgedOnlyWhereTheSeedsNamingApplies() {
        let module = ["Home/Interactor/HomeInteractor.swift", "Home/View/HomeViewInput.swift"]
        // A SwiftUI view (a struct) holds its presenter through a property wrapper.
        #expect(findings([("Home/View/HomeView.swift", "struct HomeView: View {\n    @State var presenter: HomePresenter\n}\n")], paths: module).filter { $0.rule == "viper-references" }.isEmpty)
        // `view` already exists: the extra reference is another matter; two interactors can't both be `interactor`.
        let presenter = "final class HomePresenter {\n    weak var view: HomeViewInput?\n    let homeViewController: HomeViewController\n    var getItems: HomeInteractorInput!\n    var saveItems: HomeInteractorInput!\n}\n"
        #expect(findings([("Home/Presenter/HomePresenter.swift", presenter)], paths: module).filter { $0.rule == "viper-references" }.isEmpty)
        // A view holding `presenter` in a module without an interactor follows MVP's naming.
        let mvpr = ["Category/Router/CategoryRouterInput.swift", "Category/Presenter/CategoryPresenter.swift"]
        let view = "final class CategoryViewController: UIViewController {\n    private let presenter: CategoryPresenterProtocol\n}\n"
        #expect(!findings([("Category/View/CategoryViewController.swift", view)], paths: mvpr).contains { $0.rule == "viper-references" })
        // A weak reference to a protocol that is not class-bound would not compile: no suggestion.
        let interactor = "protocol ListInteractorOutput {}\nfinal class ListInteractor {\n    var output: ListInteractorOutput?\n}\n"
        let weak = findings([("List/Interactor/ListInteractor.swift", interactor)], paths: ["List/Presenter/ListPresenter.swift"])
        #expect(weak.first { $0.rule == "viper-references" }.map { $0.suggestion == nil } == true)
    }

    @Test func forwardDeclarationsNameWhatTheHeaderDeclares() {
        let module = ["Add/Interactor/AddInteractor.h", "Add/Router/AddRouterInput.h"]
        let files = [("Add/Presenter/AddPresenter.h", "#import \"AddModuleDelegateInterface.h\"\n#import \"AddBase.h\"\n#import \"Umbrella.h\"\n@interface AddPresenter : AddBase\n@property (nonatomic, weak) id<AddModuleDelegate> delegate;\n@end\n"),
                     ("Add/Presenter/AddModuleDelegateInterface.h", "@protocol AddModuleDelegate <NSObject>\n@end\n"),
                     ("Add/Presenter/AddBase.h", "#import <Typhoon/Typhoon.h>\n@interface AddBaseHelper : NSObject\n@end\n"),
                     ("Add/Presenter/Umbrella.h", "#import \"AddBase.h\"\n"),
                     ("App/App-Bridging-Header.h", "#import \"AddBase.h\"\n")]
        let found = findings(files, paths: module).filter { $0.rule == "viper-forward-declarations" }
        #expect(found.map(\.suggestion) == ["@protocol AddModuleDelegate;"], "\(found.map(\.suggestion))")
    }

    @Test func constantsAndInjectedValuesAreNoInteractorState() {
        let interactor = """
            final class BalanceInteractor {
                let balanceIndexId = Identifier()
                private let amount: MonetaryAmount
                private var disposeBag = DisposeBag()
                private let titles = ["a", "b"]
                init(amount: MonetaryAmount) { self.amount = amount }
            }
            """
        let found = findings([("Balance/Interactor/BalanceInteractor.swift", interactor)], paths: ["Balance/Presenter/BalancePresenter.swift"])
        #expect(!rules(found).contains("viper-interactor-state"))
    }

    @Test func aMisspelledVerbIsAVerbAndAPluralIsNot() {
        #expect(Verbs.isVerb("retrive") && Verbs.isVerb("conver"))
        #expect(!Verbs.isVerb("posts") && !Verbs.isVerb("analytics"))
    }

    @Test func sectionMarksAreReadLoosely() {
        #expect(ViperSectionMarks.names("VTDListInteractorOutput", in: ["List Interactor Output"]))
        #expect(ViperSectionMarks.names("ReportSearchDataDisplayManagerDelegate", in: ["ReportsSearchDataDisplayManagerDelegate methods"]))
        #expect(!ViperSectionMarks.names("PostListInteractorOutput", in: ["Output"]))
    }

    @Test func anOutputQueryReturningAValueNeedsNoDid() {
        let found = findings([("Qr/Presenter/QrViewOutput.swift", "protocol QrViewOutput: AnyObject {\n    /// Тип.\n    func cellType(at index: Int) -> QrCellType\n}\n")])
        #expect(!rules(found).contains("viper-output-did"))
    }

    @Test func aBaseLayerIsNoModule() {
        let files = [("Root/ViewController/MTRootViewController.h", "@interface MTRootViewController : UIViewController\n@end\n"),
                     ("Root/Presenter/MTRootPresenter.h", "@interface MTRootPresenter : NSObject\n@end\n"),
                     ("Root/Interactor/MTRootInteractor.h", "@interface MTRootInteractor : NSObject\n@end\n"),
                     ("ItemList/MTItemListViewController.h", "@interface MTItemListViewController : MTRootViewController\n@end\n")]
        #expect(findings(files).filter { $0.rule == "viper-module-folders" }.isEmpty)
    }

    // Round three.

    @Test func aMisplacedFileIsSentToItsModulesHome() {
        let found = ExampleProject.treeFindings("""
            Receive/Presenter/ReceivePresenter.swift
            Receive/Interactor/ReceiveInteractor.swift
            Receive/Router/ReceiveRouter.swift
            Receive/Module/ReceiveModuleInput.swift
            Scenes/Login/Presenter/LoginPresenter.swift
            Scenes/Login/Interactor/LoginInteractor.swift
            Support/Extension/LoginRouter.swift
            """)
        #expect(found.compactMap(\.suggestion).sorted() == ["Receive/Presenter/ReceiveModuleInput.swift", "Scenes/Login/Router/LoginRouter.swift"], "\(found.map(\.suggestion))")
    }

    @Test func anAppWideRouterIsNoModule() {
        let core = "struct CoreRouter {}\nextension CoreRouter: HomeRouter {}\nextension CoreRouter: FavoritesRouter {}\n"
        let files = [("Root/CoreRouter.swift", core), ("Root/CoreInteractor.swift", "final class CoreInteractor {}\n"),
                     ("Home/HomeRouter.swift", "protocol HomeRouter {}\n"), ("Favorites/FavoritesRouter.swift", "protocol FavoritesRouter {}\n")]
        #expect(!findings(files).contains { $0.rule == "viper-module-folders" && ($0.suggestion ?? "").contains("Core") })
    }

    @Test func aNameTheSuperclassHasIsNotSuggested() {
        let base = "class WebBrowserPresenter {\n    var interactor: WebBrowserInteractorInput!\n}\n"
        let presenter = "final class CardSecPresenter: WebBrowserPresenter {\n    var cardSecInteractor: CardSecInteractorInput!\n}\n"
        let found = findings([("Web/WebBrowserPresenter.swift", base), ("CardSec/Presenter/CardSecPresenter.swift", presenter)],
                             paths: ["CardSec/Interactor/CardSecInteractor.swift"])
        #expect(!found.contains { $0.rule == "viper-references" }, "\(found.map(\.message.en))")
    }

    @Test func aViewHoldingAnMVPNamedPresenterIsLeftToMVP() {
        let module = ["ToDoList/Interactor/ToDoListInteractor.swift", "ToDoList/Presenter/ToDoListPresenter.swift"]
        let view = "final class ToDoListViewController: UIViewController {\n    var presenter: ToDoListPresenterProtocol?\n}\n"
        #expect(!findings([("ToDoList/View/ToDoListViewController.swift", view)], paths: module).contains { $0.rule == "viper-references" })
    }

    @Test func aBridgingHeaderOnlyImports() {
        let files = [("Other/Bridging-Header.h", "#import \"ObjC.h\"\n"), ("Other/ObjC.h", "@interface ObjC : NSObject\n@end\n")]
        #expect(findings(files, paths: ["Feed/Interactor/FeedInteractor.h", "Feed/Presenter/FeedPresenter.h"]).filter { $0.rule == "viper-forward-declarations" }.isEmpty)
    }

    // Round four.

    @Test func theModulesFolderIsWhereItsLayersOrItsFilesMeet() {
        let found = ExampleProject.treeFindings("""
            Main/Interfaces/MainInteractor.swift
            Main/Interfaces/MainPresenter.swift
            Main/Implementation/MainDefaultPresenter.swift
            Main/Implementation/MainDefaultInteractor.swift
            CardSettings/Assembly/CardSettingsAssembly.swift
            CardSettings/Viper bundle/CardSettingsRouter.swift
            CardSettings/Viper bundle/CardSettingsInteractor.swift
            """)
        let suggestions = Set(found.filter { $0.rule == "viper-module-folders" }.compactMap(\.suggestion))
        #expect(suggestions == ["Main/Interactor/MainInteractor.swift", "Main/Presenter/MainPresenter.swift",
                                "Main/Presenter/MainDefaultPresenter.swift", "Main/Interactor/MainDefaultInteractor.swift",
                                "CardSettings/Router/CardSettingsRouter.swift", "CardSettings/Interactor/CardSettingsInteractor.swift"], "\(suggestions)")
        #expect(!found.contains { $0.message.en.contains("of module MainDefault") })
    }

    @Test func aRenameAProtocolRequiresIsNotSuggested() {
        let protocols = "protocol LoginInteractorInputProtocol: AnyObject {\n    var presenter: LoginInteractorOutputProtocol? { get set }\n}\nprotocol LoginInteractorOutputProtocol: AnyObject {}\n"
        let interactor = "final class LoginInteractor: LoginInteractorInputProtocol {\n    weak var presenter: LoginInteractorOutputProtocol?\n}\n"
        let found = findings([("Login/Protocols/LoginProtocols.swift", protocols), ("Login/Interactor/LoginInteractor.swift", interactor)],
                             paths: ["Login/Presenter/LoginPresenter.swift"]).filter { $0.rule == "viper-references" }
        #expect(found.count == 1 && found.first?.suggestion == nil, "\(found.map(\.suggestion))")
    }

    /// Seen on the corpus after `--fix-renames`: a required `output` that only lacks `weak` gets
    /// the declaration (a weak stored property satisfies `{ get set }`), so `--fix` makes it weak.
    @Test(arguments: [true, false])
    func aRequiredReferenceThatOnlyLacksWeakIsSuggested(weak: Bool) {
        let protocols = "protocol LoginInteractorInputProtocol: AnyObject {\n    var output: LoginInteractorOutputProtocol? { get set }\n}\nprotocol LoginInteractorOutputProtocol: AnyObject {}\n"
        let interactor = "final class LoginInteractor: LoginInteractorInputProtocol {\n    \(weak ? "weak " : "")var output: LoginInteractorOutputProtocol?\n}\n"
        let found = findings([("Login/Protocols/LoginProtocols.swift", protocols), ("Login/Interactor/LoginInteractor.swift", interactor)],
                             paths: ["Login/Presenter/LoginPresenter.swift"]).filter { $0.rule == "viper-references" }
        #expect(found.map(\.suggestion) == (weak ? [] : ["weak var output: LoginInteractorOutputProtocol?"]), "\(found.map(\.suggestion))")
    }

    @Test func aModuleFolderNamedAfterItWinsOverASharedFolder() {
        let found = ExampleProject.treeFindings("""
            Scenes/Login/Protocols/LoginProtocols.swift
            Scenes/Login/View/LoginController.swift
            Support/Extension/LoginRouter.swift
            Support/Extension/LoginInteractor.swift
            Support/Extension/LoginPresenter.swift
            Shared/Helpers/CartInteractor.swift
            Shared/Helpers/CartPresenter.swift
            """)
        let suggestions = found.filter { $0.rule == "viper-module-folders" }.map(\.suggestion)
        #expect(Set(suggestions.compactMap { $0 }) == ["Scenes/Login/Router/LoginRouter.swift", "Scenes/Login/Interactor/LoginInteractor.swift",
                                                       "Scenes/Login/Presenter/LoginPresenter.swift"], "\(suggestions)")
        #expect(suggestions.filter { $0 == nil }.count == 2)
    }
}
