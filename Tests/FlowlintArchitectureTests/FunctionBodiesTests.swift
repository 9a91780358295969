import Foundation
import Testing
@testable import FlowlintArchitecture

/// Skimming (`FunctionBodies`): what is blanked, what is kept, where it gives up, and that the
/// facts are the ones a whole parse gives.
struct FunctionBodiesTests {
    /// `«` and `»` mark what skimming leaves out of a body.
    static func expectSkimmed(_ marked: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let source = marked.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
        let expected = marked.replacingOccurrences(of: "«[^»]*»", with: "", options: .regularExpression)
        #expect(FunctionBodies.skim(source).source == expected, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        "final class EventListPresenter {\n    func viewDidLoad() {«\n        view?.setup()\n    »}\n}\n",
        "struct A {\n    init(«x: Int») {« self.x = x »}\n    deinit {« print(1) »}\n}\n",
        "func f<T, U>(«_ t: T, _ u: U») -> [T: U] where T: Hashable, U == Int {« [:] »}\n",
        "func f(«x: () -> Void = { print(1) }») async throws -> Int {« 1 »}\n",
        "class V {\n    var body: some View {« Text(\"a\") »}\n    var x: Int {\n        get {« 1 »}\n        set(value) {« y = value »}\n    }\n}\n",
        "struct S {\n    let a = f {\n        func g() {« 1 »}\n    }\n}\n",
        "func f() {« let s = \"}\\(x.map { \"{\" })\"; let r = #\"\\(\"#; »/* } */« »}\n",
        "func f() {« let m = \"\"\"\n    }\n    \"\"\" »}\n",
        "func f() {« let a = b / c, d = e/f »}\n",
        "struct A {\n    static func /(«lhs: A, rhs: A») -> A {« lhs »}\n    prefix func /(«a: A») -> A {« a »}\n}\n",
        "final class V {\n    lazy var label: UILabel = {«\n        let label = UILabel()\n        return label\n    »}()\n    static let shared = {« V() »}()\n}\n",
        "extension FooPresenter {\n    func f() {« state = 1 »}\n}\n",
        // Parameter clauses outside protocols: no rule reads them; a return type's parentheses stay.
        "final class C {\n    func a(«x: Int, y: String») {« »}\n    func b() -> (Int, Int) {« (1, 1) »}\n}\n",
        "protocol P {\n    func a(x: Int)\n}\nstruct S {\n    func b(«y: Int») {« »}\n}\n",
        "struct A {\n    init?(«json: [String: Any]») {« nil »}\n    func f(«_ x: Int») -> (x: Int, y: Int) {« (x, x) »}\n}\n",
        "func f<T: Decodable>(«_ t: T.Type = T.self, handler: @escaping (T) -> Void = { _ in }») where T: Sendable {« »}\n",
    ])
    func bodiesAreLeftOut(_ marked: String) {
        Self.expectSkimmed(marked)
    }

    @Test func commentsInABodyStay() {
        let source = "func f() {\n    // MARK: - Inside\n    let x = 1 /* flowlint:disable */\n}\nfunc g() {}\n"
        let skim = FunctionBodies.skim(source)
        #expect(skim.source == "func f() {// MARK: - Inside\n/* flowlint:disable */}\nfunc g() {}\n")
        #expect(skim.offsets.original(9) == 9 && skim.offsets.original(10) == 15, "`{`, then the line comment")
        #expect(skim.offsets.original(28) == 47, "the block comment, kept")
        #expect(skim.offsets.original(50) == 70, "`}` after the body")
        #expect(skim.offsets.original(52) == 72, "`func g`")
    }

    @Test func commentsInAParameterClauseStay() {
        let source = "func f(\n    // flowlint:disable-next-line mvp-x\n    x: Int /* MARK: - A */\n) {}\n"
        #expect(FunctionBodies.skim(source).source == "func f(// flowlint:disable-next-line mvp-x\n/* MARK: - A */) {}\n")
    }

    @Test(arguments: [
        // Protocol requirements and computed properties without bodies: nothing to blank.
        "protocol P {\n    func a()\n    var b: Int { get set }\n    init()\n}\n",
        // Protocols' parameters are read: what layers pass each other (a closure, an entity).
        "protocol P {\n    func a(x: Int, y: @escaping (String) -> Void)\n    init(c: Int)\n}\n",
        // A subscript's parameters and body are read as written.
        "struct A {\n    subscript(i: Int) -> Int { i }\n}\n",
        // An interactor's method bodies are read (`viper-interactor-state`).
        "final class ProfileInteractor {\n    var items: [Int] = []\n    func load() { items = [1] }\n}\n",
        // And its extensions' (the state they change is its state), and its implementation class's.
        "extension ProfileInteractor {\n    func load() { items = [1] }\n}\n",
        "final class ProfileInteractorImpl {\n    func load() { items = [1] }\n}\n",
        // Regex literals: their `{` and `"` would not count.
        "func f() { let r = /a{2}\"/ }\n",
        "func f() { let r = #/a{/# }\n",
        "func f() { return / 2 }\n",
        // Unterminated or unbalanced: the parser reads these its own way.
        "func f() { let s = \"abc\n}\n",
        "func f() { let a = [1, 2 }\n",
        "func f() { /* never closed }\n",
        "func f() { let c = 'a' }\n",
        "let x = 1\n",
        // Observers after an initial value: the `{` might be a trailing closure's.
        "class V {\n    var x: Int = 0 {\n        didSet { print(x) }\n    }\n}\n",
        "class A { func f() {} }\n",
    ])
    func nothingIsBlanked(_ source: String) {
        #expect(FunctionBodies.skim(source).source == nil)
    }

    /// A syntax error inside a body is not read, so not noted (found in the corpus: a stray `.`
    /// after `super.init(frame: .zero)`); one outside bodies still is.
    @Test func onlyErrorsOutsideBodiesAreNoted() {
        let inBody = "final class BasePlaneButton: UIButton {\n    init() {\n        super.init(frame: .zero).\n    }\n}\n"
        var skimmed = SwiftFactsCollector.collect(path: "A.swift", source: inBody)
        let whole = SwiftFactsCollector.collect(path: "A.swift", source: inBody, skimBodies: false)
        #expect(!skimmed.hasSyntaxErrors && whole.hasSyntaxErrors)
        skimmed.hasSyntaxErrors = true
        #expect(skimmed.encoded == whole.encoded)
        #expect(SwiftFactsCollector.collect(path: "A.swift", source: "final class A {\n    func f( {}\n}\n").hasSyntaxErrors)
    }

    /// The seeds' modules, and what a review found skimming got wrong, read whole and
    /// skimmed: the same facts, to the byte.
    @Test(arguments: SwiftPostList.files + SwiftSkimSamples.files + SwiftSkimSamples.reviewed)
    func skimmedFactsAreTheWholeParsesFacts(_ path: String, _ source: String) {
        let whole = SwiftFactsCollector.collect(path: path, source: source, skimBodies: false)
        #expect(!whole.hasSyntaxErrors)
        #expect(SwiftFactsCollector.collect(path: path, source: source).encoded == whole.encoded)
    }

    /// Real projects, when a folder of them is given (`FLOWLINT_SKIM_CORPUS`): every Swift file
    /// that parses cleanly gives the same facts skimmed; prints how much was skimmed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FLOWLINT_SKIM_CORPUS"] != nil))
    func skimmedFactsMatchOnARealCorpus() throws {
        let root = try #require(ProcessInfo.processInfo.environment["FLOWLINT_SKIM_CORPUS"])
        var files = 0, skimmed = 0, bytes = 0, blanked = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), let source = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            let whole = SwiftFactsCollector.collect(path: path, source: source, skimBodies: false)
            files += 1
            bytes += source.utf8.count
            if let text = FunctionBodies.skim(source).source {
                skimmed += 1
                blanked += source.utf8.count - text.utf8.count
            }
            guard !whole.hasSyntaxErrors else { continue }
            #expect(SwiftFactsCollector.collect(path: path, source: source).encoded == whole.encoded, "\(path)")
        }
        print("skim: \(skimmed) of \(files) files, \(blanked) of \(bytes) bytes left out")
    }
}

