import SwiftParser
import SwiftSyntax

/// The type of a member access's base as the code writes it down, without a type checker:
/// `self`, a parameter, local or stored property with a type annotation, `let x = T(…)`,
/// `T()`, `x as T`, optional chaining and force unwraps of those, and a stored property of such
/// a base. Anything else (a call's result, a closure parameter without a type, `Any`) is
/// unknown: nil.
final class BaseTypeInference {
    /// The project's classes, structs and protocols, with their properties.
    private let members: [String: [MemberFact]]
    private let superclass: [String: String]
    /// Written types read from the facts, parsed once.
    private var parsed: [String: [String]?] = [:]
    /// Every Swift file of the project (tests included), and the types its members of a name are declared with.
    private let context: FixContext
    private var declared: [String: [[String]]?] = [:]
    private static let depthLimit = 6

    init(_ context: FixContext) {
        self.context = context
        var members: [String: [MemberFact]] = [:], classes: Set<String> = [], parents: [String: String] = [:]
        for facts in context.swiftFacts.values {
            for type in facts.types {
                members[type.name, default: []] += type.properties
                if type.isClass { classes.insert(type.name) }
                if let first = type.inherited.first?.name { parents[type.name] = first }
            }
            for declared in facts.protocols { members[declared.name, default: []] += declared.properties }
        }
        self.members = members
        superclass = parents.filter { classes.contains($0.value) }
    }

    /// A class, struct or protocol the project declares: what a base's type must be to be known.
    func isDeclared(_ name: String) -> Bool { members[name] != nil }

