import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Platform

/// Parses a Swift file once and walks it once, gathering every fact the rules need.
public enum SwiftFactsCollector {
    /// Square brackets nested deeper than this are not parsed. swift-syntax 602+ looks ahead
    /// for InlineArray sugar at every `[` and retries as a plain type, so parsing takes time
    /// exponential in the nesting (found by fuzzing: 22 levels take 1.4 s, 40 would take
    /// days). Real code nests a handful; 16 levels parse in about 20 ms.
    public static let maximumBracketDepth = 16

    /// The file's facts, or why it is not parsed.
    public static func collectIfParsable(path: String, source: String) -> Result<SwiftFileFacts, SkipReason> {
        switch BracketDepth.excess(in: source, squareLimit: maximumBracketDepth) {
        case nil:
            return .success(collect(path: path, source: source))
        case .square:
            return .failure(SkipReason(
                ru: "\(path): скобки [ вложены глубже \(maximumBracketDepth) уровней, файл не разбирается",
                en: "\(path): square brackets nested deeper than \(maximumBracketDepth) levels, not parsed"))
        case .nesting:
            return .failure(SkipReason(
                ru: "\(path): скобки ( и { вложены глубже \(BracketDepth.maximumNestingDepth) уровней, файл не разбирается",
                en: "\(path): parentheses and braces nested deeper than \(BracketDepth.maximumNestingDepth) levels, not parsed"))
        case .strayPounds:
            return .failure(SkipReason(
                ru: "\(path): больше \(BracketDepth.maximumStrayPounds) знаков # вне директив, макросов и строк — это не Swift, файл не разбирается",
                en: "\(path): over \(BracketDepth.maximumStrayPounds) # outside directives, macros and strings: not Swift, not parsed"))
        }
    }

    /// `skimBodies`: parse the source without its function bodies (`FunctionBodies`),
    /// which gives the same facts at a third of the cost on real code; a skimmed source that
    /// does not parse cleanly is parsed again as written.
    public static func collect(path: String, source: String, skimBodies: Bool = true) -> SwiftFileFacts {
        let skim = skimBodies ? FunctionBodies.skim(source) : FunctionBodies.Skim()
        var skimmedTree = skim.source.map { Parser.parse(source: $0) }
        if skimmedTree?.hasError == true { skimmedTree = nil }
        let tree = skimmedTree ?? Parser.parse(source: source)
        let visitor = Visitor(lines: LineTable(source), facts: SwiftFileFacts(path: path))
        if skimmedTree != nil { visitor.offsets = skim.offsets }
        visitor.source = source
        visitor.walk(tree)
        visitor.addExtensionMutations()
        // A tree with errors may hold its comments otherwise than the lexer read them.
        visitor.readComments(in: tree, source: source, comments: tree.hasError ? nil : skim.comments)
        visitor.facts.hasSyntaxErrors = tree.hasError
        visitor.readMainQueueDispatches(source: source, comments: tree.hasError ? nil : skim.comments, tree: tree)
        var text = source
        visitor.facts.selfAssignments = text.withUTF8 { bytes in
            SelfAssignment.inSwift(bytes) { visitor.lines.position(of: $0).line }
        }
        return visitor.facts
    }

    final class Visitor: SyntaxVisitor {
        let lines: LineTable
        var facts: SwiftFileFacts

        init(lines: LineTable, facts: SwiftFileFacts) {
            self.lines = lines
            self.facts = facts
            super.init(viewMode: .sourceAccurate)
        }

        /// Where the tree's bytes are in the source, for a skimmed tree.
        var offsets = SkimOffsets()
        /// The source as written (a skimmed tree leaves bodies out).
        var source = ""

        func position(_ node: some SyntaxProtocol) -> Position {
            position(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }

        /// Where a byte of the parsed text was in the source, as a line and column.
        func position(at offset: Int) -> Position {
            lines.position(of: offsets.original(offset))
        }

        // The rules look at type-level declarations only: members are read directly from
        // their declaration, so the walk never descends into functions, properties, bodies or
        // expressions (most of a file's nodes).
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        // A declaration's clauses, attributes and modifiers are read from the declaration itself
        // when needed; no type is declared inside them.
        override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
            var fact = ProtocolFact(
                name: node.name.text, position: position(node.name),
                inherited: inherited.flatMap(Self.names), classBound: classBound(inherited, node.genericWhereClause),
                end: position(node.memberBlock.rightBrace))
            fact.hasDocComment = node.raw.hasDocComment
            forEachMember(of: node.memberBlock) { member in
                if member.raw.kind == .variableDecl {
                    fact.properties += properties(member)
                } else if let function = RawFunctionDeclSyntax(member.raw) {
                    fact.methods.append(method(member, function, hasDocComment: member.raw.hasDocComment))
                }
            }
            facts.protocols.append(fact)
            return .skipChildren  // members are read above; protocols hold no nested types
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            addType(name: node.name, modifiers: node.modifiers, inheritance: node.inheritanceClause, members: node.memberBlock, isClass: true)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            addType(name: node.name, modifiers: node.modifiers, inheritance: node.inheritanceClause, members: node.memberBlock, isClass: false)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = Self.compact(node.extendedType)
            facts.extensions.append(ExtensionFact(
                extendedType: extended, position: position(node.extendedType),
                conformances: inheritedEntries(node.inheritanceClause)))
            // An interactor's state may be changed only by the methods of its extensions.
            if Self.namesAnInteractor(extended) {
                extensionMutations[extended, default: []].formUnion(MutationFinder.mutated(in: node.memberBlock))
            }
            return .visitChildren
        }

