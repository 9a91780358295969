/// The project's source files the check could not read as source (not UTF-8, binary, too big,
/// unreadable, outside a sparse checkout's cone): a rename can't see what they use, so a name
/// one of them may hold as a word is not renamed (the project would stop compiling there).
public struct SkippedSources: Sendable {
    /// Files whose bytes were read, by their words; the files that could not be read at all.
    private let words: WordIndex
    private let unread: [String]

    public static let none = SkippedSources([])

    /// `bytes`: the file's contents, nil when they could not be read (it may hold any name).
    public init(_ files: [(path: String, bytes: [UInt8]?)]) {
        let read = files.filter { $0.bytes != nil }
        // Bytes that are not UTF-8 decode to U+FFFD, never to identifier bytes: the words stay.
        words = WordIndex(paths: read.map(\.path), texts: read.map { $0.bytes.map { String(decoding: $0, as: UTF8.self) } })
        unread = files.filter { $0.bytes == nil }.map(\.path).sorted()
    }

    public var isEmpty: Bool { words.paths.isEmpty && unread.isEmpty }

    /// The first skipped file that may hold one of the names, if any.
    func mayHold(_ names: [String]) -> String? {
        if let first = unread.first { return first }
        return words.files(mentioning: names.filter(WordIndex.canAnswer))?.first
    }
}
