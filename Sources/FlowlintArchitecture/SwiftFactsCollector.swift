import SwiftParser
import SwiftSyntax

/// Parses a Swift file once and walks it once, gathering every fact the rules need.
public enum SwiftFactsCollector {
    public static func collect(path: String, source: String) -> SwiftFileFacts {
        let tree = Parser.parse(source: source)
        let visitor = Visitor(converter: SourceLocationConverter(fileName: path, tree: tree), facts: SwiftFileFacts(path: path))
        visitor.walk(tree)
        visitor.facts.hasSyntaxErrors = tree.hasError
        return visitor.facts
    }

    final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var facts: SwiftFileFacts

        init(converter: SourceLocationConverter, facts: SwiftFileFacts) {
            self.converter = converter
            self.facts = facts
            super.init(viewMode: .sourceAccurate)
        }

        func position(_ node: some SyntaxProtocol) -> Position {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return Position(line: location.line, column: location.column)
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
            var fact = ProtocolFact(
                name: node.name.text, position: position(node.name),
                inherited: inherited.flatMap(Self.names), classBound: classBound(inherited, node.genericWhereClause),
                end: position(node.memberBlock.rightBrace))
            for member in node.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    fact.properties += properties(variable)
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    fact.methods.append(MemberFact(
                        name: function.name.text, position: position(function.name),
                        type: function.signature.returnClause.map { Self.compact($0.type) }))
                }
            }
            facts.protocols.append(fact)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            addType(name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, isClass: true)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            addType(name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, isClass: false)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            facts.extensions.append(ExtensionFact(
                extendedType: Self.compact(node.extendedType), position: position(node.extendedType),
                conformances: inheritedEntries(node.inheritanceClause)))
            return .visitChildren
        }

        /// Comments live in trivia: MARK sections and flowlint commands, each with its line.
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            var offset = token.position
            for piece in token.leadingTrivia {
                record(piece, at: offset)
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                record(piece, at: offset)
                offset += piece.sourceLength
            }
            return .visitChildren
        }

        private func record(_ piece: TriviaPiece, at offset: AbsolutePosition) {
            let text: String
            switch piece {
            case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment): text = comment
            default: return
            }
            let line = converter.location(for: offset).line
            if facts.suppressions.add(comment: Substring(text), line: line) { return }
            if let mark = Self.mark(text, line: line) { facts.marks.append(mark) }
        }

        private func addType(name: TokenSyntax, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, isClass: Bool) {
            var fact = TypeFact(name: name.text, position: position(name), isClass: isClass, inherited: inheritedEntries(inheritance))
            for member in members.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) { fact.properties += properties(variable) }
            }
            facts.types.append(fact)
        }

        private func inheritedEntries(_ clause: InheritanceClauseSyntax?) -> [(name: String, position: Position)] {
            (clause?.inheritedTypes ?? []).flatMap { entry in Self.names(entry.type).map { ($0, position(entry.type)) } }
        }

        private func properties(_ variable: VariableDeclSyntax) -> [MemberFact] {
            let modifiers = variable.modifiers.map { $0.name.text + ($0.detail.map { "(\($0.detail.text))" } ?? "") }
            let isWeak = modifiers.contains("weak")
            let isExposed = !modifiers.contains("private") && !modifiers.contains("fileprivate")
            return variable.bindings.compactMap { binding in
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
                return MemberFact(
                    name: identifier.identifier.text, position: position(identifier),
                    type: binding.typeAnnotation.map { Self.compact($0.type) }, isWeak: isWeak, isExposed: isExposed,
                    isSettable: Self.isSettable(binding, keyword: variable.bindingSpecifier.text))
            }
        }

        /// `{ get set }` in a protocol; a `var` without a getter body in a type.
        private static func isSettable(_ binding: PatternBindingSyntax, keyword: String) -> Bool {
            guard let block = binding.accessorBlock else { return keyword == "var" }
            guard case .accessors(let accessors) = block.accessors else { return false }
            return accessors.contains { $0.accessorSpecifier.text == "set" } || accessors.contains { $0.accessorSpecifier.text == "willSet" || $0.accessorSpecifier.text == "didSet" }
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

        /// A type as written, without spaces: `EventListPresenterProtocol!`.
        static func compact(_ type: TypeSyntax) -> String {
            type.trimmedDescription.filter { !$0.isWhitespace }
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

extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}
