import Testing
import FlowlintCore
@testable import FlowlintArchitecture

struct CollectorTests {
    @Test func readsProtocolsMembersAndBounds() throws {
        let facts = SwiftFactsCollector.collect(path: "AProtocols.swift", source: """
            protocol AViewProtocol: AnyObject & Themed {
                // MARK: Properties
                var presenter: APresenterProtocol! { get set }
                // MARK: - Methods
                func showA(_ value: Int) -> Bool
            }
            protocol BViewProtocol: class {}
            protocol CPresenterProtocol where Self: AnyObject {}
            """)
        #expect(facts.protocols.map(\.name) == ["AViewProtocol", "BViewProtocol", "CPresenterProtocol"])
        #expect(facts.protocols[0].classBound == .anyObject)
        #expect(facts.protocols[0].inherited == ["AnyObject", "Themed"])
        #expect(facts.protocols[1].classBound == .classKeyword(Position(line: 7, column: 25)))
        #expect(facts.protocols[2].classBound == .anyObject)
        let property = try #require(facts.protocols[0].properties.first)
        #expect(property.type == "APresenterProtocol!" && property.isSettable)
        #expect(facts.protocols[0].methods.first?.type == "Bool")
        #expect(facts.marks.map(\.title) == ["Properties", "Methods"])
        #expect(facts.marks.map(\.hasDash) == [false, true])
    }

    @Test func readsModifiersAndAttributesOnWeakProperties() throws {
        let facts = SwiftFactsCollector.collect(path: "P.swift", source: """
            final class APresenter: APresenterProtocol {
                @MainActor private(set) weak var view: AViewProtocol?
                private var cache: [String] = []
                var count: Int { cache.count }
            }
            extension APresenter: Sendable {}
            """)
        let type = try #require(facts.types.first)
        #expect(type.inherited.map(\.name) == ["APresenterProtocol"])
        #expect(type.properties.map(\.name) == ["view", "cache", "count"])
        #expect(type.properties[0].isWeak && type.properties[0].isExposed)
        #expect(!type.properties[1].isExposed)
        #expect(facts.extensions.first?.conformances.map(\.name) == ["Sendable"])
    }

    /// A property's type as written without spaces, read from its tokens for plain names and
    /// printed for the rest: both give what the source says.
    @Test(arguments: [
        ("Feed", "Feed"), ("Feed?", "Feed?"), ("Feed!", "Feed!"), ("`Self`", "`Self`"), ("Feed.Output?", "Feed.Output?"),
        ("[Feed]", "[Feed]"), ("Box<Feed>?", "Box<Feed>?"), ("Box< Feed >", "Box<Feed>"), ("(Int) -> Void", "(Int)->Void"),
        ("any Feed & Themed", "anyFeed&Themed"), ("Feed? /* why */", "Feed?"), ("[String: Int]!", "[String:Int]!"),
    ])
    func propertyTypesAreCompact(written: String, compact: String) throws {
        let facts = SwiftFactsCollector.collect(path: "P.swift", source: "final class P {\n    var value: \(written)\n}\n")
        #expect(try #require(facts.types.first?.properties.first).type == compact)
    }

    @Test func typeModifiersAreReadAsWritten() throws {
        let facts = SwiftFactsCollector.collect(path: "P.swift", source: "public final class P {}\nprivate(set) public class Q {}\n")
        #expect(facts.types.map(\.modifiers) == [["public", "final"], ["private(set)", "public"]])
    }

    @Test func markWordsInStringsOrCodeAreNotComments() {
        let facts = SwiftFactsCollector.collect(path: "A.swift", source: """
            let text = "// MARK: - Properties"
            let flowlint = "flowlint:disable all"
            /* MARK: - Block */
            /// MARK: Doc
            """)
        #expect(facts.marks.map(\.title) == ["Block", "Doc"])
        #expect(facts.suppressions == Suppressions())
    }

