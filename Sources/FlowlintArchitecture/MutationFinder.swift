import SwiftSyntax

/// The properties an interactor's methods change (`x = …`, `self.x += …`, `x.append(…)`,
/// `x[i] = …`): what tells state from an injected value. Initialisers don't count. Walks only
/// interactors' method bodies.
final class MutationFinder: SyntaxVisitor {
    private(set) var names: Set<String> = []

    static func mutated(in members: MemberBlockSyntax) -> Set<String> {
        let finder = MutationFinder(viewMode: .sourceAccurate)
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body { finder.walk(body) }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { if let accessors = binding.accessorBlock { finder.walk(accessors) } }
            }
        }
        return finder.names
    }

    static let mutatingMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "updateValue", "sort", "reverse", "formUnion", "subtract", "merge"]

    /// Unfolded by the parser: `x += 1` is a sequence of operand, operator, operand.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 && Self.isAssignment(element) {
            if let name = Self.target(elements[index - 1]) { names.insert(name) }
        }
        return .visitChildren
    }

    static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), Self.mutatingMethods.contains(member.declName.baseName.text),
           let base = member.base, let name = Self.target(base) {
            names.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }

    /// `x`, `self.x`, `x[i]`, `self.x.y` → `x`.
    static func target(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return target(subscriptCall.calledExpression) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(SubscriptCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
               base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                return target(base)
            }
            return member.declName.baseName.text
        }
        return nil
    }
}
