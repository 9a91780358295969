import FlowlintCore

/// A file or type rename a finding asks for. Renames ripple through a project (imports, project
/// files, every use of a type), so `--fix` prints them as `git mv` and the declaration to change;
/// `--fix-renames` moves the files.
public struct RenamePlan: Sendable, Equatable {
    /// The rules that ask for file and type renames, in the catalog's order.
    static var rules: [String] {
        ArchitectureCatalog.descriptions.filter { $0.fixes.contains { kinds.contains($0) } }.map(\.id)
    }

    private static let kinds: Set<FixRequest.Kind> = [.typeRename, .fileAndTypeRename, .fileMove]

    public let rule: String
    /// The file to move and where, when the finding moves a file.
    public let move: (from: String, to: String)?
    /// The type to rename: where it is declared and its new name.
    public let type: (path: String, line: Int, newName: String)?

    public init?(_ finding: Finding) {
        guard let request = finding.fix, case .file(let path, let line, _) = finding.location else { return nil }
        rule = finding.rule
        switch request {
        case .fileAndTypeRename(let fileName, let typeName):
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            move = (path, folder.isEmpty ? fileName : folder + "/" + fileName)
            type = (path, line, typeName)
        case .typeRename(let newName):
            move = nil
            type = (path, line, newName)
        case .fileMove(let destination):
            move = (path, destination)
            type = nil
        default:
            return nil
        }
    }

    /// `git mv OLD NEW` (with the folder made first when it is new), shell-quoted.
    public var command: String? {
        move.map { Self.command(from: $0.from, to: $0.to) }
    }

    /// `git mv FROM TO`, with `mkdir -p` of TO's folder first.
    public static func command(from: String, to: String) -> String {
        // Up to the last slash, the leading one of an absolute path kept.
        let folder = to.lastIndex(of: "/").map { String(to[..<$0]) } ?? ""
        let mkdir = folder.isEmpty ? "" : "mkdir -p \(quoted(folder)) && "
        return mkdir + "git mv \(quoted(from)) \(quoted(to))"
    }

    static func quoted(_ text: String) -> String {
        let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
        return safe ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    public static func == (a: RenamePlan, b: RenamePlan) -> Bool {
        a.rule == b.rule && a.move?.from == b.move?.from && a.move?.to == b.move?.to
            && a.type?.path == b.type?.path && a.type?.line == b.type?.line && a.type?.newName == b.type?.newName
    }
}
