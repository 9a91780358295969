import FlowlintCore

/// `viper-interactor-state`: an interactor holds dependencies, not state.
public struct ViperInteractorState: ViperRule {
    public static let description = RuleDescription(
        id: "viper-interactor-state", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Интерактор не держит состояния", en: "An interactor holds no state"),
        explanation: LocalizedText(
            ru: "Интерактор не держит состояния, только output и зависимости, расположенные в его открытом интерфейсе. Скрытые свойства (в расширении класса, private var) — это состояние; ему место в презентере или State.",
            en: "An interactor holds no state, only its output and the dependencies in its public interface. Hidden properties (in a class extension, a private var) are state, which belongs in the presenter or a State object."),
        good: [RuleExample("@interface PostListInteractor : NSObject <PostListInteractorInput>\n@property (nonatomic, weak) id<PostListInteractorOutput> output;\n@property (nonatomic, strong) id<AccountService> accountService;\n@end\n", branch: "PostList/Interactor/PostListInteractor.h")],
        bad: [RuleExample("@interface PostListInteractor ()\n@property (nonatomic, strong) NSArray *cachedPosts;\n@end\n", branch: "PostList/Interactor/PostListInteractor.m"),
              RuleExample("final class PostListInteractor: PostListInteractorInput {\n    weak var output: PostListInteractorOutput?\n    private var page = 0\n}\n", branch: "PostList/Interactor/PostListInteractor.swift")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.interfaces.filter { $0.category != nil && Self.isInteractor($0.name) }.flatMap { interface in
            interface.properties.filter { $0.name != "output" }.map { violation(interface.name, $0.name, Position(line: $0.line, column: 1)) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.types.filter { Self.isInteractor($0.name) }.flatMap { type in
            type.properties.filter { !$0.isExposed && $0.isSettable && $0.name != "output" }.map { violation(type.name, $0.name, $0.position) }
        }
    }

    static func isInteractor(_ name: String) -> Bool {
        ViperComponent.split(Substring(name))?.component == .interactor
    }

    private func violation(_ type: String, _ property: String, _ position: Position) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "\(type) хранит состояние в \(property): интерактор держит только output и зависимости из открытого интерфейса",
            en: "\(type) keeps state in \(property): an interactor holds only its output and the dependencies in its public interface"))
    }
}
