import FlowlintCore

/// `mvp-presenter-conformance`: a presenter adopts its presenter protocol in its declaration.
public struct MvpPresenterConformance: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-presenter-conformance", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Presenter объявляет следование протоколу в объявлении класса",
                               en: "A presenter adopts its protocol in its class declaration"),
        explanation: LocalizedText(
            ru: "При реализации протокола для presenter следование протоколу указывается сразу в объявлении класса: class EventListPresenter: EventListPresenterProtocol {}",
            en: "A presenter adopts its protocol right in its class declaration: class EventListPresenter: EventListPresenterProtocol {}"),
        good: [RuleExample(SeedMVP.presenter, branch: SeedMVP.presenterFile)],
        bad: [RuleExample("final class EventListPresenter: NSObject, Themed {\n    // MARK: - Properties\n    weak var view: EventListViewProtocol!\n}\n\n// MARK: - EventListPresenterProtocol\n\nextension EventListPresenter: EventListPresenterProtocol {}\n", branch: SeedMVP.presenterFile),
              RuleExample("final class EventListPresenter {\n    // MARK: - Properties\n    weak var view: EventListViewProtocol!\n}\n\nextension EventListPresenter: EventListPresenterProtocol {}\n", branch: SeedMVP.presenterFile)],
        fixes: [.presenterConformance])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.extensions.flatMap { fact in
            fact.conformances.filter { project.isMVPPresenter($0.name) }.map { conformance in
                SourceViolation(conformance.position, LocalizedText(
                    ru: "\(fact.extendedType) объявляет \(conformance.name) в extension: укажите его в объявлении класса",
                    en: "\(fact.extendedType) adopts \(conformance.name) in an extension: declare it on the class"),
                    suggestion: declaration(of: fact.extendedType, adding: conformance.name, project), fix: .presenterConformance)
            }
        }
    }

    /// The class's declaration with the protocol added, keeping `final`, the access level, the
    /// superclass and the other conformances; nil when the class isn't among the checked files.
    private func declaration(of type: String, adding conformance: String, _ project: ProjectFacts) -> String? {
        guard let (fact, _) = project.types[type], fact.isClass else { return nil }
        let inherited = fact.inherited.map(\.name).filter { $0 != conformance } + [conformance]
        return (fact.modifiers + ["class", "\(type):"]).joined(separator: " ") + " " + inherited.joined(separator: ", ")
    }
}
