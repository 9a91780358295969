import FlowlintCore

/// `mvp-implementation-marks`: view and presenter files are divided into MARK sections.
public struct MvpImplementationMarks: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-implementation-marks", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Файлы view и presenter разделены на секции // MARK: -",
                               en: "View and presenter files are divided into // MARK: - sections"),
        explanation: LocalizedText(
            ru: "В файлах view и presenter весь код разделён на секции с помощью // MARK: - (тире не обязательно).",
            en: "In view and presenter files all the code is divided into sections with // MARK: - (the dash is optional)."),
        good: [RuleExample(SeedMVP.viewController, branch: SeedMVP.viewControllerFile), RuleExample(SeedMVP.presenter, branch: SeedMVP.presenterFile)],
        bad: [RuleExample("final class EventListPresenter {\n    weak var view: EventListViewProtocol!\n}\n\nextension EventListPresenter: EventListPresenterProtocol {}\n", branch: SeedMVP.presenterFile),
              RuleExample("final class EventListPresenter: EventListPresenterProtocol {\n    weak var view: EventListViewProtocol!\n}\n", branch: SeedMVP.presenterFile)],
        fixes: [.implementationMarks])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard let firstMark = file.marks.map(\.line).min() else { return unmarked(file, project) }
        // All the code is in sections: a property above the file's first MARK is in none.
        return file.types.filter { isImplementation($0, project) }.compactMap { type in
            guard let member = type.properties.min(by: { $0.position < $1.position }), member.position.line < firstMark else { return nil }
            return SourceViolation(member.position, LocalizedText(
                ru: "\(type.name).\(member.name) стоит выше первой секции // MARK: -: перенесите его в секцию",
                en: "\(type.name).\(member.name) stands above the first // MARK: - section: move it into one"),
                suggestion: "// MARK: - Properties", fix: .implementationMarks)
        }
    }

    private func unmarked(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let position = file.types.first { isImplementation($0, project) }?.position
            ?? file.extensions.first { $0.conformances.contains { project.isMVPRole($0.name) } }?.position
        guard let position else { return [] }
        return [SourceViolation(position, LocalizedText(
            ru: "в файле view/presenter нет секций // MARK: -",
            en: "this view/presenter file has no // MARK: - sections"), suggestion: "// MARK: - Properties", fix: .implementationMarks)]
    }

    /// A type adopting an MVP protocol, or named after one: `EventListPresenter` for
    /// `EventListPresenterProtocol`, `EventListViewController` for `EventListViewProtocol`, however
    /// it adopts it.
    private func isImplementation(_ type: TypeFact, _ project: ProjectFacts) -> Bool {
        if type.inherited.contains(where: { project.isMVPRole($0.name) }) { return true }
        let name = type.name
        if name.hasSuffix("Presenter"), project.protocols.contains(name + "Protocol") { return project.isMVPPresenter(name + "Protocol") }
        for suffix in ["ViewController", "View"] where name.hasSuffix(suffix) {
            let module = name.dropLast(suffix.count)
            if project.protocols.contains("\(module)ViewProtocol") { return project.isMVPView("\(module)ViewProtocol") }
        }
        return false
    }
}
