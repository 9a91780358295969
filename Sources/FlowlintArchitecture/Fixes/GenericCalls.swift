import SwiftSyntax

/// A call's result type where the project's generic functions make it sure: `base.f(label: X.self)`
/// or `f(X.self)` is an `X` when every function named `f` the project declares whose labels can
/// match the call is generic, returns its own parameter `T` (or `T?`) and takes that argument as
/// a `T.Type`. A candidate of another shape, a `f` the project doesn't declare as functions only,
/// or a trailing closure leave it unknown.
final class GenericCalls {
    private struct Parameter {
        let label: String?
        let canBeOmitted: Bool
        let isVariadic: Bool
    }

    private let context: FixContext
    private var functions: [String: [FunctionDeclSyntax]?] = [:]

    init(_ context: FixContext) {
        self.context = context
    }

    /// The `X` of the `X.self` argument the call's result type is, or nil when it can't be told.
    func metatypeArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, let name = Self.calleeName(call),
              let declared = functions(named: name) else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        var found: [ExprSyntax] = []
        for function in declared {
            let parameters = function.signature.parameterClause.parameters.map {
                Parameter(label: $0.firstName.text == "_" ? nil : $0.firstName.text,
                          canBeOmitted: $0.defaultValue != nil || $0.ellipsis != nil, isVariadic: $0.ellipsis != nil)
            }
            let matchings = Self.matchings(parameters, labels)
            if matchings.isEmpty { continue }
            guard matchings.count == 1, let argument = Self.metatypeArgument(function, call, matchings[0]) else { return nil }
            found.append(argument)
        }
        guard let first = found.first, found.allSatisfy({ $0.trimmedDescription == first.trimmedDescription }) else { return nil }
        return first
    }

    /// `f` of `f(…)` and `base.f(…)`, when it is a plain name no local shadows.
    private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil, access.declName.argumentNames == nil {
            return access.declName.baseName.text
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              !RenameScope.binds(reference.baseName.text, around: reference) else { return nil }
        return reference.baseName.text
    }

    /// For one candidate: the `X` of `X.self` given to its `T.Type` parameter, when it returns
    /// `T` or `T?` for its own generic parameter `T`. `matching`: each argument's parameter.
    private static func metatypeArgument(_ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax, _ matching: [Int]) -> ExprSyntax? {
        var returned = function.signature.returnClause?.type
        if let optional = returned?.as(OptionalTypeSyntax.self) { returned = optional.wrappedType }
        guard let generic = returned?.as(IdentifierTypeSyntax.self), generic.genericArgumentClause == nil,
              function.genericParameterClause?.parameters.contains(where: { $0.name.text == generic.name.text }) == true else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        var found: ExprSyntax?
        for (argument, index) in zip(call.arguments, matching) {
            let parameter = parameters[index]
            guard let metatype = parameter.type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type",
                  metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text == generic.name.text else { continue }
            guard parameter.ellipsis == nil, let access = argument.expression.as(MemberAccessExprSyntax.self),
                  access.declName.baseName.tokenKind == .keyword(.self), let base = access.base,
                  found.map({ $0.trimmedDescription == base.trimmedDescription }) ?? true else { return nil }
            found = base
        }
        return found
    }

    /// The ways the call's labels can take the parameters in order (an omitted one has a default
    /// or is variadic; a variadic one takes the unlabelled arguments after its first), at most two
    /// (one is all a caller trusts): for each argument, its parameter's index. Each (parameter,
    /// argument) pair is solved once, so many defaulted parameters can't make it exponential.
    private static func matchings(_ parameters: [Parameter], _ labels: [String?]) -> [[Int]] {
        // Real signatures are short; a generated one with hundreds of parameters stays unknown.
        guard parameters.count <= 64, labels.count <= 64 else { return [] }
        var solved: [Int: [[Int]]] = [:]
        return matchings(parameters, labels, from: 0, 0, &solved)
    }

    private static func matchings(_ parameters: [Parameter], _ labels: [String?], from parameter: Int, _ argument: Int,
                                  _ solved: inout [Int: [[Int]]]) -> [[Int]] {
        if argument == labels.count { return parameters[parameter...].allSatisfy(\.canBeOmitted) ? [[]] : [] }
        guard parameter < parameters.count else { return [] }
        let key = parameter * (labels.count + 1) + argument
        if let known = solved[key] { return known }
        var found: [[Int]] = []
        if parameters[parameter].canBeOmitted { found += matchings(parameters, labels, from: parameter + 1, argument, &solved) }
        if parameters[parameter].label == labels[argument] {
            var end = argument + 1
            if parameters[parameter].isVariadic { while end < labels.count, labels[end] == nil { end += 1 } }
            found += matchings(parameters, labels, from: parameter + 1, end, &solved).map { Array(repeating: parameter, count: end - argument) + $0 }
        }
        let kept = Array(found.prefix(2))
        solved[key] = kept
        return kept
    }

    /// The functions of the project named `name`, methods and globals; nil when none, or when
    /// something else has the name (a property holding a closure, an enum case).
    private func functions(named name: String) -> [FunctionDeclSyntax]? {
        if let known = functions[name] { return known }
        let declarations = MemberDeclarationCollector.collect(name, in: context)
        let found = declarations.compactMap { $0.token?.parent?.as(FunctionDeclSyntax.self) }
        let result = found.count == declarations.count && !found.isEmpty ? found : nil
        functions[name] = .some(result)
        return result
    }
}
