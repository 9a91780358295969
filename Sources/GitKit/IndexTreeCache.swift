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
        guard let (version, count) = reader.header() else { return nil }
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
