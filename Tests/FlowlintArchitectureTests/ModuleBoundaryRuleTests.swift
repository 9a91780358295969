import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// Findings of one rule in a small VIPER project: `text` split into files at `//// path` lines,
/// the first at `path`, with the module's other components beside it.
func moduleFindings(_ rule: String, _ text: String, at path: String) -> [Finding] {
    ExampleProject.findings(RuleExample(text, branch: path), defaultPath: path, inModule: true).filter { $0.rule == rule }
}

func lines(_ findings: [Finding]) -> [Int] {
    findings.compactMap { finding in
        if case .file(_, let line, _) = finding.location { return line }
        return nil
    }
}

struct ViperManagedObjectTests {
    static let entityHeader = "//// Model/PostManagedObject.h\n@interface PostManagedObject : NSManagedObject\n@end\n"
    static let entitySwift = "//// Model/Post+CoreDataClass.swift\npublic class Post: NSManagedObject {}\n"

    @Test func aViewInputMethodTakingAnEntityIsReportedAtItsLine() {
        let found = moduleFindings("viper-managed-object", "@protocol PostListViewInput <NSObject>\n- (void)setupView;\n- (void)showPost:(PostManagedObject *)post;\n@end\n"
                                   + Self.entityHeader, at: "PostList/View/PostListViewInput.h")
        #expect(lines(found) == [3])
        #expect(found.first?.severity == .error)
    }

    @Test func anInteractorOutputGivingEntitiesAndAPresenterHoldingThemAreReported() {
        let output = moduleFindings("viper-managed-object", "protocol PostListInteractorOutput: AnyObject {\n    func didObtainPosts(_ posts: [Post])\n}\n"
                                    + Self.entitySwift, at: "PostList/Interactor/PostListInteractorOutput.swift")
        #expect(lines(output) == [2])
        let presenter = moduleFindings("viper-managed-object", "final class PostListPresenter {\n    weak var view: PostListViewInput?\n    private var posts: [Post]?\n}\n"
                                       + Self.entitySwift, at: "PostList/Presenter/PostListPresenter.swift")
        #expect(lines(presenter) == [3])
        let objcPresenter = moduleFindings("viper-managed-object", "@interface PostListPresenter ()\n@property (nonatomic, strong) NSArray<PostManagedObject *> *posts;\n@end\n"
                                           + Self.entityHeader, at: "PostList/Presenter/PostListPresenter.m")
        #expect(lines(objcPresenter) == [2])
    }

    @Test func aSubclassOfAnEntityIsAnEntity() {
        let found = moduleFindings("viper-managed-object", "@protocol PostListModuleOutput <NSObject>\n- (void)didChoosePost:(FeedPost *)post;\n@end\n"
                                   + Self.entityHeader + "//// Model/FeedPost.h\n@interface FeedPost : PostManagedObject\n@end\n",
                                   at: "PostList/Presenter/PostListModuleOutput.h")
        #expect(lines(found) == [2])
    }

    @Test func theInteractorMayHandleEntities() {
        let input = moduleFindings("viper-managed-object", "protocol PostListInteractorInput: AnyObject {\n    func obtainPost(_ post: Post) -> PostPlainObject\n}\n"
                                   + Self.entitySwift, at: "PostList/Interactor/PostListInteractorInput.swift")
        let interactor = moduleFindings("viper-managed-object", "final class PostListInteractor {\n    var controller: NSFetchedResultsController<Post>?\n}\n"
                                        + Self.entitySwift, at: "PostList/Interactor/PostListInteractor.swift")
        #expect(input.isEmpty && interactor.isEmpty)
    }

    @Test func aNameThatIsNoEntityIsNotReported() {
        // A plain `Post` struct, and a project with no Core Data at all.
        let found = moduleFindings("viper-managed-object", "protocol PostListViewInput: AnyObject {\n    func show(_ posts: [Post])\n    func showEntity(_ entity: PostEntity)\n}\n"
                                   + "//// Model/Post.swift\nstruct Post {}\n", at: "PostList/View/PostListViewInput.swift")
        #expect(found.isEmpty)
    }

    @Test func anMVPPresenterOutsideAnyVIPERModuleIsNotJudged() {
        let found = ExampleProject.findings(RuleExample("final class FeedPresenter: FeedPresenterProtocol {\n    var posts: [Post] = []\n}\n" + Self.entitySwift,
                                                        branch: "Feed/FeedPresenter.swift"), defaultPath: "", inModule: false)
        #expect(!found.contains { $0.rule == "viper-managed-object" })
    }
}

