import FlowlintCore

/// The project's facts as the pre-commit hook last built them, kept in the facts pack with the
/// files they were built from: each file's path, content key and a digest of what it declares,
/// not where (`ByteWriter.declarationsOnly`: no positions, lines, marks or suppressions).
///
/// The next run reuses them when the index lists the same files in the same order and every file
/// whose content changed declares the same things as before (an edited body, a comment, lines
/// moved): the project's facts are then what building them again would give, but for the places
/// of the changed files' declarations, which are taken from their new facts (`updated`). Anything
/// else (a file added, removed or renamed, a declaration changed) builds them again from every
/// file's facts. Findings are never kept: the staged files are judged every time. One snapshot
/// per pack (so per project); the pack's stamp covers the configuration and flowlint's version.
public struct ProjectSnapshot: Sendable {
    /// Its entry's key in the pack (file entries use kinds 1...3, git blobs' | 0x80, the memo
    /// 0x40, the stamp table 0x41).
    static let key = ContentKey(kind: 0x42, size: 0, first: 0, second: 0)
    /// A bigger snapshot is not kept: it would crowd the files' own facts out of the pack.
    static let sizeLimit = FactsCache.packLimit / 4
    /// How many files may differ from a reused snapshot before it is kept again with them.
    static let staleFiles = 64

    public struct File: Sendable {
        public var path: String
        public var key: ContentKey
        var digest: Digest
    }

    struct Digest: Equatable, Sendable {
        var first: UInt64
        var second: UInt64
    }

    public private(set) var files: [File]
    public private(set) var project: ProjectFacts

    init(files: [File], project: ProjectFacts) {
        self.files = files
        self.project = project
    }

    /// The pack's snapshot; nil when it has none or it is damaged.
    public static func load(from cache: FactsCache) -> ProjectSnapshot? {
        cache.decodeEntry(key, decode)
    }

    /// A snapshot from its entry's payload (the fuzzer's way in); nil when it is not one.
    public static func decode(payload: [UInt8]) -> ProjectSnapshot? {
        ByteReader.decode(payload, decode)
    }