extension SwiftSkimSamples {
    /// Each read wrongly by a first version of the skimmer (found by a differential review).
    static let reviewed: [(String, String)] = [
        // A no-break space or a byte order mark is a blank to swift-syntax, not part of a word.
        ("NoBreakSpace.swift", "protocol ProfileViewProtocol: AnyObject {\n    var presenter: ProfilePresenterProtocol! { get\u{A0}set }\n}\n"),
        ("NoBreakObserver.swift", "final class ProfilePresenter {\n    var view: ProfileViewInput? {\u{A0}didSet { print(1) } }\n}\n"),
        ("NoBreakInteractor.swift", "final\u{A0}class ProfileInteractor {\n    private var cache: [String] = []\n    func remember(_ p: String) { cache.append(p) }\n}\n"),
        ("ByteOrderMark.swift", "\u{FEFF}class ProfileInteractor {\n    private var cache: [String] = []\n    func remember(_ p: String) { cache.append(p) }\n}\n"),
        // Top-level code: the collector walks these closures, and a `let` or `init` there is
        // not a property or an initialiser.
        ("IfLet.swift", "if let p = { () -> AnyObject? in\n    final class ProfilePresenter { weak var view: AnyObject?\n        func f() { print(1) } }\n    return nil\n}() {\n    print(p)\n}\n"),
        ("CaseLet.swift", "switch x {\ncase let count: run { final class ProfilePresenter { var view: V! } }\ndefault: break\n}\n"),
        ("InitLabel.swift", "run { print(1) } init: { final class ProfilePresenter { var view: V! } }\n"),
        ("BodylessFunction.swift", "@_silgen_name(\"swift_foo\") func foo()\nDispatchQueue.main.async { final class ProfilePresenter { var view: V! } }\n"),
        // `#!` starts no comment; a Unicode operator may come before a regex literal.
        ("Shebang.swift", "#!/usr/bin/env swift // flowlint:disable all\nfinal class ProfilePresenter { var view: V! }\n"),
        // Parameter clauses: comments, defaults, attributes, and return types in parentheses.
        ("Parameters.swift", """
        /// The view.
        protocol ProfileViewProtocol: AnyObject {
            // MARK: - Methods
            func show(title: String, // flowlint:disable-line mvp-view-method-prefix
                      subtitle: String = "(", handler: @escaping (Int) -> Void = { _ in })
            /// Doc.
            func update(_ items: [String: (Int, Int)]) -> (count: Int, first: String?)
            init?(coder: NSCoder)
        }
        final class ProfileViewController: UIViewController, ProfileViewProtocol {
            // MARK: - Properties
            var presenter: ProfilePresenterProtocol!
            func show(title: String,
                      // MARK: - Inside
                      subtitle: String, handler: @escaping (Int) -> Void) { handler(1) }
            func update(_ items: [String: (Int, Int)]) -> (count: Int, first: String?) { (0, nil) }
            required init?(coder: NSCoder) { nil }
        }

        """),
        ("UnicodeOperator.swift", "final class A {\n    func f() {\n        _ = ¬/\"/ + \"// flowlint:disable all \"\n    }\n}\n"),
    ]
}

