import SwiftSyntax

/// Reordering declarations: each one's lines (doc comment included) go into the slots the old
/// order used, so the blank lines and MARK comments between them stay where they were.
enum OrderFixes {
    /// `mvp-presenter-method-order`: view events, then presenter factories, then data requests,
    /// keeping the order within each group. The protocol's first finding reorders it whole; its
    /// other findings add nothing (and, inside its claimed range, cost nothing).
    static func presenterMethods(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        let claimKey = "mvp-presenter-method-order:\(target.path)"
        guard let source = context.swift(target.path),
              !context.isClaimed(claimKey, at: source.lines.offset(target.position)),
              let decl = source.node(at: target.position, ProtocolDeclSyntax.self),
              context.claim(claimKey, range: decl.position.utf8Offset..<decl.endPosition.utf8Offset) else { return nil }
        let methods = decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        let groups = methods.map { method in
            MvpPresenterMethodOrder.group(of: MemberFact(name: method.name.text, position: Position(line: 0, column: 0),
                                                         type: method.signature.returnClause.map { SwiftFactsCollector.Visitor.compact($0.type) }))
        }
        let order = methods.indices.sorted { groups[$0] != groups[$1] ? groups[$0] < groups[$1] : $0 < $1 }
        return permute(methods.map(DeclSyntax.init), into: order, source)
    }

    /// `mvp-protocol-order`: each presenter protocol right after its view protocol, each delegate
    /// protocol after the last protocol delegating to it (after that one's presenter, if paired).
    /// The file's first finding reorders it whole.
    static func protocols(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard let source = context.swift(target.path), let facts = context.swiftFacts[target.path],
              context.claim("mvp-protocol-order:\(target.path)") else { return nil }
        let decls = source.tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) }
        let names = decls.map(\.name.text)
        let project = context.project
        let properties = Dictionary(facts.protocols.map { ($0.name, $0.properties.compactMap { $0.type?.filter { !"?!".contains($0) } }) },
                                    uniquingKeysWith: { first, _ in first })
        let view = { (index: Int) -> Int? in
            guard project.isMVPPresenter(names[index]), let module = MVPName.module(ofPresenter: names[index]) else { return nil }
            return names.firstIndex(of: "\(module)ViewProtocol") ?? names.firstIndex(of: "\(module)Protocol")
        }
        var order = Array(decls.indices)
        for _ in 0...decls.count {
            let before = order
            for index in decls.indices {
                guard let viewIndex = view(index), viewIndex != index else { continue }
                order.removeAll { $0 == index }
                guard let at = order.firstIndex(of: viewIndex) else { return nil }
                order.insert(index, at: at + 1)
            }
            for index in decls.indices where names[index].hasSuffix("Delegate") || names[index].hasSuffix("DelegateProtocol") {
                guard let at = order.firstIndex(of: index),
                      let last = order[(at + 1)...].last(where: { properties[names[$0]]?.contains(names[index]) == true }) else { continue }
                order.removeAll { $0 == index }
                guard var after = order.firstIndex(of: last) else { return nil }
                if after + 1 < order.count, view(order[after + 1]) == last { after += 1 }
                order.insert(index, at: after + 1)
            }
            if order == before { break }
        }
        return permute(decls.map(DeclSyntax.init), into: order, source)
    }

    /// Edits putting `decls[order[i]]` where `decls[i]` is; nil when one shares a line with other code.
    static func permute(_ decls: [DeclSyntax], into order: [Int], _ source: SwiftSource) -> [TextEdit]? {
        guard order != Array(decls.indices) else { return nil }
        var slots: [Range<Int>] = []
        for decl in decls {
            guard let range = source.declarationLines(decl) else { return nil }
            slots.append(range)
        }
        return slots.indices.compactMap { index in
            order[index] == index ? nil : TextEdit(source.path, slots[index], source.slice(slots[order[index]]))
        }
    }
}
