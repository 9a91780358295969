import FileAccess

/// The index file's cache of trees (its `TREE` extension): for each folder whose staged
/// entries git has not touched since it last wrote a tree, the id of that tree. A folder whose
/// id equals HEAD's has nothing staged below it, so comparing the index with HEAD reads only
/// the trees on the way to what changed, as `git diff --cached` does.
///
/// Read from the index file's bytes, which libgit2 parses but does not expose. Anything this
/// reader does not know for sure (another version, a split or sparse index, a damaged file, a
/// file other than the one libgit2 read) gives nil, and the caller compares every entry.
struct IndexTreeCache {
    /// A folder: its tree's id when git knows it (nil: invalidated by a change below it), and
    /// its subfolders by name.
    final class Folder {
        let tree: [UInt8]?
        var subfolders: [String: Folder] = [:]

        init(tree: [UInt8]?) { self.tree = tree }
    }

    let root: Folder

    /// The cache of the index file at `path`, when its trailing checksum is `checksum` (the
    /// index libgit2 read). Nil when there is none or it can't be trusted.
    static func read(indexFile path: String, checksum: [UInt8]) -> IndexTreeCache? {
        guard case .contents(let bytes) = FileAccess.read(path, limit: 1 << 30), bytes.count >= 32,
              Array(bytes.suffix(20)) == checksum, checksum.contains(where: { $0 != 0 }) else { return nil }
        return bytes.withUnsafeBufferPointer { parse(IndexBytes($0)) }
    }

    private static func parse(_ bytes: IndexBytes) -> IndexTreeCache? {
        var reader = bytes
        guard reader.take(4) == Array("DIRC".utf8), let version = reader.uint32(), (2...4).contains(version),
              let count = reader.uint32() else { return nil }
        var entries = count
        while entries > 0 {
            guard reader.skipEntry(version: version) else { return nil }
            entries -= 1
        }
        var found: IndexTreeCache?
        while reader.remaining > 20 {
            guard let signature = reader.take(4), let size = reader.uint32(), var data = reader.slice(Int(size)) else { return nil }
            switch String(decoding: signature, as: UTF8.self) {
            case "TREE":
                var depth = 0
                guard let (name, root) = data.readFolder(depth: &depth), name.isEmpty, data.remaining == 0 else { return nil }
                found = IndexTreeCache(root: root)
            // A split index keeps entries in another file; a sparse one has folders as entries.
            case "link", "sdir": return nil
            // Other extensions git may skip (their names start with a capital); a lower-case one is required and unknown.
            default: if let first = signature.first, !(0x41...0x5A).contains(first) { return nil }
            }
        }
        return reader.remaining == 20 ? found : nil
    }
}

/// A cursor over the index file's bytes; every read is bounded, and fails past the end.
private struct IndexBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }

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

    /// One entry: 62 bytes of stat data, id and flags (64 with v3's extended flags), the path,
    /// then NUL padding to a multiple of 8 (v2, v3); v4 writes the path as a count of bytes to
    /// drop from the previous one and the rest, NUL-terminated, without padding.
    mutating func skipEntry(version: UInt32) -> Bool {
        let start = offset
        guard remaining >= 62 else { return false }
        let flags = UInt16(bytes[start + 60]) << 8 | UInt16(bytes[start + 61])
        var path = start + 62
        if flags & 0x4000 != 0 {
            guard version >= 3 else { return false }
            path += 2
        }
        if version == 4 {
            while path < bytes.count, bytes[path] & 0x80 != 0 { path += 1 }
            path += 1
            guard let end = nul(from: path) else { return false }
            offset = end + 1
        } else {
            guard let end = nul(from: path) else { return false }
            let length = (end - start + 8) & ~7
            guard start + length <= bytes.count else { return false }
            offset = start + length
        }
        return true
    }

    /// A `TREE` node and its subfolders: `name NUL entries SP subtrees LF [id]`, depth first.
    mutating func readFolder(depth: inout Int) -> (name: String, folder: IndexTreeCache.Folder)? {
        guard depth < 4096, let end = nul(from: offset) else { return nil }
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