struct ViperAsyncInterfaceTests {
    @Test func anInteractorInputMethodWithACompletionBlockIsReportedAtItsLine() {
        let objc = moduleFindings("viper-async-interface", "@protocol PostListInteractorInput <NSObject>\n- (NSArray *)obtainNewsFromCache;\n"
                                  + "- (void)obtainPostsWithCompletion:(void (^)(NSArray *posts))completion;\n@end\n",
                                  at: "PostList/Interactor/PostListInteractorInput.h")
        #expect(lines(objc) == [3])
        #expect(objc.first?.severity == .warning)
        let named = moduleFindings("viper-async-interface", "@protocol PostListInteractorInput <NSObject>\n- (void)obtainPostsWithCompletion:(PostListCompletionBlock)block;\n@end\n",
                                   at: "PostList/Interactor/PostListInteractorInput.h")
        #expect(lines(named) == [2])
    }

    @Test func swiftClosuresOptionalOrEscapingAreReported() {
        let found = moduleFindings("viper-async-interface", """
            protocol PostListViewOutput: AnyObject {
                func didTapRefresh(completion: (() -> Void)?)
                func didTriggerViewReady()
                func didSelect(post: String, then handler: @escaping (Result<Int, Error>) -> Void)
            }
            """, at: "PostList/View/PostListViewOutput.swift")
        #expect(lines(found) == [2, 4])
    }

    @Test func blocksOutsideTheModulesProtocolsAreNotReported() {
        // A service's protocol and a module component's class answer in blocks as they like.
        let service = moduleFindings("viper-async-interface", "protocol PostService {\n    func obtainPosts(completion: @escaping ([String]) -> Void)\n}\n",
                                     at: "PostList/Interactor/PostListInteractorInput.swift")
        let plain = moduleFindings("viper-async-interface", "protocol PostListInteractorInput: AnyObject {\n    func obtainPosts(matching filter: String) -> [String]\n}\n",
                                   at: "PostList/Interactor/PostListInteractorInput.swift")
        #expect(service.isEmpty && plain.isEmpty)
    }
}

struct ParameterTypeFactsTests {
    @Test func protocolMethodsKeepTheirParameterTypes() {
        let facts = SwiftFactsCollector.collect(path: "A.swift", source: "protocol A {\n    func f(_ posts: [Post], then: @escaping (Int) -> Void)\n}\n")
        #expect(facts.protocols.first?.methods.first?.parameterTypes == ["[Post]", "@escaping(Int)->Void"])
        let objc = ObjCScanner.scan(path: "A.h", source: "@protocol A <NSObject>\n- (void)f:(NSArray<Post *> *)posts then:(void (^)(int))block;\n@end\n")
        #expect(objc.protocols.first?.methods.first?.parameterTypes == ["NSArray<Post *> *", "void(^)(int)"])
    }
}

struct ViperModuleBoundaryTests {
    static let newPost = "//// NewPost/Presenter/NewPostPresenter.h\n@interface NewPostPresenter : NSObject <NewPostModuleInput>\n@end\n"
        + "//// NewPost/Interactor/NewPostInteractor.h\n@interface NewPostInteractor : NSObject\n@end\n"
        + "//// NewPost/Router/NewPostRouter.h\n@interface NewPostRouter : NSObject\n@end\n"

    @Test func aPresenterHoldingAnotherModulesPresenterIsReportedAtItsLine() {
        let found = moduleFindings("viper-module-boundary", "@interface PostListPresenter : NSObject\n@property (nonatomic, weak) id<PostListViewInput> view;\n"
                                   + "@property (nonatomic, strong) NewPostPresenter *newPostPresenter;\n@end\n" + Self.newPost,
                                   at: "PostList/Presenter/PostListPresenter.h")
        #expect(lines(found) == [3])
        #expect(found.first?.severity == .error)
    }

    @Test func swiftRoutersAndInteractorsOfAnotherModuleAreReported() {
        let found = moduleFindings("viper-module-boundary", """
            final class PostListRouter {
                weak var transitionHandler: UIViewController?
                var newPostRouter: NewPostRouter?
                private let interactors: [NewPostInteractor] = []
            }
            """ + "\n//// NewPost/Router/NewPostRouter.swift\nfinal class NewPostRouter {}\n"
                + "//// NewPost/Interactor/NewPostInteractor.swift\nfinal class NewPostInteractor {}\n"
                + "//// NewPost/Presenter/NewPostPresenter.swift\nfinal class NewPostPresenter {}\n",
            at: "PostList/Router/PostListRouter.swift")
        #expect(lines(found) == [3, 4])
    }

