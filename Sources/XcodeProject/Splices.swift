/// Byte replacements in one project file, applied together: every byte outside them is kept.
struct Splices {
    let bytes: [UInt8]
    private(set) var pieces: [(range: Range<Int>, text: [UInt8])] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func replace(_ range: Range<Int>, with text: String) {
        pieces.append((range, Array(text.utf8)))
    }

    mutating func insert(_ text: String, at offset: Int) {
        pieces.append((offset..<offset, Array(text.utf8)))
    }

    /// Whether `range` lies in bytes already replaced (a line already removed).
    func isReplaced(_ range: Range<Int>) -> Bool {
        pieces.contains { !$0.range.isEmpty && $0.range.overlaps(range) }
    }

    /// The new bytes; nil when two replacements overlap (an edit that would garble the file).
    func applied() -> [UInt8]? {
        // Stable: insertions at one offset keep the order they were made in.
        let ordered = pieces.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.text.count })
        var position = 0
        for piece in ordered {
            guard piece.range.lowerBound >= position else { return nil }
            result.append(contentsOf: bytes[position..<piece.range.lowerBound])
            result.append(contentsOf: piece.text)
            position = piece.range.upperBound
        }
        result.append(contentsOf: bytes[position...])
        return result
    }

    // MARK: Lines

    func lineStart(_ offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != 10 { index -= 1 }
        return index
    }

    /// The offset just past the line's newline (or the end of the file).
    func nextLineStart(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 10 { index += 1 }
        return min(index + 1, bytes.count)
    }

    func indentation(ofLineAt offset: Int) -> String {
        var index = lineStart(offset)
        let start = index
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Whether only spaces and tabs lie between `start` and `end`.
    func isBlank(_ start: Int, _ end: Int) -> Bool {
        guard start <= end else { return false }
        return bytes[start..<end].allSatisfy { $0 == 32 || $0 == 9 }
    }

    /// The end of a list item or a dictionary entry with what follows it on its line: its
    /// ` /* comment */`, its `,`, and the spaces after them.
    func endOfItem(_ end: Int) -> Int {
        var index = end
        while true {
            while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                var close = index + 2
                while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) { close += 1 }
                index = min(close + 2, bytes.count)
            } else if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else {
                return index
            }
        }
    }

    /// The bytes that remove one item (`start..<end`, an array element or a dictionary entry):
    /// its whole line when it is alone on it, else just the item and its trailing comma and spaces.
    func removalRange(_ start: Int, _ end: Int) -> Range<Int> {
        let after = endOfItem(end)
        let lineBegin = lineStart(start)
        if isBlank(lineBegin, start), after < bytes.count, bytes[after] == 10 || bytes[after] == 13 {
            return lineBegin..<nextLineStart(after)
        }
        return start..<after
    }
}
