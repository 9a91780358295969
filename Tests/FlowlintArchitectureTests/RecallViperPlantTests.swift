import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// The VIPER violations Benchmarks/recall.py plants into real modules, each on the seed's PostList.
/// Kinds whose rule's own examples already show both ways are not repeated here.
struct RecallViperPlantTests {
    static let viper = SwiftPostList.files
    static let otherModule = ["Feed/Interactor/FeedInteractor.swift", "Feed/Presenter/FeedPresenter.swift",
                              "Feed/Router/FeedRouter.swift", "Feed/View/FeedViewController.swift"]
    static let routerInput = "PostList/Router/PostListRouterInput.swift"
    static let interactorInput = "PostList/Interactor/PostListInteractorInput.swift"
    static let presenter = "PostList/Presenter/PostListPresenter.swift"
    static let viewController = "PostList/View/PostListViewController.swift"

    @Test func protocolAndItsFileRenamedWithModule() {
        let renamed = "PostList/Router/PostListModuleRouterInput.swift"
        let planted = Plants.moving(Self.routerInput, to: renamed, of: Self.viper) {
            $0.replacingOccurrences(of: "PostListRouterInput", with: "PostListModuleRouterInput")
        }
        Plants.expectPlant("viper-module-name", clean: Self.viper, planted: planted, in: renamed)
    }

    @Test func componentMovedIntoAnotherModulesLayerFolder() {
        let moved = "Feed/Router/PostListRouterInput.swift"
        Plants.expectPlant("viper-module-folders", clean: Self.viper, planted: Plants.moving(Self.routerInput, to: moved, of: Self.viper), in: moved,
                    paths: Self.otherModule)
    }

    @Test func helperMovedOutOfItsLayerFolder() {
        let helper = ("PostList/Interactor/UserInputValidator/UserInputValidator.swift",
                      "/// Проверяет ввод.\nfinal class UserInputValidator {}\n")
        let clean = Self.viper + [helper]
        let moved = "PostList/UserInputValidator.swift"
        withKnownIssue("helpers outside their layer folder are not reported yet") {
            Plants.expectPlant("viper-module-folders", clean: clean, planted: Plants.moving(helper.0, to: moved, of: clean), in: moved)
        }
    }

    @Test(arguments: ["PostList/View/PostListScreen.swift", "PostList/View/PostListVC.swift"])
    func viewControllerFileRenamed(to name: String) {
        Plants.expectPlant("viper-file-naming", clean: Self.viper, planted: Plants.moving(Self.viewController, to: name, of: Self.viper), in: name)
    }

    @Test(arguments: [("var router: PostListRouterInput!", "weak var router: PostListRouterInput!"),
                      ("var interactor: PostListInteractorInput!", "weak var interactor: PostListInteractorInput!")])
    func presentersStrongReferenceMadeWeak(original: String, replacement: String) {
        let planted = Plants.replacing(original, with: replacement, in: Self.presenter, of: Self.viper)
        Plants.expectPlant("viper-references", clean: Self.viper, planted: planted, in: Self.presenter)
    }

    @Test func viewsOutputMadeWeak() {
        let view = ("PostList/View/PostListView.swift", "/// Модуль отвечает за отображение списка постов.\nfinal class PostListView: UIView {\n    var output: PostListViewOutput!\n}\n")
        let clean = Self.viper + [view]
        let planted = Plants.replacing("    var output", with: "    weak var output", in: view.0, of: clean)
        Plants.expectPlant("viper-references", clean: clean, planted: planted, in: view.0)
    }

    @Test(arguments: ["transitionHandler", "viewController", "view"])
    func routersViewControllerMadeStrong(name: String) {
        let router = ("PostList/Router/PostListRouter.swift",
                      "/// Модуль отвечает за отображение списка постов.\nfinal class PostListRouter: PostListRouterInput {\n    weak var \(name): UIViewController?\n\n    func openDetailNewsModule(newsId: String) {}\n    func closeCurrentModule() {}\n}\n")
        let clean = Self.viper + [router]
        let planted = Plants.replacing("weak var", with: "var", in: router.0, of: clean)
        Plants.expectPlant("viper-references", clean: clean, planted: planted, in: router.0)
    }

