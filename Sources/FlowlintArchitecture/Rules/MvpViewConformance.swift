import FlowlintCore

/// `mvp-view-conformance`: a view adopts its view protocol in an extension.
public struct MvpViewConformance: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-view-conformance", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "View объявляет следование протоколу view в extension",
                               en: "A view adopts its view protocol in an extension"),
        explanation: LocalizedText(
            ru: "При реализации протокола для view указание следованию протоколу выносится в extension: класс обычно уже наследует класс из UIKit. Пример: extension EventListViewController: EventListViewProtocol {}",
            en: "A view adopts its protocol in an extension: the class usually inherits a UIKit class already. Example: extension EventListViewController: EventListViewProtocol {}"),
        good: [RuleExample(SeedMVP.viewController, branch: SeedMVP.viewControllerFile)],
        bad: [RuleExample("final class EventListViewController: UIViewController, EventListViewProtocol {\n    // MARK: - Properties\n    var presenter: EventListPresenterProtocol!\n}\n", branch: SeedMVP.viewControllerFile)],
        fixes: [.viewConformance])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.types.flatMap { type in
            type.inherited.filter { project.isMVPView($0.name) }.map { conformance in
                SourceViolation(conformance.position, LocalizedText(
                    ru: "\(type.name) объявляет \(conformance.name) в объявлении класса: вынесите в extension",
                    en: "\(type.name) adopts \(conformance.name) in its declaration: move it to an extension"),
                    suggestion: "extension \(type.name): \(conformance.name) {}", fix: .viewConformance)
            }
        }
    }
}
