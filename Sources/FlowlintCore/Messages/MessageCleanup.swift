/// git's clean-up (`commit.cleanup`, `--cleanup=strip` by default), applied to a message read
/// from a file: the commit-msg hook sees the message before git cleans it, and must judge what
/// git will store (`-m "#42 fixed"` keeps its `#` line unless the editor was used).
public struct MessageCleanup: Sendable {
    /// `commit.cleanup`'s values, as git reads them.
    public enum Mode: String, Sendable, Equatable, CaseIterable {
        case strip, whitespace, verbatim, scissors
        case `default`

        /// nil or empty is `default`; anything else git doesn't know is nil (git itself refuses it).
        public init?(configValue: String?) {
            guard let value = configValue, !value.isEmpty else { self = .default; return }
            self.init(rawValue: value)
        }

        /// What git does in this mode: `default` strips comments only when the editor ran, and
        /// `scissors` cuts at the scissors line only then (builtin/commit.c).
        public func resolved(editorUsed: Bool) -> Mode {
            switch self {
            case .default: return editorUsed ? .strip : .whitespace
            case .scissors: return editorUsed ? .scissors : .whitespace
            default: return self
            }
        }
    }

    /// `core.commentChar`: one character, or `auto` (git picks one not used in the message).
    public enum CommentChar: Sendable, Equatable {
        case character(Character)
        case auto

        public init(configValue: String?) {
            guard let value = configValue, !value.isEmpty else { self = .character("#"); return }
            if value.lowercased() == "auto" { self = .auto; return }
            self = .character(value.first ?? "#")
        }
    }

    /// The candidates git tries, in git's order, for `core.commentChar=auto`.
    static let autoCandidates: [Character] = ["#", ";", "@", "!", "$", "%", "^", "&", "|", ":"]
    static let scissorsTail = " ------------------------ >8 ------------------------"

    public let commentChar: CommentChar
    /// Resolved: `strip`, `whitespace`, `verbatim` or `scissors` (see `Mode.resolved`).
    public let mode: Mode

    public init(commentChar: CommentChar = .character("#"), mode: Mode = .strip) {
        self.commentChar = commentChar
        self.mode = mode == .default ? .strip : mode
    }

    public func clean(_ text: String) -> String {
        if mode == .verbatim { return text }
        let character = resolvedCommentChar(text)
        var lines = CommitMessage.splitLines(Substring(text), trimming: false)
        if mode != .whitespace, let scissors = lines.firstIndex(where: { $0 == String(character) + Self.scissorsTail }) {
            lines.removeSubrange(scissors...)
        }
        return Self.stripSpace(mode == .strip ? lines.filter { $0.first != character } : lines)
    }

    /// `bytes` with the lines `clean` drops emptied (comment lines, everything from the scissors
    /// line on), their line breaks kept: what git will store, as bytes, for judging their
    /// encoding where the text was decoded with replacements (`text`), with the file's line
    /// numbers. git cleans bytes, before any decoding: a bad byte in a comment is never stored.
    public func keptBytes(_ bytes: [UInt8], decodedAs text: String) -> [UInt8] {
        guard mode != .verbatim else { return bytes }
        let character = Array(String(resolvedCommentChar(text)).utf8)
        let scissors = character + Array(Self.scissorsTail.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: ASCII.newline) ?? bytes.count
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }  // a CRLF's \r belongs to the line break
            if mode != .whitespace, line.elementsEqual(scissors) { break }
            if !(mode == .strip && line.starts(with: character)) { kept += bytes[start..<end] }
            if end < bytes.count { kept.append(ASCII.newline) }
            start = end + 1
        }
        return kept
    }

    /// git's stripspace: trailing whitespace dropped, blank runs collapsed to one, no blank
    /// lines at either end, a final newline when anything is left.
    public static func stripSpace<S: Sequence>(_ lines: S) -> String where S.Element == Substring {
        var out = ""
        var pendingBlank = false
        for line in lines {
            let trimmed = line.trimmingTrailingWhitespace()
            if trimmed.isEmpty {
                pendingBlank = !out.isEmpty
                continue
            }
            if pendingBlank { out += "\n" }
            pendingBlank = false
            out += trimmed
            out += "\n"
        }
        return out
    }

    /// For `auto`, the hook cannot know which character git picked: it is the one that starts
    /// git's scissors line, or else the one starting the trailing block of comment lines.
    func resolvedCommentChar(_ text: String) -> Character {
        guard case .auto = commentChar else {
            if case .character(let character) = commentChar { return character }
            return "#"
        }
        for candidate in Self.autoCandidates where text.contains(String(candidate) + Self.scissorsTail) {
            return candidate
        }
        let lines = CommitMessage.splitLines(Substring(text), trimming: false).reversed()
        for line in lines where !line.allSatisfy(\.isWhitespace) {
            if let first = line.first, Self.autoCandidates.contains(first) { return first }
            break
        }
        return "#"
    }
}

extension Substring {
    /// Without trailing `isspace` bytes, as git trims lines (ASCII only: git leaves a trailing
    /// no-break space alone).
    func trimmingTrailingWhitespace() -> Substring {
        let utf8 = self.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, ASCII.isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return self[startIndex..<end]
    }
}
