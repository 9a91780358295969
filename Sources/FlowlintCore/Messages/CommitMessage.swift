/// A commit message split the way the seed talks about it: header, blank line, description.
public struct CommitMessage: Sendable, Equatable {
    /// Lines without their trailing whitespace; never empty (an empty message is one empty line).
    public let lines: [Substring]

    public init(_ text: String) {
        var lines = Self.splitLines(Substring(text))
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines.isEmpty ? [""] : lines
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

    public var isEmpty: Bool { lines.allSatisfy { $0.isEmpty } }

    /// Lines 3 onward: the description, when line 2 is blank as it should be.
    public var bodyLines: ArraySlice<Substring> { lines.dropFirst(2) }

    /// Everything after the header but the trailer block (`Signed-off-by:`, `Co-authored-by:`),
    /// which is not a description. A missing blank line is `commit-blank-line`'s business.
    public var descriptionLines: ArraySlice<Substring> {
        var body = lines.dropFirst()
        while let last = body.last, last.isEmpty || Self.isTrailer(last) { body = body.dropLast() }
        return body
    }

    /// `Key: value` with a key of letters, digits and dashes, as git interpret-trailers reads it.
    static func isTrailer(_ line: Substring) -> Bool {
        let utf8 = line.utf8
        guard let first = utf8.first, ASCII.isLetter(first),
              let colon = utf8.firstIndex(where: { !(ASCII.isAlphanumeric($0) || $0 == 0x2D) }),
              utf8[colon] == 0x3A else { return false }
        let next = utf8.index(after: colon)
        return next != utf8.endIndex && utf8[next] == 0x20
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
        if header.utf8.starts(with: "Revert \"".utf8), header.utf8.last == UInt8(ascii: "\""),
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