    @Test func inputMethodInAPastForm() {
        let planted = Plants.replacing("func obtainNewsFromCache()", with: "func didObtainNewsFromCache()", in: Self.interactorInput, of: Self.viper)
        Plants.expectPlant("viper-method-verb", clean: Self.viper, planted: planted, in: Self.interactorInput)
    }

    @Test(arguments: [("PostList/View/PostListViewOutput.swift", "func didTapLoginButton()", "func onTapLoginButton()"),
                      ("PostList/Interactor/PostListInteractorOutput.swift", "func didObtainNews(", "func obtainNews(")])
    func outputMethodWithoutDid(path: String, original: String, replacement: String) {
        let planted = Plants.replacing(original, with: replacement, in: path, of: Self.viper)
        Plants.expectPlant("viper-output-did", clean: Self.viper, planted: planted, in: path)
    }

    @Test func routerMethodRenamedNavigate() {
        let planted = Plants.replacing("func openDetailNewsModule", with: "func navigateToDetailNewsModule", in: Self.routerInput, of: Self.viper)
        Plants.expectPlant("viper-router-prefix", clean: Self.viper, planted: planted, in: Self.routerInput)
    }

    @Test func embedRenamedAdd() {
        let embed = "    /// Встраивает ленту.\n    func embedFeed(in view: UIView)\n}"
        let clean = Plants.replacing("    func closeCurrentModule()\n}", with: "    func closeCurrentModule()\n" + embed, in: Self.routerInput, of: Self.viper)
        let planted = Plants.replacing("func embedFeed", with: "func addFeed", in: Self.routerInput, of: clean)
        Plants.expectPlant("viper-router-prefix", clean: clean, planted: planted, in: Self.routerInput)
    }

    @Test func assemblyFactoryWithoutTheModuleSuffix() {
        let assembly = "PostList/Assembly/PostListAssembly.swift"
        let planted = Plants.replacing("func viewPostListModule()", with: "func viewPostList()", in: assembly, of: Self.viper)
        Plants.expectPlant("viper-assembly-prefix", clean: Self.viper, planted: planted, in: assembly)
    }

    @Test func componentClassDocRemoved() {
        let interactor = "PostList/Interactor/PostListInteractor.swift"
        let planted = Plants.replacing("/// Модуль отвечает за отображение списка постов в любой из лент приложения.\nfinal class PostListInteractor",
                                with: "final class PostListInteractor", in: interactor, of: Self.viper)
        Plants.expectPlant("viper-doc-comments", clean: Self.viper, planted: planted, in: interactor)
    }

    @Test func interactorsOutputRenamed() {
        let interactor = "PostList/Interactor/PostListInteractor.swift"
        let planted = Plants.replacing("weak var output:", with: "weak var presenter:", in: interactor, of: Self.viper)
        Plants.expectPlant("viper-references", clean: Self.viper, planted: planted, in: interactor)
    }

    @Test(arguments: [("private var requestCount = 0", "requestCount += 1"),
                      ("private var cache: [String] = []", "cache.append(username)")])
    func interactorGivenState(declaration: String, statement: String) {
        let interactor = "PostList/Interactor/PostListInteractor.swift"
        let body = "func performLogin(username: String, password: String) {\n        print(username)\n    }"
        let clean = Plants.replacing("func performLogin(username: String, password: String) {}", with: body, in: interactor, of: Self.viper)
        let stated = Plants.replacing("    let accountService: AccountService\n",
                                      with: "    let accountService: AccountService\n    \(declaration)\n", in: interactor, of: clean)
        let planted = Plants.replacing("print(username)", with: "\(statement)\n        print(username)", in: interactor, of: stated)
        Plants.expectPlant("viper-interactor-state", clean: clean, planted: planted, in: interactor)
    }

