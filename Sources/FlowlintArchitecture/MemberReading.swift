@_spi(RawSyntax) import SwiftSyntax

/// The members of a type or protocol, read from the raw tree (`PlacedRaw`): properties with
/// their modifiers, types and accessors, methods with their return types.
extension SwiftFactsCollector.Visitor {
    /// Each member declaration in `block`'s braces, with where it starts.
    func forEachMember(of block: MemberBlockSyntax, _ body: (PlacedRaw) -> Void) {
        PlacedRaw(block.members).forEachChild { item in
            guard let member = RawMemberBlockItemSyntax(item.raw), let declaration = item.child(member.decl) else { return }
            body(declaration)
        }
    }

    /// A protocol's method, or an assembly's.
    func method(_ declaration: PlacedRaw, _ function: RawFunctionDeclSyntax, hasDocComment: Bool = false) -> MemberFact {
        var method = MemberFact(
            name: function.name.text, position: position(at: declaration.start(of: function.name)),
            type: function.signature.returnClause.map { Self.compact($0.type.raw) }, hasDocComment: hasDocComment)
        method.parameterTypes = function.signature.parameterClause.parameters.elements.map { Self.compact($0.type.raw) }
        return method
    }

    /// `initializers`: read initial values (only interactors' are judged: viper-interactor-state).
    func properties(_ declaration: PlacedRaw, initializers: Bool = false) -> [MemberFact] {
        guard let variable = RawVariableDeclSyntax(declaration.raw), let bindings = declaration.child(variable.bindings) else { return [] }
        // `private(set)` still exposes the getter; only a plain private/fileprivate hides it.
        var isWeak = false, isExposed = true
        var modifiers: [String] = []
        for modifier in variable.modifiers.elements {
            let name = modifier.name
            if name.isKeyword("weak") {
                isWeak = true
                continue
            }
            let detail = modifier.detail
            if detail == nil, name.isKeyword("private") || name.isKeyword("fileprivate") { isExposed = false }
            modifiers.append(detail.map { name.text + "(" + $0.detail.text + ")" } ?? name.text)
        }
        let isVar = variable.bindingSpecifier.isKeyword("var")
        var members: [MemberFact] = []
        bindings.forEachChild { placed in
            guard let binding = RawPatternBindingSyntax(placed.raw), let identifier = binding.pattern.as(RawIdentifierPatternSyntax.self)
            else { return }
            var member = MemberFact(
                name: identifier.identifier.text, position: position(at: placed.start(of: binding.pattern)),
                type: binding.typeAnnotation.map { Self.compact($0.type.raw) }, isWeak: isWeak, isExposed: isExposed,
                isSettable: Self.isSettable(binding, isVar: isVar))
            member.modifiers = modifiers
            // Only a call's callee is kept (`CatalogData` of `CatalogData()`): a closure's whole
            // text would cost more than the rest of the walk.
            member.initializer = initializers ? binding.initializer.map { Self.callee($0.value.raw) } : nil
            member.isStored = Self.isStored(binding)
            if member.isStored, let block = binding.accessorBlock, let placedBlock = placed.child(block) {
                member.observers = original(placedBlock)
            }
            members.append(member)
        }
        return members
    }

    /// A node's text as the source has it: the skimmed tree holds observers' bodies empty.
    func original(_ node: PlacedRaw) -> String {
        let start = offsets.original(node.start)
        let end = offsets.original(node.offset + node.raw.byteLength - node.raw.trailingTriviaByteLength)
        let utf8 = source.utf8
        guard start <= end, end <= utf8.count else { return String(decoding: node.raw.trimmedBytes, as: UTF8.self) }
        return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)], as: UTF8.self)
    }

    /// Not `private` or `fileprivate`.
    static func isExposed(_ modifiers: RawDeclModifierListSyntax) -> Bool {
        !modifiers.elements.contains { $0.name.isKeyword("private") || $0.name.isKeyword("fileprivate") }
    }

    static func callee(_ value: RawSyntax) -> String {
        if let call = RawFunctionCallExprSyntax(value) { return String(decoding: call.calledExpression.raw.trimmedBytes, as: UTF8.self) + "()" }
        return value.is(RawClosureExprSyntax.self) ? "{}" : String(String(decoding: value.trimmedBytes, as: UTF8.self).prefix(40))
    }

    /// No accessors, or only observers: the property has storage.
    private static func isStored(_ binding: RawPatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard let accessors = RawAccessorDeclListSyntax(block.accessors) else { return false }
        return accessors.elements.allSatisfy { isObserver($0.accessorSpecifier) }
    }

    /// `{ get set }` in a protocol; a `var` without a getter body in a type.
    private static func isSettable(_ binding: RawPatternBindingSyntax, isVar: Bool) -> Bool {
        guard let block = binding.accessorBlock else { return isVar }
        guard let accessors = RawAccessorDeclListSyntax(block.accessors) else { return false }
        return accessors.elements.contains { $0.accessorSpecifier.isKeyword("set") || isObserver($0.accessorSpecifier) }
    }

    private static func isObserver(_ specifier: RawTokenSyntax) -> Bool {
        specifier.isKeyword("willSet") || specifier.isKeyword("didSet")
    }

    /// A type as written, without spaces: `EventListPresenterProtocol!`.
    /// Most property types are a bare name, optional or not: read from its token, without
    /// printing the subtree (printing was a third of the walk).
    static func compact(_ type: TypeSyntax) -> String {
        compact(type.raw)
    }

    static func compact(_ type: RawSyntax) -> String {
        if let name = plainName(type) { return name }
        if let optional = RawOptionalTypeSyntax(type), let name = plainName(optional.wrappedType.raw) { return name + "?" }
        if let unwrapped = RawImplicitlyUnwrappedOptionalTypeSyntax(type), let name = plainName(unwrapped.wrappedType.raw) {
            return name + "!"
        }
        return String(decoding: type.trimmedBytes.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
    }

    private static func plainName(_ type: RawSyntax) -> String? {
        guard let identifier = RawIdentifierTypeSyntax(type), identifier.genericArgumentClause == nil else { return nil }
        return identifier.name.text
    }
}
