import FlowlintCore

/// `mvp-view-method-prefix`: a view protocol's methods start with reload, show or hide.
public struct MvpViewMethodPrefix: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-view-method-prefix", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Методы протокола view начинаются с reload, show или hide",
                               en: "View-protocol methods start with reload, show or hide"),
        explanation: LocalizedText(
            ru: "View только отображает: методы её протокола желательно начинать с reload, show или hide.",
            en: "A view only displays: its protocol's methods should start with reload, show or hide."),
        good: [RuleExample(SeedMVP.protocols, branch: SeedMVP.protocolsFile)],
        bad: [RuleExample(SeedMVP.protocols.replacingOccurrences(of: "func reloadEventList()", with: "func updateEventList()"), branch: SeedMVP.protocolsFile)])

    static let verbs = ["reload", "show", "hide"]

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { project.isMVPView($0.name) }.flatMap { fact in
            // `showloadingIndicator` starts with show: its case is not this rule's business.
            fact.methods.filter { method in !Self.verbs.contains { method.name.utf8.starts(with: $0.utf8) } }.map { method in
                SourceViolation(method.position, LocalizedText(
                    ru: "метод \(method.name) протокола view должен начинаться с reload, show или hide",
                    en: "view-protocol method \(method.name) should start with reload, show or hide"))
            }
        }
    }
}
