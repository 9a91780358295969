import FileAccess
import Platform

/// Per-file facts kept between runs (SPEC 6), so an unchanged file is not parsed again.
///
/// One pack file per project (`<cache>/facts/<hash of the project's root>.pack`) rather than one
/// file per source file: a warm run over 5,000 files then opens one file instead of 5,000, and
/// only entries a run uses are decoded (the pack is indexed by key on load, each entry checked
/// and decoded when asked for). Entries are keyed by content (`ContentKey`); the pack's stamp is
/// the configuration's hash and flowlint's version, and a pack with another stamp is ignored
/// whole, so changing either re-parses everything. Only facts are kept: findings, which depend
/// on other files, are always judged again.
///
/// Bounds: a pack keeps at most `packLimit` bytes (entries used by the last run that wrote it
/// first, then older ones by their last use), and the `facts` folder at most `folderLimit` bytes
/// (the least recently used packs are deleted). Concurrent runs each write a whole pack under a
/// temporary name and rename it (`FileAccess.writeAtomically`): the last one wins, no reader sees
/// half a pack. A damaged or truncated entry is a miss, and the pack is written again.
public final class FactsCache: @unchecked Sendable {
    public static let packLimit = 64 << 20
    public static let folderLimit = 256 << 20
    static let magic = Array("flowlint-facts 6\n".utf8)

    private let directory: String?
    private let packPath: String?
    private let stamp: String
    /// The pack as the last run wrote it, read into memory of its own (nil when there is none or
    /// it can't be read): another process shortening the file in place changes nothing here.
    private let pack: CopiedFile?
    /// Key → where its entry starts and ends in `stored`, and when it was last used.
    private let index: [ContentKey: (range: Range<Int>, lastUsed: Int)]
    private let lock = Lock()
    private var used: Set<ContentKey> = []
    private var fresh: [ContentKey: [UInt8]] = [:]
    private var damaged = false
    /// Entries not to carry over (`drop`).
    private var dropped: Set<ContentKey> = []
    /// Entries decoded ahead of their lookup (`prefetch`), with the path they were decoded under.
    /// The pack's bytes (none when there was no pack).
    private var stored: UnsafeRawBufferPointer { Self.bytes(of: pack) }

    private static func bytes(of pack: CopiedFile?) -> UnsafeRawBufferPointer {
        pack?.bytes ?? UnsafeRawBufferPointer(start: nil, count: 0)
    }
    private var prefetched: [ContentKey: (path: String, collected: ArchitectureChecker.Collected)] = [:]
    public private(set) var hits = 0
    public private(set) var misses = 0
    /// Whether the run's outcome came from its memo (`OutcomeMemo`).
    public private(set) var reusedOutcome = false
    /// Whether the project's facts came from the hook's snapshot (`ProjectSnapshot`).
    public internal(set) var reusedProject = false
    /// With the memo: how many files had to be read for their keys (the others' stamps held).
    public internal(set) var filesRead: Int?

    /// `directory`: the cache's base folder (nil: nothing is kept, every lookup misses);
    /// `project`: what names the pack (the project's root); `stamp`: the configuration's hash
    /// and flowlint's version.
    public init(directory: String?, project: String, stamp: String) {
        self.directory = directory.map { $0 + "/facts" }
        packPath = self.directory.map { $0 + "/" + ContentKey.hashHex(project) + ".pack" }
        self.stamp = stamp
        pack = packPath.flatMap { CopiedFile.read($0, limit: Self.packLimit + (1 << 20), followLink: false) }
        (index, damaged) = Self.index(Self.bytes(of: pack), stamp: stamp)
    }

    /// Decodes the entries of these files now, on every core, while other work (libgit2
    /// starting, reading the index) runs beside it: their lookups then find them decoded. Only
    /// a head start: a file not listed, or listed wrongly, is decoded at its lookup as usual.
    /// Call it before any lookup, from one thread.
    public func prefetch(_ files: [(path: String, key: ContentKey)]) {
        let decoded = ParallelWork.map(count: files.count) { position -> ArchitectureChecker.Collected? in
            let (path, key) = files[position]
            return index[key].flatMap { decode($0.range, key: key, path: path) }
        }
        var table: [ContentKey: (path: String, collected: ArchitectureChecker.Collected)] = [:]
        table.reserveCapacity(files.count)
        for (file, collected) in zip(files, decoded) where table[file.key] == nil {
            if let collected { table[file.key] = (file.path, collected) }
        }
        lock.locked { prefetched = table }
    }