        /// Properties the file's extensions of an interactor change, by the interactor's name.
        private var extensionMutations: [String: Set<String>] = [:]

        /// An interactor declared in this file counts what its extensions here change.
        func addExtensionMutations() {
            guard !extensionMutations.isEmpty else { return }
            for index in facts.types.indices {
                if let mutated = extensionMutations[facts.types[index].name] { facts.types[index].mutated.formUnion(mutated) }
            }
        }

        /// `FooInteractor`, and its implementation class `FooInteractorImpl`.
        static func namesAnInteractor(_ name: String) -> Bool {
            name.hasSuffix("Interactor") || name.hasSuffix("InteractorImpl")
        }

        /// MARK sections and flowlint commands are rare: find their words in the bytes, then ask
        /// whether each one is in a comment (a string literal or code doesn't count): the
        /// comments the skimming lexer read (`comments`, the same pieces the tree holds as
        /// trivia), or else the tree.
        func readComments(in tree: SourceFileSyntax, source: String, comments: [Range<Int>]?) {
            var text = source
            text.withUTF8 { bytes in
                let offsets = Self.offsets(of: Array("MARK:".utf8), in: bytes) + Self.offsets(of: Array("flowlint:".utf8), in: bytes)
                var seen = Set<Int>()
                for offset in offsets.sorted() {
                    let found = comments.map { Self.comment(at: offset, among: $0, in: bytes) } ?? Self.comment(at: offset, in: tree)
                    guard let (comment, start) = found, seen.insert(start).inserted else { continue }
                    read(comment, line: lines.position(of: start).line)
                }
            }
        }

        /// A comment's command or MARK. The words are told apart by their bytes when that is
        /// sure (ASCII where they stand); otherwise, and for commands, as Characters.
        private func read(_ comment: String, line: Int) {
            switch CommentHead(comment) {
            case .mark:
                if let mark = Self.asciiMark(comment, line: line) ?? Self.mark(comment, line: line) { facts.marks.append(mark) }
            case .neither:
                return
            case .command, .unsure:
                if facts.suppressions.add(comment: Substring(comment), line: line) { return }
                if let mark = Self.mark(comment, line: line) { facts.marks.append(mark) }
            }
        }

        /// `DispatchQueue.main.async` (not `asyncAfter`) outside comments: found in the bytes,
        /// as the MARK comments are; bodies are not parsed.
        func readMainQueueDispatches(source: String, comments: [Range<Int>]?, tree: SourceFileSyntax) {
            var text = source
            text.withUTF8 { bytes in
                let needle = Array("DispatchQueue.main.async".utf8)
                for offset in Self.offsets(of: needle, in: bytes) {
                    let after = offset + needle.count
                    if after < bytes.count, Self.isIdentifierByte(bytes[after]) { continue }
                    let inComment = comments.map { Self.comment(at: offset, among: $0, in: bytes) != nil }
                        ?? (Self.comment(at: offset, in: tree) != nil)
                    if !inComment { facts.mainQueueDispatches.append(lines.position(of: offset)) }
                }
            }
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte >= 0x80
        }

        /// The comment among `comments` (sorted) covering `offset`, with where it starts.
        static func comment(at offset: Int, among comments: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
            var low = 0, high = comments.count
            while low < high {
                let middle = (low + high) / 2
                if comments[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
            }
            guard low < comments.count, comments[low].contains(offset) else { return nil }
            let range = comments[low]
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), range.lowerBound)
        }

