import SwiftSyntax

/// Which local names a reference sees: parameters, closure parameters and captures, locals
/// declared before it, `if let`/`guard let`/`for`/`case let`/`catch` bindings, up to the type
/// declaration holding it. An unqualified name bound there is the local, not the member.
enum RenameScope {
    /// Whether `name` is bound by a scope between `node` and its enclosing type. With
    /// `anywhere`, a local declared after `node` in an enclosing block counts too (Swift refuses
    /// to reach past it to the member: "use of local variable before its declaration").
    static func binds(_ name: String, around node: some SyntaxProtocol, anywhere: Bool = false) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.isProtocol(DeclGroupSyntax.self) { return false }
            if binds(name, in: parent, from: child, anywhere: anywhere) { return true }
            child = parent
        }
        return false
    }

    private static func binds(_ name: String, in parent: Syntax, from child: Syntax, anywhere: Bool) -> Bool {
        if let list = parent.as(CodeBlockItemListSyntax.self) {
            let items = anywhere ? Array(list) : Array(list.prefix { Syntax($0) != child })
            return items.contains { declares(name, $0.item) }
        }
        if let conditions = parent.as(ConditionElementListSyntax.self) {
            let before = anywhere ? Array(conditions) : Array(conditions.prefix { Syntax($0) != child })
            return before.contains { conditionBinds(name, $0) }
        }
        if let ifExpr = parent.as(IfExprSyntax.self), child == Syntax(ifExpr.body) {
            return ifExpr.conditions.contains { conditionBinds(name, $0) }
        }
        if let whileStmt = parent.as(WhileStmtSyntax.self), child == Syntax(whileStmt.body) {
            return whileStmt.conditions.contains { conditionBinds(name, $0) }
        }
        if let forStmt = parent.as(ForStmtSyntax.self), child == Syntax(forStmt.body) {
            return patternBinds(name, forStmt.pattern)
        }
        if let catchClause = parent.as(CatchClauseSyntax.self), child == Syntax(catchClause.body) {
            return catchClause.catchItems.isEmpty ? name == "error" : catchClause.catchItems.contains { $0.pattern.map { patternBinds(name, $0) } ?? false }
        }
        if let switchCase = parent.as(SwitchCaseSyntax.self), child == Syntax(switchCase.statements),
           case .case(let label) = switchCase.label {
            return label.caseItems.contains { patternBinds(name, $0.pattern) }
        }
        if let closure = parent.as(ClosureExprSyntax.self) {
            return closureBinds(name, closure)
        }
        return parametersBind(name, parent)
    }

    /// A local variable, function or type declared by one statement (a `guard let` binds too).
    static func declares(_ name: String, _ item: CodeBlockItemSyntax.Item) -> Bool {
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return variable.bindings.contains { patternBinds(name, $0.pattern) } }
            if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text == name }
            return false
        case .stmt(let stmt):
            guard let guardStmt = stmt.as(GuardStmtSyntax.self) else { return false }
            return guardStmt.conditions.contains { conditionBinds(name, $0) }
        case .expr:
            return false
        }
    }

    static func conditionBinds(_ name: String, _ element: ConditionElementSyntax) -> Bool {
        switch element.condition {
        case .optionalBinding(let binding): return patternBinds(name, binding.pattern)
        case .matchingPattern(let matching): return patternBinds(name, matching.pattern)
        default: return false
        }
    }

    static func patternBinds(_ name: String, _ pattern: some SyntaxProtocol) -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
        // Through expressions too: `case .loaded(let x)` holds its binding inside a call.
        return pattern.children(viewMode: .sourceAccurate).contains { patternBinds(name, $0) }
    }

    private static func closureBinds(_ name: String, _ closure: ClosureExprSyntax) -> Bool {
        guard let signature = closure.signature else { return false }
        if signature.capture?.items.contains(where: { $0.name.text == name }) == true { return true }
        switch signature.parameterClause {
        case .simpleInput(let shorthand): return shorthand.contains { $0.name.text == name }
        case .parameterClause(let clause): return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        case nil: return false
        }
    }

    /// A function's, initialiser's, subscript's or accessor's parameters (`set(value)`, and the
    /// implicit `newValue`/`oldValue` of setters and observers).
    private static func parametersBind(_ name: String, _ parent: Syntax) -> Bool {
        if let function = parent.as(FunctionDeclSyntax.self) { return parameters(function.signature.parameterClause, bind: name) }
        if let initializer = parent.as(InitializerDeclSyntax.self) { return parameters(initializer.signature.parameterClause, bind: name) }
        if let subscriptDecl = parent.as(SubscriptDeclSyntax.self) { return parameters(subscriptDecl.parameterClause, bind: name) }
        if let accessor = parent.as(AccessorDeclSyntax.self) {
            if let parameter = accessor.parameters { return parameter.name.text == name }
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): return name == "newValue"
            case .keyword(.didSet): return name == "oldValue"
            default: return false
            }
        }
        return false
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax, bind name: String) -> Bool {
        clause.parameters.contains { parameter in
            let local = parameter.secondName ?? parameter.firstName
            return local.tokenKind != .wildcard && local.text == name
        }
    }
}
