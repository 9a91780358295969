import SwiftSyntax

/// Which local names a reference sees: parameters, closure parameters and captures, locals
/// declared before it, `if let`/`guard let`/`for`/`case let`/`catch` bindings, up to the type
/// declaration holding it. An unqualified name bound there is the local, not the member.
enum RenameScope {
    /// Whether `name` is bound by a scope between `node` and its enclosing type. With
    /// `anywhere`, a local declared after `node` in an enclosing block counts too (Swift refuses
    /// to reach past it to the member: "use of local variable before its declaration").
    static func binds(_ name: String, around node: some SyntaxProtocol, anywhere: Bool = false) -> Bool {
        binding(of: name, around: node, anywhere: anywhere) != nil
    }

    /// The node binding `name` for `node`, the nearest first: an identifier pattern (of a
    /// variable, a condition, a `for`, a `case`), a parameter, a closure parameter or capture, a
    /// local function, or the scope of an implicit one (`newValue`, `error`).
    static func binding(of name: String, around node: some SyntaxProtocol, anywhere: Bool = false) -> Syntax? {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.isProtocol(DeclGroupSyntax.self) { return nil }
            if let found = binding(of: name, in: parent, from: child, anywhere: anywhere) { return found }
            child = parent
        }
        return nil
    }

    private static func binding(of name: String, in parent: Syntax, from child: Syntax, anywhere: Bool) -> Syntax? {
        if let list = parent.as(CodeBlockItemListSyntax.self) {
            let items = anywhere ? Array(list) : Array(list.prefix { Syntax($0) != child })
            return items.reversed().lazy.compactMap { declaration(of: name, $0.item) }.first
        }
        if let conditions = parent.as(ConditionElementListSyntax.self) {
            let before = anywhere ? Array(conditions) : Array(conditions.prefix { Syntax($0) != child })
            return before.reversed().lazy.compactMap { conditionBinding(name, $0) }.first
        }
        if let ifExpr = parent.as(IfExprSyntax.self), child == Syntax(ifExpr.body) {
            return ifExpr.conditions.reversed().lazy.compactMap { conditionBinding(name, $0) }.first
        }
        if let whileStmt = parent.as(WhileStmtSyntax.self), child == Syntax(whileStmt.body) {
            return whileStmt.conditions.reversed().lazy.compactMap { conditionBinding(name, $0) }.first
        }
        if let forStmt = parent.as(ForStmtSyntax.self), child == Syntax(forStmt.body) {
            return patternBinding(name, forStmt.pattern)
        }
        if let catchClause = parent.as(CatchClauseSyntax.self), child == Syntax(catchClause.body) {
            if catchClause.catchItems.isEmpty { return name == "error" ? parent : nil }
            return catchClause.catchItems.lazy.compactMap { $0.pattern.flatMap { patternBinding(name, $0) } }.first
        }
        if let switchCase = parent.as(SwitchCaseSyntax.self), child == Syntax(switchCase.statements),
           case .case(let label) = switchCase.label {
            return label.caseItems.lazy.compactMap { patternBinding(name, $0.pattern) }.first
        }
        if let closure = parent.as(ClosureExprSyntax.self) {
            return closureBinding(name, closure)
        }
        return parameterBinding(name, parent)
    }

    /// A local variable, function or type declared by one statement (a `guard let` binds too).
    static func declaration(of name: String, _ item: CodeBlockItemSyntax.Item) -> Syntax? {
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return variable.bindings.lazy.compactMap { patternBinding(name, $0.pattern) }.first }
            if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text == name ? Syntax(function) : nil }
            return nil
        case .stmt(let stmt):
            guard let guardStmt = stmt.as(GuardStmtSyntax.self) else { return nil }
            return guardStmt.conditions.reversed().lazy.compactMap { conditionBinding(name, $0) }.first
        case .expr:
            return nil
        }
    }

    static func conditionBinding(_ name: String, _ element: ConditionElementSyntax) -> Syntax? {
        switch element.condition {
        case .optionalBinding(let binding): return patternBinding(name, binding.pattern)
        case .matchingPattern(let matching): return patternBinding(name, matching.pattern)
        default: return nil
        }
    }

    static func patternBinding(_ name: String, _ pattern: some SyntaxProtocol) -> Syntax? {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name ? Syntax(identifier) : nil }
        // Through expressions too: `case .loaded(let x)` holds its binding inside a call.
        return pattern.children(viewMode: .sourceAccurate).lazy.compactMap { patternBinding(name, $0) }.first
    }

    private static func closureBinding(_ name: String, _ closure: ClosureExprSyntax) -> Syntax? {
        guard let signature = closure.signature else { return nil }
        if let capture = signature.capture?.items.first(where: { $0.name.text == name }) { return Syntax(capture) }
        switch signature.parameterClause {
        case .simpleInput(let shorthand): return shorthand.first { $0.name.text == name }.map(Syntax.init)
        case .parameterClause(let clause): return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }.map(Syntax.init)
        case nil: return nil
        }
    }

    /// A function's, initialiser's, subscript's or accessor's parameters (`set(value)`, and the
    /// implicit `newValue`/`oldValue` of setters and observers: the accessor stands for them).
    private static func parameterBinding(_ name: String, _ parent: Syntax) -> Syntax? {
        if let function = parent.as(FunctionDeclSyntax.self) { return parameter(function.signature.parameterClause, name) }
        if let initializer = parent.as(InitializerDeclSyntax.self) { return parameter(initializer.signature.parameterClause, name) }
        if let subscriptDecl = parent.as(SubscriptDeclSyntax.self) { return parameter(subscriptDecl.parameterClause, name) }
        if let accessor = parent.as(AccessorDeclSyntax.self) {
            if let parameter = accessor.parameters { return parameter.name.text == name ? Syntax(parameter) : nil }
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): return name == "newValue" ? parent : nil
            case .keyword(.didSet): return name == "oldValue" ? parent : nil
            default: return nil
            }
        }
        return nil
    }

    private static func parameter(_ clause: FunctionParameterClauseSyntax, _ name: String) -> Syntax? {
        clause.parameters.first { parameter in
            let local = parameter.secondName ?? parameter.firstName
            return local.tokenKind != .wildcard && local.text == name
        }.map(Syntax.init)
    }
}
