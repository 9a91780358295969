/// What a comment starts with, past its `//`, `/*` and spaces: a flowlint command, a MARK, or
/// neither. Read from bytes, which say the same as Characters when the bytes there are ASCII
/// (a combining mark or a Kelvin sign could change the Characters' answer): otherwise unsure.
enum CommentHead {
    case command, mark, neither, unsure

    init(_ comment: String) {
        let bytes = comment.utf8
        let head = bytes.drop { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: " ") }
        // A word and the byte after it (which could otherwise combine with its last letter).
        let markWindow = head.prefix(6), window = head.prefix(10)
        if !markWindow.contains(where: { $0 >= 0x80 }) && markWindow.starts(with: "MARK:".utf8) {
            self = .mark
        } else if window.contains(where: { $0 >= 0x80 }) {
            self = .unsure
        } else {
            self = window.starts(with: "flowlint:".utf8) ? .command : .neither
        }
    }
}

extension SwiftFactsCollector.Visitor {
    /// `mark(_:line:)` over the bytes of an ASCII comment; nil for any other comment.
    static func asciiMark(_ comment: String, line: Int) -> MarkFact? {
        let bytes = comment.utf8
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") }
        var text = bytes.drop { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "*") || isSpace($0) }[...]
        guard text.starts(with: "MARK:".utf8) else { return nil }
        text = text.dropFirst(5).drop(while: isSpace)
        let hasDash = text.first == UInt8(ascii: "-")
        if hasDash { text = text.dropFirst().drop(while: isSpace) }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var title = text.prefix { $0 != UInt8(ascii: "*") }.drop(while: isBlank)
        while let last = title.last, isBlank(last) { title = title.dropLast() }
        return MarkFact(line: line, title: String(decoding: title, as: UTF8.self), hasDash: hasDash)
    }
}
