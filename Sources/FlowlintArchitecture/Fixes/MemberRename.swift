import FlowlintCore
import SwiftSyntax

/// A stored property a `viper-references` finding asks to rename: in `type`, `old` → `new`.
struct MemberRenameRequest: Equatable {
    let type: String
    let old: String
    let new: String
    let path: String
    let position: Position
    /// The finding wants it weak but gave no declaration: a weak reference would not compile.
    var cannotBeWeak = false

    /// The Swift renames the findings ask for; Objective-C ones come back as findings to print.
    static func from(_ findings: [Finding], _ context: FixContext) -> (swift: [MemberRenameRequest], objc: [Finding]) {
        var swift: [MemberRenameRequest] = [], objc: [Finding] = []
        for finding in findings where finding.rule == "viper-references" {
            guard case .file(let path, let line, let column) = finding.location,
                  case .referenceRename(_, _, let new, let cannotBeWeak) = finding.fix else { continue }
            guard path.hasSuffix(".swift") else {
                objc.append(finding)
                continue
            }
            let position = Position(line: line, column: column)
            for type in context.swiftFacts[path]?.types ?? [] {
                if let property = type.properties.first(where: { $0.position == position }), property.name != new {
                    swift.append(MemberRenameRequest(type: type.name, old: property.name, new: new, path: path, position: position,
                                                     cannotBeWeak: cannotBeWeak))
                }
            }
        }
        return (swift, objc)
    }

    /// The name a `viper-references` finding asks its property to take, when it asks for a rename.
    static func newName(_ finding: Finding) -> String? {
        guard case .referenceRename(_, _, let new, _) = finding.fix, !new.isEmpty else { return nil }
        return new
    }
}

/// One project-wide rename of a member name, `old` → `new`, for every type that asks for it:
/// the declarations, every `.old` access and key path, and the unqualified uses inside those
/// types' bodies that no local shadows (`self.new` where a local `new` is in scope). Where
/// another type also declares `old`, an access is renamed only when its base is known to be one
/// of the renamed types (`BaseTypeInference`), left when known to be another, and an unknown
/// one blocks the rename.
struct MemberRename {
    let old: String
    let new: String
    let requests: [MemberRenameRequest]
    /// The renamed types, their subclasses and superclasses in the project, and the protocols
    /// renamed with them: bodies whose unqualified `old` is the member, bases whose `.old` is.
    let scope: Set<String>
    /// Protocols whose requirement `old` is renamed too: every type adopting them is renamed.
    let protocols: Set<String>
    /// The declarations of `old` in types and protocols that keep it (nil: none).
    let others: [MemberDeclaration]
    /// Why a protocol a renamed type adopts can't follow (it requires `old` of other types too).
    let conformance: LocalizedText?
    let inference: BaseTypeInference

    init(requests: [MemberRenameRequest], files: [SwiftSource], _ context: FixContext) {
        old = requests[0].old
        new = requests[0].new
        self.requests = requests
        let types = Self.hierarchy(of: Set(requests.map(\.type)), context)
        let declarations = files.flatMap { MemberDeclarationCollector.collect([requests[0].old], in: $0) }
        let adopted = RenamedProtocols(types: types, declarations: declarations, context)
        let scope = types.union(adopted.scope)
        protocols = adopted.renamed
        conformance = adopted.blocker
        self.scope = scope
        others = declarations.filter { $0.owner.map { !scope.contains($0) } ?? false }
        inference = BaseTypeInference(context)
    }

    /// The types, their subclasses (they see the member unqualified) and their superclasses (a
    /// member there named `new` would clash), as far as the project declares them.
    static func hierarchy(of types: Set<String>, _ context: FixContext) -> Set<String> {
        let declared = context.swiftFacts.values.flatMap(\.types)
        let names = Set(declared.map(\.name))
        let parents = Dictionary(declared.compactMap { type in
            type.inherited.first.flatMap { names.contains($0.name) ? (type.name, $0.name) : nil }
        }, uniquingKeysWith: { first, _ in first })
        var all = types, changed = true
        while changed {
            changed = false
            for (child, parent) in parents where all.contains(parent) && !all.contains(child) {
                all.insert(child)
                changed = true
            }
        }
        for type in types {
            var current = type
            while let parent = parents[current], !all.contains(parent) {
                all.insert(parent)
                current = parent
            }
        }
        return all
    }

    /// The edits, with the declarations' separated from the uses'.
    func edits(_ files: [SwiftSource]) -> (declarations: [TextEdit], uses: [TextEdit]) {
        var declarations: [TextEdit] = [], uses: [TextEdit] = []
        for source in files {
            let offsets = Set(requests.filter { $0.path == source.path }.map { source.lines.offset($0.position) })
            for declaration in MemberDeclarationCollector.collect([old], in: source)
            where offsets.contains(declaration.range.lowerBound) || declaration.ownerIsProtocol && declaration.owner.map(protocols.contains) == true {
                declarations.append(TextEdit(source.path, declaration.range, new))
            }
            uses += MemberUseCollector.collect(self, in: source).edits
        }
        return (declarations, uses)
    }

    /// What a `.old` access's base is: one of the renamed types, another type, or unknown.
    enum Base { case renamed, other, unknown }

