/// A commit message split the way the seed talks about it: header, blank line, description.
public struct CommitMessage: Sendable, Equatable {
    /// Lines without their trailing whitespace; never empty (an empty message is one empty line).
    public let lines: [Substring]

    public init(_ text: String) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineFeed).map { $0.trimmingTrailingWhitespace() }
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines.isEmpty ? [""] : lines
    }

    public var header: Substring { lines[0] }

    public var isEmpty: Bool { lines.allSatisfy(\.isEmpty) }

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
        guard let colon = line.firstIndex(of: ":"), colon > line.startIndex else { return false }
        let key = line[..<colon]
        guard key.first?.isLetter == true, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            return false
        }
        return line[colon...].dropFirst().first == " "
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
        for prefix in Self.autosquashPrefixes where header.hasPrefix(prefix) || header == prefix.dropLast() {
            return .autosquash(String(prefix.dropLast(2)))
        }
        if Self.generatedMergeHeaders.contains(where: { header.hasPrefix($0) }) { return .merge }
        if header.hasPrefix("Revert \""), header.hasSuffix("\""),
           bodyLines.contains(where: { $0.hasPrefix("This reverts commit ") }) {
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
