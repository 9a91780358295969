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
        /// `auto` in a file that may hold git's editor template: git picked the character before
        /// the editor ran and wrote its own comments with it (see `resolvedCommentChar`).
        case auto
        /// `auto` in a message no editor touched (`git commit -m`, `-F`): git picks the
        /// character for exactly this text (see `autoCharacter`).
        case autoForText

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
    /// Whether git cuts the message at the scissors line before cleaning it: always in
    /// `scissors` mode, and in every mode when the commit is verbose (`commit.verbose`, `-v`).
    public let cutsAtScissors: Bool

    /// `cutsAtScissors` nil is a file judged on its own: cut in `strip` and `scissors` modes, as
    /// for git's editor template, where `-v` puts the diff below the scissors line.
    public init(commentChar: CommentChar = .character("#"), mode: Mode = .strip, cutsAtScissors: Bool? = nil) {
        self.commentChar = commentChar
        self.mode = mode == .default ? .strip : mode
        self.cutsAtScissors = self.mode == .scissors || (cutsAtScissors ?? (self.mode == .strip))
    }

    public func clean(_ text: String) -> String {
        guard mode != .verbatim || cutsAtScissors else { return text }
        let comment = Array(String(resolvedCommentChar(text)).utf8)
        var kept = Substring(text)
        if cutsAtScissors, let cut = Self.scissorsOffset(in: text.utf8, comment: comment) {
            kept = text[..<text.utf8.index(text.utf8.startIndex, offsetBy: cut)]
        }
        if mode == .verbatim { return String(kept) }
        let lines = CommitMessage.splitLines(kept, trimming: false)
        return Self.stripSpace(mode == .strip ? lines.filter { !$0.utf8.starts(with: comment) } : lines)
    }

    /// `bytes` with the lines `clean` drops emptied (comment lines, everything from the scissors
    /// line on), their line breaks kept: what git will store, as bytes, for judging their
    /// encoding where the text was decoded with replacements (`text`), with the file's line
    /// numbers. git cleans bytes, before any decoding: a bad byte in a comment is never stored.
    public func keptBytes(_ bytes: [UInt8], decodedAs text: String) -> [UInt8] {
        let comment = Array(String(resolvedCommentChar(text)).utf8)
        let end = cutsAtScissors ? Self.scissorsOffset(in: bytes, comment: comment) ?? bytes.count : bytes.count
        guard mode == .strip else { return Array(bytes[..<end]) }
        var kept: [UInt8] = []
        kept.reserveCapacity(end)
        var start = 0
        while start < end {
            let lineEnd = bytes[start..<end].firstIndex(of: ASCII.newline) ?? end
            if !bytes[start..<lineEnd].starts(with: comment) { kept += bytes[start..<lineEnd] }
            if lineEnd < end { kept.append(ASCII.newline) }
            start = lineEnd + 1
        }
        return kept
    }

    /// Where git cuts (wt-status.c, `wt_status_locate_end`): the start of the first line that is
    /// exactly the scissors line, ended by a line feed; nil when there is none.
    static func scissorsOffset<C: Collection<UInt8>>(in bytes: C, comment: [UInt8]) -> Int? {
        let line = comment + Array(scissorsTail.utf8) + [ASCII.newline]
        var offset = 0
        var atLineStart = true
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if atLineStart, bytes[index...].starts(with: line) { return offset }
            atLineStart = bytes[index] == ASCII.newline
            index = bytes.index(after: index)
            offset += 1
        }
        return nil
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

    /// The character git uses for this message. For `auto` in a file that went through the
    /// editor, git picked it before the editor ran and wrote its template's comments with it:
    /// the one starting the file's last line (the template ends the file), else the one of the
    /// last scissors line (`-v` puts the diff after it), else git's default.
    func resolvedCommentChar(_ text: String) -> Character {
        switch commentChar {
        case .character(let character): return character
        case .autoForText: return Self.autoCharacter(for: text.utf8)
        case .auto: break
        }
        let lines = CommitMessage.splitLines(Substring(text), trimming: false)
        if let last = lines.last(where: { !$0.allSatisfy(\.isWhitespace) }), let first = last.first,
           Self.autoCandidates.contains(first) {
            return first
        }
        let scissors = lines.last { line in Self.autoCandidates.contains { line == String($0) + Self.scissorsTail } }
        return scissors?.first ?? "#"
    }

    /// The character `git commit` picks for `auto` (builtin/commit.c, `adjust_comment_line_char`):
    /// the first candidate that starts no line, a line starting after a line feed or a carriage
    /// return; git reads up to a NUL. When every candidate is taken git refuses to commit.
    public static func autoCharacter<C: Collection<UInt8>>(for bytes: C) -> Character {
        var taken = Set<UInt8>()
        var atLineStart = true
        for byte in bytes {
            if byte == 0 { break }
            if atLineStart { taken.insert(byte) }
            atLineStart = byte == ASCII.newline || byte == 0x0D
        }
        return autoCandidates.first { $0.asciiValue.map { !taken.contains($0) } ?? false } ?? "#"
    }

    /// Whether the file holds the block `git commit -v` writes below the template (wt-status.c):
    /// its scissors line, the explanation in a few comment lines, then the staged diff, or the
    /// file's end when nothing is staged. A scissors line typed above git's template is not it.
    public func hasVerboseBlock(_ text: String) -> Bool {
        let comment = Array(String(resolvedCommentChar(text)).utf8)
        let scissors = comment + Array(Self.scissorsTail.utf8)
        // Split on line feeds only, as git reads lines: a scissors line ended by CRLF is no cut.
        let lines = text.utf8.split(separator: ASCII.newline, omittingEmptySubsequences: false)
        for index in lines.indices.dropLast() where lines[index].elementsEqual(scissors) {
            var next = index + 1
            while next < lines.count, lines[next].starts(with: comment) { next += 1 }
            let comments = next - index - 1
            guard comments > 0 else { continue }
            if lines[next...].allSatisfy(\.isEmpty) { if comments <= 3 { return true } }
            else if lines[next].starts(with: "diff --git ".utf8) { return true }
        }
        return false
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