    @Test func invalidSwiftIsReadAsFarAsItGoes() {
        let facts = SwiftFactsCollector.collect(path: "Broken.swift", source: "protocol AViewProtocol: class {\n    func showA(\n}\nclass {")
        #expect(facts.hasSyntaxErrors)
        #expect(facts.protocols.first?.name == "AViewProtocol")
    }

    @Test func hugeAndOddInputsDoNotCrash() {
        let many = String(repeating: "protocol P\u{1F600}ViewProtocol: AnyObject { func show() }\n", count: 2_000)
        #expect(SwiftFactsCollector.collect(path: "Many.swift", source: many).protocols.count == 2_000)
        #expect(SwiftFactsCollector.collect(path: "Empty.swift", source: "").protocols.isEmpty)
        let nesting = String(repeating: "{", count: 5_000)
        _ = SwiftFactsCollector.collect(path: "Deep.swift", source: nesting)
    }
}

struct SuppressionTests {
    func rules(_ source: String) -> [String] {
        let facts = SwiftFactsCollector.collect(path: "Module/AProtocols.swift", source: source)
        return ArchitectureChecker(configuration: Configuration()).check([facts]).map(\.rule)
    }

    static let bad = "protocol AViewProtocol: class {}\nprotocol APresenterProtocol: class {}\n"

    @Test func disableAndEnable() {
        #expect(rules(Self.bad).filter { $0 == "mvp-class-bound" }.count == 2)
        #expect(rules("// flowlint:disable mvp-class-bound\n" + Self.bad).isEmpty)
        let reenabled = "// flowlint:disable mvp-class-bound\nprotocol AViewProtocol: class {}\n// flowlint:enable mvp-class-bound\nprotocol APresenterProtocol: class {}\n"
        #expect(rules(reenabled) == ["mvp-class-bound"])
    }

    @Test func nextThisAndAll() {
        #expect(rules("// flowlint:disable:next mvp-class-bound\nprotocol AViewProtocol: class {}\nprotocol APresenterProtocol: AnyObject {}\n").isEmpty)
        #expect(rules("protocol AViewProtocol: class {} // flowlint:disable:this mvp-class-bound\nprotocol APresenterProtocol: AnyObject {}\n").isEmpty)
        #expect(rules("/* flowlint:disable all */\n" + Self.bad).isEmpty)
        #expect(rules("// flowlint:disable mvp-protocol-order, mvp-class-bound\n" + Self.bad).isEmpty)
        #expect(!rules("// flowlint:disable:next mvp-protocol-order\n" + Self.bad).isEmpty, "another rule's command changes nothing")
    }
}

