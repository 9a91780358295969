import SwiftSyntax

/// Moving a conformance between a class's declaration and an extension.
enum ConformanceFixes {
    /// `mvp-view-conformance`: the view protocol leaves the class's clause for an extension
    /// after the class, under its MARK, as the seed writes it.
    static func view(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard let source = context.swift(target.path),
              let entry = source.node(at: target.position, InheritedTypeSyntax.self),
              let decl = source.node(at: target.position, ClassDeclSyntax.self),
              let removal = remove(entry, path: target.path) else { return nil }
        let name = entry.type.trimmedDescription
        let indent = source.lines.indentation(decl.positionAfterSkippingLeadingTrivia.utf8Offset)
        // A generic class's extension names it without its parameters.
        let addition = "\n\n\(indent)// MARK: - \(name)\n\n\(indent)extension \(decl.name.text): \(name) {}"
        return removal + [.insert(target.path, at: decl.endPositionBeforeTrailingTrivia.utf8Offset, addition)]
    }

    /// `mvp-presenter-conformance`: the presenter protocol leaves the extension's clause for the
    /// class's declaration (after the superclass and the other conformances), wherever the class is.
    static func presenter(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard let source = context.swift(target.path),
              let entry = source.node(at: target.position, InheritedTypeSyntax.self),
              let ext = source.node(at: target.position, ExtensionDeclSyntax.self), ext.genericWhereClause == nil,
              let removal = remove(entry, path: target.path) else { return nil }
        let typeName = ext.extendedType.trimmedDescription
        guard let (fact, path) = context.project.types[typeName], fact.isClass,
              let classSource = context.swift(path),
              let decl = classSource.node(at: fact.position, ClassDeclSyntax.self), decl.name.text == typeName else { return nil }
        let name = entry.type.trimmedDescription
        if let clause = decl.inheritanceClause, let last = clause.inheritedTypes.last {
            guard !clause.inheritedTypes.contains(where: { $0.type.trimmedDescription == name }) else { return removal }
            return removal + [.insert(path, at: last.type.endPositionBeforeTrailingTrivia.utf8Offset, ", \(name)")]
        }
        let anchor = decl.genericParameterClause.map(Syntax.init) ?? Syntax(decl.name)
        return removal + [.insert(path, at: anchor.endPositionBeforeTrailingTrivia.utf8Offset, ": \(name)")]
    }

    /// Removes one entry from an inheritance clause with its comma; the whole clause (and the
    /// space before the colon's line content) when it is the only entry.
    static func remove(_ entry: InheritedTypeSyntax, path: String) -> [TextEdit]? {
        guard let list = entry.parent?.as(InheritedTypeListSyntax.self),
              let clause = list.parent?.as(InheritanceClauseSyntax.self),
              let index = list.firstIndex(where: { $0.id == entry.id }) else { return nil }
        let entries = Array(list)
        let position = list.distance(from: list.startIndex, to: index)
        if entries.count == 1 {
            guard let previous = clause.colon.previousToken(viewMode: .sourceAccurate) else { return nil }
            return [.delete(path, previous.endPositionBeforeTrailingTrivia.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        if position < entries.count - 1 {
            let next = entries[position + 1]
            return [.delete(path, entry.positionAfterSkippingLeadingTrivia.utf8Offset..<next.positionAfterSkippingLeadingTrivia.utf8Offset)]
        }
        let previous = entries[position - 1]
        return [.delete(path, previous.type.endPositionBeforeTrailingTrivia.utf8Offset..<entry.endPositionBeforeTrailingTrivia.utf8Offset)]
    }
}