        /// The comment trivia piece covering `offset`, with where it starts; nil outside comments.
        static func comment(at offset: Int, in tree: SourceFileSyntax) -> (String, Int)? {
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
            var start = token.position.utf8Offset
            for piece in token.leadingTrivia {
                if let found = commentText(piece, start: start, covering: offset) { return found }
                start += piece.sourceLength.utf8Length
            }
            start = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                if let found = commentText(piece, start: start, covering: offset) { return found }
                start += piece.sourceLength.utf8Length
            }
            return nil
        }

        private static func commentText(_ piece: TriviaPiece, start: Int, covering offset: Int) -> (String, Int)? {
            guard (start..<(start + piece.sourceLength.utf8Length)).contains(offset) else { return nil }
            switch piece {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                return (text, start)
            default:
                return nil
            }
        }

        /// Every place `needle` occurs: libc's memchr (vectorised) finds its first byte, memcmp
        /// the rest. (memmem is a GNU extension Swift's Glibc module doesn't expose.)
        static func offsets(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
            guard let base = bytes.baseAddress, let first = needle.first else { return [] }
            var found: [Int] = []
            var start = 0
            needle.withUnsafeBytes { raw in
                guard let pattern = raw.baseAddress else { return }
                while start + needle.count <= bytes.count,
                      let hit = memchr(base + start, Int32(first), bytes.count - start - needle.count + 1) {
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, pattern, needle.count) == 0 { found.append(offset) }
                    start = offset + 1
                }
            }
            return found
        }

        private func addType(name: TokenSyntax, modifiers: DeclModifierListSyntax, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, isClass: Bool) {
            var fact = TypeFact(name: name.text, position: position(name), isClass: isClass, inherited: inheritedEntries(inheritance))
            fact.hasDocComment = name.parent?.raw.hasDocComment ?? false
            fact.modifiers = modifiers.map { $0.detail == nil ? $0.name.text : $0.trimmedDescription }
            // Only assemblies' and states' methods are judged (viper-assembly-prefix,
            // viper-assembly-interface, viper-state-behaviour); reading every type's would cost a
            // tenth of a scan.
            let readsMethods = name.text.hasSuffix("Assembly") || name.text.hasSuffix("State")
            let isInteractor = Self.namesAnInteractor(name.text)
            if isInteractor { fact.mutated = MutationFinder.mutated(in: members) }
            forEachMember(of: members) { member in
                if member.raw.kind == .variableDecl {
                    fact.properties += properties(member, initializers: isInteractor)
                } else if readsMethods, let function = RawFunctionDeclSyntax(member.raw) {
                    var method = method(member, function)
                    method.isExposed = Self.isExposed(function.modifiers)
                    method.modifiers = function.modifiers.elements.map(\.name.text).filter { $0 == "static" || $0 == "class" }
                    fact.methods.append(method)
                }
            }
            facts.types.append(fact)
        }

        private func inheritedEntries(_ clause: InheritanceClauseSyntax?) -> [(name: String, position: Position)] {
            (clause?.inheritedTypes ?? []).flatMap { entry in Self.names(entry.type).map { ($0, position(entry.type)) } }
        }

        private func classBound(_ inherited: [TypeSyntax], _ whereClause: GenericWhereClauseSyntax?) -> ProtocolFact.ClassBound {
            for type in inherited {
                if type.is(ClassRestrictionTypeSyntax.self) { return .classKeyword(position(type)) }
                if Self.names(type).contains("AnyObject") { return .anyObject }
            }
            for requirement in whereClause?.requirements ?? [] {
                if case .conformanceRequirement(let conformance) = requirement.requirement,
                   conformance.leftType.trimmedDescription == "Self", Self.names(conformance.rightType).contains("AnyObject") {
                    return .anyObject
                }
            }
            return .none
        }

        /// `A & B` → [A, B]; `Module.Name` → `Name`; generics dropped.
        static func names(_ type: TypeSyntax) -> [String] {
            if let composition = type.as(CompositionTypeSyntax.self) {
                return composition.elements.flatMap { names($0.type) }
            }
            if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
            if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }
            if type.is(ClassRestrictionTypeSyntax.self) { return ["class"] }
            return [type.trimmedDescription]
        }

        /// `// MARK: - Properties`, `// MARK: Properties`, `//MARK:-Methods`.
        static func mark(_ comment: String, line: Int) -> MarkFact? {
            var text = Substring(comment).drop { $0 == "/" || $0 == "*" || $0 == " " }
            guard text.hasPrefix("MARK:") else { return nil }
            text = text.dropFirst("MARK:".count).drop { $0 == " " }
            let hasDash = text.first == "-"
            if hasDash { text = text.dropFirst().drop { $0 == " " } }
            let title = text.prefix { $0 != "*" }.trimmingCharacters(in: " \t")
            return MarkFact(line: line, title: String(title), hasDash: hasDash)
        }
    }
}

/// Line starts found with one scan of the source's bytes: positions without a second walk of
/// the tree (which `SourceLocationConverter` makes). Columns count UTF-8 bytes from 1, as
/// swift-syntax's do.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ source: String) {
        var text = source
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            // memchr is vectorised: most bytes are not line breaks.
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, 0x0A, bytes.count - offset) {
                offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
    }

    func position(of offset: Int) -> Position {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Position(line: low + 1, column: offset - starts[low] + 1)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}