struct GlobTests {
    @Test(arguments: [
        ("**/*.swift", "A.swift", true), ("**/*.swift", "a/b/C.swift", true), ("**/*.swift", "a/b/C.m", false),
        ("Pods/**", "Pods/X/Y.swift", true), ("Pods/**", "ios/Pods/Y.swift", true), ("/Pods/**", "ios/Pods/Y.swift", false),
        ("*Tests.swift", "a/FooTests.swift", true), ("Sources/?ain.swift", "Sources/Main.swift", true),
        ("DerivedData/**", "DerivedDataX/a.swift", false),
        // `**` then a fixed tail matches the path's last names only; a second `**` still searches.
        ("**/Scenes/*.swift", "App/Scenes/A.swift", true), ("**/Scenes/*.swift", "App/Scenes/Sub/A.swift", false),
        ("**/Scenes/**/View/*.swift", "App/Scenes/Login/View/A.swift", true),
        ("**/Scenes/**/View/*.swift", "App/Scenes/Login/Presenter/A.swift", false),
        ("a/**/b", "x/a/b", true), ("a/**/b", "a/x/y/b", true), ("a/**/b", "a/x/y/c", false), ("/a/**", "x/a/b", false),
        // Bytes, not Characters: `?` is one byte, names are compared byte for byte.
        ("Экраны/**", "App/Экраны/A.swift", true), ("*ран.swift", "App/Экран.swift", true), ("?.swift", "Э.swift", false),
        ("**/*.swift", "App//A.swift", true), ("**/*.swift", "", false),
        // A non-ASCII name matches however its letters are composed (NFC pattern, NFD path).
        ("Caf\u{e9}/**", "App/Cafe\u{301}/A.swift", true), ("Pods/**", "App/pods/A.swift", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    /// The lazily splitting form (`**/NAME` by its last name, a missing literal refused before
    /// splitting) agrees with matching the split path, for every pattern against every path.
    @Test func matchingWithoutSplittingAgreesWithMatchingTheSplitPath() {
        let patterns = ["**/*.swift", "**/*.h", "Pods/**", "/Pods/**", "*Tests.swift", "Sources/?ain.swift", "**/Scenes/*.swift",
                        "**/Scenes/**/View/*.swift", "a/**/b", "/a/**", "Экраны/**", "**/Экран.swift", "**/Main.swift", "**/", "**", "Caf\u{e9}/**"]
        let paths = ["A.swift", "a/b/C.swift", "a/b/C.m", "Pods/X/Y.swift", "ios/Pods/Y.swift", "xPods/Y.swift", "a/FooTests.swift",
                     "Sources/Main.swift", "App/Scenes/A.swift", "App/Scenes/Sub/A.swift", "App/Scenes/Login/View/A.swift", "x/a/b",
                     "a/x/y/b", "App/Экраны/A.swift", "App/Экран.swift", "App//A.swift", "", "/", "a/Main.swift/", "Main.swift//",
                     "App/Cafe\u{301}/A.swift", "Pods", "P", ".swift"]
        for pattern in patterns.map(Glob.init) {
            for path in paths {
                var unsplit: [Substring]?
                var split: [Substring]? = Glob.components(of: path)
                let expected = pattern.matches(components: Glob.components(of: path))
                #expect(pattern.matches(path, components: &unsplit) == expected, "\(pattern.pattern) on \(path)")
                #expect(pattern.matches(path, components: &split) == expected, "\(pattern.pattern) on \(path), split")
            }
        }
    }

    @Test func componentsAreSplitOverBytes() {
        #expect(Glob.components(of: "/a//Экран/é.swift/") == ["a", "Экран", "é.swift"])
        #expect(Glob.components(of: "").isEmpty)
    }
}

/// The guard before parsing: square-bracket nesting that would make swift-syntax's lookahead
/// exponential (found by fuzzing) is refused; brackets in strings and comments don't count.
struct BracketDepthTests {
    @Test(arguments: [
        (String(repeating: "[", count: 17) + "a", true),
        ("let x = " + String(repeating: "[", count: 17) + "1" + String(repeating: "]", count: 17), true),
        (String(repeating: "[", count: 16) + "a", false),
        (String(repeating: "[a]", count: 100), false),
        ("let s = \"" + String(repeating: "[", count: 40) + "\"", false),
        ("let s = \"\\\"" + String(repeating: "[", count: 40) + "\"", false),
        ("// " + String(repeating: "[", count: 40) + "\nlet x = 1", false),
        ("/* " + String(repeating: "[", count: 40) + " */", false),
        ("let s = \"\\\\\"" + String(repeating: "[", count: 20), true),
    ])
    func depth(source: String, refused: Bool) {
        #expect(BracketDepth.excess(in: source, squareLimit: SwiftFactsCollector.maximumBracketDepth, nestingLimit: .max) == (refused ? .square : nil))
    }

    @Test func aRefusedFileIsSkippedWithItsReason() throws {
        let result = SwiftFactsCollector.collectIfParsable(path: "Deep.swift", source: "let x = " + String(repeating: "[", count: 40) + "a")
        guard case .failure(let reason) = result else { Issue.record("parsed"); return }
        #expect(reason.text.en.contains("nested deeper than 16"))
        #expect(try SwiftFactsCollector.collectIfParsable(path: "A.swift", source: "let x = [[1]]").get().path == "A.swift")
    }
}
