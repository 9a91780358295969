import SwiftSyntax

/// One name of an inferred type with its generic arguments: `TableCell<CardFieldView>`.
struct TypeName: Hashable {
    let name: String
    /// Each argument's names; nil for one that names no plain type (`[Foo]`, a closure).
    var arguments: [[TypeName]?] = []

    /// `Foo?`, `Foo!`, `(any Foo)?`, `Optional<Foo>`, `A & B`, `Module.Foo`, `G<A, B>`; nil for
    /// what names no plain type (a function, a tuple, an array).
    static func of(_ type: TypeSyntax) -> [TypeName]? {
        if let optional = type.as(OptionalTypeSyntax.self) { return of(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return of(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return of(attributed.baseType) }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return of(existential.constraint) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return of(only.type)
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            let parts = composition.elements.map { of($0.type) }
            return parts.contains { $0 == nil } ? nil : parts.flatMap { $0 ?? [] }
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            guard let generic = identifier.genericArgumentClause else { return [TypeName(name: identifier.name.text)] }
            let arguments = generic.arguments.map { $0.argument.as(TypeSyntax.self).flatMap(of) }
            if ["Optional", "ImplicitlyUnwrappedOptional"].contains(identifier.name.text) {
                return arguments.count == 1 ? arguments[0] : nil
            }
            return [TypeName(name: identifier.name.text, arguments: arguments)]
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { return [TypeName(name: member.name.text)] }
        return nil
    }
}

/// What the project's generics tell, only where they are sure: the type aliases declared once
/// (outside generic types, protocols, extensions and function bodies, where they could mean
/// something else), and a generic type's member whose type is one of its generic parameters
/// (`TableCell<CardFieldView>.containedView` is a `CardFieldView`).
final class GenericSubstitution {
    /// How a generic type's argument decides a member's type.
    enum Member {
        /// The member's type is (or mentions) a generic parameter: the argument, or nil when it can't be told.
        case substituted([TypeName]?)
        /// The member's type doesn't depend on the arguments.
        case unaffected
    }

    private let context: FixContext
    private var aliasTable: [String: [TypeSyntax?]]?
    private var declarations: [String: (parameters: [String], members: MemberBlockSyntax)?] = [:]

    init(_ context: FixContext) {
        self.context = context
    }

    /// The type with every alias name replaced by what it stands for; nil when an alias can't be
    /// told (declared twice, generic, nested where it could mean something else) or the depth runs out.
    /// `isDeclared`: a name the project declares as a type, which is no alias.
    func resolvingAliases(_ type: [TypeName], depth: Int, isDeclared: (String) -> Bool) -> [TypeName]? {
        guard depth < 6 else { return nil }
        var resolved: [TypeName] = []
        for part in type {
            let arguments = part.arguments.map { $0.flatMap { resolvingAliases($0, depth: depth + 1, isDeclared: isDeclared) } }
            guard !isDeclared(part.name), let declared = aliases()[part.name] else {
                resolved.append(TypeName(name: part.name, arguments: arguments))
                continue
            }
            guard part.arguments.isEmpty, declared.count == 1, let value = declared[0], let names = TypeName.of(value),
                  let target = resolvingAliases(names, depth: depth + 1, isDeclared: isDeclared) else { return nil }
            resolved += target
        }
        return resolved
    }

    /// The generic parameters of the functions and types around `node`: there, those names are no alias.
    static func genericParameters(around node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = [], current = node.parent
        while let parent = current {
            if let clause = parent.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause {
                names.formUnion(clause.parameters.map(\.name.text))
            }
            current = parent.parent
        }
        return names
    }

    /// `name` of `type`, for a type with generic arguments.
    func member(_ name: String, of type: TypeName) -> Member {
        guard !type.arguments.isEmpty else { return .unaffected }
        guard let declaration = declaration(of: type.name), declaration.parameters.count == type.arguments.count else { return .substituted(nil) }
        let parameters = declaration.parameters
        for item in declaration.members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let written = Self.parameter(of: binding, parameters) else {
                    let mentions = binding.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
                    return mentions ? .substituted(nil) : .unaffected
                }
                return .substituted(parameters.firstIndex(of: written).flatMap { type.arguments[$0] })
            }
        }
        return .unaffected
    }

    /// The generic parameter a property is declared as: `let x: P` or `var x = P()`.
    private static func parameter(of binding: PatternBindingSyntax, _ parameters: [String]) -> String? {
        if let annotation = binding.typeAnnotation {
            guard let identifier = annotation.type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
            return parameters.first { $0 == identifier.name.text }
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.argumentNames == nil else { return nil }
        return parameters.first { $0 == callee.baseName.text }
    }

    /// The generic parameters and the body of the one type of the project named `name`; nil when
    /// the project declares it elsewhere too, or not at all.
    private func declaration(of name: String) -> (parameters: [String], members: MemberBlockSyntax)? {
        if let known = declarations[name] { return known }
        let paths = context.swiftFacts.filter { $0.value.types.contains { $0.name == name } }.map(\.key)
        let count = paths.first.flatMap { context.swiftFacts[$0]?.types.filter { $0.name == name }.count } ?? 0
        var found: (parameters: [String], members: MemberBlockSyntax)?
        if paths.count == 1, count == 1, let source = context.swift(paths[0]) {
            // Every type of the name in the file (an enum of it is no fact): exactly one, generic.
            let groups = source.tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                token.text == name ? token.parent?.asProtocol(DeclGroupSyntax.self).flatMap { $0.asProtocol(NamedDeclSyntax.self)?.name == token ? $0 : nil } : nil
            }
            if groups.count == 1, let generic = groups[0].asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause {
                found = (generic.parameters.map(\.name.text), groups[0].memberBlock)
            }
        }
        declarations[name] = .some(found)
        return found
    }

    /// Every type alias of the project by name: what it stands for, nil for one that can't be told.
    private func aliases() -> [String: [TypeSyntax?]] {
        if let aliasTable { return aliasTable }
        var table: [String: [TypeSyntax?]] = [:]
        for path in context.swiftPaths(mentioning: "typealias").sorted() where context.text(path)?.contains("typealias") == true {
            guard let source = context.swift(path) else { continue }
            for token in source.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.typealias) {
                guard let alias = token.parent?.as(TypeAliasDeclSyntax.self) else { continue }
                table[alias.name.text, default: []].append(Self.isPlain(alias) ? alias.initializer.value : nil)
            }
        }
        aliasTable = table
        return table
    }

    /// An alias that means the same everywhere: not generic itself, not in a function body, a
    /// protocol, an extension (maybe of a generic type) or a generic type.
    private static func isPlain(_ alias: TypeAliasDeclSyntax) -> Bool {
        guard alias.genericParameterClause == nil else { return false }
        var current = alias.parent
        while let node = current {
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self)
                || node.is(ProtocolDeclSyntax.self) || node.is(ExtensionDeclSyntax.self)
                || node.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause != nil { return false }
            current = node.parent
        }
        return true
    }
}
