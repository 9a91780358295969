import FlowlintCore

/// `viper-async-interface`: layers talk through synchronous methods; answers come back through
/// the Output protocol, not a completion block.
public struct ViperAsyncInterface: ViperRule {
    public static let description = RuleDescription(
        id: "viper-async-interface", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Методы Input и Output протоколов модуля синхронные",
                               en: "A module's Input and Output protocol methods are synchronous"),
        explanation: LocalizedText(
            ru: "«Все методы, с помощью которых слои общаются друг с другом, должны быть синхронными.» Метод протокола Input или Output, принимающий блок или замыкание, делает общение слоёв асинхронным: ответ приходит не через Output-протокол, а в блок, который держит вызывающего.",
            en: "\"All methods by which layers talk to each other must be synchronous.\" An Input or Output protocol method taking a block or closure makes the layers talk asynchronously: the answer comes into a block holding the caller instead of through the Output protocol."),
        good: [RuleExample(SeedViperObjC.interactorInput, branch: "PostList/Interactor/PostListInteractorInput.h"),
               RuleExample(SwiftPostListSeed.interactorInput, branch: "PostList/Interactor/PostListInteractorInput.swift")],
        bad: [RuleExample(SeedViperObjC.interactorInput.replacingOccurrences(
                  of: "- (void)obtainMessageWithId:(NSString *)messageId;",
                  with: "- (void)obtainMessageWithId:(NSString *)messageId completion:(void (^)(Message *message))completion;"),
                  branch: "PostList/Interactor/PostListInteractorInput.h"),
              RuleExample(SwiftPostListSeed.interactorInput.replacingOccurrences(
                  of: "func performLogin(username: String, password: String)",
                  with: "func performLogin(username: String, password: String, completion: @escaping (Bool) -> Void)"),
                  branch: "PostList/Interactor/PostListInteractorInput.swift")])

    /// A router's methods are not judged: the seeds' authors hand it an alert's action or a
    /// transition's completion (`showAlertConfirmationRemoveWithActionBlock:`), which is UIKit's
    /// asynchrony, not a layer answering through a block.
    static let judged: Set<ViperComponent> = [.interactorInput, .interactorOutput, .viewInput, .viewOutput, .moduleInput, .moduleOutput]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { isJudged($0.name, project) }.flatMap { fact in
            fact.methods.filter { $0.parameterTypes.contains(where: Self.isBlock) }.map {
                violation(fact.name, $0.selector, Position(line: $0.line, column: 1))
            }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.filter { isJudged($0.name, project) }.flatMap { fact in
            fact.methods.filter { $0.parameterTypes.contains(where: TypeNames.isClosure) }.map { violation(fact.name, $0.name, $0.position) }
        }
    }

    /// `void (^)(NSArray *)`, or a block type named as one (`PostListCompletionBlock`).
    static func isBlock(_ type: String) -> Bool {
        TypeNames.isClosure(type) || StoredValue.bare(type).hasSuffix("Block")
    }

    private func isJudged(_ name: String, _ project: ProjectFacts) -> Bool {
        project.viperRole(ofProtocol: name).map(Self.judged.contains) == true
    }

    private func violation(_ protocolName: String, _ method: String, _ position: Position) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "метод \(method) протокола \(protocolName) принимает блок: слои общаются синхронно, ответ передайте методом Output-протокола",
            en: "\(protocolName) method \(method) takes a block: layers talk synchronously; send the answer through an Output protocol method"))
    }
}

/// The seed's InteractorInput (viper-code-style.ru.md) in Swift.
enum SwiftPostListSeed {
    static let interactorInput = """
        /// Модуль отвечает за отображение списка постов в любой из лент приложения.
        protocol PostListInteractorInput: AnyObject {
            /// Обращается к кэшу.
            func obtainNewsFromCache() -> [String]
            /// Запрашивает сообщение.
            func obtainMessage(withId messageId: String)
            /// Выполняет вход.
            func performLogin(username: String, password: String)
        }

        """
}
