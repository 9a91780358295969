import FlowlintCore

/// `mvp-weak-view`: a presenter holds its view weakly.
public struct MvpWeakView: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-weak-view", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Presenter держит view слабой ссылкой", en: "A presenter holds its view weakly"),
        explanation: LocalizedText(
            ru: "Во избежание циклических ссылок ссылка с presenter на view слабая: weak var view (модификаторы доступа и атрибуты допустимы: private(set) weak var view).",
            en: "To avoid a retain cycle the presenter's reference to its view is weak: weak var view (access modifiers and attributes are fine: private(set) weak var view)."),
        good: [
            RuleExample(SeedMVP.presenter, branch: SeedMVP.presenterFile),
            RuleExample("final class APresenter: APresenterProtocol {\n    // MARK: - Properties\n    private(set) weak var view: AViewProtocol?\n}\n", branch: "APresenter.swift"),
        ],
        bad: [RuleExample("final class EventListPresenter: EventListPresenterProtocol {\n    // MARK: - Properties\n    private var view: EventListViewProtocol\n}\n", branch: SeedMVP.presenterFile),
              RuleExample(SeedMVP.presenter.replacingOccurrences(of: "weak var view", with: "var view"), branch: SeedMVP.presenterFile)],
        fixes: [.weakView])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let adoptedInExtensions = Set(file.extensions.filter { $0.conformances.contains { project.isMVPPresenter($0.name) } }.map(\.extendedType))
        return file.types.filter { type in
            type.isClass && (type.inherited.contains { project.isMVPPresenter($0.name) } || adoptedInExtensions.contains(type.name))
        }.flatMap { type in
            // A computed `view` (over a base class's weak property) holds nothing itself.
            type.properties.filter { $0.name == "view" && $0.isStored && !$0.isWeak }.map { property in
                SourceViolation(property.position, LocalizedText(
                    ru: "\(type.name).view — сильная ссылка: сделайте её weak, иначе presenter и view держат друг друга",
                    en: "\(type.name).view is a strong reference: make it weak, or the presenter and the view keep each other alive"),
                    suggestion: property.type.map { Self.weakDeclaration(property, type: $0) }, fix: .weakView)
            }
        }
    }

    /// `private var view: FeedViewProtocol` → `private weak var view: FeedViewProtocol?`: the access
    /// level and any `didSet` kept, the type made optional (a weak reference can become nil).
    static func weakDeclaration(_ property: MemberFact, type: String) -> String {
        let optional = type.hasSuffix("?") || type.hasSuffix("!") ? type : type + "?"
        let declaration = (property.modifiers + ["weak", "var", "\(property.name):"]).joined(separator: " ") + " " + optional
        return property.observers.map { declaration + " " + $0 } ?? declaration
    }
}