    @Test func moduleInputsOwnComponentsSubmodulesAndEmbeddedViewsAreNotReported() {
        let moduleInput = moduleFindings("viper-module-boundary", "@interface PostListPresenter : NSObject\n@property (nonatomic, strong) id<NewPostModuleInput> newPostModuleInput;\n"
                                         + "@property (nonatomic, strong) id<PostListInteractorInput> interactor;\n@end\n" + Self.newPost,
                                         at: "PostList/Presenter/PostListPresenter.h")
        let submodule = moduleFindings("viper-module-boundary", "final class PostListPresenter {\n    var header: PostListHeaderPresenter?\n}\n"
                                       + "//// PostList/Header/PostListHeaderPresenter.swift\nfinal class PostListHeaderPresenter {}\n"
                                       + "//// PostList/Header/PostListHeaderInteractor.swift\nfinal class PostListHeaderInteractor {}\n",
                                       at: "PostList/Presenter/PostListPresenter.swift")
        let embedded = moduleFindings("viper-module-boundary", "final class PostListViewController: UIViewController {\n    var avatarView: ChooseAvatarView?\n}\n"
                                      + "//// ChooseAvatar/ChooseAvatarView.swift\nfinal class ChooseAvatarView: UIView {}\n"
                                      + "//// ChooseAvatar/ChooseAvatarPresenter.swift\nfinal class ChooseAvatarPresenter {}\n"
                                      + "//// ChooseAvatar/ChooseAvatarInteractor.swift\nfinal class ChooseAvatarInteractor {}\n",
                                      at: "PostList/View/PostListViewController.swift")
        let assembly = moduleFindings("viper-module-boundary", "final class PostListAssembly {\n    var newPostPresenter: NewPostPresenter?\n}\n"
                                      + "//// NewPost/NewPostPresenter.swift\nfinal class NewPostPresenter {}\n//// NewPost/NewPostInteractor.swift\nfinal class NewPostInteractor {}\n",
                                      at: "PostList/Assembly/PostListAssembly.swift")
        #expect(moduleInput.isEmpty && submodule.isEmpty && embedded.isEmpty && assembly.isEmpty)
    }
}

struct ViperPassiveViewTests {
    @Test func aViewControllerHoldingAServiceOrAnInteractorIsReportedAtItsLine() {
        let swift = moduleFindings("viper-passive-view", "final class PostListViewController: UIViewController {\n    var output: PostListViewOutput!\n"
                                   + "    var postService: PostService!\n    private let session = URLSession.shared\n    let client: NetworkClient\n}\n",
                                   at: "PostList/View/PostListViewController.swift")
        #expect(lines(swift) == [3, 5])
        let objc = moduleFindings("viper-passive-view", "@interface PostListViewController ()\n@property (nonatomic, strong) id<PostListRouterInput> router;\n@end\n",
                                  at: "PostList/View/PostListViewController.m")
        #expect(lines(objc) == [2])
        #expect(objc.first?.severity == .error)
    }

    @Test func theOutputADisplayManagerAndOtherLayersAreNotReported() {
        let view = moduleFindings("viper-passive-view", "final class PostListViewController: UIViewController {\n    var output: PostListViewOutput!\n"
                                  + "    var dataDisplayManager: PostListDataDisplayManager!\n    var imageLoader: ImageLoader?\n}\n",
                                  at: "PostList/View/PostListViewController.swift")
        let interactor = moduleFindings("viper-passive-view", "final class PostListInteractor {\n    let postService: PostService\n}\n",
                                        at: "PostList/Interactor/PostListInteractor.swift")
        #expect(view.isEmpty && interactor.isEmpty)
    }
}

struct ViperAbstractionTests {
    static let service = "//// Services/PostService.swift\nprotocol PostServiceProtocol {}\nfinal class PostService: PostServiceProtocol {}\n"

    @Test func concreteInteractorRouterAndServiceAreReportedAtTheirLines() {
        let presenter = moduleFindings("viper-abstraction", "final class PostListPresenter {\n    weak var view: PostListViewInput?\n"
                                       + "    var interactor: PostListInteractor!\n    var router: PostListRouter!\n}\n"
                                       + "//// PostList/Interactor/PostListInteractor.swift\nfinal class PostListInteractor {}\n"
                                       + "//// PostList/Router/PostListRouter.swift\nfinal class PostListRouter {}\n",
                                       at: "PostList/Presenter/PostListPresenter.swift")
        #expect(lines(presenter) == [3, 4])
        #expect(presenter.first?.severity == .warning)
        let interactor = moduleFindings("viper-abstraction", "final class PostListInteractor {\n    let postService: PostService\n}\n" + Self.service,
                                        at: "PostList/Interactor/PostListInteractor.swift")
        #expect(lines(interactor) == [2])
        #expect(interactor.first?.message.en.contains("PostServiceProtocol") == true)
    }

