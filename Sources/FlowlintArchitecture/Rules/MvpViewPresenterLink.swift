import FlowlintCore

/// `mvp-view-presenter-link`: the view protocol holds its presenter and the presenter its view.
public struct MvpViewPresenterLink: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-view-presenter-link", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Протокол view содержит presenter, протокол presenter — view",
                               en: "The view protocol holds its presenter, the presenter protocol its view"),
        explanation: LocalizedText(
            ru: "В протоколе view есть var presenter: <M>PresenterProtocol! { get set }, в протоколе presenter — var view: <M>ViewProtocol! { get set }. Пустые протоколы (ещё не написанные) не проверяются.",
            en: "The view protocol has var presenter: <M>PresenterProtocol! { get set }, the presenter protocol var view: <M>ViewProtocol! { get set }. Empty protocols (not written yet) are not checked."),
        good: [RuleExample(SeedMVP.protocols, branch: SeedMVP.protocolsFile), RuleExample(SeedMVP.order, branch: SeedMVP.orderFile)],
        bad: [
            RuleExample(SeedMVP.protocols.replacingOccurrences(of: "var presenter: EventListPresenterProtocol! { get set }", with: "var presenter: EventListPresenterProtocol! { get }"), branch: SeedMVP.protocolsFile),
            RuleExample(SeedMVP.protocols.replacingOccurrences(of: "var view: EventListViewProtocol! { get set }", with: "var screen: EventListViewProtocol! { get set }"), branch: SeedMVP.protocolsFile),
        ],
        fixes: [.presenterLink])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.compactMap { fact in
            guard !fact.properties.isEmpty || !fact.methods.isEmpty else { return nil }
            // Only a counterpart the project declares can be named; a missing one is mvp-protocol-pair's.
            if project.isMVPPresenter(fact.name) {
                return project.viewProtocol(pairedWith: fact.name).flatMap { require("view", of: $0, in: fact) }
            }
            guard project.isMVPView(fact.name) else { return nil }
            return project.presenterProtocol(pairedWith: fact.name).flatMap { require("presenter", of: $0, in: fact) }
        }
    }

    private func require(_ name: String, of type: String, in fact: ProtocolFact) -> SourceViolation? {
        if let property = fact.properties.first(where: { $0.name == name }), property.isSettable,
           let written = property.type, Self.isOptional(written, of: type) {
            return nil
        }
        let declaration = "var \(name): \(type)! { get set }"
        return SourceViolation(fact.position, LocalizedText(
            ru: "в \(fact.name) нет «\(declaration)»", en: "\(fact.name) lacks \"\(declaration)\""), suggestion: declaration,
            fix: .presenterLink(property: name, declaration: declaration))
    }

    /// `written` is `type!` or `type?` (compared as bytes: every view protocol asks this).
    /// A name that is not ASCII is compared as Strings: canonically equal spellings count.
    static func isOptional(_ written: String, of type: String) -> Bool {
        guard written.utf8.allSatisfy({ $0 < 0x80 }), type.utf8.allSatisfy({ $0 < 0x80 }) else {
            return written == type + "!" || written == type + "?"
        }
        let bytes = written.utf8
        guard bytes.count == type.utf8.count + 1, let last = bytes.last, last == UInt8(ascii: "!") || last == UInt8(ascii: "?") else { return false }
        return bytes.dropLast().elementsEqual(type.utf8)
    }
}
