import FlowlintCore

/// `viper-passive-view`: a view shows what the presenter gives it and reports the user's actions;
/// it asks nobody else for data.
public struct ViperPassiveView: ViperRule {
    public static let description = RuleDescription(
        id: "viper-passive-view", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "View пассивна: не держит интерактор, роутер, сервисы и клиентов сети или хранилища",
                               en: "The view is passive: it holds no interactor, router, service or network or storage client"),
        explanation: LocalizedText(
            ru: "«View пассивна: она отображает данные, передаёт действия пользователя презентеру и никогда сама не запрашивает данные.» View или view controller, который держит интерактор, роутер, сервис или клиента сети либо хранилища, сам добывает данные или сам решает, куда перейти: это работа презентера.",
            en: "\"The View is passive: it shows data, forwards the user's actions to the Presenter and never asks for data itself.\" A view or view controller holding an interactor, a router, a service or a network or storage client fetches data or decides where to go itself: that is the presenter's work."),
        good: [RuleExample("final class PostListViewController: UIViewController {\n    var output: PostListViewOutput!\n}\n", branch: "PostList/View/PostListViewController.swift"),
               RuleExample("@interface PostListViewController : UIViewController <PostListViewInput>\n@property (nonatomic, strong) id<PostListViewOutput> output;\n@property (nonatomic, strong) PostListDataDisplayManager *dataDisplayManager;\n@end\n",
                           branch: "PostList/View/PostListViewController.h")],
        bad: [RuleExample("final class PostListViewController: UIViewController {\n    var output: PostListViewOutput!\n    var postService: PostService!\n}\n",
                          branch: "PostList/View/PostListViewController.swift"),
              RuleExample("@interface PostListViewController : UIViewController <PostListViewInput>\n@property (nonatomic, strong) id<PostListViewOutput> output;\n@property (nonatomic, strong) id<PostListInteractorInput> interactor;\n@end\n",
                          branch: "PostList/View/PostListViewController.h")])

    static let forbiddenComponents: Set<ViperComponent> = [.interactor, .interactorInput, .router, .routerInput]
    /// Names of what fetches or stores data: services and network or storage clients.
    static let dataSuffixes = [
        "Service", "ServiceProtocol", "ServiceInput", "NetworkClient", "HTTPClient", "HttpClient", "APIClient", "ApiClient",
        "NetworkManager", "NetworkService", "APIManager", "ApiManager", "Repository", "Storage", "StorageService", "Database", "DAO",
    ]
    static let dataTypes: Set<String> = ["URLSession", "NSURLSession", "NSManagedObjectContext", "Realm", "RLMRealm", "Alamofire", "Session"]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        ComponentProperty.all(objc: file, project).compactMap { violation($0, project) }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        ComponentProperty.all(swift: file, project).compactMap { violation($0, project) }
    }

    private func violation(_ property: ComponentProperty, _ project: ProjectFacts) -> SourceViolation? {
        guard property.isViewLayer else { return nil }
        let held = TypeNames.names(in: property.type).map(String.init).first { name in
            if let component = project.modules.component(ofType: name) { return Self.forbiddenComponents.contains(component) }
            return Self.dataTypes.contains(name) || Self.dataSuffixes.contains(where: name.hasSuffix)
        }
        guard let held else { return nil }
        return SourceViolation(property.position, LocalizedText(
            ru: "\(property.holder).\(property.name) держит \(held): view пассивна — данные и переходы запрашивает презентер",
            en: "\(property.holder).\(property.name) holds \(held): the view is passive; the presenter asks for data and navigation"))
    }
}
