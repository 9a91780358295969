import Testing
import SwiftParser
import SwiftSyntax
@testable import FlowlintArchitecture

/// Members are read from the raw tree (`PlacedRaw`); these sources' members are read again here
/// through swift-syntax's typed API, and both readings must agree: names, positions (bytes, not
/// characters), types, doc comments, modifiers and accessors, in trees with and without errors.
struct MemberReadingTests {
    static let sources = [
        // Doc comments, and comments that only look like them.
        """
        protocol AViewProtocol: AnyObject {
            /// Shows.
            func show()
            /** Hides. */
            func hide() -> Bool
            //// Four slashes: a doc comment too, for swift-syntax.
            func four()
            /**/
            func empty()
            // / spaced
            func spaced()
            @MainActor /// after an attribute
            func attributed()
            /// doc
            var title: String { get set }
        }
        """,
        // Positions count UTF-8 bytes; names and comments that aren't ASCII come before members.
        """
        final class Экран { // ёлка 🎄
            let имя = "ё"; var 🎄: Int = 1
            private(set) weak var view: AViewProtocol?
            fileprivate unowned(safe) let owner: Owner
            var a = 1, b: String? = nil, (c, d) = (1, 2)
        }
        """,
        // Accessors: stored, observed, computed, protocol requirements.
        """
        struct S {
            var x: Int { get set }
            var y: Int = 0 { didSet {} }
            var z: Int { 1 }
            var w: Int { get { 1 } set {} }
            let v: Int
            lazy var u: UIView = { UIView() }()
        }
        protocol Q { var r: Int { get } ; var s: Int { get set } }
        """,
        // Types as written, with spaces, comments and line breaks inside.
        """
        final class T {
            var a: [String: Int]
            var b: Box<Feed >?
            var c: (Int) -> Void
            var d: Module.Name!
            var e: any Feed & Themed
            var f: Box<
                Feed
            > /* after */
        }
        protocol U { func g() -> [Int] ; func h() -> Box< A >? }
        """,
        // A member inside `#if` is not a direct member; nested types are read in their turn.
        """
        final class V {
            #if DEBUG
            var debug: Int = 0
            #endif
            struct Inner { var inner: Int }
            var outer: Inner
        }
        """,
        // Assemblies' methods, exposed or not.
        """
        final class ListAssembly {
            func build() -> UIViewController { UIViewController() }
            private func helper() -> Int { 1 }
            fileprivate static func make() {}
        }
        """,
        // Names on a line of their own: the line break is the name's leading trivia.
        """
        final class SplitAssembly {
            var
                split: Int
            func
                built() -> Int { 1 }
        }
        protocol Y { func
            named() }
        """,
        // Errors: missing names, types and braces.
        "protocol W { var : Int { get }\n func (x: Int) -> \n var y: { get } }\nfinal class X { var = 1; weak var z: \n",
    ]

    @Test(arguments: sources)
    func rawReadingAgreesWithTheTypedAPI(source: String) {
        let facts = SwiftFactsCollector.collect(path: "Sources.swift", source: source, skimBodies: false)
        let expected = TypedReading(source)
        let read = facts.protocols.flatMap { $0.properties + $0.methods } + facts.types.flatMap { $0.properties + $0.methods }
        // The facts list a protocol's properties before its methods; the typed reading, in order.
        let byPlace = { (a: Member, b: Member) in (a.line, a.column) < (b.line, b.column) }
        #expect(read.map(Member.init).sorted(by: byPlace) == expected.members.sorted(by: byPlace))
    }

    @Test(arguments: sources)
    func skimmedSourcesGiveTheSameMembers(source: String) {
        #expect(SwiftFactsCollector.collect(path: "S.swift", source: source) == SwiftFactsCollector.collect(path: "S.swift", source: source, skimBodies: false))
    }

    @Test func bytePositionsAfterCharactersThatAreNotASCII() throws {
        let facts = SwiftFactsCollector.collect(path: "S.swift", source: Self.sources[1])
        let type = try #require(facts.types.first)
        #expect(type.properties.map(\.name) == ["имя", "🎄", "view", "owner", "a", "b"])
        #expect(type.properties[1].position == Position(line: 2, column: "    let имя = \"ё\"; var ".utf8.count + 1))
        #expect(type.properties[3].modifiers == ["fileprivate", "unowned(safe)"])
    }
}

