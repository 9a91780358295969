import FlowlintCore

/// A file or type rename a finding asks for. Renames ripple through a project (imports, project
/// files, every use of a type), so `--fix` prints them as `git mv` and the declaration to change;
/// `--fix-renames` moves the files.
public struct RenamePlan: Sendable, Equatable {
    static let rules = ["viper-module-name", "viper-file-naming", "viper-module-folders"]

    public let rule: String
    /// The file to move and where, when the finding moves a file.
    public let move: (from: String, to: String)?
    /// The type to rename: where it is declared and its new name.
    public let type: (path: String, line: Int, newName: String)?

    public init?(_ finding: Finding) {
        guard Self.rules.contains(finding.rule), let suggestion = finding.suggestion,
              case .file(let path, let line, _) = finding.location else { return nil }
        rule = finding.rule
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let isFile = [".swift", ".h", ".m", ".mm"].contains { suggestion.hasSuffix($0) }
        switch finding.rule {
        case "viper-module-name" where isFile:
            move = (path, folder.isEmpty ? suggestion : folder + "/" + suggestion)
            let base = String(suggestion.prefix { $0 != "." })
            type = (path, line, base)
        case "viper-module-name":
            move = nil
            type = (path, line, suggestion)
        default:
            move = (path, suggestion)
            type = nil
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