    @Test(arguments: ["newsFromCache", "currentNewsFromCache"])
    func inputMethodWithoutItsVerb(name: String) {
        let planted = Plants.replacing("func obtainNewsFromCache()", with: "func \(name)()", in: Self.interactorInput, of: Self.viper)
        Plants.expectPlant("viper-method-verb", clean: Self.viper, planted: planted, in: Self.interactorInput)
    }

    @Test func routerMethodRenamedDismiss() {
        let planted = Plants.replacing("func closeCurrentModule", with: "func dismissCurrentModule", in: Self.routerInput, of: Self.viper)
        Plants.expectPlant("viper-router-prefix", clean: Self.viper, planted: planted, in: Self.routerInput)
    }

    @Test func assemblyFactoryNamedModuleFirst() {
        let assembly = "PostList/Assembly/PostListAssembly.swift"
        let planted = Plants.replacing("func viewPostListModule()", with: "func postListView()", in: assembly, of: Self.viper)
        Plants.expectPlant("viper-assembly-prefix", clean: Self.viper, planted: planted, in: assembly)
    }

    @Test func protocolMethodDocRemoved() {
        let planted = Plants.replacing("    /// Открывает новость.\n", with: "", in: Self.routerInput, of: Self.viper)
        Plants.expectPlant("viper-doc-comments", clean: Self.viper, planted: planted, in: Self.routerInput)
    }

    @Test func protocolMarkRemoved() {
        let planted = Plants.replacing("    // MARK: - PostListInteractorOutput\n\n", with: "", in: Self.presenter, of: Self.viper)
        Plants.expectPlant("viper-section-marks", clean: Self.viper, planted: planted, in: Self.presenter)
    }

    @Test(arguments: ["PostList/Presenter/Presenter.swift", "PostList/PostListPresenter.swift", "PostList/View/PostListPresenter.swift"])
    func presenterFileRenamedOrMoved(to path: String) {
        let rule = path.hasSuffix("/Presenter.swift") ? "viper-file-naming" : "viper-module-folders"
        Plants.expectPlant(rule, clean: Self.viper, planted: Plants.moving(Self.presenter, to: path, of: Self.viper), in: path)
    }

    // MARK: - Objective-C

    static let objc: Plants.Files = [
        ("PostList/Interactor/PostListInteractorInput.h", SeedViperObjC.interactorInput),
        ("PostList/Interactor/PostListInteractorOutput.h", SeedViperObjC.interactorOutput),
        ("PostList/Router/PostListRouterInput.h", SeedViperObjC.routerInput),
        ("PostList/Presenter/PostListPresenter.h", SeedViperObjCHeader.presenter),
        ("PostList/Presenter/PostListViewModelMapper.h", "/**\n Готовит модели.\n */\n@interface PostListViewModelMapper : NSObject\n@end\n"),
    ]
    static let objcPresenter = "PostList/Presenter/PostListPresenter.h"

    @Test(arguments: [("(nonatomic, weak) id<PostListViewInput> view", "(nonatomic, strong) id<PostListViewInput> view"),
                      ("(nonatomic, strong) id<PostListRouterInput> router", "(nonatomic, weak) id<PostListRouterInput> router")])
    func objectiveCReferenceOwnershipTurned(original: String, replacement: String) {
        let planted = Plants.replacing(original, with: replacement, in: Self.objcPresenter, of: Self.objc)
        Plants.expectPlant("viper-references", clean: Self.objc, planted: planted, in: Self.objcPresenter)
    }

    @Test(arguments: [("@class PostListViewModelMapper;", "#import \"PostListViewModelMapper.h\""),
                      ("@protocol PostListRouterInput;", "#import \"PostListRouterInput.h\"")])
    func forwardDeclarationReplacedByImport(original: String, replacement: String) {
        let planted = Plants.replacing(original, with: replacement, in: Self.objcPresenter, of: Self.objc)
        Plants.expectPlant("viper-forward-declarations", clean: Self.objc, planted: planted, in: Self.objcPresenter)
    }
}
