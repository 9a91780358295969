import FlowlintCore

/// A VIPER rule about one file, in either language, with what other files declare.
public protocol ViperRule: Sendable {
    static var description: RuleDescription { get }
    func check(objc file: ObjCFileFacts, _ project: ViperProject) -> [SourceViolation]
    func check(swift file: SwiftFileFacts, _ project: ViperProject) -> [SourceViolation]
}

extension ViperRule {
    public func check(objc file: ObjCFileFacts, _ project: ViperProject) -> [SourceViolation] { [] }
    public func check(swift file: SwiftFileFacts, _ project: ViperProject) -> [SourceViolation] { [] }
}

/// Facts across Objective-C files: a class's protocols are in its header, its methods and
/// `#pragma mark`s in its `.m`.
public struct ViperProject: Sendable {
    /// Class name → protocols its interfaces (header, extensions, categories) adopt.
    public var adoptedProtocols: [String: [String]] = [:]

    public init(objc files: [ObjCFileFacts] = []) {
        for file in files {
            for interface in file.interfaces {
                adoptedProtocols[interface.name, default: []] += interface.protocols.filter { !(adoptedProtocols[interface.name] ?? []).contains($0) }
            }
        }
    }
}

/// What a protocol's name says about its role in a VIPER module.
enum ViperRole {
    /// `PostListRouterInput` → .routerInput; protocols only.
    static func component(ofProtocol name: String) -> ViperComponent? {
        guard let split = ViperComponent.split(Substring(name)) else { return nil }
        switch split.component {
        case .interactorInput, .interactorOutput, .routerInput, .viewInput, .viewOutput, .moduleInput, .moduleOutput: return split.component
        default: return nil
        }
    }

    /// The first word of a camel-case name: `obtainImageForPostId:` → `obtain`.
    static func firstWord(_ name: Substring) -> Substring {
        let body = name.prefix { $0 != ":" && $0 != "(" }
        let end = body.dropFirst().firstIndex { $0.isUppercase || $0 == "_" || $0.isNumber } ?? body.endIndex
        return body[body.startIndex..<end]
    }

    static func startsWith(_ words: [String], _ name: Substring) -> Bool {
        words.contains(String(firstWord(name)))
    }
}

/// Verbs, for `viper-method-verb`: a method's first word says what it does. A word ending in
/// -ed (past tense, `did…`'s kin), -ize, -ify or -ate counts too.
enum Verbs {
    static let known: Set<String> = [
        "obtain", "process", "invalidate", "perform", "open", "close", "embed", "configure", "update", "did", "will",
        "show", "hide", "reload", "set", "get", "load", "save", "delete", "remove", "add", "create", "make", "fetch",
        "request", "send", "start", "stop", "cancel", "present", "dismiss", "handle", "setup", "prepare", "validate",
        "select", "deselect", "refresh", "display", "navigate", "register", "reset", "clear", "toggle", "enable",
        "disable", "apply", "build", "calculate", "check", "compare", "convert", "copy", "decode", "encode",
        "download", "upload", "edit", "filter", "find", "format", "generate", "insert", "move", "notify", "parse",
        "play", "pause", "push", "pop", "read", "write", "render", "replace", "restore", "resume", "retry", "scroll",
        "search", "sort", "store", "submit", "subscribe", "unsubscribe", "sync", "track", "transform", "trigger",
        "verify", "expand", "collapse", "change", "increase", "decrease", "mark", "unmark", "share", "scan", "log",
        "login", "logout", "sign", "authorize", "authenticate", "connect", "disconnect", "attach", "detach", "bind",
        "unbind", "observe", "listen", "receive", "accept", "reject", "confirm", "approve", "invite", "join", "leave",
        "run", "execute", "schedule", "finish", "complete", "fill", "clean", "purge", "merge", "split", "group",
        "assign", "enter", "exit", "go", "return", "use", "tap", "press", "swipe", "drag", "drop", "pick", "choose",
        "prefetch", "preload", "cache", "compose", "draw", "animate", "layout", "focus", "scale", "rotate", "zoom",
    ]

    static func isVerb(_ word: Substring) -> Bool {
        let word = word.lowercased()
        return known.contains(word) || word.hasSuffix("ed") || word.hasSuffix("ize") || word.hasSuffix("ify") || word.hasSuffix("ate")
    }
}

/// The seed's Objective-C examples (viper-code-style.ru.md).
enum SeedViperObjC {
    static let interactorInput = """
        /**
         Модуль отвечает за отображение списка постов в любой из лент приложения.
         */
        @protocol PostListInteractorInput <NSObject>

        /// Обращается к кэшу.
        - (NSArray *)obtainNewsFromCache;
        /// Запрашивает сообщение.
        - (void)obtainMessageWithId:(NSString *)messageId;
        /// Выполняет вход.
        - (void)performLoginWithUsername:(NSString *)username password:(NSString *)password;

        @end
        """
    static let interactorOutput = """
        /**
         Модуль отвечает за отображение списка постов в любой из лент приложения.
         */
        @protocol PostListInteractorOutput <NSObject>

        /// Сообщение получено.
        - (void)didObtainMessage:(Message *)message;
        /// Вход выполнен.
        - (void)didPerformLoginWithSuccess;

        @end
        """
    static let routerInput = """
        /**
         Модуль отвечает за отображение списка постов в любой из лент приложения.
         */
        @protocol PostListRouterInput <NSObject>

        /// Открывает новость.
        - (void)openDetailNewsModuleWithNewsId:(NSString *)newsId;
        /// Закрывает модуль.
        - (void)closeCurrentModule;

        @end
        """
}