    private static func decode(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> ProjectSnapshot {
        reader.interned = []
        let files = try reader.list { reader throws(ByteReader.Damaged) in
            File(path: try reader.string(), key: try reader.key(), digest: Digest(first: try reader.uint64(), second: try reader.uint64()))
        }
        let project = try ProjectFactsCodec.decode(from: &reader)
        guard reader.atEnd else { throw ByteReader.Damaged() }
        return ProjectSnapshot(files: files, project: project)
    }

    /// The payload `keep` stores.
    public var payload: [UInt8] {
        var writer = ByteWriter()
        writer.interned = ByteWriter.Interned()
        writer.list(files) { writer, file in
            writer.string(file.path)
            writer.key(file.key)
            writer.uint64(file.digest.first)
            writer.uint64(file.digest.second)
        }
        ProjectFactsCodec.encode(project, into: &writer)
        return writer.bytes
    }

    /// Positions of the files whose content differs from the snapshot's; nil when the list itself
    /// differs (a file added, removed or renamed).
    public func changes(in files: [(path: String, key: ContentKey)]) -> [Int]? {
        guard files.count == self.files.count else { return nil }
        var changed: [Int] = []
        for (position, (file, known)) in zip(files, self.files).enumerated() {
            guard Bytes.same(file.path, known.path) else { return nil }
            if file.key != known.key { changed.append(position) }
        }
        return changed
    }

    /// Of the index's files (read before libgit2's reading is ready), those whose facts reusing
    /// the snapshot needs: the checked files it doesn't know with this content. In index order,
    /// as the snapshot's files are: the two lists are walked side by side.
    public func unknown(among files: [(path: String, key: ContentKey)], accepts: (String) -> Bool) -> [(path: String, key: ContentKey)] {
        var next = 0
        return files.filter { file in
            if next < self.files.count, Bytes.same(self.files[next].path, file.path) {
                next += 1
                return self.files[next - 1].key != file.key
            }
            return accepts(file.path)
        }
    }

    /// Which of the index's files, by position, are checked: those the snapshot lists (made with
    /// this configuration, the pack's stamp, so accepted by it) without asking `accepts`.
    public func checked(_ paths: [String], accepts: (String) -> Bool) -> [Int] {
        var next = 0
        return paths.indices.filter { position in
            if next < files.count, Bytes.same(files[next].path, paths[position]) {
                next += 1
                return true
            }
            return accepts(paths[position])
        }
    }

    /// The project's facts with the changed files' (at their positions, nil: not read) new
    /// facts; nil when one of them declares other things than the snapshot knew.
    /// The same for the run that reads `files` (`changes(in:)` gave the positions). When more than
    /// `staleFiles` moved on since, the snapshot is kept again with them: each costs every run a
    /// lookup and a digest, keeping the whole project costs more than a few of those.
    public func updated(with changed: [(position: Int, collected: ArchitectureChecker.Collected?)],
                        files: [(path: String, key: ContentKey)], in cache: FactsCache) -> ProjectFacts? {
        guard let project = updated(with: changed) else { return nil }
        cache.reusedProject = true
        if changed.count > Self.staleFiles { moved(to: files, project: project).keep(in: cache) }
        return project
    }

    func updated(with changed: [(position: Int, collected: ArchitectureChecker.Collected?)]) -> ProjectFacts? {
        var project = self.project
        for (position, collected) in changed {
            guard files.indices.contains(position), let digest = Self.digest(collected, path: files[position].path),
                  digest == files[position].digest else {
                return nil
            }
            switch collected {
            case .facts(let facts)?: Self.place(facts, in: &project)
            case .objc(let facts)?:
                // The project keeps a header's whole facts under its file name (the last one's).
                let name = String(facts.path.split(separator: "/").last ?? "")
                if facts.isHeader, project.headers[name]?.path == facts.path { project.headers[name] = facts }
            default: break
            }
        }
        return project
    }

    /// The snapshot of what these files were at their positions, in the same order.
    func moved(to files: [(path: String, key: ContentKey)], project: ProjectFacts) -> ProjectSnapshot {
        var snapshot = ProjectSnapshot(files: self.files, project: project)
        for (position, file) in zip(snapshot.files.indices, files) { snapshot.files[position].key = file.key }
        return snapshot
    }

    /// The project's types declared first in this file, at their new places.
    private static func place(_ facts: SwiftFileFacts, in project: inout ProjectFacts) {
        var placed: Set<String> = []
        for type in facts.types where placed.insert(type.name).inserted {
            if let known = project.types[type.name], known.path == facts.path { project.types[type.name] = (type.declaration, facts.path) }
        }
    }

    /// A snapshot of a project built from these files, with what collecting them gave; nil when
    /// a file could not be read (kept, the snapshot would keep standing for a project without it
    /// after the file can be read again: a blob fetched later, a read that failed once).
    public static func make(_ project: ProjectFacts, files: [(path: String, key: ContentKey)],
                            collected: [ArchitectureChecker.Collected]) -> ProjectSnapshot? {
        let byPath = Dictionary(collected.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let digests = ParallelWork.map(count: files.count) { position in digest(byPath[files[position].path], path: files[position].path) }
        var made: [File] = []
        made.reserveCapacity(files.count)
        for (file, digest) in zip(files, digests) {
            guard let digest else { return nil }
            made.append(File(path: file.path, key: file.key, digest: digest))
        }
        return ProjectSnapshot(files: made, project: project)
    }

    /// Keeps the snapshot in the pack (written when the cache is saved), unless it is too big.
    public func keep(in cache: FactsCache) {
        let payload = payload
        // Too big, the last one is dropped too: it could only fail to match and cost its decoding.
        if payload.count <= Self.sizeLimit { cache.keep(Self.key, payload: payload) } else { cache.drop(Self.key) }
    }

    /// The pack's snapshot is of no use any more (the project can't be built from every file).
    public static func drop(from cache: FactsCache) {
        cache.drop(key)
    }

    /// What a file gives the project's facts, positions aside. Test sources (the project leaves
    /// them out) and files declined (too big, nested too deep: for good, by their content) give
    /// nothing but their path. Nil for a file that could not be read or was not collected: what
    /// it would give is unknown.
    static func digest(_ collected: ArchitectureChecker.Collected?, path: String) -> Digest? {
        guard !TestSources.isTest(path) else { return Digest(first: 0, second: 0) }
        var writer = ByteWriter()
        writer.declarationsOnly = true
        switch collected {
        case .facts(let facts)?: writer.bytes.append(1); FactsCodec.encode(facts, into: &writer)
        case .objc(let facts)?: writer.bytes.append(2); FactsCodec.encode(facts, into: &writer)
        case .skipped(_, let reason)? where !reason.unreadable: return Digest(first: 1, second: 1)
        case .skipped?, nil: return nil
        }
        let (first, second) = writer.bytes.withUnsafeBytes { ContentHash.hash($0) }
        return Digest(first: first, second: second)
    }
}
