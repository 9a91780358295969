import FlowlintCore
import SwiftSyntax

/// A `viper-module-name` type rename across the project's Swift files: the declaration, its
/// extensions and every use as a type or in an expression (`T()`, `T.self`, `[T]`, `Mod.T`).
/// Sure when the old name is declared once, the new one nowhere, and no member, global or
/// Objective-C file uses the old name.
struct TypeRename {
    let old: String
    let new: String

    /// The old name of a plan's type: the type the finding points at, or the one its file is named after.
    init?(_ plan: RenamePlan, _ context: FixContext) {
        guard let type = plan.type, type.path.hasSuffix(".swift"), let facts = context.swiftFacts[type.path] else { return nil }
        let declared = facts.types.map { ($0.name, $0.position) } + facts.protocols.map { ($0.name, $0.position) }
        let base = String(ViperFile(path: type.path).baseName)
        guard let name = declared.first(where: { $0.1.line == type.line && plan.move == nil })?.0 ?? declared.first(where: { $0.0 == base })?.0,
              name != type.newName else { return nil }
        old = name
        new = type.newName
    }

    /// Why the rename is not sure, or nil.
    func blocker(_ files: [SwiftSource], _ context: FixContext) -> LocalizedText? {
        let declarations = files.flatMap { TypeDeclarationCollector.collect([old, new], in: $0) }
        if let taken = declarations.first(where: { $0.name == new }) {
            return LocalizedText(ru: "\(new) уже объявлен (\(taken.place))", en: "\(new) is already declared at \(taken.place)")
        }
        let olds = declarations.filter { $0.name == old }
        if olds.count > 1 {
            return LocalizedText(ru: "\(old) объявлен не один раз (\(olds.map(\.place).joined(separator: ", ")))",
                                 en: "\(old) is declared more than once (\(olds.map(\.place).joined(separator: ", ")))")
        }
        if let member = files.lazy.flatMap({ MemberDeclarationCollector.collect([old], in: $0) }).first {
            return LocalizedText(ru: "`\(old)` — ещё и имя члена или переменной (\(member.path):\(member.line))",
                                 en: "`\(old)` also names a member or variable at \(member.path):\(member.line)")
        }
        return MemberRename.objcBlocker(old, context)
    }

    /// Interface Builder names views and view controllers by class (`customClass`): not a Swift file.
    var caveat: LocalizedText? {
        guard ["ViewController", "View", "Cell"].contains(where: old.hasSuffix) else { return nil }
        return LocalizedText(ru: "storyboard и xib, где \(old) указан как customClass, не меняются: переименуйте его и там",
                             en: "storyboards and xibs that name \(old) as a customClass are not changed: rename it there too")
    }

    func edits(_ files: [SwiftSource]) -> [TextEdit] {
        files.flatMap { source in
            source.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> TextEdit? in
                guard token.text == old, token.tokenKind.isIdentifier, let parent = token.parent, Self.namesType(parent) else { return nil }
                return TextEdit(source.path, token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, new)
            }
        }
    }

    /// Where a type's name is written: its declaration, a type, an expression naming it.
    private static func namesType(_ node: Syntax) -> Bool {
        node.is(IdentifierTypeSyntax.self) || node.is(MemberTypeSyntax.self) || node.is(DeclReferenceExprSyntax.self)
            || node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
            || node.is(ProtocolDeclSyntax.self) || node.is(ActorDeclSyntax.self) || node.is(TypeAliasDeclSyntax.self)
    }
}

/// The types, protocols and type aliases named one of `names` in a file, wherever nested.
enum TypeDeclarationCollector {
    struct Declaration {
        let name: String
        let place: String
    }

    static func collect(_ names: Set<String>, in source: SwiftSource) -> [Declaration] {
        source.tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard names.contains(token.text), let parent = token.parent,
                  let named = parent.asProtocol(NamedDeclSyntax.self), named.name == token,
                  parent.isProtocol(DeclGroupSyntax.self) || parent.is(TypeAliasDeclSyntax.self) || parent.is(AssociatedTypeDeclSyntax.self)
            else { return nil }
            let line = source.lines.lineNumber(at: token.positionAfterSkippingLeadingTrivia.utf8Offset)
            return Declaration(name: token.text, place: "\(source.path):\(line)")
        }
    }
}
