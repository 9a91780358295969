import FlowlintCore

/// `mvp-mark-sections`: a protocol's properties and methods are in their MARK sections.
public struct MvpMarkSections: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-mark-sections", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Свойства и методы протокола — в секциях // MARK: - Properties и // MARK: - Methods",
                               en: "A protocol's properties and methods are under // MARK: - Properties and // MARK: - Methods"),
        explanation: LocalizedText(
            ru: "Каждый протокол состоит из двух секций, свойств и методов, разделённых // MARK: - (тире не обязательно). Свойства и методы не перемешиваются.",
            en: "Each protocol has two sections, properties and methods, separated by // MARK: - (the dash is optional). Properties and methods are not mixed."),
        good: [
            RuleExample(SeedMVP.protocols, branch: SeedMVP.protocolsFile),
            RuleExample("protocol AViewProtocol: AnyObject {\n    // MARK: Properties\n    var presenter: APresenterProtocol! { get set }\n    // MARK: Methods\n    func showA()\n}\n", branch: "AProtocols.swift"),
            RuleExample("protocol FeedViewInput: AnyObject {\n    var title: String { get }\n    func setupInitialState()\n}\nprotocol Auth_ViewToPresenterProtocol: AnyObject {\n    var view: Auth_PresenterToViewProtocol? { get set }\n    func viewDidLoad()\n}\n", branch: "FeedProtocols.swift"),
        ],
        bad: [
            RuleExample("protocol AViewProtocol: AnyObject {\n    var presenter: APresenterProtocol! { get set }\n    func showA()\n}\n", branch: "AProtocols.swift"),
            RuleExample("protocol AViewProtocol: AnyObject {\n    // MARK: - Properties\n    var presenter: APresenterProtocol! { get set }\n    // MARK: - Methods\n    func showA()\n    var title: String { get }\n}\n", branch: "AProtocols.swift"),
        ],
        fixes: [.markSections])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.compactMap { fact -> SourceViolation? in
            guard project.isMVPRole(fact.name), let firstProperty = fact.properties.first, let firstMethod = fact.methods.first else { return nil }
            let marks = file.marks.filter { $0.line > fact.position.line && $0.line < fact.end.line }
            var missing: [String] = []
            if !marks.contains(where: { $0.title.lowercased() == "properties" && $0.line < firstProperty.position.line }) { missing.append("Properties") }
            if !marks.contains(where: { $0.title.lowercased() == "methods" && $0.line < firstMethod.position.line }) { missing.append("Methods") }
            // One finding a protocol: missing marks first, then a property among the methods.
            if let section = missing.first {
                let member = section == "Properties" ? firstProperty : firstMethod
                let list = missing.map { "// MARK: - \($0)" }
                return SourceViolation(member.position, LocalizedText(
                    ru: "в \(fact.name) нет \(list.map { "«\($0)»" }.joined(separator: " и "))",
                    en: "\(fact.name) lacks \(list.map { "\"\($0)\"" }.joined(separator: " and "))"),
                    suggestion: "// MARK: - \(section)", fix: .markSections)
            }
            guard let late = fact.properties.first(where: { $0.position.line > firstMethod.position.line }) else { return nil }
            return SourceViolation(late.position, LocalizedText(
                ru: "свойство `\(late.name)` стоит среди методов \(fact.name): перенесите его в секцию Properties",
                en: "property `\(late.name)` stands among \(fact.name)'s methods: move it to the Properties section"), fix: .markSections)
        }
    }
}
