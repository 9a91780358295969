/// A commit message split the way the seed talks about it: header, blank line, description.
public struct CommitMessage: Sendable, Equatable {
    /// Lines without their trailing whitespace; never empty (an empty message is one empty line).
    public let lines: [Substring]

    /// Blank lines before the first line of text, which git doesn't count: line 1 is the first
    /// non-blank line (commits made with `git commit-tree` or other tools may have them).
    public let leadingBlankLines: Int

    public init(_ text: String) {
        var lines = Self.splitLines(Substring(text))
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        let leading = lines.count > 1 ? lines.prefix { $0.isEmpty }.count : 0
        leadingBlankLines = leading
        self.lines = lines.isEmpty ? [""] : leading > 0 ? Array(lines.dropFirst(leading)) : lines
    }

    /// Lines split at `\n` bytes, each without trailing `isspace` bytes (so a CRLF's `\r` goes),
    /// as git's stripspace trims them. Scans the bytes in place: string indices cost more than
    /// the split itself, and this runs on every commit of a history scan.
    static func splitLines(_ text: Substring, trimming: Bool = true) -> [Substring] {
        let split = { (bytes: UnsafeBufferPointer<UInt8>) in lineRanges(bytes, trimming: trimming) }
        let ranges: [Range<Int>]? = text.utf8.withContiguousStorageIfAvailable(split)
        let offsets = ranges ?? Array(text.utf8).withUnsafeBufferPointer(split)
        let utf8 = text.utf8
        return offsets.map { range in
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return text[start..<utf8.index(start, offsetBy: range.count)]
        }
    }

    private static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>, trimming: Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(8)
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == ASCII.newline {
            var end = index
            if trimming {
                while end > start, ASCII.isSpace(bytes[end - 1]) { end -= 1 }
            } else if end > start, bytes[end - 1] == 0x0D {
                end -= 1  // a CRLF's \r belongs to the line break
            }
            ranges.append(start..<end)
            start = index + 1
        }
        return ranges
    }

    public var header: Substring { lines[0] }

    /// The header of a message's text without splitting all of it: its first non-blank line,
    /// trailing whitespace (a CRLF's `\r`) dropped.
    public static func header(of text: String) -> Substring {
        var rest = Substring(text)
        while true {
            let end = rest.utf8.firstIndex(of: ASCII.newline) ?? rest.endIndex
            var line = rest[..<end]
            while let last = line.utf8.last, ASCII.isSpace(last) { line = line[..<line.utf8.index(before: line.utf8.endIndex)] }
            if !line.isEmpty || end == rest.endIndex { return line }
            rest = rest[rest.utf8.index(after: end)...]
        }
    }

    public var isEmpty: Bool { lines.allSatisfy { $0.isEmpty } }

    /// Lines 3 onward: the description, when line 2 is blank as it should be.
    public var bodyLines: ArraySlice<Substring> { lines.dropFirst(2) }

    /// Everything after the header but trailers and the lines git writes itself, which are no
    /// description. A missing blank line is `commit-blank-line`'s business.
    public var descriptionLines: [Substring] {
        let body = lines.dropFirst()
        let block = trailerBlockStart(body) ?? lines.count
        var description: [Substring] = []
        description.reserveCapacity(body.count)
        var inTrailer = false
        var inConflicts = false
        for index in body.indices where !Self.isWrittenByGit(body[index]) {
            let line = body[index]
            // Older git wrote `Conflicts:` and the files, indented, into merges and cherry-picks.
            if Self.line(line, startsWith: "Conflicts:"), line.utf8.count == 10 {
                inConflicts = true
                continue
            }
            if inConflicts {
                if line.isEmpty || line.utf8.first.map(ASCII.isSpace) == true { continue }
                inConflicts = false
            }
            if index > block {
                // In the block, only trailers and their continuation lines are trailers.
                if let first = line.utf8.first, ASCII.isSpace(first) {
                    if inTrailer { continue }
                } else {
                    inTrailer = Self.isTrailer(line)
                    if inTrailer { continue }
                }
            }
            description.append(line)
        }
        while description.last?.isEmpty == true { description.removeLast() }
        return description
    }

    /// Where the trailer block starts, as `git interpret-trailers` finds it: the last paragraph
    /// after the header's, when all its lines are trailers, or a quarter of them are and one is
    /// git's own (`Signed-off-by: `, `(cherry picked from commit `). Lines starting with
    /// whitespace continue a trailer.
    func trailerBlockStart(_ body: ArraySlice<Substring>) -> Int? {
        guard let blank = body.lastIndex(where: { $0.isEmpty }) else { return nil }
        var trailers = 0
        var others = 0
        var continuations = 0
        var recognized = false
        for line in body[(blank + 1)...] {
            if let first = line.utf8.first, ASCII.isSpace(first) {
                continuations += 1
                continue
            }
            continuations = 0
            if Self.line(line, startsWith: "Signed-off-by: ") || Self.line(line, startsWith: "(cherry picked from commit ") {
                trailers += 1
                recognized = true
            } else if Self.isTrailer(line) {
                trailers += 1
            } else {
                others += 1 + continuations
            }
        }
        let isBlock = recognized ? trailers * 3 >= others : trailers > 0 && others == 0
        return isBlock && trailers > 0 ? blank : nil
    }

    /// `Key: value`, as git interpret-trailers reads it, with a key of letters and dashes that
    /// has a dash (`Signed-off-by`, `Change-Id`) or is a usual one-word trailer (`Cc`, `Fixes`).
    /// git would also take `Fix: обновил …` and `EACQ-5604: текст` for trailers; here they are
    /// the description people meant.
    static func isTrailer(_ line: Substring) -> Bool {
        let utf8 = line.utf8
        guard let first = utf8.first, ASCII.isLetter(first),
              let colon = utf8.firstIndex(where: { !(ASCII.isLetter($0) || $0 == 0x2D) }),
              utf8[colon] == 0x3A else { return false }
        let key = line[..<colon]
        return key.utf8.contains(0x2D) || oneWordTrailers.contains(where: { $0.utf8.elementsEqual(key.utf8) })
    }

    static let oneWordTrailers = [
        "Cc", "Bcc", "Fixes", "Closes", "Resolves", "Refs", "References", "Related", "See", "Bug", "Issue",
        "Link", "Ticket", "Task", "Jira", "Reviewers", "Changelog",
    ]

    /// A line git writes itself: `git cherry-pick -x` and `git revert` add them.
    static func isWrittenByGit(_ line: Substring) -> Bool {
        Self.line(line, startsWith: "(cherry picked from commit ") || Self.line(line, startsWith: "This reverts commit ")
    }

    /// `starts(with:)` over UTF-8 that looks at the first byte before anything else: it runs for
    /// every line of every message of a history, and almost every line differs there.
    static func line(_ line: Substring, startsWith prefix: StaticString) -> Bool {
        let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        guard let first = line.utf8.first, first == bytes.first else { return false }
        return line.utf8.starts(with: bytes)
    }
}