/// What the facts say of one member, in the terms the typed reading gives.
struct Member: Equatable, CustomStringConvertible {
    var name: String, line: Int, column: Int, type: String?, doc: Bool, weak: Bool, exposed: Bool, settable: Bool, stored: Bool

    init(_ fact: MemberFact) {
        self.init(name: fact.name, line: fact.position.line, column: fact.position.column, type: fact.type, doc: fact.hasDocComment,
                  weak: fact.isWeak, exposed: fact.isExposed, settable: fact.isSettable, stored: fact.isStored)
    }

    init(name: String, line: Int, column: Int, type: String?, doc: Bool, weak: Bool, exposed: Bool, settable: Bool, stored: Bool) {
        (self.name, self.line, self.column, self.type, self.doc) = (name, line, column, type, doc)
        (self.weak, self.exposed, self.settable, self.stored) = (weak, exposed, settable, stored)
    }

    var description: String { "\(name)@\(line):\(column) \(type ?? "-") doc=\(doc) weak=\(weak) exposed=\(exposed) set=\(settable) stored=\(stored)" }
}

/// The members as the typed syntax API reads them: the oracle.
final class TypedReading: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var members: [Member] = []
    /// Protocols first, then types, as the facts list them.
    private var typeMembers: [Member] = []

    init(_ source: String) {
        let tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
        walk(tree)
        members += typeMembers
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        members += read(node.memberBlock, methods: true, docs: true)
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeMembers += read(node.memberBlock, methods: node.name.text.hasSuffix("Assembly"), docs: false)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeMembers += read(node.memberBlock, methods: false, docs: false)
        return .visitChildren
    }

    private func read(_ block: MemberBlockSyntax, methods: Bool, docs: Bool) -> [Member] {
        block.members.flatMap { item -> [Member] in
            if let variable = item.decl.as(VariableDeclSyntax.self) { return properties(variable) }
            guard methods, let function = item.decl.as(FunctionDeclSyntax.self) else { return [] }
            let location = converter.location(for: function.name.positionAfterSkippingLeadingTrivia)
            let doc = docs && function.leadingTrivia.contains { if case .docLineComment = $0 { true } else if case .docBlockComment = $0 { true } else { false } }
            let hidden = function.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
            return [Member(name: function.name.text, line: location.line, column: location.column,
                           type: function.signature.returnClause.map { Self.compact($0.type) }, doc: doc,
                           weak: false, exposed: docs || !hidden, settable: false, stored: false)]
        }
    }

    private func properties(_ variable: VariableDeclSyntax) -> [Member] {
        let weak = variable.modifiers.contains { $0.name.text == "weak" }
        let exposed = !variable.modifiers.contains { ($0.name.text == "private" || $0.name.text == "fileprivate") && $0.detail == nil }
        let isVar = variable.bindingSpecifier.text == "var"
        return variable.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            let location = converter.location(for: identifier.positionAfterSkippingLeadingTrivia)
            let accessors: [String]? = binding.accessorBlock.map { block in
                if case .accessors(let list) = block.accessors { return list.map(\.accessorSpecifier.text) }
                return ["getter"]
            }
            let observers = accessors?.allSatisfy { $0 == "willSet" || $0 == "didSet" }
            return Member(name: identifier.identifier.text, line: location.line, column: location.column,
                          type: binding.typeAnnotation.map { Self.compact($0.type) }, doc: false, weak: weak, exposed: exposed,
                          settable: accessors.map { $0.contains { ["set", "willSet", "didSet"].contains($0) } } ?? isVar,
                          stored: accessors == nil || (observers == true && accessors != ["getter"]))
        }
    }

    private static func compact(_ type: TypeSyntax) -> String {
        String(type.trimmedDescription.unicodeScalars.filter { !" \t\n\r".unicodeScalars.contains($0) })
    }
}
