import FlowlintCore

/// `viper-router-prefix`: RouterInput methods open, close or embed modules.
public struct ViperRouterPrefix: ViperRule {
    public static let description = RuleDescription(
        id: "viper-router-prefix", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Методы RouterInput начинаются с open, close или embed",
                               en: "RouterInput methods start with open, close or embed"),
        explanation: LocalizedText(
            ru: "Для консистентности все методы протокола <Модуль>RouterInput начинаются с open (открыть модуль), close (закрыть модуль) или embed (встроить дочерний модуль в контейнер).",
            en: "For consistency every method of a <Module>RouterInput protocol starts with open (open a module), close (close one) or embed (embed a child module in a container)."),
        good: [RuleExample(SeedViperObjC.routerInput, branch: "PostList/Router/PostListRouterInput.h"),
               RuleExample("protocol PostListRouterInput: AnyObject {\n    func embedFeed(in view: UIView)\n}\n", branch: "PostList/Router/PostListRouterInput.swift")],
        bad: [RuleExample(SeedViperObjC.routerInput.replacingOccurrences(of: "closeCurrentModule", with: "dismissCurrentModule"), branch: "PostList/Router/PostListRouterInput.h"),
              RuleExample("protocol PostListRouterInput: AnyObject {\n    func showDetails()\n}\n", branch: "PostList/Router/PostListRouterInput.swift")])

    static let verbs = ["open", "close", "embed"]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { Self.isModulesRouterInput($0.name, project) }.flatMap { fact in
            fact.methods.filter { !ViperRole.startsWith(Self.verbs, Substring($0.selector)) }.map { violation($0.selector, Position(line: $0.line, column: 1), fact.name) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { Self.isModulesRouterInput($0.name, project) }.flatMap { fact in
            fact.methods.filter { !ViperRole.startsWith(Self.verbs, Substring($0.name)) }.map { violation($0.name, $0.position, fact.name) }
        }
    }

    /// A module's RouterInput; an app-wide `AppRouterProtocol` or a `BaseRouterInput` that modules'
    /// routers inherit is a helper, which navigates in its own words.
    static func isModulesRouterInput(_ name: String, _ project: ProjectFacts) -> Bool {
        ViperRole.component(ofProtocol: name) == .routerInput && project.modules.module(ofType: name) != nil
    }

    private func violation(_ method: String, _ position: Position, _ protocolName: String) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "метод \(method) протокола \(protocolName) должен начинаться с open, close или embed",
            en: "\(protocolName) method \(method) must start with open, close or embed"))
    }
}