    /// The facts cached for this content, under `path`; nil on a miss.
    public func lookup(_ key: ContentKey, path: String) -> ArchitectureChecker.Collected? {
        if let early = prefetched[key], Bytes.same(early.path, path) {
            lock.locked {
                hits += 1
                used.insert(key)
            }
            return early.collected
        }
        guard let entry = index[key], let collected = decode(entry.range, key: key, path: path) else {
            lock.locked { misses += 1 }
            return nil
        }
        lock.locked {
            hits += 1
            used.insert(key)
        }
        return collected
    }

    /// Whether an intact entry is kept for this key (callers skip reading what will hit).
    public func contains(_ key: ContentKey) -> Bool {
        if prefetched[key] != nil { return true }
        guard let entry = index[key] else { return false }
        return Self.payloadRange(stored, entry.range) != nil
    }

    /// Keeps a file's facts for the next run (skipped files are not kept).
    public func store(_ key: ContentKey, _ collected: ArchitectureChecker.Collected) {
        var writer = ByteWriter()
        switch collected {
        case .facts(let facts): writer.bytes.append(0); FactsCodec.encode(facts, into: &writer)
        case .objc(let facts): writer.bytes.append(1); FactsCodec.encode(facts, into: &writer)
        case .skipped: return
        }
        lock.locked { fresh[key] = writer.bytes }
    }

