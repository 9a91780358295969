import FlowlintCore

/// `viper-abstraction`: layers know each other by protocol: the presenter its interactor and
/// router, the interactor its services.
public struct ViperAbstraction: ViperRule {
    public static let description = RuleDescription(
        id: "viper-abstraction", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Интерактор, роутер и сервисы видны через протоколы, а не конкретные классы",
                               en: "Interactor, router and services are seen through protocols, not concrete classes"),
        explanation: LocalizedText(
            ru: "«Презентер видит интерактор только через протокол InteractorInput»; «слои общаются по принципу инверсии зависимостей». Презентер, который держит интерактор или роутер конкретного класса, и интерактор, который держит сервис конкретного класса, нельзя проверить с подменой и нельзя переделать, не трогая соседний слой.",
            en: "\"The presenter sees the interactor only through InteractorInput\"; \"layers communicate by the dependency inversion principle\". A presenter holding a concrete interactor or router class, or an interactor holding a concrete service class, can't be tested with a double nor changed without touching the next layer."),
        good: [RuleExample(SeedViperObjCHeader.presenter, branch: "PostList/Presenter/PostListPresenter.h"),
               RuleExample("final class PostListInteractor {\n    weak var output: PostListInteractorOutput?\n    let postService: PostServiceProtocol\n}\n"
                           + "//// Services/PostService.swift\nprotocol PostServiceProtocol {}\nfinal class PostService: PostServiceProtocol {}\n",
                           branch: "PostList/Interactor/PostListInteractor.swift")],
        bad: [RuleExample(SeedViperObjCHeader.presenter.replacingOccurrences(of: "id<PostListInteractorInput> interactor", with: "PostListInteractor *interactor")
                          + "\n//// PostList/Interactor/PostListInteractor.h\n@interface PostListInteractor : NSObject <PostListInteractorInput>\n@end\n",
                          branch: "PostList/Presenter/PostListPresenter.h"),
              RuleExample("final class PostListInteractor {\n    weak var output: PostListInteractorOutput?\n    let postService: PostService\n}\n"
                          + "//// Services/PostService.swift\nprotocol PostServiceProtocol {}\nfinal class PostService: PostServiceProtocol {}\n",
                          branch: "PostList/Interactor/PostListInteractor.swift")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        ComponentProperty.all(objc: file, project).compactMap { violation($0, project) }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        ComponentProperty.all(swift: file, project).compactMap { violation($0, project) }
    }

    private func violation(_ property: ComponentProperty, _ project: ProjectFacts) -> SourceViolation? {
        let bare = StoredValue.bare(property.type)
        // A class the project declares: a framework's or another package's is not the team's to hide.
        guard project.classes.contains(bare), !project.protocols.contains(bare) else { return nil }
        let role: String
        switch property.component {
        case .presenter:
            guard let component = project.modules.component(ofType: bare), component == .interactor || component == .router else { return nil }
            role = component == .interactor ? "InteractorInput" : "RouterInput"
        case .interactor:
            guard bare.hasSuffix("Service") else { return nil }
            role = "протокол сервиса"
        default:
            return nil
        }
        let adopted = (project.swiftAdoptions[bare] ?? []) + (project.adoptedProtocols[bare] ?? [])
        let own = adopted.first { $0.hasPrefix(bare) || (role.hasSuffix("Input") && $0.hasSuffix(role)) }
        return SourceViolation(property.position, LocalizedText(
            ru: "\(property.holder).\(property.name) типизировано классом \(bare): держите его через протокол\(own.map { " \($0)" } ?? "")",
            en: "\(property.holder).\(property.name) is typed with class \(bare): hold it through its protocol\(own.map { " \($0)" } ?? "")"))
    }
}
