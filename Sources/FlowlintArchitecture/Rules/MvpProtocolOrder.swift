import FlowlintCore

/// `mvp-protocol-order`: each view protocol right before its presenter protocol; a delegate
/// protocol below the protocol that delegates to it.
public struct MvpProtocolOrder: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-protocol-order", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "В файле протоколов view стоит прямо перед presenter, делегаты — ниже делегирующих",
                               en: "In a protocols file each view precedes its presenter; delegates come after their delegators"),
        explanation: LocalizedText(
            ru: "Протоколы в файле группируются по модулям, view рядом с presenter, от основных к вспомогательным. Протоколы делегатов располагаются под протоколами делегирующих.",
            en: "Protocols are grouped by module, view next to presenter, main ones first. Delegate protocols stand below the protocols that delegate to them."),
        good: [
            RuleExample(SeedMVP.order, branch: SeedMVP.orderFile),
            RuleExample("protocol HeaderViewProtocol: AnyObject {\n    var delegate: HeaderDelegate? { get set }\n}\nprotocol HeaderPresenterProtocol: AnyObject {}\nprotocol HeaderDelegate: AnyObject {}\n", branch: "HeaderProtocols.swift"),
        ],
        bad: [
            RuleExample("protocol MainViewProtocol: AnyObject { }\nprotocol HeaderPresenterProtocol: AnyObject { }\nprotocol MainPresenterProtocol: AnyObject { }\nprotocol HeaderViewProtocol: AnyObject { }\n", branch: SeedMVP.orderFile),
            RuleExample("protocol HeaderDelegate: AnyObject {}\nprotocol HeaderViewProtocol: AnyObject {\n    var delegate: HeaderDelegate? { get set }\n}\nprotocol HeaderPresenterProtocol: AnyObject {}\n", branch: "HeaderProtocols.swift"),
        ],
        fixes: [.protocolOrder])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // A protocols file: one declaring a module's view or presenter protocol.
        guard file.protocols.contains(where: { project.isMVPRole($0.name) }) else { return [] }
        // The walk meets them in order: sorting only copies every fact.
        let protocols = file.protocols
        let inOrder = protocols.indices.dropFirst().allSatisfy { !(protocols[$0].position < protocols[$0 - 1].position) }
        let ordered = inOrder ? protocols : protocols.sorted { $0.position < $1.position }
        let index = Dictionary(ordered.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [SourceViolation] = []
        for (position, fact) in ordered.enumerated() {
            if project.isMVPPresenter(fact.name), let module = MVPName.module(ofPresenter: fact.name),
               let view = index["\(module)ViewProtocol"] ?? index["\(module)Protocol"], view != position - 1 {
                let viewName = ordered[view].name
                found.append(SourceViolation(fact.position, LocalizedText(
                    ru: "\(fact.name) должен стоять сразу после \(viewName)",
                    en: "\(fact.name) should come right after \(viewName)"), fix: .protocolOrder))
            }
            guard fact.name.utf8.hasSuffixBytes("Delegate") || fact.name.utf8.hasSuffixBytes("DelegateProtocol") else { continue }
            let delegators = ordered[(position + 1)...].filter { other in
                other.properties.contains { $0.type.map { $0.filter { !"?!".contains($0) } } == fact.name }
            }
            if let delegator = delegators.first {
                found.append(SourceViolation(fact.position, LocalizedText(
                    ru: "протокол делегата \(fact.name) стоит выше \(delegator.name), который делегирует ему: перенесите ниже",
                    en: "delegate protocol \(fact.name) stands above \(delegator.name), which delegates to it: move it below"), fix: .protocolOrder))
            }
        }
        return found
    }
}
