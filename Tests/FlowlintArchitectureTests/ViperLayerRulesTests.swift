import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// A small project of files (`.swift` parsed as Swift, others as Objective-C), every rule on:
/// one rule's findings as `path:line`.
enum LayerProject {
    static func findings(_ rule: String, _ files: [(String, String)]) -> [String] {
        let (swift, objc) = ExampleProject.facts(files.map { (path: $0.0, text: $0.1) })
        return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc)
            .filter { $0.rule == rule }.map { finding in
                guard case .file(let path, let line, _) = finding.location else { return "?" }
                return "\(path):\(line)"
            }
    }

    /// A presenter and an interactor: enough for `Name` to be a VIPER module.
    static func module(_ name: String, swift: Bool = true) -> [(String, String)] {
        swift
            ? [("\(name)/Presenter/\(name)Presenter.swift", "final class \(name)Presenter: \(name)InteractorOutput {}\n"),
               ("\(name)/Interactor/\(name)InteractorOutput.swift", "protocol \(name)InteractorOutput: AnyObject {}\n")]
            : [("\(name)/Presenter/\(name)Presenter.h", "@interface \(name)Presenter : NSObject <\(name)InteractorOutput>\n@end\n"),
               ("\(name)/Interactor/\(name)InteractorOutput.h", "@protocol \(name)InteractorOutput <NSObject>\n@end\n")]
    }
}

struct ViperWireframeTests {
    @Test func aModulesWireframeIsReportedWhereItIsDeclaredInBothLanguages() {
        let swift = LayerProject.findings("viper-wireframe", LayerProject.module("Profile") + [
            ("Profile/Router/ProfileWireframe.swift", "import UIKit\n\nfinal class ProfileWireframe {}\n"),
        ])
        #expect(swift == ["Profile/Router/ProfileWireframe.swift:3"])
        let objc = LayerProject.findings("viper-wireframe", LayerProject.module("Profile", swift: false) + [
            ("Profile/Router/ProfileWireFrame.h", "#import <UIKit/UIKit.h>\n@protocol ProfileWireFrameInput <NSObject>\n@end\n@interface ProfileWireFrame : NSObject\n@end\n"),
            ("Profile/Router/ProfileWireFrame.m", "@implementation ProfileWireFrame\n@end\n"),
        ])
        #expect(objc == ["Profile/Router/ProfileWireFrame.h:2", "Profile/Router/ProfileWireFrame.h:4"])
    }

    @Test func aWireframeOfNoModuleOrAWordEndingSoIsNotJudged() {
        let found = LayerProject.findings("viper-wireframe", LayerProject.module("Profile") + [
            ("App/RootWireframe.swift", "final class RootWireframe {}\n"),
            ("Profile/View/ProfileWireframeView.swift", "final class ProfileWireframeView {}\n"),
            ("Profile/View/wireframe.swift", "final class wireframe {}\n"),
        ])
        #expect(found.isEmpty)
    }

    @Test func theModulesRouterAndAssemblyPass() {
        let found = LayerProject.findings("viper-wireframe", LayerProject.module("Profile") + [
            ("Profile/Router/ProfileRouter.swift", "final class ProfileRouter {}\n"),
            ("Profile/Assembly/ProfileAssembly.swift", "final class ProfileAssembly {}\n"),
        ])
        #expect(found.isEmpty)
    }
}

struct ViperStateBehaviourTests {
    @Test func aStatesMethodIsReportedAtItsLineInBothLanguages() {
        let objc = LayerProject.findings("viper-state-behaviour", LayerProject.module("PostList", swift: false) + [
            ("PostList/Presenter/PostListState.h", SeedViperObjCState.state.replacingOccurrences(of: "@end", with: "- (void)reloadFeedFromNetwork;\n@end")),
        ])
        #expect(objc == ["PostList/Presenter/PostListState.h:7"])
        let swift = LayerProject.findings("viper-state-behaviour", LayerProject.module("PostList") + [
            ("PostList/Presenter/PostListState.swift", "struct PostListState {\n    var posts: [String] = []\n    mutating func reload() { posts = [] }\n}\n"),
        ])
        #expect(swift == ["PostList/Presenter/PostListState.swift:3"])
    }

