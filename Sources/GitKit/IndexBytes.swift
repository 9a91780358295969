/// A cursor over the index file's bytes; every read is bounded, and fails past the end.
struct IndexBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }

    /// The index file's header: its version (2 to 4, the ones read here) and entry count.
    mutating func header() -> (version: UInt32, count: UInt32)? {
        guard take(4) == Array("DIRC".utf8), let version = uint32(), (2...4).contains(version), let count = uint32() else { return nil }
        return (version, count)
    }

    mutating func take(_ count: Int) -> [UInt8]? {
        guard count >= 0, count <= remaining else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func slice(_ count: Int) -> IndexBytes? {
        guard count >= 0, count <= remaining else { return nil }
        defer { offset += count }
        return IndexBytes(UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]))
    }

    mutating func uint32() -> UInt32? {
        guard remaining >= 4 else { return nil }
        defer { offset += 4 }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The offset of the next NUL, or nil.
    private func nul(from start: Int) -> Int? {
        guard start <= bytes.count else { return nil }
        return bytes[start...].firstIndex(of: 0)
    }

    /// One entry of the index, as `entry` reads it.
    struct Entry {
        let mode: UInt32
        let id: [UInt8]
        let stage: Int
        /// The path's bytes; with v4, rebuilt from the previous entry's.
        let path: [UInt8]
    }

    /// Skips one entry (see `entry`).
    mutating func skipEntry(version: UInt32) -> Bool {
        var previous: [UInt8] = []
        return entry(version: version, after: &previous, keep: false) != nil
    }

    /// One entry: 62 bytes of stat data, id and flags (64 with v3's extended flags), the path,
    /// then NUL padding to a multiple of 8 (v2, v3); v4 writes the path as a count of bytes to
    /// drop from the previous one and the rest, NUL-terminated, without padding. `previous`: the
    /// previous entry's path (v4), updated. With `keep` false only the place is checked.
    mutating func entry(version: UInt32, after previous: inout [UInt8], keep: Bool = true) -> Entry? {
        let start = offset
        guard remaining >= 62 else { return nil }
        let flags = UInt16(bytes[start + 60]) << 8 | UInt16(bytes[start + 61])
        var path = start + 62
        if flags & 0x4000 != 0 {
            guard version >= 3 else { return nil }
            path += 2
        }
        var dropped = 0
        if version == 4 {
            // git's offset varint: each continuation adds one before shifting.
            guard path < bytes.count else { return nil }
            var byte = bytes[path]
            dropped = Int(byte & 0x7F)
            path += 1
            while byte & 0x80 != 0 {
                guard path < bytes.count, dropped < 1 << 24 else { return nil }
                byte = bytes[path]
                dropped = ((dropped + 1) << 7) | Int(byte & 0x7F)
                path += 1
            }
            guard let end = nul(from: path) else { return nil }
            offset = end + 1
            if keep {
                guard dropped <= previous.count else { return nil }
                previous = previous.dropLast(dropped) + bytes[path..<end]
            }
        } else {
            guard let end = nul(from: path) else { return nil }
            let length = (end - start + 8) & ~7
            guard start + length <= bytes.count else { return nil }
            offset = start + length
            if keep { previous = Array(bytes[path..<end]) }
        }
        guard keep else { return Entry(mode: 0, id: [], stage: 0, path: []) }
        let mode = bytes[start + 24..<start + 28].reduce(0) { $0 << 8 | UInt32($1) }
        return Entry(mode: mode, id: Array(bytes[start + 40..<start + 60]), stage: Int(flags >> 12) & 0x3, path: previous)
    }

    /// A `TREE` node and its subfolders: `name NUL entries SP subtrees LF [id]`, depth first.
    mutating func readFolder(depth: inout Int) -> (name: String, folder: IndexTreeCache.Folder)? {
        guard depth < StagedComparison.depthLimit, let end = nul(from: offset) else { return nil }
        let name = String(decoding: bytes[offset..<end], as: UTF8.self)
        offset = end + 1
        guard let entries = number(until: UInt8(ascii: " ")), let subtrees = number(until: UInt8(ascii: "\n")), subtrees >= 0 else { return nil }
        let folder = IndexTreeCache.Folder(tree: entries >= 0 ? take(20) : nil)
        if entries >= 0, folder.tree == nil { return nil }
        depth += 1
        defer { depth -= 1 }
        for _ in 0..<subtrees {
            guard let (subname, subfolder) = readFolder(depth: &depth) else { return nil }
            folder.subfolders[subname] = subfolder
        }
        return (name, folder)
    }

    /// An ASCII decimal, possibly negative, ended by `terminator`.
    private mutating func number(until terminator: UInt8) -> Int? {
        var value = 0, negative = false, digits = 0
        while offset < bytes.count, bytes[offset] != terminator {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "-"), digits == 0, !negative {
                negative = true
            } else if (0x30...0x39).contains(byte), digits < 10 {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
            } else {
                return nil
            }
            offset += 1
        }
        guard offset < bytes.count, digits > 0 else { return nil }
        offset += 1
        return negative ? -value : value
    }
}
