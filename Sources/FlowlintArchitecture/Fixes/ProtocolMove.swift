import SwiftSyntax

/// `mvp-protocols-file`: the module's view and presenter protocols declared in this file move
/// into `<Module>Protocols.swift` (the file the finding names), created with this file's imports
/// when missing; the pair is written side by side, view first.
enum ProtocolMove {
    static func edits(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard case .moveProtocols(let destination) = target.request, destination.hasSuffix("Protocols.swift"), destination != target.path,
              let source = context.swift(target.path),
              let first = source.node(at: target.position, ProtocolDeclSyntax.self),
              let module = context.project.pairModule(of: first.name.text) else { return nil }
        let moved = source.tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.filter { decl in
            context.project.isMVPRole(decl.name.text) && context.project.pairModule(of: decl.name.text) == module
        }.sorted { a, b in rank(a.name.text, context) < rank(b.name.text, context) }
        var edits: [TextEdit] = []
        var texts: [String] = []
        for decl in moved {
            guard let range = source.declarationLines(decl) else { return nil }
            edits.append(.delete(target.path, withBlankLinesBefore(range, source.lines)))
            texts.append(trimmed(source.slice(range)))
        }
        // The other half declared in another file moves in the same fix, or neither does: half a
        // pair moved leaves `mvp-protocol-pair` findings and the pair split between two files.
        guard let others = otherHalves(of: module, besides: Set(moved.map(\.name.text)), from: target.path, to: destination, context) else {
            return nil
        }
        edits += others.edits
        if !others.texts.isEmpty {
            let all = zip(moved.map(\.name.text), texts) + others.texts
            texts = all.sorted { rank($0.0, context) < rank($1.0, context) }.map(\.1)
        }
        // Half a pair whose other half the project doesn't declare moves too: the seed keeps every
        // protocol of the module in that file, and `mvp-protocol-pair` then asks for the other half there.
        guard !texts.isEmpty else { return nil }
        let block = texts.joined(separator: "\n\n") + "\n"
        if let existing = context.text(destination) {
            // By bytes: `hasSuffix("\n")` is false for a text ending in the `Character` "\r\n".
            let bytes = Array(existing.utf8.suffix(3)), newline = bytes.last == 0x0A
            let blank = newline && (bytes.dropLast().last == 0x0A || bytes.dropLast().suffix(2) == [0x0A, 0x0D])
            let ending = existing.isEmpty || blank ? "" : newline ? "\n" : "\n\n"
            edits.append(.insert(destination, at: existing.utf8.count, ending + block))
            edits += missingImports([source] + others.sources, in: existing, path: destination)
        } else {
            let imports = importLines([source] + others.sources)
            let header = imports.isEmpty ? "" : imports.joined(separator: "\n") + "\n\n"
            // A new file ends its lines as the file the protocols come from.
            let text = source.lines.newline == "\r\n" ? TextEdit.withCRLF(header + block) : header + block
            edits.append(.insert(destination, at: 0, text))
        }
        return edits
    }

    /// The module's view and presenter protocols declared in files other than `path` and the
    /// destination: their deletions and texts; nil when one can't be moved (not Swift, not found).
    private static func otherHalves(of module: Substring, besides here: Set<String>, from path: String, to destination: String,
                                    _ context: FixContext) -> (edits: [TextEdit], texts: [(String, String)], sources: [SwiftSource])? {
        var edits: [TextEdit] = [], texts: [(String, String)] = [], sources: [SwiftSource] = []
        let names = context.project.protocolPaths.filter { name, other in
            !here.contains(name) && other != path && other != destination
                && context.project.isMVPRole(name) && context.project.pairModule(of: name) == module
        }
        for (name, other) in names.sorted(by: { $0.key < $1.key }) {
            guard let source = context.swift(other),
                  let decl = source.tree.statements.lazy.compactMap({ $0.item.as(ProtocolDeclSyntax.self) }).first(where: { $0.name.text == name }),
                  let range = source.declarationLines(decl) else { return nil }
            edits.append(.delete(other, withBlankLinesBefore(range, source.lines)))
            texts.append((name, trimmed(source.slice(range))))
            sources.append(source)
        }
        return (edits, texts, sources)
    }

    /// The blank lines above a declaration go with it, so none pile up where it was.
    private static func withBlankLinesBefore(_ range: Range<Int>, _ lines: LineOffsets) -> Range<Int> {
        var start = range.lowerBound
        while start > 0 {
            let previous = lines.lineStart(start - 1)
            guard lines.bytes[previous..<start].allSatisfy({ [0x20, 0x09, 0x0D, 0x0A].contains($0) }) else { break }
            start = previous
        }
        return start..<range.upperBound
    }

    /// The view protocol before its presenter protocol.
    private static func rank(_ name: String, _ context: FixContext) -> Int {
        context.project.isMVPView(name) ? 0 : 1
    }

    /// The declaration's lines without the blank lines around them.
    /// By bytes: a Swift `Character` holds `\r\n` whole, so a CRLF text would be one line.
    private static func trimmed(_ text: String) -> String {
        var lines = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) { lines.removeLast() }
        return String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self)
    }

    /// The imports of the files the protocols come from, each once, in their order.
    private static func importLines(_ sources: [SwiftSource]) -> [String] {
        var seen: Set<String> = []
        return sources.flatMap { source in
            source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
        }.filter { seen.insert($0).inserted }
    }

    /// These files' imports the destination lacks, at its top.
    private static func missingImports(_ sources: [SwiftSource], in existing: String, path: String) -> [TextEdit] {
        let there = SwiftSource(path: path, text: existing)
        let present = Set(there.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription })
        let missing = importLines(sources).filter { !present.contains($0) }
        guard !missing.isEmpty else { return [] }
        let lastImport = there.tree.statements.last { $0.item.is(ImportDeclSyntax.self) }
        let at = lastImport.map { there.lines.lineEnd($0.endPositionBeforeTrailingTrivia.utf8Offset) } ?? 0
        let text = missing.joined(separator: "\n") + "\n" + (lastImport == nil ? "\n" : "")
        return [.insert(path, at: at, text)]
    }
}
