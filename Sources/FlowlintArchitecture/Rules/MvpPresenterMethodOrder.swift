import FlowlintCore

/// `mvp-presenter-method-order`: view events, then child-presenter factories, then data requests.
public struct MvpPresenterMethodOrder: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-presenter-method-order", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Методы протокола presenter: события view, фабрики presenter, запросы данных",
                               en: "Presenter-protocol methods: view events, presenter factories, data requests"),
        explanation: LocalizedText(
            ru: """
            Методы протокола presenter идут тремя группами в этом порядке: что случилось с view \
            (начинаются с view: viewDidLoad), методы, порождающие дочерние presenter'ы (возвращают \
            …PresenterProtocol), и редкие запросы подготовленных данных.
            """,
            en: """
            A presenter protocol's methods come in three groups, in this order: what happened to the \
            view (starting with view: viewDidLoad), methods making child presenters (returning \
            …PresenterProtocol), and the rare requests for prepared data.
            """),
        good: [RuleExample(SeedMVP.protocols, branch: SeedMVP.protocolsFile)],
        bad: [RuleExample(SeedMVP.protocols.replacingOccurrences(
            of: "    func viewDidLoad()\n", with: "    func eventListSegmentTitle(for index: Int) -> String?\n    func viewDidLoad()\n"),
            branch: SeedMVP.protocolsFile)],
        fixes: [.presenterMethodOrder])

    public init() {}

    static let groups = [
        LocalizedText(ru: "события view", en: "view events"),
        LocalizedText(ru: "фабрики presenter", en: "presenter factories"),
        LocalizedText(ru: "запросы данных", en: "data requests"),
    ]

    static func group(of method: MemberFact) -> Int {
        if MVPName.startsWith("view", method.name) { return 0 }
        return MVPName.mentionsPresenter(method.type) ? 1 : 2
    }

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { project.isMVPPresenter($0.name) }.flatMap { fact -> [SourceViolation] in
            var highest = 0
            var found: [SourceViolation] = []
            for method in fact.methods {
                let group = Self.group(of: method)
                if group < highest {
                    found.append(SourceViolation(method.position, LocalizedText(
                        ru: "\(method.name) (\(Self.groups[group].ru)) стоит после группы «\(Self.groups[highest].ru)»",
                        en: "\(method.name) (\(Self.groups[group].en)) comes after the \(Self.groups[highest].en)"), fix: .presenterMethodOrder))
                }
                highest = max(highest, group)
            }
            return found
        }
    }
}