/// What a commit is, before any rule looks at it.
public enum CommitNature: Sendable, Equatable {
    case regular
    /// `fixup!`, `squash!`, `amend!`: exempt from the format rules.
    case autosquash(String)
    /// Made by git or a platform: skipped and counted.
    case merge
    case revert
}

extension CommitMessage {
    static let autosquashPrefixes = ["fixup! ", "squash! ", "amend! "]
    /// Headers GitLab, GitHub and git write for merges.
    static let generatedMergeHeaders = [
        "Merge branch '", "Merge remote-tracking branch '", "Merge pull request #", "Merge tag '",
        "Merge commit '", "Merge remote branch '",
    ]

    public func nature(parentCount: Int) -> CommitNature {
        if parentCount > 1 { return .merge }
        let header = self.header
        // Only headers starting with these letters can be generated or autosquash ones.
        guard let first = header.utf8.first, "fsaMR".utf8.contains(first) else { return .regular }
        // Byte comparisons: this runs on every commit of a history scan.
        for prefix in Self.autosquashPrefixes
        where header.utf8.starts(with: prefix.utf8) || header.utf8.elementsEqual(prefix.utf8.dropLast()) {
            return .autosquash(String(prefix.dropLast(2)))
        }
        if Self.generatedMergeHeaders.contains(where: { header.utf8.starts(with: $0.utf8) }) { return .merge }
        // git's `Revert "…"` and `Reapply "…"`, even with a word added to the header.
        if header.utf8.starts(with: "Revert \"".utf8) || header.utf8.starts(with: "Reapply \"".utf8),
           bodyLines.contains(where: { $0.utf8.starts(with: "This reverts commit ".utf8) }) {
            return .revert
        }
        return .regular
    }
}

extension Character {
    /// git's line separator. `"\r\n"` is a single `Character` in Swift, so splitting on `"\n"`
    /// alone would leave CRLF text in one piece; the `\r` ends up as trailing whitespace, as in git.
    public var isLineFeed: Bool { self == "\n" || self == "\r\n" }
}
