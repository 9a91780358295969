/// One replacement in one file, by UTF-8 offsets: everything outside `range` stays byte for byte.
public struct TextEdit: Sendable, Equatable {
    public var path: String
    public var range: Range<Int>
    public var text: String

    public init(_ path: String, _ range: Range<Int>, _ text: String) {
        self.path = path
        self.range = range
        self.text = text
    }

    static func insert(_ path: String, at offset: Int, _ text: String) -> TextEdit {
        TextEdit(path, offset..<offset, text)
    }

    static func delete(_ path: String, _ range: Range<Int>) -> TextEdit {
        TextEdit(path, range, "")
    }

    /// Applies edits to one text. Edits are taken in order; one overlapping an edit already taken
    /// is dropped (the next pass sees the result and tries again), insertions at one offset keep
    /// their order.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var taken: [TextEdit] = []
        if overlapFree(edits) {
            taken = edits
        } else {
            for edit in edits where !taken.contains(where: { $0.overlaps(edit) }) { taken.append(edit) }
        }
        var bytes = Array(text.utf8)
        // From the end, so earlier offsets stay valid; a stable sort keeps same-offset insertions in order.
        let ordered = taken.enumerated().sorted { a, b in
            a.element.range.lowerBound != b.element.range.lowerBound
                ? a.element.range.lowerBound > b.element.range.lowerBound : a.offset > b.offset
        }
        let crlf = Self.endsLinesWithCRLF(bytes)
        for (_, edit) in ordered where edit.range.upperBound <= bytes.count {
            bytes.replaceSubrange(edit.range, with: Self.lines(of: edit.text, crlf: crlf))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether no two of one file's edits overlap (then all are taken), in one sweep by offset:
    /// comparing each edit with every one taken was quadratic (a protocol of 10,000 methods
    /// reordered is 10,000 edits of one file).
    static func overlapFree(_ edits: [TextEdit]) -> Bool {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        // The furthest end of the replacements starting before the current offset.
        var reach = Int.min
        var start = 0
        while start < sorted.count {
            let offset = sorted[start].range.lowerBound
            var end = start
            while end < sorted.count, sorted[end].range.lowerBound == offset { end += 1 }
            let replacements = sorted[start..<end].filter { !$0.range.isEmpty }
            // Two replacements from one offset overlap; so does anything starting inside an earlier one.
            guard replacements.count < 2, reach <= offset else { return false }
            reach = max(reach, replacements.first?.range.upperBound ?? reach)
            start = end
        }
        return true
    }

    /// Whether a text's first line ends in CRLF: a file written on Windows keeps its line endings
    /// in what a fix inserts, as editors do.
    static func endsLinesWithCRLF(_ bytes: [UInt8]) -> Bool {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return false }
        return newline > 0 && bytes[newline - 1] == 0x0D
    }

    /// The text with its bare `\n`s written as CRLF: a file created beside CRLF files.
    static func withCRLF(_ text: String) -> String {
        String(decoding: lines(of: text, crlf: true), as: UTF8.self)
    }

    /// The inserted text with its bare `\n`s written as CRLF when the file uses CRLF (text moved
    /// from the file already has them).
    private static func lines(of text: String, crlf: Bool) -> [UInt8] {
        guard crlf else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A, previous != 0x0D { bytes.append(0x0D) }
            bytes.append(byte)
            previous = byte
        }
        return bytes
    }

    /// Two replacements of the same bytes, or an insertion strictly inside a replacement.
    func overlaps(_ other: TextEdit) -> Bool {
        guard path == other.path else { return false }
        if range.isEmpty || other.range.isEmpty {
            let point = range.isEmpty ? range.lowerBound : other.range.lowerBound
            let span = range.isEmpty ? other.range : range
            return span.lowerBound < point && point < span.upperBound
        }
        return range.overlaps(other.range)
    }
}

/// A text's lines by UTF-8 offsets: positions (1-based line, UTF-8 column) to offsets and back.
struct LineOffsets {
    let bytes: [UInt8]
    private(set) var starts: [Int] = [0]

    init(_ text: String) {
        bytes = Array(text.utf8)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    }

    func offset(_ position: Position) -> Int {
        let line = min(max(position.line, 1), starts.count) - 1
        return min(starts[line] + max(position.column - 1, 0), bytes.count)
    }

    /// Where the line holding `offset` starts.
    func lineStart(_ offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// Just past the newline ending the line holding `offset` (the text's end on the last line).
    func lineEnd(_ offset: Int) -> Int {
        var end = max(offset, 0)
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return min(end + 1, bytes.count)
    }

    /// The spaces and tabs starting the line holding `offset`.
    func indentation(_ offset: Int) -> String {
        let start = lineStart(offset)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of 1-based line `line`, without its newline.
    func line(_ line: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        let start = starts[line - 1]
        let end = lineEnd(start)
        let trimmed = end > start && bytes[end - 1] == 0x0A ? end - 1 : end
        return String(decoding: bytes[start..<trimmed], as: UTF8.self)
    }

    var lineCount: Int { starts.count }

    /// The line's newline style, so inserted lines match a CRLF file.
    var newline: String {
        guard let first = starts.dropFirst().first, first >= 2, bytes[first - 2] == 0x0D else { return "\n" }
        return "\r\n"
    }
}