    @Test func makingComparingAndCodingAStateIsNoBehaviour() {
        let found = LayerProject.findings("viper-state-behaviour", LayerProject.module("PostList", swift: false) + [
            ("PostList/Presenter/PostListState.h", "@interface PostListState : NSObject <NSCopying>\n- (instancetype)initWithFeedId:(NSString *)feedId;\n+ (instancetype)stateWithFeedId:(NSString *)feedId;\n+ (PostListState *)defaultState;\n- (BOOL)isEqual:(id)other;\n@end\n"),
            ("PostList/Presenter/PostListState.m", "@implementation PostListState\n- (void)helper {}\n@end\n"),
        ])
        #expect(found.isEmpty)
    }

    @Test func aStateOfNoModuleIsNotJudged() {
        let found = LayerProject.findings("viper-state-behaviour", LayerProject.module("PostList") + [
            ("App/AppState.swift", "final class AppState {\n    func reset() {}\n}\n"),
        ])
        #expect(found.isEmpty)
    }
}

struct ViperViewOutletsTests {
    static let extensionFile = """
        #import "PostListViewController.h"

        @interface PostListViewController () <UITextFieldDelegate>

        @property (nonatomic, weak) IBOutlet UITableView *tableView;
        @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
        @property (nonatomic, strong) NSArray *posts;
        - (IBAction)didTapLoginButton:(id)sender;

        @end

        @implementation PostListViewController
        - (IBAction)didTapLogoutButton:(id)sender {}
        @end
        """

    @Test func outletsAndActionsInTheClassExtensionAreReportedAtTheirLines() {
        let found = LayerProject.findings("viper-view-outlets", LayerProject.module("PostList", swift: false) + [
            ("PostList/View/PostListViewController.m", Self.extensionFile),
        ])
        #expect(found == ["PostList/View/PostListViewController.m:5", "PostList/View/PostListViewController.m:6", "PostList/View/PostListViewController.m:8"])
    }

    @Test func theHeadersOutletsAndAHelpersExtensionPass() {
        let found = LayerProject.findings("viper-view-outlets", LayerProject.module("PostList", swift: false) + [
            ("PostList/View/PostListViewController.h", "@interface PostListViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UITableView *tableView;\n- (IBAction)didTapLoginButton:(id)sender;\n@end\n"),
            ("Shared/RatingControl.m", "@interface RatingControl ()\n@property (nonatomic, weak) IBOutlet UILabel *label;\n@end\n"),
        ])
        #expect(found.isEmpty)
    }
}

struct ViperAssemblyInterfaceTests {
    @Test func theSeedsPresenterFactoryInTheHeaderIsReported() {
        let header = "@interface PostListAssembly : TyphoonAssembly\n\n- (PostListViewController *)viewPostListModule;\n- (PostListPresenter *)presenterPostListModule;\n- (id<PostListRouterInput>)routerPostListModule;\n@end\n"
        let found = LayerProject.findings("viper-assembly-interface", LayerProject.module("PostList", swift: false) + [
            ("PostList/Assembly/PostListAssembly.h", header),
            ("PostList/Router/PostListRouterInput.h", "@protocol PostListRouterInput <NSObject>\n@end\n"),
        ])
        #expect(found == ["PostList/Assembly/PostListAssembly.h:4", "PostList/Assembly/PostListAssembly.h:5"])
    }

    @Test func testableExtensionsImplementationsModuleHandlesAndPrivateSwiftPass() {
        let found = LayerProject.findings("viper-assembly-interface", LayerProject.module("PostList", swift: false) + [
            ("PostList/Assembly/PostListAssembly.h", "@interface PostListAssembly : TyphoonAssembly\n- (id<RamblerViperModuleFactoryProtocol>)factoryPostListModule;\n- (id<PostListModuleInput>)moduleInputPostListModule;\n@end\n"),
            ("PostList/Assembly/PostListAssembly_Testable.h", "@interface PostListAssembly ()\n- (PostListPresenter *)presenterPostListModule;\n@end\n"),
            ("PostList/Assembly/PostListAssembly.m", "@implementation PostListAssembly\n- (PostListPresenter *)presenterPostListModule { return nil; }\n@end\n"),
            ("PostList/Presenter/PostListModuleInput.h", "@protocol PostListModuleInput <NSObject>\n@end\n"),
            ("Feed/Assembly/FeedAssembly.swift", "final class FeedAssembly {\n    private func presenterFeedModule() -> FeedPresenter { FeedPresenter() }\n    func otherPresenter() -> PostListPresenter { PostListPresenter() }\n}\n"),
        ] + LayerProject.module("Feed"))
        #expect(found.isEmpty)
    }