    /// An entry of another kind than a file's facts (a memo, the stamp table, the snapshot),
    /// decoded in place (marked used); nil when there is none or it is damaged (the pack is then
    /// written again).
    func decodeEntry<T>(_ key: ContentKey, _ decode: (inout ByteReader) throws(ByteReader.Damaged) -> T) -> T? {
        guard let entry = index[key] else { return nil }
        let decoded: T? = {
            guard let payload = Self.payloadRange(stored, entry.range) else { return nil }
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: stored[payload]))
            return try? decode(&reader)
        }()
        lock.locked {
            if decoded == nil { damaged = true } else { used.insert(key) }
        }
        return decoded
    }

    /// A memo's hit: every file counts as reused.
    func reused(_ files: Int) {
        lock.locked {
            hits += files
            reusedOutcome = true
        }
    }

    /// Keeps a payload of another kind than a file's facts (`OutcomeMemo`).
    func keep(_ key: ContentKey, payload: [UInt8]) {
        lock.locked {
            fresh[key] = payload
            dropped.remove(key)
        }
    }

    /// Leaves an entry of another kind out of the pack when it is next written (and writes it).
    func drop(_ key: ContentKey) {
        lock.locked {
            fresh[key] = nil
            if index[key] != nil { dropped.insert(key) }
        }
    }

    /// Writes the pack when this run parsed anything or found damage; otherwise only marks it
    /// used (its time orders packs for eviction). Failures only cost speed and are ignored.
    public func save(now: Int = Int(time(nil))) {
        guard let directory, let packPath, let base = self.directory.map({ String($0.dropLast("/facts".count)) }) else { return }
        let (fresh, used, damaged, dropped) = lock.locked { (self.fresh, self.used, self.damaged, self.dropped) }
        guard !fresh.isEmpty || damaged || !dropped.isEmpty else {
            if !used.isEmpty { utimes(packPath, nil) }
            return
        }
        guard CacheFolder.refusal(of: [base, directory]) == nil, CacheFolder.create(base: base, private: [base, directory]) else { return }
        var entries = fresh.map { (key: $0.key, payload: $0.value, lastUsed: now) }
        // A memo of a run's outcome is carried over only when this run used it: one per pack.
        for (key, entry) in index where fresh[key] == nil && !dropped.contains(key) && (key.kind != OutcomeMemo.kind || used.contains(key)) {
            // Entries this run didn't use are checked before they are carried over.
            guard let payload = Self.payload(stored, entry.range) else { continue }
            entries.append((key, payload, used.contains(key) ? now : entry.lastUsed))
        }
        entries.sort { $0.lastUsed > $1.lastUsed }
        var writer = ByteWriter(bytes: Self.magic)
        writer.string(stamp)
        for entry in entries {
            guard writer.bytes.count + entry.payload.count + 64 <= Self.packLimit else { break }
            Self.append(entry.key, lastUsed: entry.lastUsed, payload: entry.payload, to: &writer)
        }
        if FileAccess.writeAtomically(writer.bytes, to: packPath, mode: 0o600) { Self.evict(in: directory, keeping: packPath) }
    }

    // MARK: - Pack format: magic, stamp, then entries of key, last use, payload length, payload, checksum

    private static func append(_ key: ContentKey, lastUsed: Int, payload: [UInt8], to writer: inout ByteWriter) {
        let start = writer.bytes.count
        writer.key(key)
        writer.int(lastUsed)
        writer.int(payload.count)
        writer.bytes.append(contentsOf: payload)
        let checksum = writer.bytes.withUnsafeBytes { ContentHash.hash(UnsafeRawBufferPointer(rebasing: $0[start...])).0 }
        writer.uint64(checksum)
    }

    /// Reads an entry's header; returns its key, last use and payload length.
    @discardableResult
    private static func skipHeader(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> (ContentKey, Int, Int) {
        let key = try reader.key()
        let lastUsed = try reader.int()
        return (key, lastUsed, try reader.count())
    }

    /// Every entry's place, unchecked (an entry is checked when used); stops at the first header
    /// that can't be read (a truncated pack), which makes the pack worth writing again.
    private static func index(_ raw: UnsafeRawBufferPointer, stamp: String) -> ([ContentKey: (range: Range<Int>, lastUsed: Int)], Bool) {
        guard raw.count > magic.count, raw.starts(with: magic) else { return ([:], !raw.isEmpty) }
        var reader = ByteReader(raw, offset: magic.count)
        guard (try? reader.string()) == stamp else { return ([:], true) }
        var index: [ContentKey: (range: Range<Int>, lastUsed: Int)] = [:]
        // Sized once, at the most entries the bytes could hold at the mean size of the last
        // run's (growing the table rehashed every key several times over).
        index.reserveCapacity(raw.count / 512 + 16)
        while !reader.atEnd {
            let start = reader.offset
            guard let (key, lastUsed, length) = try? skipHeader(&reader), raw.count - reader.offset >= length + 8 else {
                return (index, true)
            }
            reader.offset += length + 8
            index[key] = (start..<reader.offset, lastUsed)
        }
        return (index, false)
    }

    /// An entry's payload when its checksum holds.
    private static func payload(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>) -> [UInt8]? {
        payloadRange(raw, range).map { Array(UnsafeRawBufferPointer(rebasing: raw[$0])) }
    }

    /// Where an entry's payload lies when its checksum holds (nothing copied).
    private static func payloadRange(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>) -> Range<Int>? {
        let body = UnsafeRawBufferPointer(rebasing: raw[range.lowerBound..<range.upperBound - 8])
        var reader = ByteReader(raw, offset: range.upperBound - 8)
        guard (try? reader.uint64()) == ContentHash.hash(body).0 else { return nil }
        reader.offset = range.lowerBound
        guard let (_, _, length) = try? skipHeader(&reader), reader.offset + length == range.upperBound - 8 else { return nil }
        return reader.offset..<reader.offset + length
    }

    private func decode(_ range: Range<Int>, key: ContentKey, path: String) -> ArchitectureChecker.Collected? {
        let collected: ArchitectureChecker.Collected? = {
            // Decoded in place: the payload is not copied out of the pack first.
            guard let payload = Self.payloadRange(stored, range) else { return nil }
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: stored[payload]))
            switch try? reader.byte() {
            case 0: return (try? FactsCodec.decodeSwift(path: path, from: &reader)).map { .facts($0) }
            case 1: return (try? FactsCodec.decodeObjC(path: path, from: &reader)).map { .objc($0) }
            default: return nil
            }
        }()
        if collected == nil { lock.locked { damaged = true } }
        return collected
    }

    /// Deletes the least recently used packs while the folder is over `folderLimit`.
    private static func evict(in directory: String, keeping current: String) {
        guard let folder = opendir(directory) else { return }
        var packs: [(path: String, size: Int, time: Int)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".pack") else { continue }
            var info = stat()
            let path = directory + "/" + name
            if lstat(path, &info) == 0 { packs.append((path, Int(info.st_size), Platform.modificationTime(info))) }
        }
        closedir(folder)
        var total = packs.reduce(0) { $0 + $1.size }
        for pack in packs.sorted(by: { $0.time < $1.time }) where total > folderLimit && pack.path != current {
            if unlink(pack.path) == 0 { total -= pack.size }
        }
    }
}
