/// The seed's header, `[<ID>] <task name>`, taken apart once for all commit rules.
public struct CommitHeader: Sendable, Equatable {
    /// The ID between the brackets, when the header starts with `[<valid ID>]`.
    public let issueID: Substring?
    /// What follows `] `, when the header is well formed.
    public let taskName: Substring?
    /// Whether exactly one space (or the end of the line) follows `]`.
    public let spacedCorrectly: Bool

    public init(_ header: Substring, ids: IssueIDMatcher) {
        let utf8 = header.utf8
        guard utf8.first == 0x5B, let close = utf8.firstIndex(of: 0x5D) else {  // "[" … "]"
            self.init(issueID: nil, taskName: nil, spacedCorrectly: false)
            return
        }
        let inside = header[utf8.index(after: utf8.startIndex)..<close]
        guard ids.matches(inside) else {
            self.init(issueID: nil, taskName: nil, spacedCorrectly: false)
            return
        }
        let rest = header[utf8.index(after: close)...]
        let restBytes = rest.utf8
        let spaced = restBytes.isEmpty || (restBytes.first == 0x20 && restBytes.dropFirst().first != 0x20)
        let nameStart = restBytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? restBytes.endIndex
        self.init(issueID: inside, taskName: rest[nameStart...], spacedCorrectly: spaced)
    }

    private init(issueID: Substring?, taskName: Substring?, spacedCorrectly: Bool) {
        self.issueID = issueID
        self.taskName = taskName
        self.spacedCorrectly = spacedCorrectly
    }

    /// An ID anywhere near the start, however written: `EW_IOS-98: text`, `ew_ios-98 text`,
    /// `(EW_IOS-98) text`. Used for suggestions only.
    public static func looseID(in header: Substring, ids: IssueIDMatcher) -> (id: String, rest: Substring)? {
        let utf8 = header.utf8
        // Most headers are ASCII: there a byte is a character, so this is the loop below over
        // bytes, without grapheme breaking or Unicode case mapping (a history fails on each).
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return looseIDInCharacters(header, ids: ids) }
        let start = utf8.firstIndex { $0 != 0x5B && $0 != 0x28 && $0 != 0x20 } ?? utf8.endIndex  // [ ( space
        let leadingEnd = utf8[start...].firstIndex { !(ASCII.isAlphanumeric($0) || $0 == 0x5F || $0 == 0x2D) } ?? utf8.endIndex
        let upper = String(decoding: utf8[start..<leadingEnd].map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
        guard let id = ids.prefix(of: Substring(upper)) else { return nil }
        let separators = "]):;,.- \t".utf8
        let afterID = utf8.index(start, offsetBy: id.utf8.count)
        let restStart = utf8[afterID...].firstIndex { !separators.contains($0) } ?? utf8.endIndex
        return (String(id), header[restStart...])
    }

    static func looseIDInCharacters(_ header: Substring, ids: IssueIDMatcher) -> (id: String, rest: Substring)? {
        let stripped = header.drop { "[( ".contains($0) }
        let leading = stripped.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard let id = ids.prefix(of: Substring(leading.uppercased())) else { return nil }
        let rest = stripped.dropFirst(id.count).drop { "]):;,.- \t".contains($0) }
        return (String(id), rest)
    }
}