    @Test func aSwiftAssemblysExposedFactoryIsReported() {
        let found = LayerProject.findings("viper-assembly-interface", LayerProject.module("Feed") + [
            ("Feed/Assembly/FeedAssembly.swift", "final class FeedAssembly {\n    func view() -> UIViewController { UIViewController() }\n    static func presenter() -> FeedPresenter? { nil }\n}\n"),
        ])
        #expect(found == ["Feed/Assembly/FeedAssembly.swift:3"])
    }
}

struct ViperPresenterStateTests {
    @Test func valuesInThePublicHeaderAreStateAndDependenciesAreNot() {
        let header = SeedViperObjCHeader.presenter.replacingOccurrences(of: "\n@end", with: """
            @property (nonatomic, assign) BOOL isLoading;
            @property (nonatomic, strong) NSArray<Post *> *posts;
            @property (nonatomic, weak) id<PostListModuleOutput> moduleOutput;
            @property (nonatomic, strong) id<AccountService> accountService;
            @property (nonatomic, strong) PostListCellObjectFactory *cellObjectFactory;

            @end
            """)
        let found = LayerProject.findings("viper-presenter-state", LayerProject.module("PostList", swift: false).dropFirst() + [
            ("PostList/Presenter/PostListPresenter.h", header),
        ])
        #expect(found == ["PostList/Presenter/PostListPresenter.h:21", "PostList/Presenter/PostListPresenter.h:22"])
    }

    @Test func stateInTheClassExtensionPasses() {
        let found = LayerProject.findings("viper-presenter-state", LayerProject.module("PostList", swift: false) + [
            ("PostList/Presenter/PostListPresenter.m", "@interface PostListPresenter ()\n@property (nonatomic, assign) BOOL isLoading;\n@end\n"),
        ])
        #expect(found.isEmpty)
    }
}

struct ViperChildModuleNameTests {
    static let child = LayerProject.module("ChooseAvatar", swift: false) + [
        ("ChooseAvatar/Presenter/ChooseAvatarModuleInput.h", "@protocol ChooseAvatarModuleInput <NSObject>\n@end\n"),
    ]

    @Test func aChildModulesInputNamedOtherwiseIsReportedWithTheSeedsName() throws {
        let files = Self.child + LayerProject.module("NewPost", swift: false) + [
            ("NewPost/Presenter/NewPostPresenter.m", "@interface NewPostPresenter ()\n\n@property (nonatomic, strong) id<ChooseAvatarModuleInput> avatar;\n@end\n"),
            ("NewPost/Router/NewPostRouter.swift", "final class NewPostRouter {\n    weak var avatarInput: ChooseAvatarModuleInput?\n}\n"),
        ]
        #expect(LayerProject.findings("viper-child-module-name", files) == ["NewPost/Presenter/NewPostPresenter.m:3", "NewPost/Router/NewPostRouter.swift:2"])
        let (swift, objc) = ExampleProject.facts(files.map { (path: $0.0, text: $0.1) })
        let suggestions = ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc)
            .filter { $0.rule == "viper-child-module-name" }.map(\.suggestion)
        #expect(suggestions == ["chooseAvatarModuleInput", "chooseAvatarModuleInput"])
    }

    @Test func itsOwnInputCollectionsUnknownModulesAndTheSeedsNamePass() {
        let files = Self.child + LayerProject.module("NewPost", swift: false) + [
            ("NewPost/Presenter/NewPostPresenter.m", "@interface NewPostPresenter ()\n@property (nonatomic, strong) id<ChooseAvatarModuleInput> chooseAvatarModuleInput;\n@property (nonatomic, strong) id<NewPostModuleInput> input;\n@property (nonatomic, strong) id<RamblerViperModuleInput> moduleInput;\n@property (nonatomic, strong) NSArray<id<ChooseAvatarModuleInput>> *children;\n@end\n"),
            ("NewPost/Router/NewPostRouter.swift", "final class NewPostRouter {\n    var children: [ChooseAvatarModuleInput] = []\n    private var _chooseAvatarModuleInput: ChooseAvatarModuleInput?\n}\n"),
            ("Shared/Coordinator.swift", "final class Coordinator {\n    var avatar: ChooseAvatarModuleInput?\n}\n"),
        ]
        #expect(LayerProject.findings("viper-child-module-name", files).isEmpty)
    }

    @Test(arguments: [("ChooseAvatarModuleInput", "chooseAvatarModuleInput"), ("RMChooseAvatarModuleInput", "rmChooseAvatarModuleInput"),
                      ("FeedModuleInputProtocol", "feedModuleInput")])
    func expectedNames(input: String, name: String) {
        #expect(ViperChildModuleName.expectedName(input) == name)
    }
}

