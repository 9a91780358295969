import SwiftSyntax

/// A member, global or enum case a rename must know about: who declares it and where.
struct MemberDeclaration: Equatable {
    /// The declaring type (an extension's extended type); nil for a global.
    let owner: String?
    let ownerIsProtocol: Bool
    let name: String
    let path: String
    let line: Int
    /// The identifier token's UTF-8 range.
    let range: Range<Int>
}

/// The declarations named one of `names` in a file: properties, methods and enum cases of types,
/// extensions and protocols, and globals. Locals are the business of `RenameScope`.
final class MemberDeclarationCollector: SyntaxVisitor {
    private let names: Set<String>
    private let source: SwiftSource
    private(set) var found: [MemberDeclaration] = []

    static func collect(_ names: Set<String>, in source: SwiftSource) -> [MemberDeclaration] {
        let collector = MemberDeclarationCollector(names: names, source: source)
        collector.walk(source.tree)
        return collector.found
    }

    /// The declarations named `name` in every Swift file of the project (tests included), with
    /// their name tokens; only files holding the text are parsed (once, by the context).
    static func collect(_ name: String, in context: FixContext) -> [(declaration: MemberDeclaration, token: TokenSyntax?)] {
        var found: [(declaration: MemberDeclaration, token: TokenSyntax?)] = []
        for path in context.swiftPaths(mentioning: name).sorted() where context.text(path)?.contains(name) == true {
            guard let source = context.swift(path) else { continue }
            for declaration in collect([name], in: source) {
                found.append((declaration, source.tree.token(at: AbsolutePosition(utf8Offset: declaration.range.lowerBound))))
            }
        }
        return found
    }

    private init(names: Set<String>, source: SwiftSource) {
        self.names = names
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                record(token, declaration: node)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name, declaration: node)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if let declaration = node.parent?.parent { record(node.name, declaration: declaration) }
        return .visitChildren
    }

    private func record(_ token: TokenSyntax, declaration: some SyntaxProtocol) {
        guard names.contains(token.text), let owner = Self.owner(of: declaration) else { return }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let line = source.lines.lineNumber(at: start)
        found.append(MemberDeclaration(owner: owner.name, ownerIsProtocol: owner.isProtocol, name: token.text, path: source.path,
                                       line: line, range: start..<token.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// The type a member belongs to, `(nil, false)` for a global; nil for a local.
    static func owner(of declaration: some SyntaxProtocol) -> (name: String?, isProtocol: Bool)? {
        guard let item = declaration.parent else { return nil }
        if item.is(CodeBlockItemSyntax.self) { return item.parent?.parent?.is(SourceFileSyntax.self) == true ? (nil, false) : nil }
        guard item.is(MemberBlockItemSyntax.self), let group = item.parent?.parent?.parent?.asProtocol(DeclGroupSyntax.self) else { return nil }
        return (typeName(of: group), group.is(ProtocolDeclSyntax.self))
    }

    /// `PostListInteractor` for its class and its extensions (`extension App.PostListInteractor`).
    static func typeName(of group: some DeclGroupSyntax) -> String? {
        if let named = group.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        guard let extended = group.as(ExtensionDeclSyntax.self)?.extendedType else { return nil }
        if let member = extended.as(MemberTypeSyntax.self) { return member.name.text }
        return extended.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// The name of the type whose body holds `node` (the nearest one), if any.
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self) { return typeName(of: group) }
            current = parent.parent
        }
        return nil
    }
}

extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}

extension LineOffsets {
    /// The 1-based line holding `offset`.
    func lineNumber(at offset: Int) -> Int {
        line(ofOffset: offset)
    }
}
