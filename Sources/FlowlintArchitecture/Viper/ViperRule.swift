import FlowlintCore

/// A VIPER rule about one file, in either language, with what other files declare.
public protocol ViperRule: Sendable {
    static var description: RuleDescription { get }
    func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation]
    func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation]
}

extension ViperRule {
    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] { [] }
    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] { [] }
}

/// What a protocol's name says about its role in a VIPER module.
enum ViperRole {
    /// `PostListRouterInput`, `Auth_PresenterToRouterProtocol`, `FeedRouterProtocol` → .routerInput;
    /// the protocol roles of both naming families, wherever they are declared.
    static func component(ofProtocol name: String) -> ViperComponent? {
        guard let parsed = ViperName.parse(Substring(name)), parsed.isProtocolRole else { return nil }
        return parsed.component
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

/// Verbs, for `viper-method-verb`: a method's first word says what it does. The lexicon is
/// WordNet's (VerbLexicon, generated), plus programmers' verbs it lacks (`setup`, `login`,
/// `prefetch`), a re-/un-/de-/dis-/pre- prefix before a verb (`unregister`, `reload`), and the
/// -ed/-ize/-ify/-ate endings.
enum Verbs {
    static let programmers: Set<String> = [
        "setup", "login", "logout", "signin", "signout", "signup", "prefetch", "preload", "sync", "unsubscribe", "deselect",
        "unbind", "unmark", "did", "will", "should", "can", "init", "dealloc", "config", "autofill", "autoplay", "checkout",
        "rollback", "upsert", "unwrap", "bootstrap", "debounce", "throttle", "refetch", "geocode", "localize", "serialize",
        "increment", "decrement",
    ]

    /// Irregular past forms (WordNet's exceptions, the common ones), not those spelt as the
    /// present (`set`, `put`, `read`), which read as commands.
    static let irregularPast: Set<String> = [
        "got", "gotten", "made", "found", "became", "began", "begun", "brought", "built", "bought", "caught", "chose",
        "chosen", "came", "drew", "drawn", "drove", "driven", "fell", "fallen", "felt", "fought", "forgot", "forgotten",
        "gave", "given", "went", "gone", "grew", "grown", "had", "heard", "held", "kept", "knew", "known", "laid", "led",
        "left", "lost", "meant", "met", "paid", "ran", "rose", "risen", "said", "saw", "seen", "sought", "sold", "sent",
        "shook", "shaken", "shown", "spoke", "spoken", "spent", "stood", "stole", "stolen", "took", "taken", "taught",
        "told", "thought", "threw", "thrown", "understood", "woke", "woken", "wore", "worn", "won", "wrote", "written",
        "hid", "hidden", "broke", "broken", "done", "ate", "eaten", "flew", "flown", "froze", "frozen", "tore", "torn",
        "undid", "undone", "withdrew", "withdrawn",
    ]

    /// A past form: irregular, or a verb with -ed (`authorized`, `stopped`, `copied`); not a word
    /// that merely ends so (`need`, `feed`, `embed`).
    static func isPastForm(_ word: Substring) -> Bool {
        let word = word.lowercased()
        if irregularPast.contains(word) { return true }
        guard word.hasSuffix("ed"), word.count > 4 else { return false }
        let stem = word.dropLast(2)
        let stems = [String(stem), String(word.dropLast()), String(stem.dropLast()), stem.hasSuffix("i") ? stem.dropLast() + "y" : ""]
        return stems.contains { !$0.isEmpty && (programmers.contains($0) || lexicon.contains($0)) }
    }

    /// A verb prefix written as a word of its own before the verb: `reSearch`, `unSubscribe`.
    static func isPrefixedVerb(_ method: Substring) -> Bool {
        let prefix = ViperRole.firstWord(method)
        guard ["re", "un", "de", "dis", "pre"].contains(prefix) else { return false }
        let verb = ViperRole.firstWord(method[prefix.endIndex...])
        return verb.count > 2 && lexicon.contains(verb.lowercased())
    }

    static let lexicon: Set<String> = Set(VerbLexicon.words.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// Nouns and adjectives WordNet also lists as verbs, which at the head of a method name are
    /// what the method returns (`initialState()`, `title(for:)`, `numberOfRows()`): words whose
    /// tagged senses in WordNet are mostly nouns or adjectives (initial: verb 0, noun 1, adjective
    /// 1; title: 1, 7; number: 3, 9), where a method name reads them so. Words as often commands
    /// (`list`, `count`, `name`, `style`, `view`) stay verbs.
    static let nounHomographs: Set<String> = [
        "initial", "title", "image", "color", "colour", "number", "value", "state", "section", "row", "background", "content",
        "body", "total", "amount", "price", "cost", "size", "index", "key", "object", "model", "source",
    ]

    static func isVerb(_ word: Substring) -> Bool {
        let word = word.lowercased()
        if nounHomographs.contains(word) { return false }
        if programmers.contains(word) || lexicon.contains(word) { return true }
        if ["ed", "ize", "ify", "ate"].contains(where: word.hasSuffix) { return true }
        if ["re", "un", "de", "dis", "pre"].contains(where: { prefix in
            word.hasPrefix(prefix) && word.count > prefix.count + 2 && lexicon.contains(String(word.dropFirst(prefix.count)))
        }) { return true }
        return isMisspelledVerb(word)
    }

    /// `retrive`, `conver`: a verb with one letter missing, added, swapped or wrong is still the
    /// verb its author meant (a typo is not this rule's business).
    static func isMisspelledVerb(_ word: String) -> Bool {
        // `posts`, `items`: a plural is a noun (or the verb's -s form), not a typo.
        guard word.count >= 5, !(word.hasSuffix("s") && lexicon.contains(String(word.dropLast()))) else { return false }
        let first = word.first
        return lexicon.contains { $0.first == first && abs($0.count - word.count) <= 1 && EditDistance.atMost(1, $0, word) }
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
