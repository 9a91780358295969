import SwiftSyntax

/// Fixes that add `// MARK: -` and `#pragma mark -` lines, or move a member into its section.
enum MarkFixes {
    /// `mvp-mark-sections`: the missing `// MARK: - Properties` / `// MARK: - Methods` above the
    /// first property and method; a property among the methods moves after the last property
    /// above them.
    static func protocolSections(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard let source = context.swift(target.path), let facts = context.swiftFacts[target.path],
              let decl = source.node(at: target.position, ProtocolDeclSyntax.self) else { return nil }
        let members = decl.memberBlock.members.map(\.decl)
        guard let firstProperty = members.first(where: { $0.is(VariableDeclSyntax.self) }),
              let firstMethod = members.first(where: { $0.is(FunctionDeclSyntax.self) }) else { return nil }
        let line = { (node: DeclSyntax) in source.lines.line(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset) }
        let start = line(DeclSyntax(decl)), end = source.lines.line(ofOffset: decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        let marks = facts.marks.filter { $0.line > start && $0.line < end }
        let indent = DeclarationFixes.memberIndentation(decl, source)
        var edits: [TextEdit] = []
        for (title, member) in [("Properties", firstProperty), ("Methods", firstMethod)]
        where !marks.contains(where: { $0.title.lowercased() == title.lowercased() && $0.line < line(member) }) {
            guard let at = source.declarationLineStart(member) else { return nil }
            edits.append(.insert(target.path, at: at, indent + "// MARK: - \(title)\n\n"))
        }
        guard edits.isEmpty else { return edits }
        // Mixed: the properties after the first method go after the last property before it.
        let methodLine = line(firstMethod)
        guard let anchor = members.last(where: { $0.is(VariableDeclSyntax.self) && line($0) < methodLine }),
              let anchorLines = source.declarationLines(anchor) else { return nil }
        for late in members where late.is(VariableDeclSyntax.self) && line(late) > methodLine {
            guard let range = source.declarationLines(late) else { return nil }
            edits.append(.delete(target.path, range))
            edits.append(.insert(target.path, at: anchorLines.upperBound, source.slice(range)))
        }
        return edits
    }

    /// `mvp-implementation-marks`: a MARK above the implementation's first member (Properties or
    /// Methods), or above the type when it has none, and above each extension adopting an MVP
    /// protocol; only the first when the file has MARKs below it.
    static func implementation(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard let source = context.swift(target.path) else { return nil }
        if let decl = source.node(at: target.position, ExtensionDeclSyntax.self) {
            let names = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            return mark(above: DeclSyntax(decl), title: names.joined(separator: ", "), source)
        }
        guard let type = source.node(at: target.position, ClassDeclSyntax.self).map(DeclSyntax.init)
            ?? source.node(at: target.position, StructDeclSyntax.self).map(DeclSyntax.init),
            let group = type.asProtocol(DeclGroupSyntax.self) else { return nil }
        var edits: [TextEdit] = []
        if let first = group.memberBlock.members.first?.decl {
            let title = first.is(VariableDeclSyntax.self) ? "Properties" : "Methods"
            let indent = DeclarationFixes.memberIndentation(group, source)
            guard let at = source.declarationLineStart(first) else { return nil }
            edits.append(.insert(target.path, at: at, indent + "// MARK: - \(title)\n\n"))
            // Reported at a property above the file's first MARK: the file has its sections.
            if source.node(at: target.position, VariableDeclSyntax.self) != nil { return edits }
        } else {
            guard let name = type.as(ClassDeclSyntax.self)?.name.text ?? type.as(StructDeclSyntax.self)?.name.text,
                  let above = mark(above: type, title: name, source) else { return nil }
            edits += above
        }
        for item in source.tree.statements {
            guard let ext = item.item.as(ExtensionDeclSyntax.self), let clause = ext.inheritanceClause,
                  clause.inheritedTypes.contains(where: { context.project.isMVPRole($0.type.trimmedDescription) }) else { continue }
            edits += mark(above: DeclSyntax(ext), title: clause.inheritedTypes.map { $0.type.trimmedDescription }.joined(separator: ", "), source) ?? []
        }
        return edits
    }

    /// `// MARK: - Title` and a blank line above a top-level declaration (and its doc comment).
    static func mark(above decl: DeclSyntax, title: String, _ source: SwiftSource) -> [TextEdit]? {
        guard let at = source.declarationLineStart(decl) else { return nil }
        let indent = source.lines.indentation(decl.positionAfterSkippingLeadingTrivia.utf8Offset)
        return [.insert(source.path, at: at, indent + "// MARK: - \(title)\n\n")]
    }

    /// `viper-section-marks`: `// MARK: - Protocol` (Swift) or `#pragma mark - Protocol`
    /// (Objective-C) above the first method of that protocol the implementation has.
    static func viperSections(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard case .sectionMark(let name, let markLine) = target.request else { return nil }
        let selectors = Set(context.project.protocolMethods[name] ?? [])
        if target.path.hasSuffix(".swift") {
            guard let source = context.swift(target.path),
                  let type = source.node(at: target.position, ClassDeclSyntax.self).map(DeclSyntax.init)
                    ?? source.node(at: target.position, StructDeclSyntax.self).map(DeclSyntax.init),
                  let group = type.asProtocol(DeclGroupSyntax.self) else { return nil }
            let method = group.memberBlock.members.map(\.decl).first { member in
                member.as(FunctionDeclSyntax.self).map { selectors.contains($0.name.text) } == true
            }
            guard let method else { return mark(above: type, title: name, source) }
            guard let at = source.declarationLineStart(method) else { return nil }
            return [.insert(target.path, at: at, DeclarationFixes.memberIndentation(group, source) + markLine + "\n\n")]
        }
        guard let facts = context.objcFacts[target.path], let lines = context.lines(target.path),
              let implementation = facts.implementations.first(where: { $0.line == target.position.line && $0.category == nil }),
              let method = implementation.methods.first(where: { selectors.contains($0.selector) }) else { return nil }
        let at = ObjCLines.commentStart(above: method.line, lines)
        return [.insert(target.path, at: at, markLine + "\n\n")]
    }
}

extension LineOffsets {
    /// The 1-based line holding `offset`.
    func line(ofOffset offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Where 1-based line `line` starts.
    func start(ofLine line: Int) -> Int {
        starts[min(max(line, 1), starts.count) - 1]
    }
}

/// Objective-C line edits: the scanner gives lines, the fixes work on whole lines.
enum ObjCLines {
    /// The start of the comment block right above `line` (a method's doc comment), or of the line.
    static func commentStart(above line: Int, _ lines: LineOffsets) -> Int {
        var first = line
        var inBlock = false
        while first > 1 {
            let text = Substring(lines.line(first - 1)).trimmingCharacters(in: " \t\r")
            if inBlock {
                first -= 1
                if text.hasPrefix("/*") { inBlock = false }
                continue
            }
            if text.hasPrefix("//") || (text.hasPrefix("/*") && text.hasSuffix("*/")) { first -= 1; continue }
            if text.hasSuffix("*/") { inBlock = true; first -= 1; if text.hasPrefix("/*") { inBlock = false }; continue }
            break
        }
        return lines.start(ofLine: first)
    }
}
