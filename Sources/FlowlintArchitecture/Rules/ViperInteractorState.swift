import FlowlintCore

/// `viper-interactor-state`: an interactor holds dependencies, not state.
public struct ViperInteractorState: ViperRule {
    public static let description = RuleDescription(
        id: "viper-interactor-state", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Интерактор не держит состояния", en: "An interactor holds no state"),
        explanation: LocalizedText(
            ru: "Интерактор не держит состояния, только output и зависимости, расположенные в его открытом интерфейсе. Скрытые свойства (в расширении класса, private var) — это состояние; ему место в презентере или State.",
            en: "An interactor holds no state, only its output and the dependencies in its public interface. Hidden properties (in a class extension, a private var) are state, which belongs in the presenter or a State object."),
        good: [RuleExample("@interface PostListInteractor : NSObject <PostListInteractorInput>\n@property (nonatomic, weak) id<PostListInteractorOutput> output;\n@property (nonatomic, strong) id<AccountService> accountService;\n@end\n", branch: "PostList/Interactor/PostListInteractor.h"),
               RuleExample("final class PostListInteractor {\n    weak var output: PostListInteractorOutput?\n    private var authService: AuthServiceType\n    private let session: URLSession\n    private let clientId: String\n    private let observerId = Identifier()\n    private let titles = [\"a\", \"b\"]\n    init(authService: AuthServiceType, session: URLSession, clientId: String) {\n        self.authService = authService\n        self.session = session\n        self.clientId = clientId\n    }\n}\n", branch: "PostList/Interactor/PostListInteractor.swift")],
        bad: [RuleExample("@interface PostListInteractor ()\n@property (nonatomic, strong) NSArray *cachedPosts;\n@end\n", branch: "PostList/Interactor/PostListInteractor.m"),
              RuleExample("final class PostListInteractor: PostListInteractorInput {\n    weak var output: PostListInteractorOutput?\n    private var page = 0\n    func obtainNextPage() { page += 1 }\n}\n", branch: "PostList/Interactor/PostListInteractor.swift"),
              RuleExample("final class PostListInteractor {\n    var cache = CatalogData()\n    func obtainCatalog() { cache.items.append(\"item\") }\n}\n", branch: "PostList/Interactor/PostListInteractor.swift"),
              RuleExample("final class PostListInteractor {\n    private var counter: Int\n    init() { counter = 0 }\n    func next() { counter += 1 }\n}\n", branch: "PostList/Interactor/PostListInteractor.swift")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // The header's properties are the public interface: dependencies by the seed's definition.
        file.interfaces.filter { $0.category == "" && project.modules.component(ofType: $0.name) == .interactor }.flatMap { interface in
            interface.properties.filter { property in
                property.name != "output" && property.ownership != "weak" && StoredValue.isHiddenState(type: property.type, project)
            }.map { violation(interface.name, $0.name, Position(line: $0.line, column: 1)) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // Only a module's interactor is judged: no module, no interactor.
        guard !project.modules.modules.isEmpty else { return [] }
        return file.types.filter { project.modules.component(ofType: $0.name) == .interactor }.flatMap { type in
            type.properties.filter { property in
                property.isStored && property.name != "output" && !property.isWeak
                    && StoredValue.isState(type: property.type, initializer: property.initializer, mutated: type.mutated.contains(property.name),
                                                        isVar: property.isSettable && !property.modifiers.contains("lazy"), project)
            }.map { violation(type.name, $0.name, $0.position) }
        }
    }

    private func violation(_ type: String, _ property: String, _ position: Position) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "\(type) хранит состояние в `\(property)`: интерактор держит только output и зависимости",
            en: "\(type) keeps state in `\(property)`: an interactor holds only its output and its dependencies"))
    }
}