    /// A capitalised name that is no local and no property here: a type, whose `.x` is a static
    /// member or an enum case, never an instance's property.
    func namesType(_ expr: ExprSyntax) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              reference.baseName.tokenKind.isIdentifier, reference.baseName.text.first?.isUppercase == true else { return false }
        return type(of: expr) == nil && !RenameScope.binds(reference.baseName.text, around: reference)
    }

    /// The names an expression's type is made of (`A & B` gives both, optionals unwrapped).
    func type(of expr: ExprSyntax, depth: Int = 0) -> [String]? {
        guard depth < Self.depthLimit else { return nil }
        if let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            if reference.baseName.tokenKind == .keyword(.self) { return MemberDeclarationCollector.enclosingType(of: reference).map { [$0] } }
            return type(ofName: reference.baseName.text, at: reference, depth: depth)
        }
        if let wrapped = expr.as(OptionalChainingExprSyntax.self) { return type(of: wrapped.expression, depth: depth) }
        if let wrapped = expr.as(ForceUnwrapExprSyntax.self) { return type(of: wrapped.expression, depth: depth) }
        if let wrapped = expr.as(TryExprSyntax.self) { return type(of: wrapped.expression, depth: depth) }
        if let wrapped = expr.as(AwaitExprSyntax.self) { return type(of: wrapped.expression, depth: depth) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return type(of: only.expression, depth: depth)
        }
        if let cast = expr.as(AsExprSyntax.self) { return Self.names(of: cast.type) }
        // Unfolded, `x as T` is a sequence of the value, `as` and the type.
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return Self.names(of: type.type)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return constructed(call.calledExpression) }
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, access.declName.argumentNames == nil {
            let name = access.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return storedProperty(name, at: access, depth: depth) }
            return type(of: base, depth: depth + 1).flatMap { property(name, of: $0) }
        }
        return nil
    }

    /// `T(…)` and `T.init(…)` of a project type make a `T`; other calls' results are unknown.
    private func constructed(_ callee: ExprSyntax) -> [String]? {
        var callee = callee
        if let access = callee.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init", let base = access.base { callee = base }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              isDeclared(reference.baseName.text), !RenameScope.binds(reference.baseName.text, around: reference) else { return nil }
        return [reference.baseName.text]
    }

    /// A name: a local binding, else a property of the type whose body holds it.
    private func type(ofName name: String, at node: some SyntaxProtocol, depth: Int) -> [String]? {
        if let binding = RenameScope.binding(of: name, around: node) { return type(ofBinding: binding, name, depth: depth + 1) }
        return storedProperty(name, at: node, depth: depth)
    }

    /// A property of the type whose body holds `node`: as declared in that body or another body
    /// of the type in this file (a type annotation or an initial value), else its written type in
    /// the project's facts.
    private func storedProperty(_ name: String, at node: some SyntaxProtocol, depth: Int) -> [String]? {
        guard let owner = MemberDeclarationCollector.enclosingType(of: node) else { return nil }
        var current = node.parent
        while let parent = current, !parent.isProtocol(DeclGroupSyntax.self) { current = parent.parent }
        let enclosing = current?.asProtocol(DeclGroupSyntax.self)
        // The class's body and its extensions at the file's top level.
        let siblings = node.root.as(SourceFileSyntax.self)?.statements.compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }
            .filter { MemberDeclarationCollector.typeName(of: $0) == owner } ?? []
        for group in (enclosing.map { [$0] } ?? []) + siblings {
            for item in group.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return type(ofPatternBinding: binding, depth: depth + 1)
                }
            }
        }
        return property(name, of: [owner])
    }

    /// The types `.name` may have when its base's type is unknown: one per declaration of a
    /// member `name` in the project. Nil (unknown) when none declares it (it's a framework's or a
    /// tuple's) or one is no property or has a type that can't be told. A framework's `name`
    /// may have a framework type: the caller trusts the list only when every type is a project one.
    func declaredTypes(ofMember name: String) -> [[String]]? {
        if let known = declared[name] { return known }
        var types: [[String]] = [], complete = true
        for path in context.swiftFacts.keys.sorted() where context.text(path)?.contains(name) == true {
            guard let source = context.swift(path) else { continue }
            for declaration in MemberDeclarationCollector.collect([name], in: source) where declaration.owner != nil {
                guard let token = source.tree.token(at: AbsolutePosition(utf8Offset: declaration.range.lowerBound)),
                      let binding = token.ancestor(PatternBindingSyntax.self),
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                      let type = type(ofPatternBinding: binding, depth: 1) else {
                    complete = false
                    continue
                }
                types.append(type)
            }
        }
        let result = complete && !types.isEmpty ? types : nil
        declared[name] = .some(result)
        return result
    }

    private func type(ofBinding binding: Syntax, _ name: String, depth: Int) -> [String]? {
        if let pattern = binding.as(IdentifierPatternSyntax.self) {
            if let variable = pattern.parent?.as(PatternBindingSyntax.self) { return type(ofPatternBinding: variable, depth: depth) }
            guard let condition = pattern.parent?.as(OptionalBindingConditionSyntax.self) else { return nil }
            if let annotation = condition.typeAnnotation { return Self.names(of: annotation.type) }
            if let value = condition.initializer?.value { return type(of: value, depth: depth) }
            // `if let x {`: the outer `x`, as seen from the condition.
            return type(ofName: name, at: condition, depth: depth)
        }
        if let parameter = binding.as(FunctionParameterSyntax.self) {
            return parameter.ellipsis == nil ? Self.names(of: parameter.type) : nil
        }
        if let parameter = binding.as(ClosureParameterSyntax.self) {
            return parameter.ellipsis == nil ? parameter.type.flatMap(Self.names) : nil
        }
        if let capture = binding.as(ClosureCaptureSyntax.self), let closure = capture.ancestor(ClosureExprSyntax.self) {
            if let value = capture.initializer?.value { return type(of: value, depth: depth) }
            return type(ofName: name, at: closure, depth: depth)
        }
        return nil
    }

    private func type(ofPatternBinding binding: PatternBindingSyntax, depth: Int) -> [String]? {
        if let annotation = binding.typeAnnotation { return Self.names(of: annotation.type) }
        return binding.initializer.flatMap { type(of: $0.value, depth: depth) }
    }

    /// A property's written type in one of the types (or their superclasses); nil when none or
    /// several disagree.
    private func property(_ name: String, of types: [String]) -> [String]? {
        var found: Set<[String]> = []
        for type in types {
            var current: String? = type
            var seen: Set<String> = []
            while let owner = current, seen.insert(owner).inserted {
                if let written = members[owner]?.first(where: { $0.name == name })?.type {
                    if let names = parse(written) { found.insert(names) } else { return nil }
                    break
                }
                current = superclass[owner]
            }
        }
        return found.count == 1 ? found.first : nil
    }

    private func parse(_ written: String) -> [String]? {
        if let known = parsed[written] { return known }
        let tree = Parser.parse(source: "let _: " + written)
        let type = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
        let names = tree.hasError ? nil : type.flatMap(Self.names)
        parsed[written] = names
        return names
    }

    /// `Foo?`, `Foo!`, `(any Foo)?`, `Optional<Foo>`, `A & B`, `Module.Foo`; nil for what names
    /// no plain type (a function, a tuple, a generic type).
    static func names(of type: TypeSyntax) -> [String]? {
        if let optional = type.as(OptionalTypeSyntax.self) { return names(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return names(of: unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return names(of: attributed.baseType) }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return names(of: existential.constraint) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return names(of: only.type)
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            let parts = composition.elements.map { names(of: $0.type) }
            return parts.contains { $0 == nil } ? nil : parts.flatMap { $0 ?? [] }
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            guard let generic = identifier.genericArgumentClause else { return [identifier.name.text] }
            guard ["Optional", "ImplicitlyUnwrappedOptional"].contains(identifier.name.text), generic.arguments.count == 1,
                  let argument = generic.arguments.first?.argument.as(TypeSyntax.self) else { return nil }
            return names(of: argument)
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { return [member.name.text] }
        return nil
    }
}
