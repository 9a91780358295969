import FlowlintCore

/// `mvp-class-bound`: view and presenter protocols inherit `AnyObject`.
public struct MvpClassBound: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-class-bound", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Протоколы view и presenter наследуют AnyObject",
                               en: "View and presenter protocols inherit AnyObject"),
        explanation: LocalizedText(
            ru: """
            Протоколы view и presenter объявляются как protocol …: AnyObject: только классы могут \
            их реализовать, и ссылку presenter → view можно сделать weak. Устаревшее : class \
            заменяется на : AnyObject; подходят и AnyObject & X, и where Self: AnyObject.
            """,
            en: """
            View and presenter protocols are declared protocol …: AnyObject: only classes conform, \
            and the presenter → view reference can be weak. The deprecated : class becomes \
            : AnyObject; AnyObject & X and where Self: AnyObject are fine too.
            """),
        good: [
            RuleExample(SeedMVP.protocols, branch: SeedMVP.protocolsFile),
            RuleExample("protocol AViewProtocol: AnyObject & Themed {}\nprotocol APresenterProtocol where Self: AnyObject {}\n", branch: "AProtocols.swift"),
            RuleExample("protocol BaseViewProtocol: AnyObject {}\nprotocol BViewProtocol: BaseViewProtocol {}\n", branch: "BProtocols.swift"),
            RuleExample("protocol CardViewProtocol: UIViewController {}\nprotocol CardPresenterProtocol: AnyObject {}\n", branch: "CardProtocols.swift"),
            RuleExample("protocol Auth_ViewToPresenterProtocol {}\nprotocol FeedViewInput {}\n", branch: "AuthProtocols.swift"),
        ],
        bad: [
            RuleExample("protocol EventListViewProtocol: class {}\n", branch: SeedMVP.protocolsFile),
            RuleExample("protocol EventListPresenterProtocol {}\n", branch: SeedMVP.protocolsFile),
        ],
        fixes: [.classBound])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.compactMap { fact in
            guard project.isMVPRole(fact.name) else { return nil }
            switch fact.classBound {
            case .anyObject: return nil
            case .classKeyword(let position):
                return SourceViolation(position, LocalizedText(
                    ru: "«: class» устарело: напишите «\(fact.name): AnyObject»",
                    en: "\": class\" is deprecated: write \"\(fact.name): AnyObject\""), suggestion: "AnyObject", fix: .classBound)
            case .none:
                // Inheriting a class-bound protocol or a class (`: UIViewController`) is enough.
                guard !project.classBound.contains(fact.name) else { return nil }
                let list = (["AnyObject"] + fact.inherited).joined(separator: ", ")
                let why = project.isMVPView(fact.name)
                    ? LocalizedText(ru: "чтобы presenter мог держать view слабой ссылкой", en: "so the presenter can hold the view weakly")
                    : LocalizedText(ru: "чтобы его реализовывали только классы", en: "so only classes adopt it")
                return SourceViolation(fact.position, LocalizedText(
                    ru: "\(fact.name) должен наследовать AnyObject, \(why.ru)",
                    en: "\(fact.name) must inherit AnyObject \(why.en)"),
                    suggestion: "protocol \(fact.name): \(list)", fix: .classBound)
            }
        }
    }
}
