import FlowlintCore

/// `mvp-child-presenter-func`: child presenters are made by a func, not exposed as properties.
public struct MvpChildPresenterFunc: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-child-presenter-func", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Дочерние presenter'ы получают через func, не через свойство",
                               en: "Child presenters come from a func, not a property"),
        explanation: LocalizedText(
            ru: "Получение дочерних презентеров оформляется как func; computed (и хранимые) свойства недопустимы. Только presenter порождает другие presenter'ы.",
            en: "Getting a child presenter is a func; computed (or stored) properties are not allowed. Only a presenter makes other presenters."),
        good: [RuleExample(SeedMVP.protocols, branch: SeedMVP.protocolsFile), RuleExample(SeedMVP.presenter, branch: SeedMVP.presenterFile)],
        bad: [
            RuleExample(SeedMVP.protocols.replacingOccurrences(
                of: "    var numberOfEvents: Int { get }\n", with: "    var numberOfEvents: Int { get }\n    var headerPresenter: HeaderPresenterProtocol? { get }\n"),
                branch: SeedMVP.protocolsFile),
            RuleExample(SeedMVP.presenter.replacingOccurrences(
                of: "    private var events: [String] = []\n", with: "    var cellPresenters: [EventListCellPresenterProtocol] = []\n"),
                branch: SeedMVP.presenterFile),
        ])

    public init() {}

    /// A presenter protocol a module's presenter hands out: the project's, or one it doesn't
    /// declare yet (the presenter that returns it is what makes it a presenter).
    static func isChildPresenter(_ name: String, _ project: ProjectFacts) -> Bool {
        if project.isMVPPresenter(name) { return true }
        guard !project.protocols.contains(name), let module = MVPName.module(ofPresenter: name) else { return false }
        return project.isMVPModule(module)
    }

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let fromProtocols = file.protocols.filter { project.isMVPPresenter($0.name) }.flatMap(\.properties)
        let fromPresenters = file.types.filter { type in type.inherited.contains { project.isMVPPresenter($0.name) } }
            .flatMap { $0.properties.filter(\.isExposed) }
        return (fromProtocols + fromPresenters).filter { $0.name != "view" && MVPName.mentionsPresenter($0.type)
            && MVPName.presenterType($0.type).map { Self.isChildPresenter($0, project) } == true }.map { property in
            let type = property.type ?? ""
            return SourceViolation(property.position, LocalizedText(
                ru: "дочерний presenter `\(property.name)` выставлен свойством: сделайте его func",
                en: "child presenter `\(property.name)` is exposed as a property: make it a func"),
                suggestion: "func \(property.name)() -> \(type)")
        }
    }
}
