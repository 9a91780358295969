import FlowlintCore

/// `viper-method-verb`: the methods of a module's protocols start with a verb.
public struct ViperMethodVerb: ViperRule {
    public static let description = RuleDescription(
        id: "viper-method-verb", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Методы протоколов модуля начинаются с глагола", en: "Module protocol methods start with a verb"),
        explanation: LocalizedText(
            ru: "Все методы протоколов, которыми закрыты элементы модуля, начинаются с глаголов: у компонентов есть поведение, а не состояние. Начало действия — повелительное наклонение (obtain, process), завершение — прошедшее время (did…).",
            en: "Every method of the protocols a module's parts hide behind starts with a verb: the parts have behaviour, not state. Starting something is imperative (obtain, process); finishing is past tense (did…)."),
        good: [RuleExample(SeedViperObjC.interactorInput, branch: "PostList/Interactor/PostListInteractorInput.h")],
        bad: [RuleExample(SeedViperObjC.interactorInput.replacingOccurrences(of: "obtainNewsFromCache", with: "newsFromCache"), branch: "PostList/Interactor/PostListInteractorInput.h"),
              RuleExample("protocol PostListModuleInput: AnyObject {\n    func currentPostId() -> String\n}\n", branch: "PostList/Presenter/PostListModuleInput.swift")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.protocols.filter { ViperRole.component(ofProtocol: $0.name) != nil }.flatMap { fact in
            fact.methods.filter { !Verbs.isVerb(ViperRole.firstWord(Substring($0.selector))) }.map { violation($0.selector, Position(line: $0.line, column: 1), fact.name) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.protocols.filter { ViperRole.component(ofProtocol: $0.name) != nil }.flatMap { fact in
            fact.methods.filter { !Verbs.isVerb(ViperRole.firstWord(Substring($0.name))) }.map { violation($0.name, $0.position, fact.name) }
        }
    }

    private func violation(_ method: String, _ position: Position, _ protocolName: String) -> SourceViolation {
        let word = ViperRole.firstWord(Substring(method))
        return SourceViolation(position, LocalizedText(
            ru: "метод \(method) протокола \(protocolName) начинается не с глагола («\(word)»)",
            en: "\(protocolName) method \(method) doesn't start with a verb (\"\(word)\")"))
    }
}
