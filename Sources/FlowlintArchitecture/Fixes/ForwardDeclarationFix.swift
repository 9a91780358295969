/// `viper-forward-declarations`: the header's `#import "X.h"` becomes the forward declarations
/// the finding names (dropped when they are already there), and the `#import` moves into every
/// implementation file that imports the header (they use the types), the header's own `.m` first.
enum ForwardDeclarationFix {
    static func edits(_ target: FixTarget, _ context: FixContext) -> [TextEdit]? {
        guard case .forwardDeclarations(let declarations) = target.request, target.path.hasSuffix(".h"), let lines = context.lines(target.path),
              let facts = context.objcFacts[target.path],
              let item = facts.imports.first(where: { $0.line == target.position.line && !$0.isSystem }) else { return nil }
        let text = lines.line(item.line).drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("#import") || text.hasPrefix("#include") else { return nil }
        let start = lines.start(ofLine: item.line)
        let replacement = declarations.isEmpty ? "" : declarations.joined(separator: "\n") + "\n"
        var edits = [TextEdit(target.path, start..<lines.lineEnd(start), replacement)]
        let header = String(target.path.split(separator: "/").last ?? "")
        let base = String(target.path.dropLast(2))
        let users = context.objcFacts.values.filter { file in
            !file.isHeader && (file.path == base + ".m" || file.path == base + ".mm"
                || file.imports.contains { $0.path.split(separator: "/").last.map(String.init) == header })
        }
        for user in users.sorted(by: { $0.path < $1.path }) where !user.imports.contains(where: { $0.path == item.path }) {
            guard let userLines = context.lines(user.path) else { return nil }
            let after = user.imports.last.map { userLines.lineEnd(userLines.start(ofLine: $0.line)) } ?? 0
            let newline = after > 0 && userLines.bytes[after - 1] != 0x0A ? "\n" : ""
            edits.append(.insert(user.path, at: after, newline + "#import \"\(item.path)\"\n"))
        }
        return edits
    }
}
