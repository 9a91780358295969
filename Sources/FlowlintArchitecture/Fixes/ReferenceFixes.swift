import SwiftSyntax

/// `viper-references`: a reference's ownership set as the finding asks. A reference under
/// another name is a rename (every use of it changes): reported, not fixed.
enum ReferenceFixes {
    static func edits(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        // The reference can't be weak as it stands (its protocol isn't class-bound).
        if case .weakReferenceWithClassBound = target.request { return ClassBoundReference.edits(target, context) }
        guard case .referenceOwnership(let property, let weak, let attributes) = target.request else { return nil }
        if target.path.hasSuffix(".swift") {
            guard let source = context.swift(target.path),
                  let variable = source.node(at: target.position, VariableDeclSyntax.self),
                  variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property else { return nil }
            return weak ? DeclarationFixes.makeWeak(variable, path: target.path) : DeclarationFixes.makeStrong(variable, path: target.path)
        }
        return objc(target, property: property, attributes: "(" + attributes.joined(separator: ", ") + ")", context)
    }

    /// The `@property (…)` line's attributes replaced by the requested ones, the rest of the line kept.
    private static func objc(_ target: FixTarget, property name: String, attributes: String, _ context: FixContext) -> [TextEdit]? {
        guard let lines = context.lines(target.path),
              let facts = context.objcFacts[target.path],
              let property = facts.interfaces.flatMap(\.properties).first(where: { $0.line == target.position.line }),
              property.name == name else { return nil }
        let text = lines.line(target.position.line)
        let start = lines.start(ofLine: target.position.line)
        guard let keyword = text.firstRange(of: "@property") else { return nil }
        let afterKeyword = text.utf8.distance(from: text.startIndex, to: keyword.upperBound)
        let rest = text[keyword.upperBound...]
        let spaces = rest.prefix { $0 == " " || $0 == "\t" }
        if rest.dropFirst(spaces.count).first == "(" {
            guard let existingClose = rest.firstIndex(of: ")") else { return nil }
            let from = start + afterKeyword + spaces.utf8.count
            let to = start + text.utf8.distance(from: text.startIndex, to: existingClose) + 1
            return [TextEdit(target.path, from..<to, String(attributes))]
        }
        return [.insert(target.path, at: start + afterKeyword, " " + attributes)]
    }
}
