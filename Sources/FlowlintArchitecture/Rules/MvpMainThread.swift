import FlowlintCore

/// `mvp-main-thread`: back on the main thread, a presenter prefers `CFRunLoopPerformBlock`.
public struct MvpMainThread: SwiftFileRule {
    public static let description = RuleDescription(
        id: "mvp-main-thread", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Presenter возвращается на главный поток через CFRunLoopPerformBlock",
                               en: "A presenter returns to the main thread with CFRunLoopPerformBlock"),
        explanation: LocalizedText(
            ru: "«При возвращении в presenter на главный поток желательно использовать CFRunLoopPerformBlock(CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue) {}, где это возможно.» Блок в режиме defaultMode не выполняется, пока пользователь прокручивает список, и обновление экрана не дёргает прокрутку; DispatchQueue.main.async выполняется сразу.",
            en: "\"When returning to the main thread in the presenter, preferably use CFRunLoopPerformBlock(CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue) {} where possible.\" A block in the default mode waits while the user scrolls, so updating the screen doesn't stutter the scrolling; DispatchQueue.main.async runs at once."),
        good: [RuleExample(mainThreadPresenter("CFRunLoopPerformBlock(CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue)"), branch: SeedMVP.presenterFile)],
        bad: [RuleExample(mainThreadPresenter("DispatchQueue.main.async"), branch: SeedMVP.presenterFile)])

    public init() {}

    public func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard !file.mainQueueDispatches.isEmpty else { return [] }
        // The declaration a call follows is the one it is in (a nested type or a function after
        // the presenter stops it: then nothing is said).
        let declarations = (file.types.map { ($0.position, $0.name, $0.isClass) }
            + file.extensions.map { ($0.position, $0.extendedType, project.types[$0.extendedType]?.fact.isClass ?? false) })
            .sorted { $0.0 < $1.0 }
        return file.mainQueueDispatches.compactMap { call in
            guard let (_, name, isClass) = declarations.last(where: { $0.0 < call }), isClass, Self.isPresenter(name),
                  (project.swiftAdoptions[name] ?? []).contains(where: project.isMVPPresenter) else { return nil }
            return SourceViolation(call, LocalizedText(
                ru: "\(name) возвращается на главный поток через DispatchQueue.main.async: желательно CFRunLoopPerformBlock(CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue) {}",
                en: "\(name) returns to the main thread with DispatchQueue.main.async: prefer CFRunLoopPerformBlock(CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue) {}"),
                suggestion: "CFRunLoopPerformBlock(CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue) {")
        }
    }

    /// An MVP presenter: named as one and adopting an MVP presenter protocol (a VIPER presenter
    /// answers to VIPER's rules, which say nothing of the main thread).
    static func isPresenter(_ name: String) -> Bool {
        name.hasSuffix("Presenter") || name.hasSuffix("PresenterImpl")
    }
}

private func mainThreadPresenter(_ call: String) -> String {
    """
    final class EventListPresenter: EventListPresenterProtocol {

        // MARK: - Properties

        weak var view: EventListViewProtocol!

        // MARK: - Methods

        func viewDidLoad() {
            service.obtainEvents { [weak self] events in
                \(call) {
                    self?.view.reloadEventList()
                }
            }
        }
    }

    """
}
