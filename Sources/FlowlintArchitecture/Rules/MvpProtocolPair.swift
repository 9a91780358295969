import FlowlintCore

/// `mvp-protocol-pair`: a view protocol and its presenter protocol are declared together.
public struct MvpProtocolPair: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-protocol-pair", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Протоколы view и presenter модуля объявлены парой в одном файле",
                               en: "A module's view and presenter protocols are declared together"),
        explanation: LocalizedText(
            ru: "Взаимодействие view и presenter описывается двумя протоколами, по одному на каждую сущность, в одном файле.",
            en: "The view and the presenter talk through two protocols, one for each, declared in the same file."),
        good: [RuleExample(SeedMVP.protocols, branch: SeedMVP.protocolsFile), RuleExample(SeedMVP.order, branch: SeedMVP.orderFile)],
        bad: [
            RuleExample("protocol EventListViewProtocol: AnyObject {}\n", branch: SeedMVP.protocolsFile),
            RuleExample("protocol EventListPresenterProtocol: AnyObject {}\n", branch: SeedMVP.protocolsFile),
        ])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let names = Set(file.protocols.map(\.name))
        return file.protocols.compactMap { fact in
            if let module = MVPName.module(ofPresenter: fact.name) {
                guard !names.contains("\(module)ViewProtocol"), !names.contains("\(module)Protocol") else { return nil }
                return SourceViolation(fact.position, LocalizedText(
                    ru: "у \(fact.name) нет пары \(module)ViewProtocol в этом файле",
                    en: "\(fact.name) has no \(module)ViewProtocol beside it"), suggestion: "protocol \(module)ViewProtocol: AnyObject")
            }
            guard let module = MVPName.module(ofView: fact.name), !names.contains("\(module)PresenterProtocol") else { return nil }
            return SourceViolation(fact.position, LocalizedText(
                ru: "у \(fact.name) нет пары \(module)PresenterProtocol в этом файле",
                en: "\(fact.name) has no \(module)PresenterProtocol beside it"), suggestion: "protocol \(module)PresenterProtocol: AnyObject")
        }
    }
}