    @Test func protocolsAndTypesTheProjectDoesNotDeclareAreNotReported() {
        let presenter = moduleFindings("viper-abstraction", "final class PostListPresenter {\n    var interactor: PostListInteractorInput!\n    var router: PostListRouterInput!\n}\n"
                                       + "//// PostList/Interactor/PostListInteractorInput.swift\nprotocol PostListInteractorInput: AnyObject {}\n",
                                       at: "PostList/Presenter/PostListPresenter.swift")
        // A framework's class (`FirebaseService` of a package) is not the team's to hide.
        let interactor = moduleFindings("viper-abstraction", "final class PostListInteractor {\n    let postService: PostServiceProtocol\n    let firebase: FirebaseService\n}\n"
                                        + Self.service, at: "PostList/Interactor/PostListInteractor.swift")
        #expect(presenter.isEmpty && interactor.isEmpty)
    }
}

/// Shapes of real projects the boundary rules first misread.
struct ModuleBoundaryPatternTests {
    @Test func aSharedUseCaseInteractorIsNoOtherModule() {
        let found = moduleFindings("viper-module-boundary", "final class AddWorkoutPresenter {\n    var getAllWorkouts: GetAllWorkoutsInteractorInput!\n}\n"
                                   + "//// Modules/GetAllWorkouts/GetAllWorkoutsInteractorInput.swift\nprotocol GetAllWorkoutsInteractorInput: AnyObject {}\n"
                                   + "//// Modules/GetAllWorkouts/GetAllWorkoutsInteractor.swift\nfinal class GetAllWorkoutsInteractor: GetAllWorkoutsInteractorInput {}\n",
                                   at: "Modules/AddWorkout/Presenter/AddWorkoutPresenter.swift")
        #expect(found.isEmpty)
    }

    @Test func anotherModulesProtocolAdoptedByTheHoldersOwnPresenterIsReused() {
        let found = moduleFindings("viper-module-boundary", "@interface MessagesInteractor : NSObject\n@property (nonatomic, weak) id <EventListInteractorOutput> output;\n@end\n"
                                   + "//// Messages/Presenter/MessagesPresenter.h\n@interface MessagesPresenter : NSObject <EventListInteractorOutput>\n@end\n"
                                   + "//// EventList/Presenter/EventListPresenter.h\n@interface EventListPresenter : NSObject <EventListInteractorOutput>\n@end\n"
                                   + "//// EventList/Interactor/EventListInteractorOutput.h\n@protocol EventListInteractorOutput <NSObject>\n@end\n",
                                   at: "Messages/Interactor/MessagesInteractor.h")
        #expect(found.isEmpty)
    }

    @Test func aRoutersAlertActionBlockIsNotJudged() {
        let found = moduleFindings("viper-async-interface", "@protocol LectureRouterInput <NSObject>\n- (void)showAlertConfirmationRemoveWithActionBlock:(ActionBlock)block;\n@end\n",
                                   at: "Lecture/Router/LectureRouterInput.h")
        #expect(found.isEmpty)
    }
}

struct MvpMainThreadTests {
    func found(_ source: String, protocols: String = SeedMVP.protocols) -> [Finding] {
        let files = [SwiftFactsCollector.collect(path: "EventList/EventListPresenter.swift", source: source),
                     SwiftFactsCollector.collect(path: SeedMVP.protocolsFile, source: protocols)]
        return ArchitectureChecker(configuration: Configuration()).check(files).filter { $0.rule == "mvp-main-thread" }
    }

    @Test func dispatchQueueMainAsyncInAPresenterIsReportedAtItsLine() {
        let source = "final class EventListPresenter: EventListPresenterProtocol {\n    func viewDidLoad() {\n        load { DispatchQueue.main.async { self.show() } }\n    }\n}\n"
            + "extension EventListPresenter {\n    func show() {\n        DispatchQueue.main.async(execute: reload)\n    }\n}\n"
        let findings = found(source)
        #expect(lines(findings) == [3, 8])
        // A VIPER presenter is not MVP's: the same code in one gives no finding.
        let viper = source.replacingOccurrences(of: "EventListPresenterProtocol", with: "EventListViewOutput")
        #expect(found(viper, protocols: "protocol EventListViewInput: AnyObject {}\nprotocol EventListViewOutput: AnyObject {}\n").isEmpty)
        #expect(findings.first?.severity == .warning)
    }

    @Test func otherTypesCommentsAndDelaysAreNotReported() {
        let source = """
            final class EventListViewController: UIViewController {
                func reload() { DispatchQueue.main.async { self.tableView.reloadData() } }
            }
            final class EventListPresenter {
                // DispatchQueue.main.async is not used here
                func viewDidLoad() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.start() }
                    CFRunLoopPerformBlock(CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue) { self.show() }
                }
                struct Loader {
                    func load() { DispatchQueue.main.async { } }
                }
            }
            """
        #expect(found(source).isEmpty)
    }
}
