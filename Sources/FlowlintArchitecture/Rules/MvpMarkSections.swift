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
        ],
        bad: [
            RuleExample("protocol AViewProtocol: AnyObject {\n    var presenter: APresenterProtocol! { get set }\n    func showA()\n}\n", branch: "AProtocols.swift"),
            RuleExample("protocol AViewProtocol: AnyObject {\n    // MARK: - Properties\n    var presenter: APresenterProtocol! { get set }\n    // MARK: - Methods\n    func showA()\n    var title: String { get }\n}\n", branch: "AProtocols.swift"),
        ])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let inProtocolsFile = file.fileName.hasSuffix("Protocols.swift")
        return file.protocols.flatMap { fact -> [SourceViolation] in
            guard inProtocolsFile || project.isViewProtocol(fact.name) || MVPName.isPresenter(fact.name),
                  let firstProperty = fact.properties.first, let firstMethod = fact.methods.first else { return [] }
            let marks = file.marks.filter { $0.line > fact.position.line && $0.line < fact.end.line }
            var found: [SourceViolation] = []
            if !marks.contains(where: { $0.title.lowercased() == "properties" && $0.line < firstProperty.position.line }) {
                found.append(missing("Properties", before: firstProperty, in: fact))
            }
            if !marks.contains(where: { $0.title.lowercased() == "methods" && $0.line < firstMethod.position.line }) {
                found.append(missing("Methods", before: firstMethod, in: fact))
            }
            if let late = fact.properties.first(where: { $0.position.line > firstMethod.position.line }) {
                found.append(SourceViolation(late.position, LocalizedText(
                    ru: "свойство \(late.name) стоит среди методов \(fact.name): перенесите его в секцию Properties",
                    en: "property \(late.name) stands among \(fact.name)'s methods: move it to the Properties section")))
            }
            return found
        }
    }

    private func missing(_ section: String, before member: MemberFact, in fact: ProtocolFact) -> SourceViolation {
        let ru = section == "Properties" ? "свойствами" : "методами"
        return SourceViolation(member.position, LocalizedText(
            ru: "в \(fact.name) нет «// MARK: - \(section)» перед \(ru)",
            en: "\(fact.name) has no \"// MARK: - \(section)\" before its \(section.lowercased())"),
            suggestion: "// MARK: - \(section)")
    }
}
