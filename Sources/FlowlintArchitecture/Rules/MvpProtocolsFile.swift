import FlowlintCore

/// `mvp-protocols-file`: view and presenter protocols live in `<Module>Protocols.swift`.
public struct MvpProtocolsFile: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-protocols-file", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Протоколы view и presenter — в файле <Модуль>Protocols.swift",
                               en: "View and presenter protocols are in <Module>Protocols.swift"),
        explanation: LocalizedText(
            ru: "Описание протоколов выносится в отдельный файл НазваниеМодуляProtocols на том же уровне, что и Storyboard модуля.",
            en: "A module's protocols are kept in their own file, <Module>Protocols.swift, beside the module's storyboard."),
        good: [RuleExample(SeedMVP.protocols, branch: SeedMVP.protocolsFile)],
        bad: [RuleExample(SeedMVP.protocols, branch: "EventList/Protocols.swift"),
              RuleExample(SeedMVP.protocols, branch: SeedMVP.viewControllerFile)],
        fixes: [.moveProtocols])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard !file.isModuleProtocolsFile else { return misnamed(file, project) }
        var reported = Set<Substring>()
        return file.protocols.compactMap { fact in
            // A pair declared together is moved together: one finding, on its first half.
            guard project.isMVPRole(fact.name), let module = project.pairModule(of: fact.name), reported.insert(module).inserted else { return nil }
            let target = project.protocolsFile(for: module, near: file.path)
            return SourceViolation(fact.position, LocalizedText(
                ru: "\(fact.name) объявлен вне файла протоколов модуля: перенесите в \(target)",
                en: "\(fact.name) is declared outside the module's protocols file: move it to \(target)"),
                suggestion: target, fix: .moveProtocols(toFile: target))
        }
    }

    /// A protocols file holding one module's roles is named after it: `CommonProtocols.swift`
    /// holding the `EventList` pair is `EventListProtocols.swift`. A name one of the other's
    /// (`HomeScreenProtocols.swift` for `Home`) may be the module's own: not judged.
    private func misnamed(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let roles = file.protocols.filter { project.isMVPRole($0.name) }
        let modules = Set(roles.compactMap { project.pairModule(of: $0.name) })
        guard modules.count == 1, let module = modules.first, let first = roles.first else { return [] }
        let named = file.fileName.dropLast("Protocols.swift".count)
        guard !named.hasPrefix(module), !module.hasPrefix(named) else { return [] }
        let target = project.protocolsFile(for: module, near: file.path)
        return [SourceViolation(first.position, LocalizedText(
            ru: "\(file.fileName) содержит только протоколы модуля \(module): файл протоколов называется \(module)Protocols.swift, перенесите в \(target)",
            en: "\(file.fileName) holds only module \(module)'s protocols: its protocols file is \(module)Protocols.swift, move them to \(target)"),
            suggestion: target)]
    }
}
