import Platform

/// What `stat` says of a file, as git's index keeps it: size, modification and status-change
/// times in nanoseconds, inode and device. An unchanged stamp means unchanged content, unless
/// the file was written shortly before its stamp was recorded (git's "racily clean" case):
/// such files are read again. Writing a file changes its modification time; setting that time
/// back changes its status-change time, which no one can set; replacing it changes its inode.
public struct FileStamp: Hashable, Sendable {
    public var size: Int
    public var modified: Int
    public var changed: Int
    public var inode: UInt64
    public var device: UInt64

    public init(_ info: stat) {
        size = Int(info.st_size)
        (modified, changed) = Platform.nanosecondTimes(info)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
    }

    init(size: Int, modified: Int, changed: Int, inode: UInt64, device: UInt64) {
        (self.size, self.modified, self.changed, self.inode, self.device) = (size, modified, changed, inode, device)
    }

    /// The clock's time in nanoseconds, as stamps count it.
    static func now() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec) &* 1_000_000_000 &+ Int(now.tv_nsec)
    }

    /// Whether this stamp can stand for the content read under it when it was recorded at
    /// `recorded` (nanoseconds): only when the file had changed at least `margin` before. Three
    /// seconds, beyond the coarsest file times (FAT keeps two-second steps, so a later write in
    /// the same step keeps the time).
    func isSettled(before recorded: Int) -> Bool {
        max(modified, changed) < recorded - Self.margin
    }

    static let margin = 3_000_000_000
}

/// The content keys of the last run's files under their stamps, one table per pack: a warm run
/// takes a file's key from here when its stamp is unchanged and settled, instead of reading and
/// hashing the file. Entries are kept sorted by path, so a sorted file list is matched against
/// them in one pass, without hashing any path.
struct StampTable {
    static let key = ContentKey(kind: 0x41, size: 0, first: 0, second: 0)

    struct Entry: Equatable {
        var path: String
        var stamp: FileStamp
        var key: ContentKey
    }

    var recorded: Int
    /// Sorted by path, each path once.
    private(set) var entries: [Entry]

    /// Decoded entries are taken in their order: one out of order only goes unmatched (its file
    /// is read), `positions` never matches a wrong one.
    private init(recorded: Int, decoded entries: [Entry]) {
        self.recorded = recorded
        self.entries = entries
    }

    init(recorded: Int, entries: [Entry]) {
        self.recorded = recorded
        // Stable, and linear on entries already in order (the usual case: discovery sorts).
        let sorted = entries.sorted { $0.path < $1.path }
        // Strictly increasing, as `positions` walks them: a path given twice is kept once.
        var merged: [Entry] = []
        merged.reserveCapacity(sorted.count)
        for entry in sorted where merged.last?.path != entry.path { merged.append(entry) }
        self.entries = merged
    }

    /// The position in `entries` of each of these files, or nil when the table has none.
    func positions(of files: [String]) -> [Int?] {
        guard files.isSorted else {
            let position = Dictionary(entries.indices.map { (entries[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
            return files.map { position[$0] }
        }
        // Both sorted: one merge.
        var next = 0
        return files.map { path in
            while next < entries.count, entries[next].path < path { next += 1 }
            return next < entries.count && entries[next].path == path ? next : nil
        }
    }

    func encode() -> [UInt8] {
        var writer = ByteWriter()
        writer.int(recorded)
        writer.int(entries.count)
        for entry in entries {
            writer.string(entry.path)
            for value in [entry.stamp.size, entry.stamp.modified, entry.stamp.changed] { writer.int(value) }
            writer.uint64(entry.stamp.inode)
            writer.uint64(entry.stamp.device)
            writer.key(entry.key)
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) -> StampTable? {
        ByteReader.decode(bytes, decode)
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> StampTable {
        let recorded = try reader.int()
        let count = try reader.count()
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let path = try reader.string()
            let stamp = FileStamp(size: try reader.int(), modified: try reader.int(), changed: try reader.int(),
                                  inode: try reader.uint64(), device: try reader.uint64())
            entries.append(Entry(path: path, stamp: stamp, key: try reader.key()))
        }
        guard reader.atEnd else { throw ByteReader.Damaged() }
        return StampTable(recorded: recorded, decoded: entries)
    }
}
