/// A platform's closing keyword and the issue it names (`close #1250`, `Fixes #12`, `Closes:
/// EW_IOS-98`, `resolves group/app#7`): GitLab and GitHub read these lines to close issues, so
/// they are written in English whatever the message's language, and are no words of it.
enum ClosingReference {
    /// GitLab's and GitHub's closing keywords, and the usual words for a reference that doesn't
    /// close (`Refs #12`).
    static let keywords: Set<String> = [
        "close", "closes", "closed", "closing", "fix", "fixes", "fixed", "fixing", "resolve", "resolves", "resolved",
        "resolving", "implement", "implements", "implemented", "implementing", "ref", "refs", "references",
    ]

    /// Whether the token is a keyword (any case, a colon after it allowed).
    static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let (from, to) = ProseWord.trimmed(bytes, start, end)
        guard to - from >= 3, to - from <= 12 else { return false }
        var word = ""
        for index in from..<to {
            let byte = bytes[index]
            guard ASCII.isLetter(byte) else { return false }
            word.unicodeScalars.append(Unicode.Scalar(byte | 0x20))
        }
        return keywords.contains(word)
    }

    /// `#12`, `!12`, `GH-12`, `group/app#12`, an issue key (`EW_IOS-98`) or a URL.
    static func isIssue(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let (from, to) = ProseWord.trimmed(bytes, start, end)
        guard from < to else { return false }
        let token = UnsafeBufferPointer(rebasing: bytes[from..<to])
        if token.starts(with: "http://".utf8) || token.starts(with: "https://".utf8) { return true }
        // `#12`, `group/app#12`; GitLab's merge requests are `!12`.
        if let hash = token.firstIndex(of: 0x23) ?? (token.first == 0x21 ? token.startIndex : nil) {
            let number = token[(hash + 1)...]
            return !number.isEmpty && number.allSatisfy(ASCII.isDigit)
        }
        return isKey(token)
    }

    /// `[A-Z][A-Z0-9_]*-[0-9]+`: the default key's shape (a team's own pattern is no concern of a
    /// platform's keyword line).
    private static func isKey(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = token.first, (0x41...0x5A).contains(first), let dash = token.lastIndex(of: 0x2D),
              dash + 1 < token.endIndex else { return false }
        let project = token[..<dash], number = token[(dash + 1)...]
        return project.allSatisfy { (0x41...0x5A).contains($0) || ASCII.isDigit($0) || $0 == 0x5F } && number.allSatisfy(ASCII.isDigit)
    }
}
