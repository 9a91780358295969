import SwiftSyntax

/// `viper-references`: a reference's ownership set as the suggestion says. A reference under
/// another name is a rename (every use of it changes): reported, not fixed.
enum ReferenceFixes {
    static func edits(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        // No suggestion: the reference can't be weak as it stands (its protocol isn't class-bound).
        guard let suggestion = target.suggestion else { return ClassBoundReference.edits(target, context) }
        // The declaration's head: a kept `didSet` may say `[weak self]`.
        let weak = suggestion.prefix { $0 != "{" }.split(whereSeparator: { !$0.isLetter }).contains("weak")
        if target.path.hasSuffix(".swift") {
            guard let source = context.swift(target.path),
                  let variable = source.node(at: target.position, VariableDeclSyntax.self),
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  suggestion.contains("var \(name):") else { return nil }
            return weak ? DeclarationFixes.makeWeak(variable, path: target.path) : DeclarationFixes.makeStrong(variable, path: target.path)
        }
        return objc(target, suggestion: suggestion, context)
    }

    /// The `@property (…)` line's attributes replaced by the suggestion's, the rest of the line kept.
    private static func objc(_ target: FixTarget, suggestion: String, _ context: FixContext) -> [TextEdit]? {
        guard let lines = context.lines(target.path),
              let facts = context.objcFacts[target.path],
              let property = facts.interfaces.flatMap(\.properties).first(where: { $0.line == target.position.line }),
              suggestion.hasSuffix(" \(property.name);") || suggestion.hasSuffix("*\(property.name);"),
              let open = suggestion.firstIndex(of: "("), let close = suggestion.firstIndex(of: ")") else { return nil }
        let attributes = suggestion[open...close]
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
