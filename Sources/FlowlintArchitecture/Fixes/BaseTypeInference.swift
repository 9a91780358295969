import SwiftParser
import SwiftSyntax

/// The type of a member access's base as the code writes it down, without a type checker:
/// `self`, a parameter, local or stored property with a type annotation, `let x = T(…)`,
/// `T()`, `x as T`, optional chaining and force unwraps of those, a stored property of such
/// a base, and what the project's generics make sure (`GenericSubstitution`, `GenericCalls`).
/// Anything else (another call's result, a closure parameter without a type, `Any`) is unknown: nil.
final class BaseTypeInference {
    /// The project's classes, structs and protocols, with their properties.
    private let members: [String: [MemberFact]]
    private let superclass: [String: String]
    /// Written types read from the facts, parsed once.
    private var parsed: [String: [TypeName]?] = [:]
    /// Every Swift file of the project (tests included), and the types its members of a name are declared with.
    private let context: FixContext
    private var declared: [String: [(owner: String, type: [TypeName]?)]] = [:]
    private let generics: GenericSubstitution
    private let calls: GenericCalls
    private static let depthLimit = 6

    init(_ context: FixContext) {
        self.context = context
        generics = GenericSubstitution(context)
        calls = GenericCalls(context)
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
    func type(of expr: ExprSyntax) -> [String]? {
        inferred(expr)?.map(\.name)
    }

    private func inferred(_ expr: ExprSyntax, depth: Int = 0) -> [TypeName]? {
        guard depth < Self.depthLimit else { return nil }
        if let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            if reference.baseName.tokenKind == .keyword(.self) {
                return MemberDeclarationCollector.enclosingType(of: reference).map { [TypeName(name: $0)] }
            }
            return type(ofName: reference.baseName.text, at: reference, depth: depth)
        }
        if let wrapped = expr.as(OptionalChainingExprSyntax.self) { return inferred(wrapped.expression, depth: depth) }
        if let wrapped = expr.as(ForceUnwrapExprSyntax.self) { return inferred(wrapped.expression, depth: depth) }
        if let wrapped = expr.as(TryExprSyntax.self) { return inferred(wrapped.expression, depth: depth) }
        if let wrapped = expr.as(AwaitExprSyntax.self) { return inferred(wrapped.expression, depth: depth) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return inferred(only.expression, depth: depth)
        }
        if let cast = expr.as(AsExprSyntax.self) { return resolved(cast.type) }
        // Unfolded, `x as T` is a sequence of the value, `as` and the type.
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return resolved(type.type)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return constructed(call.calledExpression) ?? genericResult(of: call) }
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, access.declName.argumentNames == nil {
            let name = access.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return storedProperty(name, at: access, depth: depth) }
            return inferred(base, depth: depth + 1).flatMap { property(name, of: $0) }
        }
        return nil
    }

    /// `T(…)` and `T.init(…)` of a project type make a `T`; other calls' results are unknown.
    private func constructed(_ callee: ExprSyntax) -> [TypeName]? {
        var callee = callee
        if let access = callee.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init", let base = access.base { callee = base }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              isDeclared(reference.baseName.text), !RenameScope.binds(reference.baseName.text, around: reference) else { return nil }
        return [TypeName(name: reference.baseName.text)]
    }

    /// `f(X.self)` of a generic `f` returning its `T` (`GenericCalls`): an `X`, when `X` names a type.
    private func genericResult(of call: FunctionCallExprSyntax) -> [TypeName]? {
        guard let argument = calls.metatypeArgument(of: call) else { return nil }
        let named = argument.as(GenericSpecializationExprSyntax.self)?.expression ?? argument
        guard namesType(named), !GenericSubstitution.genericParameters(around: named).contains(named.trimmedDescription) else { return nil }
        return parse(argument.trimmedDescription)
    }

    /// A name: a local binding, else a property of the type whose body holds it.
    private func type(ofName name: String, at node: some SyntaxProtocol, depth: Int) -> [TypeName]? {
        if let binding = RenameScope.binding(of: name, around: node) { return type(ofBinding: binding, name, depth: depth + 1) }
        return storedProperty(name, at: node, depth: depth)
    }

    /// A property of the type whose body holds `node`: as declared in that body or another body
    /// of the type in this file (a type annotation or an initial value), else its written type in
    /// the project's facts.
    private func storedProperty(_ name: String, at node: some SyntaxProtocol, depth: Int) -> [TypeName]? {
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
        return property(name, of: [TypeName(name: owner)])
    }

    /// The types `.name` may have when its base's type is unknown: one per declaration of a
    /// member `name` in the project. Nil (unknown) when none declares it (it's a framework's or a
    /// tuple's) or one is no property or has a type that can't be told. A framework's `name`
    /// may have a framework type: the caller trusts the list only when every type is a project one.
    func declaredTypes(ofMember name: String) -> [[String]]? {
        let all = declarations(ofMember: name)
        let types = all.compactMap(\.type)
        return !all.isEmpty && types.count == all.count ? types.map { $0.map(\.name) } : nil
    }

    /// Every member `name` of the project's types and extensions: its owner and its type, nil when
    /// it can't be told (no property, or a type that can't be told).
    private func declarations(ofMember name: String) -> [(owner: String, type: [TypeName]?)] {
        if let known = declared[name] { return known }
        // While they are read, a declaration whose type needs the name's own declarations can't be told.
        declared[name] = []
        let found = MemberDeclarationCollector.collect(name, in: context).compactMap { declaration, token -> (owner: String, type: [TypeName]?)? in
            guard let owner = declaration.owner else { return nil }
            let binding = token?.ancestor(PatternBindingSyntax.self)
            let named = binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            return (owner, named ? binding.flatMap { type(ofPatternBinding: $0, depth: 1) } : nil)
        }
        declared[name] = found
        return found
    }

    private func type(ofBinding binding: Syntax, _ name: String, depth: Int) -> [TypeName]? {
        if let pattern = binding.as(IdentifierPatternSyntax.self) {
            if let variable = pattern.parent?.as(PatternBindingSyntax.self) { return type(ofPatternBinding: variable, depth: depth) }
            guard let condition = pattern.parent?.as(OptionalBindingConditionSyntax.self) else { return nil }
            if let annotation = condition.typeAnnotation { return resolved(annotation.type) }
            if let value = condition.initializer?.value { return inferred(value, depth: depth) }
            // `if let x {`: the outer `x`, as seen from the condition.
            return type(ofName: name, at: condition, depth: depth)
        }
        if let parameter = binding.as(FunctionParameterSyntax.self) {
            return parameter.ellipsis == nil ? resolved(parameter.type) : nil
        }
        if let parameter = binding.as(ClosureParameterSyntax.self) {
            return parameter.ellipsis == nil ? parameter.type.flatMap(resolved) : nil
        }
        if let capture = binding.as(ClosureCaptureSyntax.self), let closure = capture.ancestor(ClosureExprSyntax.self) {
            if let value = capture.initializer?.value { return inferred(value, depth: depth) }
            return type(ofName: name, at: closure, depth: depth)
        }
        return nil
    }

    private func type(ofPatternBinding binding: PatternBindingSyntax, depth: Int) -> [TypeName]? {
        if let annotation = binding.typeAnnotation { return resolved(annotation.type) }
        return binding.initializer.flatMap { inferred($0.value, depth: depth) }
    }

    /// A property's type in one of the types (or their superclasses): a generic type's argument
    /// where its type is the generic parameter, else as written; nil when none or several disagree.
    private func property(_ name: String, of types: [TypeName]) -> [TypeName]? {
        var found: Set<[TypeName]> = []
        for type in types {
            if case .substituted(let argument) = generics.member(name, of: type) {
                guard let argument else { return nil }
                found.insert(argument)
                continue
            }
            var current: String? = type.name
            var seen: Set<String> = []
            while let owner = current, seen.insert(owner).inserted {
                if let member = members[owner]?.first(where: { $0.name == name }) {
                    // No written type (`let x = T()`): its declarations in the owner tell.
                    let types = member.type.map { [parse($0)] } ?? declarations(ofMember: name).filter { $0.owner == owner }.map(\.type)
                    guard !types.isEmpty, let first = types[0], types.allSatisfy({ $0 == first }) else { return nil }
                    found.insert(first)
                    break
                }
                current = superclass[owner]
            }
        }
        return found.count == 1 ? found.first : nil
    }

    private func parse(_ written: String) -> [TypeName]? {
        if let known = parsed[written] { return known }
        let tree = Parser.parse(source: "let _: " + written)
        let type = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
        let names = tree.hasError ? nil : type.flatMap(resolved)
        parsed[written] = names
        return names
    }

    /// A written type with the project's type aliases resolved, but for the generic parameters around it.
    private func resolved(_ type: TypeSyntax) -> [TypeName]? {
        let parameters = GenericSubstitution.genericParameters(around: type)
        return TypeName.of(type).flatMap { generics.resolvingAliases($0, depth: 0) { isDeclared($0) || parameters.contains($0) } }
    }

    /// The names a written type is made of (`TypeName.of`, without the generic arguments).
    static func names(of type: TypeSyntax) -> [String]? {
        TypeName.of(type)?.map(\.name)
    }
}