    /// The base of a `.old` access. When it is `x.m` and `x`'s type is unknown, `m`'s
    /// declarations in the project tell the candidates: all renamed types → renamed, none → left,
    /// mixed or a framework type among them → unknown.
    func base(of expr: ExprSyntax) -> Base {
        guard !others.isEmpty else { return .renamed }
        if let type = inference.type(of: expr) { return base(type) }
        var inner = expr
        while let wrapped = inner.as(OptionalChainingExprSyntax.self)?.expression ?? inner.as(ForceUnwrapExprSyntax.self)?.expression {
            inner = wrapped
        }
        // An extension of a framework type declaring `old`: a framework-typed `x.m` may reach it.
        guard let access = inner.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil, let innerBase = access.base,
              inference.type(of: innerBase) == nil, others.allSatisfy({ $0.owner.map(inference.isDeclared) == true }),
              let candidates = inference.declaredTypes(ofMember: access.declName.baseName.text) else { return .unknown }
        let outcomes = Set(candidates.map(base))
        guard outcomes.count == 1, let only = outcomes.first else { return .unknown }
        return only
    }

    func base(_ type: [String]?) -> Base {
        // No other type declares `old`: every access is to the renamed member.
        guard !others.isEmpty else { return .renamed }
        guard let type, !type.isEmpty, type.allSatisfy(inference.isDeclared) else { return .unknown }
        let renamed = type.contains(where: scope.contains)
        let other = type.contains { name in others.contains { $0.owner == name } }
        return renamed ? (other ? .unknown : .renamed) : .other
    }
}

/// The uses of a renamed member in one file.
final class MemberUseCollector: SyntaxVisitor {
    private let rename: MemberRename
    private let source: SwiftSource
    private var edits: [TextEdit] = []
    /// Accesses whose base's type can't be told (`file:line` and the base), while another type declares the name.
    private var unknown: [(place: String, base: String)] = []

    static func collect(_ rename: MemberRename, in source: SwiftSource) -> (edits: [TextEdit], unknown: [(place: String, base: String)]) {
        let collector = MemberUseCollector(rename, source)
        collector.walk(source.tree)
        return (collector.edits, collector.unknown)
    }

    private init(_ rename: MemberRename, _ source: SwiftSource) {
        self.rename = rename
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `.old` with no base is an enum case or a static member: not this property.
        if let base = node.base, node.declName.argumentNames == nil, node.declName.baseName.text == rename.old,
           rename.others.isEmpty || !rename.inference.namesType(base) {
            judge(node.declName.baseName, base: base.trimmedDescription, rename.base(of: base))
        }
        return .visitChildren
    }

    /// `\T.old` is `T`'s; `\.old` and `\T.a.old` are not read.
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.argumentNames == nil, node.declName.baseName.text == rename.old else { return .visitChildren }
        let keyPath = node.ancestor(KeyPathExprSyntax.self)
        let isFirst = keyPath?.components.first?.component.as(KeyPathPropertyComponentSyntax.self) == node
        let type = isFirst ? keyPath?.root.flatMap(BaseTypeInference.names) : nil
        judge(node.declName.baseName, base: keyPath?.trimmedDescription ?? "\\", rename.base(type))
        return .visitChildren
    }

    private func judge(_ name: TokenSyntax, base: String, _ kind: MemberRename.Base) {
        switch kind {
        case .renamed: replace(name, with: rename.new)
        case .other: break
        case .unknown:
            let line = source.lines.lineNumber(at: name.positionAfterSkippingLeadingTrivia.utf8Offset)
            unknown.append(("\(source.path):\(line)", base))
        }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == rename.old, node.argumentNames == nil, !isMemberName(node), inScope(node),
              !RenameScope.binds(rename.old, around: node) else { return .visitChildren }
        replace(node.baseName, with: member(around: node))
        return .visitChildren
    }

    /// `if let old {` and `[weak old]` bind a local from the member: the member's new name is
    /// spelled out (`if let old = new {`), the local keeps its name.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == rename.old, inScope(node),
           !RenameScope.binds(rename.old, around: node) {
            let end = (node.typeAnnotation.map(Syntax.init) ?? Syntax(node.pattern)).endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(.insert(source.path, at: end, " = " + member(around: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil, node.name.text == rename.old, inScope(node),
           let closure = node.ancestor(ClosureExprSyntax.self), !RenameScope.binds(rename.old, around: closure) {
            edits.append(.insert(source.path, at: node.name.endPositionBeforeTrailingTrivia.utf8Offset, " = " + member(around: closure)))
        }
        return .visitChildren
    }

    private func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
        node.parent?.as(MemberAccessExprSyntax.self)?.declName == node || node.parent?.is(KeyPathPropertyComponentSyntax.self) == true
    }

    private func inScope(_ node: some SyntaxProtocol) -> Bool {
        MemberDeclarationCollector.enclosingType(of: node).map(rename.scope.contains) ?? false
    }

    private func member(around node: some SyntaxProtocol) -> String {
        RenameScope.binds(rename.new, around: node, anywhere: true) ? "self." + rename.new : rename.new
    }

    private func replace(_ token: TokenSyntax, with text: String) {
        edits.append(TextEdit(source.path, token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, text))
    }
}

extension SyntaxProtocol {
    /// The nearest ancestor of type `T`.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let found = node.as(T.self) { return found }
            current = node.parent
        }
        return nil
    }
}
