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
        good: [RuleExample("@interface PostListPresenter () <PostListViewOutput, PostListInteractorOutput>\n@end\n@implementation PostListPresenter\n#pragma mark - PostListViewOutput\n- (void)didTriggerPullToRefreshEvent {}\n#pragma mark - PostListInteractorOutput\n- (void)didProcessCacheTransaction:(id)transaction {}\n@end\n", branch: "PostList/Presenter/PostListPresenter.m"),
               RuleExample("@protocol PostListViewOutput\n- (void)didTriggerPullToRefreshEvent;\n@end\n@protocol PostListInteractorOutput\n- (void)didProcessCacheTransaction:(id)transaction;\n@end\n@interface PostListPresenter () <PostListViewOutput, PostListInteractorOutput>\n@end\n@implementation PostListPresenter\n#pragma mark - Методы PostListViewOutput\n- (void)didTriggerPullToRefreshEvent {}\n#pragma mark - <PostListInteractorOutput> -\n- (void)didProcessCacheTransaction:(id)transaction {}\n@end\n", branch: "PostList/Presenter/PostListPresenter.m")],
        bad: [RuleExample("@protocol PostListViewOutput\n- (void)didTriggerPullToRefreshEvent;\n@end\n@protocol PostListInteractorOutput\n- (void)didProcessCacheTransaction:(id)transaction;\n@end\n@interface PostListPresenter () <PostListViewOutput, PostListInteractorOutput>\n@end\n@implementation PostListPresenter\n- (void)didTriggerPullToRefreshEvent {}\n- (void)didProcessCacheTransaction:(id)transaction {}\n@end\n", branch: "PostList/Presenter/PostListPresenter.m"),
              RuleExample("protocol PostListViewOutput {\n    func didTriggerViewReadyEvent()\n}\nprotocol PostListInteractorOutput {\n    func didObtainPosts()\n}\nfinal class PostListPresenter: PostListViewOutput, PostListInteractorOutput {\n    // MARK: - PostListViewOutput\n    func didTriggerViewReadyEvent() {}\n    func didObtainPosts() {}\n}\n", branch: "PostList/Presenter/PostListPresenter.swift")],
        fixes: [.sectionMark])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.implementations.filter { $0.category == nil && Self.isModuleType($0.name, project) }.flatMap { implementation -> [SourceViolation] in
            let implemented = Set(implementation.methods.map(\.selector))
            // Only protocols whose methods this @implementation has: one with no methods, or whose
            // methods live in a category, needs no section here.
            let protocols = (project.adoptedProtocols[implementation.name] ?? []).filter { name in
                project.protocolMethods[name]?.contains(where: implemented.contains) == true
            }
            guard protocols.count > 1 else { return [] }
            let titles = file.pragmaMarks.filter { $0.line > implementation.line && $0.line < implementation.endLine }.map(\.title)
            return protocols.filter { !Self.names($0, in: titles) }.map { missing in
                violation(implementation.name, missing, Position(line: implementation.line, column: 1), mark: "#pragma mark - \(missing)")
            }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let titles = file.marks.map(\.title)
        let roles = { (names: [String]) in
            names.filter { project.viperRole(ofProtocol: $0) != nil && project.protocolMethods[$0]?.isEmpty == false }
        }
        return file.types.filter { Self.isModuleType($0.name, project, adopting: $0.inherited.map(\.name)) }.flatMap { type -> [SourceViolation] in
            // A protocol adopted by an extension of its own is grouped by it; one adopted in the
            // declaration needs its MARK, wherever (an unlabelled `extension X {`) its methods are.
            let declared = roles(type.inherited.map(\.name))
            let inExtensions = roles(file.extensions.filter { $0.extendedType == type.name }.flatMap { $0.conformances.map(\.name) })
            guard Set(declared + inExtensions).count > 1 else { return [] }
            return declared.filter { !Self.names($0, in: titles) }.map { violation(type.name, $0, type.position, mark: "// MARK: - \($0)") }
        }
    }

    /// A mark names the protocol when the protocol is one of its words: `Методы PostListViewOutput`,
    /// `<PostListViewOutput>`, `Methods XYUsersModuleInput -` (SPEC 1.6).
    static func names(_ protocolName: String, in titles: [String]) -> Bool {
        let name = normalised(protocolName)
        // `VTDListInteractorOutput` under `List Interactor Output`: a class prefix may be left out.
        let prefixLength = max(0, protocolName.prefix { $0.isUppercase }.count - 1)
        let unprefixed = normalised(String(protocolName.dropFirst(prefixLength)))
        return titles.contains { title in
            let text = normalised(title)
            return text.contains(name) || (unprefixed.count >= 8 && text.contains(unprefixed))
                || title.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { word in
                    word.count >= 8 && EditDistance.atMost(1, normalised(String(word)), name)
                }
        }
    }

    /// A module's component, or a class adopting a module's role protocols
    /// (`EventListTableViewController` as EventList's view).
    static func isModuleType(_ name: String, _ project: ProjectFacts, adopting: [String]? = nil) -> Bool {
        if project.modules.component(ofType: name) != nil { return true }
        return (adopting ?? project.adoptedProtocols[name] ?? []).contains { project.viperRole(ofProtocol: $0) != nil && project.modules.module(ofType: $0) != nil }
    }

    /// Letters and digits, lower case: `<List Interactor Output>` → `listinteractoroutput`.
    static func normalised(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    private func violation(_ type: String, _ protocolName: String, _ position: Position, mark: String) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "методы \(protocolName) в \(type) не выделены секцией «\(mark)»",
            en: "\(type)'s \(protocolName) methods are not grouped under \"\(mark)\""), suggestion: mark,
            fix: .sectionMark(protocolName: protocolName, line: mark))
    }
}
