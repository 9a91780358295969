import FlowlintCore

/// `viper-output-did`: InteractorOutput, ViewOutput and ModuleOutput methods start with did.
public struct ViperOutputDid: ViperRule {
    public static let description = RuleDescription(
        id: "viper-output-did", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Методы InteractorOutput, ViewOutput и ModuleOutput начинаются с did",
                               en: "InteractorOutput, ViewOutput and ModuleOutput methods start with did"),
        explanation: LocalizedText(
            ru: "Префикс did указывает на пассивную роль интерактора и view: они выполняют действия по запросу и уведомляют об их окончании (didObtainMessage:, didTapLoginButton).",
            en: "The did prefix shows the passive role of the interactor and the view: they act on request and report when done (didObtainMessage:, didTapLoginButton)."),
        good: [RuleExample(SeedViperObjC.interactorOutput, branch: "PostList/Interactor/PostListInteractorOutput.h")],
        bad: [RuleExample(SeedViperObjC.interactorOutput.replacingOccurrences(of: "didPerformLoginWithSuccess", with: "loginSucceeded"), branch: "PostList/Interactor/PostListInteractorOutput.h"),
              RuleExample("protocol PostListViewOutput: AnyObject {\n    func loginButtonTapped()\n}\n", branch: "PostList/View/PostListViewOutput.swift")])

    static let outputs: Set<ViperComponent> = [.interactorOutput, .viewOutput, .moduleOutput]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { project.viperRole(ofProtocol: $0.name).map(Self.outputs.contains) == true }.flatMap { fact in
            // A query returning a value (`- (NSInteger)numberOfItems`) reports nothing that happened.
            fact.methods.filter { $0.returnType == "void" && !Self.reportsPast(Substring($0.selector)) }
                .map { violation($0.selector, Position(line: $0.line, column: 1), fact.name) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { project.viperRole(ofProtocol: $0.name).map(Self.outputs.contains) == true }.flatMap { fact in
            fact.methods.filter { ($0.type == nil || $0.type == "Void" || $0.type == "()") && !Self.reportsPast(Substring($0.name)) }
                .map { violation($0.name, $0.position, fact.name) }
        }
    }

    /// `did…`, or another past form of a verb (`authorized()`, `gotAuthError`): what happened.
    static func reportsPast(_ method: Substring) -> Bool {
        let word = ViperRole.firstWord(method)
        return word == "did" || Verbs.isPastForm(word)
    }

    private func violation(_ method: String, _ position: Position, _ protocolName: String) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "метод \(method) протокола \(protocolName) должен начинаться с did",
            en: "\(protocolName) method \(method) should start with did"))
    }
}
