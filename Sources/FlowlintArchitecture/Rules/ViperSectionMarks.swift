import FlowlintCore

/// `viper-section-marks`: an implementation adopting several protocols groups each one's
/// methods under its own `#pragma mark -` / `// MARK: -`.
public struct ViperSectionMarks: ViperRule {
    public static let description = RuleDescription(
        id: "viper-section-marks", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Методы разных протоколов разбиты через #pragma mark - / // MARK: -",
                               en: "Methods of different protocols are grouped under #pragma mark - / // MARK: -"),
        explanation: LocalizedText(
            ru: "В имплементации классов группы методов различных протоколов разбиваются при помощи #pragma mark - <Протокол> (в Swift — // MARK: - <Протокол> или отдельные extension).",
            en: "In an implementation the methods of each protocol are grouped under #pragma mark - <Protocol> (in Swift, // MARK: - <Protocol> or an extension each)."),
        good: [RuleExample("@interface PostListPresenter () <PostListViewOutput, PostListInteractorOutput>\n@end\n@implementation PostListPresenter\n#pragma mark - PostListViewOutput\n- (void)didTriggerPullToRefreshEvent {}\n#pragma mark - PostListInteractorOutput\n- (void)didProcessCacheTransaction:(id)transaction {}\n@end\n", branch: "PostList/Presenter/PostListPresenter.m")],
        bad: [RuleExample("@interface PostListPresenter () <PostListViewOutput, PostListInteractorOutput>\n@end\n@implementation PostListPresenter\n- (void)didTriggerPullToRefreshEvent {}\n- (void)didProcessCacheTransaction:(id)transaction {}\n@end\n", branch: "PostList/Presenter/PostListPresenter.m"),
              RuleExample("final class PostListPresenter: PostListViewOutput, PostListInteractorOutput {\n    // MARK: - PostListViewOutput\n    func didTriggerViewReadyEvent() {}\n    func didObtainPosts() {}\n}\n", branch: "PostList/Presenter/PostListPresenter.swift")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.implementations.flatMap { implementation -> [SourceViolation] in
            let protocols = project.adoptedProtocols[implementation.name] ?? []
            guard protocols.count > 1 else { return [] }
            let titles = Set(file.pragmaMarks.filter { $0.line > implementation.line && $0.line < implementation.endLine }.map(\.title))
            return protocols.filter { !titles.contains($0) }.map { missing in
                violation(implementation.name, missing, Position(line: implementation.line, column: 1), mark: "#pragma mark - \(missing)")
            }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ViperProject) -> [SourceViolation] {
        let titles = Set(file.marks.map(\.title))
        return file.types.flatMap { type -> [SourceViolation] in
            let protocols = type.inherited.map(\.name).filter { ViperRole.component(ofProtocol: $0) != nil }
            guard protocols.count > 1 else { return [] }
            return protocols.filter { !titles.contains($0) }.map { violation(type.name, $0, type.position, mark: "// MARK: - \($0)") }
        }
    }

    private func violation(_ type: String, _ protocolName: String, _ position: Position, mark: String) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "методы \(protocolName) в \(type) не выделены секцией «\(mark)»",
            en: "\(type)'s \(protocolName) methods are not grouped under \"\(mark)\""), suggestion: mark)
    }
}
