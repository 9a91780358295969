import FlowlintCore

/// `viper-method-verb`: the methods of a module's protocols start with a verb.
public struct ViperMethodVerb: ViperRule {
    public static let description = RuleDescription(
        id: "viper-method-verb", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Методы протоколов модуля начинаются с глагола", en: "Module protocol methods start with a verb"),
        explanation: LocalizedText(
            ru: "Все методы протоколов, которыми закрыты элементы модуля, начинаются с глаголов: у компонентов есть поведение, а не состояние. Начало действия — повелительное наклонение (obtain, process), завершение — прошедшее время (did…).",
            en: "Every method of the protocols a module's parts hide behind starts with a verb: the parts have behaviour, not state. Starting something is imperative (obtain, process); finishing is past tense (did…)."),
        good: [RuleExample("protocol PostListInteractorInput: AnyObject {\n    func putFilms()\n    func takeAPhoto()\n    func endRefreshing()\n    func call()\n    func decline()\n    func rent()\n    func repeatCode()\n    func patchItems()\n    func unregisterActivity()\n    func deriveVideoId()\n}\n", branch: "PostList/Interactor/PostListInteractorInput.swift"),
               RuleExample("protocol PostListViewOutput: AnyObject {\n    func viewIsReady()\n}\n", branch: "PostList/View/PostListViewOutput.swift"),
               RuleExample(SeedViperObjC.interactorInput, branch: "PostList/Interactor/PostListInteractorInput.h")],
        bad: [RuleExample("protocol PostListInteractorInput: AnyObject {\n    /// Посты.\n    func postsList() -> [String]\n}\n", branch: "PostList/Interactor/PostListInteractorInput.swift"),
              RuleExample(SeedViperObjC.interactorInput.replacingOccurrences(of: "obtainNewsFromCache", with: "newsFromCache"), branch: "PostList/Interactor/PostListInteractorInput.h"),
              RuleExample("protocol PostListModuleInput: AnyObject {\n    func currentPostId() -> String\n}\n", branch: "PostList/Presenter/PostListModuleInput.swift")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { Self.judges($0.name, project) }.flatMap { fact in
            let requests = project.viperRole(ofProtocol: fact.name) == .interactorInput
            return fact.methods.filter { Self.isMisnamed($0.selector, requests: requests) }.map { violation($0.selector, Position(line: $0.line, column: 1), fact.name) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { Self.judges($0.name, project) }.flatMap { fact in
            let requests = project.viperRole(ofProtocol: fact.name) == .interactorInput
            return fact.methods.filter { Self.isMisnamed($0.name, requests: requests) }.map { violation($0.name, $0.position, fact.name) }
        }
    }

    /// No verb first; or, in an interactor's input (`obtainNews`, its output `didObtainNews`),
    /// `did`: a request starts something (imperative), the past tense says it finished. A view's
    /// or module's input may state a fact (`didReceiveWallet`), which the past tense is for.
    static func isMisnamed(_ method: String, requests: Bool) -> Bool {
        let word = ViperRole.firstWord(Substring(method))
        return (requests && word == "did") || !(Verbs.isVerb(word) || Verbs.isPrefixedVerb(Substring(method)))
    }

    /// Input protocols; an output's methods start with `did`, which viper-output-did checks.
    static func judges(_ name: String, _ project: ProjectFacts) -> Bool {
        guard let component = project.viperRole(ofProtocol: name) else { return false }
        return !ViperOutputDid.outputs.contains(component)
    }

    private func violation(_ method: String, _ position: Position, _ protocolName: String) -> SourceViolation {
        let word = ViperRole.firstWord(Substring(method))
        guard word != "did" else {
            return SourceViolation(position, LocalizedText(
                ru: "метод \(method) протокола \(protocolName) в прошедшем времени («did»): запрос начинается с повелительного наклонения (obtain, process)",
                en: "\(protocolName) method \(method) is in the past tense (\"did\"): a request starts with an imperative (obtain, process)"))
        }
        return SourceViolation(position, LocalizedText(
            ru: "метод \(method) протокола \(protocolName) начинается не с глагола («\(word)»)",
            en: "\(protocolName) method \(method) doesn't start with a verb (\"\(word)\")"))
    }
}
