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
        // Outside a protocols file the protocol is misplaced: mvp-protocols-file's finding.
        guard file.isModuleProtocolsFile else { return [] }
        let names = Set(file.protocols.map(\.name))
        return file.protocols.compactMap { fact in
            if project.isMVPPresenter(fact.name), let module = MVPName.module(ofPresenter: fact.name) {
                guard project.viewProtocol(pairedWith: fact.name).map(names.contains) != true else { return nil }
                let existing = project.viewProtocol(pairedWith: fact.name)
                guard existing != nil || !Self.isOnBaseScreen(fact, String(module), ["ViewController", "View"], project) else { return nil }
                return missing("\(module)ViewProtocol", existing: existing, for: fact, project)
            }
            guard project.isMVPView(fact.name), let module = MVPName.module(ofViewOrPlain: fact.name) else { return nil }
            guard project.presenterProtocol(pairedWith: fact.name).map(names.contains) != true else { return nil }
            let existing = project.presenterProtocol(pairedWith: fact.name)
            guard existing != nil || !Self.isOnBaseScreen(fact, String(module), ["Presenter"], project) else { return nil }
            return missing("\(module)PresenterProtocol", existing: existing, for: fact, project)
        }
    }

    /// A module built on a generic base screen: its protocol inherits the base's
    /// (`ProfileViewProtocol: BaseViewProtocol`), or the class that would adopt the missing half
    /// inherits a base class of the project (`ProfilePresenter: BasePresenter<ProfileViewProtocol>`).
    /// The base carries that half; a protocol of its own would be empty.
    static func isOnBaseScreen(_ fact: ProtocolFact, _ module: String, _ suffixes: [String], _ project: ProjectFacts) -> Bool {
        if fact.inherited.contains(where: { $0 != fact.name && project.protocols.contains($0) }) { return true }
        return suffixes.contains { suffix in
            guard let (type, _) = project.types[module + suffix], let base = type.inherited.first?.name else { return false }
            return project.classes.contains(base)
        }
    }

    /// A counterpart declared in another file is moved here; one declared nowhere is declared here.
    /// One declared outside any protocols file is mvp-protocols-file's finding there.
    private func missing(_ expected: String, existing: String?, for fact: ProtocolFact, _ project: ProjectFacts) -> SourceViolation? {
        if let existing, let path = project.protocolPaths[existing] {
            guard path.hasSuffix("Protocols.swift") else { return nil }
            return SourceViolation(fact.position, LocalizedText(
                ru: "пара \(fact.name), \(existing), объявлена в \(path): перенесите её в этот файл",
                en: "\(fact.name)'s counterpart \(existing) is declared in \(path): move it into this file"),
                suggestion: "move \(existing) here from \(path)")
        }
        return SourceViolation(fact.position, LocalizedText(
            ru: "у \(fact.name) нет пары \(expected)", en: "\(fact.name) has no \(expected) beside it"),
            suggestion: "protocol \(expected): AnyObject {}")
    }
}