/// Shapes the skimmer must read through: nested types, accessors, generics, closures in
/// properties, strings with braces, operators.
enum SwiftSkimSamples {
    static let files: [(String, String)] = [
        ("Catalog/CatalogPresenter.swift", """
        import Foundation

        // MARK: - CatalogPresenter
        final class CatalogPresenter<Item: Hashable, Other>: CatalogViewOutput where Other: AnyObject {
            weak var view: CatalogViewInput?
            var interactor: CatalogInteractorInput!
            private(set) var items: [Item] = [] {
                didSet { view?.reload() }
            }
            var count: Int { items.count }
            var title: String {
                get { "\\(count) {" }
                set { print(newValue) }
            }
            lazy var formatter: DateFormatter = {
                let formatter = DateFormatter()
                return formatter
            }()

            init(view: CatalogViewInput) {
                self.view = view
            }

            func viewDidLoad() {
                // flowlint:disable:next mvp-view-presenter-link
                let ratio = items.count / 2
                view?.show(items.map { "\\($0)" }, ratio: ratio)
            }

            struct Section {
                let name: String
                func header() -> String { name }
            }

            static func == (lhs: CatalogPresenter, rhs: CatalogPresenter) -> Bool { true }
        }

        extension CatalogPresenter: CatalogModuleInput {
            func configure(with id: String) {
                interactor.load(id)
            }
        }
        """),
        ("Catalog/CatalogProtocols.swift", """
        protocol CatalogViewInput: AnyObject {
            func reload()
            func show(_ items: [String], ratio: Int)
            var isLoading: Bool { get set }
        }

        protocol CatalogViewOutput {
            func viewDidLoad()
        }
        """),
    ]
}

/// Comments told apart by their bytes (`CommentHead`, `asciiMark`) say what the Character
/// reading says.
struct CommentHeadTests {
    @Test(arguments: [
        ("// MARK: - Properties", CommentHead.mark), ("//MARK:-Methods", .mark), ("/* MARK: Init */", .mark),
        ("// flowlint:disable all", .command), ("/// Shows the list", .neither), ("// MARK - no colon", .neither),
        ("// MARK: - Свойства", .mark), ("// MAR\u{212A}: Kelvin", .unsure), ("// MARK:\u{301} combining", .unsure),
        ("// Ёлки", .unsure), ("", .neither),
    ])
    func headsAreReadFromBytes(_ comment: String, _ head: CommentHead) {
        #expect(CommentHead(comment) == head)
    }

    @Test(arguments: [
        "// MARK: - Properties", "//MARK:-Methods", "/* MARK: Init */", "// MARK:   Spaced  \t", "/** MARK: - Doc **/",
        "// MARK: -", "// MARK:", "// MARK: Title * star", "// not a mark",
    ])
    func asciiMarksAreTheCharacterMarks(_ comment: String) {
        #expect(SwiftFactsCollector.Visitor.asciiMark(comment, line: 3) == SwiftFactsCollector.Visitor.mark(comment, line: 3))
    }

    @Test func aNonASCIIMarkIsLeftToCharacters() {
        #expect(SwiftFactsCollector.Visitor.asciiMark("// MARK: - Свойства", line: 1) == nil)
        #expect(SwiftFactsCollector.Visitor.mark("// MARK: - Свойства", line: 1)?.title == "Свойства")
    }

    /// Marks and commands inside skimmed bodies are read as before: from the lexer's comments.
    @Test func commentsInsideBodiesAreStillRead() {
        let source = "final class A {\n    func f() {\n        // MARK: - Inside\n        let s = \"// MARK: - In a string\"\n        // flowlint:disable all\n    }\n}\n"
        let skimmed = SwiftFactsCollector.collect(path: "A.swift", source: source)
        #expect(skimmed.encoded == SwiftFactsCollector.collect(path: "A.swift", source: source, skimBodies: false).encoded)
        #expect(skimmed.marks.map(\.title) == ["Inside"])
    }
}