struct ViperMcflurryBaseTests {
    static let settings = LayerProject.module("Settings", swift: false) + [
        ("Settings/Presenter/SettingsModuleInput.h", "@protocol SettingsModuleInput <RamblerViperModuleInput>\n@end\n"),
    ]

    @Test func withViperMcFlurryAModuleInputOrOutputWithoutItsBaseIsReported() {
        let found = LayerProject.findings("viper-mcflurry-base", Self.settings + LayerProject.module("PostList", swift: false) + [
            ("PostList/Presenter/PostListModuleInput.h", "#import <Foundation/Foundation.h>\n\n@protocol PostListModuleInput <NSObject>\n@end\n"),
            ("PostList/Presenter/PostListModuleOutput.swift", "protocol PostListModuleOutput: AnyObject {}\n"),
        ])
        #expect(found == ["PostList/Presenter/PostListModuleInput.h:3", "PostList/Presenter/PostListModuleOutput.swift:1"])
    }

    @Test func withoutViperMcFlurryOrThroughABaseProtocolNothingIsReported() {
        let plain = LayerProject.module("PostList", swift: false) + [
            ("PostList/Presenter/PostListModuleInput.h", "@protocol PostListModuleInput <NSObject>\n@end\n"),
        ]
        #expect(LayerProject.findings("viper-mcflurry-base", plain).isEmpty)
        let based = Self.settings + LayerProject.module("PostList", swift: false) + [
            ("Shared/BaseModuleInput.h", "@protocol BaseModuleInput <RamblerViperModuleInput>\n@end\n"),
            ("PostList/Presenter/PostListModuleInput.h", "@protocol PostListModuleInput <BaseModuleInput>\n@end\n"),
            ("App/AppModuleOutput.h", "@protocol AppModuleOutput <NSObject>\n@end\n"),
        ]
        #expect(LayerProject.findings("viper-mcflurry-base", based).isEmpty)
    }
}

struct ViperTableDataSourceTests {
    static let controller = LayerProject.module("PostList") + [
        ("PostList/View/PostListViewInput.swift", "protocol PostListViewInput: AnyObject {}\n"),
    ]

    @Test func aViewControllerMakingItselfItsTablesDataSourceIsReportedAtTheAssignment() {
        let found = LayerProject.findings("viper-table-data-source", Self.controller + [
            ("PostList/View/PostListViewController.swift", """
                final class PostListViewController: UIViewController, UITableViewDataSource {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        self.tableView.dataSource = self // the table asks the controller
                        collectionView.delegate = self
                        searchBar.delegate = self
                    }
                }

                extension PostListViewController: UICollectionViewDelegateFlowLayout {}
                """),
        ])
        #expect(found == ["PostList/View/PostListViewController.swift:4", "PostList/View/PostListViewController.swift:5"])
    }

    @Test func objectiveCAssignmentsAndSettersAreReported() {
        let found = LayerProject.findings("viper-table-data-source", LayerProject.module("PostList", swift: false) + [
            ("PostList/View/PostListViewController.h", "@interface PostListViewController : UIViewController <UITableViewDelegate>\n@end\n"),
            ("PostList/View/PostListViewController.m", "@interface PostListViewController () <UITableViewDataSource>\n@end\n@implementation PostListViewController\n- (void)viewDidLoad {\n    _tableView.dataSource = self;\n    [self.tableView setDelegate:self];\n    // self.tableView.delegate = self;\n    self.pickerView.dataSource = self;\n}\n@end\n"),
        ])
        #expect(found == ["PostList/View/PostListViewController.m:5", "PostList/View/PostListViewController.m:6"])
    }

    @Test func aDataDisplayManagerCommentsAndControllersOutsideModulesPass() {
        let found = LayerProject.findings("viper-table-data-source", Self.controller + [
            ("PostList/View/PostListViewController.swift", """
                final class PostListViewController: UIViewController, UITableViewDelegate {
                    override func viewDidLoad() {
                        tableView.dataSource = dataDisplayManager
                        // tableView.delegate = self
                        tableView.delegate = self.dataDisplayManager
                    }
                }
                """),
            ("Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController, UITableViewDataSource {\n    func setUp() { tableView.dataSource = self }\n}\n"),
            ("PostList/View/PostListDataDisplayManager.swift", "final class PostListDataDisplayManager: NSObject, UITableViewDataSource {\n    func attach(_ tableView: UITableView) { tableView.dataSource = self }\n}\n"),
        ])
        #expect(found.isEmpty)
    }
}
