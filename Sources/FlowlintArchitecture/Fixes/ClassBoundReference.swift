import SwiftSyntax

/// `viper-references` on a reference that must be weak but can't be as it stands, because its
/// protocol is not class-bound (`var output: ListInteractorOutput?` with `protocol
/// ListInteractorOutput {}`): the protocol gets `AnyObject` and the reference `weak`. Only when
/// nothing but classes can adopt the protocol: every type of the project adopting it, tests
/// included, is a class, and no protocol, type alias, struct, enum or generic clause names it.
enum ClassBoundReference {
    static func edits(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard case .weakReferenceWithClassBound(let property) = target.request, target.path.hasSuffix(".swift"),
              let source = context.swift(target.path),
              let variable = source.node(at: target.position, VariableDeclSyntax.self),
              variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property,
              let type = variable.bindings.first?.typeAnnotation?.type else { return nil }
        let name = StoredValue.bare(SwiftFactsCollector.Visitor.compact(type))
        let project = context.project
        guard project.protocols.contains(name), !project.classBound.contains(name),
              let path = project.protocolPaths[name], path.hasSuffix(".swift"),
              let fact = context.swiftFacts[path]?.protocols.first(where: { $0.name == name }),
              onlyClassesAdopt(name, context),
              let weak = DeclarationFixes.makeWeak(variable, path: target.path),
              let bound = DeclarationFixes.classBound(FixTarget(path: path, position: fact.position, request: .classBound), context)
        else { return nil }
        return bound + weak
    }

    /// Every Swift file that names the protocol, read as a tree: it may appear only as a class's
    /// or a class extension's conformance, or as a type of a value.
    static func onlyClassesAdopt(_ name: String, _ context: FixContext) -> Bool {
        for path in context.swiftFacts.keys.sorted() {
            guard let text = context.text(path), text.contains(name) else { continue }
            guard let source = context.swift(path) else { return false }
            let finder = AdoptionFinder(name: name, classes: context.project.classes)
            finder.walk(source.tree)
            if finder.refused { return false }
        }
        return true
    }
}

/// Looks for what a class-bound protocol would break: a non-class adopting it, a protocol
/// inheriting it, a type alias or generic constraint naming it (a struct may satisfy those).
private final class AdoptionFinder: SyntaxVisitor {
    let name: String
    let classes: Set<String>
    var refused = false

    init(name: String, classes: Set<String>) {
        self.name = name
        self.classes = classes
        super.init(viewMode: .sourceAccurate)
    }

    private func names(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { SwiftFactsCollector.Visitor.names($0.type).contains(name) } == true
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { refuse(names(node.inheritanceClause)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { refuse(names(node.inheritanceClause)) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { refuse(names(node.inheritanceClause)) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        refuse(names(node.inheritanceClause) && !classes.contains(SwiftFactsCollector.Visitor.compact(node.extendedType)))
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { refuse(node.initializer.value.trimmedDescription.contains(name)) }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { refuse(node.inheritedType?.trimmedDescription.contains(name) == true) }
    override func visit(_ node: GenericRequirementSyntax) -> SyntaxVisitorContinueKind { refuse(node.trimmedDescription.contains(name)) }

    private func refuse(_ found: Bool) -> SyntaxVisitorContinueKind {
        if found { refused = true }
        return refused ? .skipChildren : .visitChildren
    }
}
