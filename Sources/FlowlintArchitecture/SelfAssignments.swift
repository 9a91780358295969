import Platform

/// `tableView.dataSource = self`, `[self.collectionView setDelegate:self]`: an object made its
/// own view's data source or delegate, for `viper-table-data-source`. Found in the same read
/// as the rest of a file's facts: bytes for Swift, tokens for Objective-C.
public struct SelfAssignment: Sendable, Equatable {
    public var line: Int
    /// The object whose property is set, as written last before the dot (`tableView`).
    public var receiver: String
    /// `dataSource` or `delegate`.
    public var property: String

    public init(line: Int, receiver: String, property: String) {
        self.line = line
        self.receiver = receiver
        self.property = property
    }

    static let properties = ["dataSource", "delegate"]

    /// Swift: `<receiver>.dataSource = self` outside `//` comments, `self` not followed by a member.
    static func inSwift(_ bytes: UnsafeBufferPointer<UInt8>, line: (Int) -> Int) -> [SelfAssignment] {
        var found: [SelfAssignment] = []
        for property in properties {
            let needle = Array(("." + property).utf8)
            for offset in SwiftFactsCollector.Visitor.offsets(of: needle, in: bytes) {
                var index = offset + needle.count
                guard index == bytes.count || !isWord(bytes[index]) else { continue }
                index = skipSpaces(bytes, from: index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index = skipSpaces(bytes, from: index + 1)
                guard startsWithSelf(bytes, at: index), !isInLineComment(bytes, before: offset) else { continue }
                var start = offset
                while start > 0, isWord(bytes[start - 1]) { start -= 1 }
                let receiver = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                found.append(SelfAssignment(line: line(offset), receiver: receiver, property: property))
            }
        }
        return found.sorted { $0.line < $1.line }
    }

    static func isWord(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    /// `self` and then no more of a name or a member (`self.helper`, `selfView`).
    private static func startsWithSelf(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let word = Array("self".utf8)
        guard index + word.count <= bytes.count, bytes[index..<index + word.count].elementsEqual(word) else { return false }
        let next = index + word.count
        return next == bytes.count || (!isWord(bytes[next]) && bytes[next] != UInt8(ascii: ".") && bytes[next] != UInt8(ascii: "?")
            && bytes[next] != UInt8(ascii: "!"))
    }

    private static func isInLineComment(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Bool {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") {
            index -= 1
            if bytes[index] == UInt8(ascii: "/"), index + 1 < offset, bytes[index + 1] == UInt8(ascii: "/") { return true }
        }
        return false
    }
}
