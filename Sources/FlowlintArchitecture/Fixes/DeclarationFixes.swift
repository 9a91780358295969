import SwiftSyntax

/// Fixes inside one declaration: a protocol's inheritance clause, a property's modifiers.
enum DeclarationFixes {
    /// `mvp-class-bound`: `: class` → `: AnyObject`; no bound → `AnyObject` first in the clause.
    static func classBound(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard let source = context.swift(target.path) else { return nil }
        if let token = source.token(at: target.position), token.tokenKind == .keyword(.class),
           token.parent?.parent?.is(InheritedTypeSyntax.self) == true || token.parent?.is(InheritedTypeSyntax.self) == true
            || token.parent?.is(ClassRestrictionTypeSyntax.self) == true {
            return [TextEdit(target.path, token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, "AnyObject")]
        }
        guard let decl = source.node(at: target.position, ProtocolDeclSyntax.self) else { return nil }
        if let first = decl.inheritanceClause?.inheritedTypes.first {
            return [.insert(target.path, at: first.positionAfterSkippingLeadingTrivia.utf8Offset, "AnyObject, ")]
        }
        let anchor = decl.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(decl.name)
        return [.insert(target.path, at: anchor.endPositionBeforeTrailingTrivia.utf8Offset, ": AnyObject")]
    }

    /// `mvp-weak-view`: `weak` before `var`, the access level and other modifiers kept; a
    /// non-optional type becomes implicitly unwrapped, so every use still compiles.
    static func weakView(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard let source = context.swift(target.path),
              let variable = source.node(at: target.position, VariableDeclSyntax.self),
              let type = variable.bindings.first?.typeAnnotation?.type else { return nil }
        // `weak` compiles only for a class-bound protocol (an MVP view protocol gets its bound from
        // mvp-class-bound's fix) or a class.
        let bare = StoredValue.bare(type.trimmedDescription)
        let project = context.project
        guard !project.protocols.contains(bare) || project.classBound.contains(bare) || project.isMVPRole(bare) else { return nil }
        return makeWeak(variable, path: target.path)
    }

    static func makeWeak(_ variable: VariableDeclSyntax, path: String) -> [TextEdit]? {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
              let binding = variable.bindings.first, let type = binding.typeAnnotation?.type, isStored(binding) else { return nil }
        var edits: [TextEdit] = []
        if let unowned = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.unowned) }) {
            edits.append(TextEdit(path, unowned.positionAfterSkippingLeadingTrivia.utf8Offset..<unowned.endPositionBeforeTrailingTrivia.utf8Offset, "weak"))
        } else {
            edits.append(.insert(path, at: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset, "weak "))
        }
        if !type.is(OptionalTypeSyntax.self), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            let text = type.trimmedDescription
            let wrapped = type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) ? text + "!" : "(\(text))!"
            edits.append(TextEdit(path, type.positionAfterSkippingLeadingTrivia.utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset, wrapped))
        }
        return edits
    }

    /// `weak`/`unowned` removed: the reference becomes strong.
    static func makeStrong(_ variable: VariableDeclSyntax, path: String) -> [TextEdit]? {
        let modifiers = variable.modifiers.filter { [.keyword(.weak), .keyword(.unowned)].contains($0.name.tokenKind) }
        guard !modifiers.isEmpty else { return nil }
        return modifiers.map { TextEdit.delete(path, $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPosition.utf8Offset) }
    }

    /// Storage, not a computed property: `weak` applies only there.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// `mvp-view-presenter-link`: the link property the finding asks for, replacing a property of
    /// that name or added first in the protocol's body.
    static func link(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard case .presenterLink(let name, let declaration) = target.request,
              let source = context.swift(target.path),
              let decl = source.node(at: target.position, ProtocolDeclSyntax.self) else { return nil }
        let members = decl.memberBlock.members
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == String(name) }) else { continue }
            guard variable.bindings.count == 1 else { return nil }
            let range = variable.positionAfterSkippingLeadingTrivia.utf8Offset..<variable.endPositionBeforeTrailingTrivia.utf8Offset
            let attributes = variable.attributes.isEmpty ? "" : variable.attributes.trimmedDescription + " "
            return [TextEdit(target.path, range, attributes + declaration)]
        }
        let indent = memberIndentation(decl, source)
        if let firstProperty = members.first(where: { $0.decl.is(VariableDeclSyntax.self) }), let start = source.declarationLineStart(firstProperty.decl) {
            // Beside the other properties, under their MARK.
            return [.insert(target.path, at: start, indent + declaration + "\n")]
        }
        let brace = decl.memberBlock.leftBrace
        let sameLine = members.first.map { source.lines.lineStart($0.decl.positionAfterSkippingLeadingTrivia.utf8Offset) == source.lines.lineStart(brace.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? false
        return [.insert(target.path, at: brace.endPositionBeforeTrailingTrivia.utf8Offset,
                        "\n" + indent + declaration + (sameLine ? "\n" + indent : ""))]
    }

    /// The indentation of a body's members: the first member's, else the declaration's and four spaces.
    static func memberIndentation(_ decl: some DeclGroupSyntax, _ source: SwiftSource) -> String {
        let outer = source.lines.indentation(decl.positionAfterSkippingLeadingTrivia.utf8Offset)
        guard let first = decl.memberBlock.members.first else { return outer + "    " }
        let offset = first.decl.positionAfterSkippingLeadingTrivia.utf8Offset
        let inner = source.lines.indentation(offset)
        return source.lines.lineStart(offset) + inner.utf8.count == offset ? inner : outer + "    "
    }
}
