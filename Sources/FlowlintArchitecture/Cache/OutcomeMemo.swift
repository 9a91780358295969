import FileAccess
import FlowlintCore

/// A whole check's outcome, kept in the facts pack under a digest of everything it was judged
/// from: every file's path and content key, in order (the configuration and flowlint's version
/// are the pack's stamp). Findings are a function of exactly these, so the memo can't go stale:
/// changing, adding, removing or renaming any file changes the digest, and the run judges the
/// project again from cached facts. What it saves is the warm run over an unchanged tree, where
/// decoding every file's facts and judging the whole project would give the same findings again.
/// Kept when every file could be read; the notes about files (syntax errors, skipped files)
/// are kept with it.
public enum OutcomeMemo {
    /// The kind byte of memo entries in the pack (file entries use 1...3, git blobs' | 0x80).
    static let kind: UInt8 = 0x40

    /// The files' content keys, read and hashed on all cores, and the texts of those the cache
    /// doesn't know (so a miss is not read twice). Keys are nil for files that can't be read.
    public struct Read: Sendable {
        public var keys: [ContentKey?]
        public var texts: [String: Result<String, SkipReason>]
        /// Files whose key was taken from their unchanged stamp, unread.
        public var unread = 0

        /// The memo's key: nil when a file had no key.
        public func digest(of files: [String]) -> ContentKey? {
            var writer = ByteWriter()
            writer.bytes.reserveCapacity(files.reduce(0) { $0 + $1.utf8.count + 32 })
            for (path, key) in zip(files, keys) {
                guard let key else { return nil }
                writer.string(path)
                writer.key(key)
            }
            let (first, second) = writer.bytes.withUnsafeBytes { ContentHash.hash($0) }
            return ContentKey(kind: OutcomeMemo.kind, size: files.count, first: first, second: second)
        }
    }

    /// `stamps`: what discovery's `lstat` said of the files, by position (empty: nothing); a
    /// file whose stamp is the one the last run recorded, and settled then, keeps that run's key
    /// unread. The table is recorded again when any stamp differs.
    public static func read(_ files: [String], cache: FactsCache, stamps: [FileStamp?] = []) -> Read {
        let table = cache.decodeEntry(StampTable.key, StampTable.decode)
        let stamps = stamps.count == files.count ? stamps : Array(repeating: nil, count: files.count)
        let positions = table?.positions(of: files) ?? Array(repeating: nil, count: files.count)
        var keys: [ContentKey?] = zip(stamps, positions).map { stamp, position in
            guard let stamp, let position, let table else { return nil }
            let known = table.entries[position]
            return known.stamp == stamp && stamp.isSettled(before: table.recorded) ? known.key : nil
        }
        let unread = keys.count { $0 != nil }
        // Every file taken from the table, and the table has no others: nothing to read or record.
        if let table, unread == files.count, table.entries.count == files.count {
            return Read(keys: keys, texts: [:], unread: unread)
        }
        let toRead = keys.indices.filter { keys[$0] == nil }
        let read = ParallelWork.map(count: toRead.count) { index -> (key: ContentKey?, text: Result<String, SkipReason>?) in
            let path = files[toRead[index]]
            guard case .contents(let bytes) = FileAccess.read(path, limit: SourceLoading.sizeLimit) else { return (nil, nil) }
            let key = bytes.withUnsafeBytes { ContentKey(path: path, bytes: $0) }
            return (key, cache.contains(key) ? nil : SourceLoading.decode(bytes, path: path))
        }
        var texts: [String: Result<String, SkipReason>] = [:]
        for (index, item) in zip(toRead, read) {
            keys[index] = item.key
            if let text = item.text { texts[files[index]] = text }
        }
        record(files, keys: keys, read: Set(toRead), stamps: stamps, positions: positions, over: table, in: cache)
        return Read(keys: keys, texts: texts, unread: unread)
    }

    /// Keeps the files' stamps and keys for the next run: again when a stamp differs, or when a
    /// file `read` only because it was too fresh to trust has settled since (else it would be
    /// read on every run).
    private static func record(
        _ files: [String], keys: [ContentKey?], read: Set<Int>, stamps: [FileStamp?], positions: [Int?], over table: StampTable?,
        in cache: FactsCache
    ) {
        let kept = files.indices.filter { stamps[$0] != nil && keys[$0] != nil }
        let now = FileStamp.now()
        let unchanged = table.map { table in
            table.entries.count == kept.count && kept.allSatisfy { index in positions[index].map { table.entries[$0].stamp == stamps[index] } ?? false }
        } ?? false
        let settledSince = read.contains { stamps[$0]?.isSettled(before: now) == true }
        guard !kept.isEmpty, !unchanged || settledSince else { return }
        let entries = kept.compactMap { index in
            stamps[index].flatMap { stamp in keys[index].map { StampTable.Entry(path: files[index], stamp: stamp, key: $0) } }
        }
        cache.keep(StampTable.key, payload: StampTable(recorded: now, entries: entries).encode())
    }

    /// The outcome's bytes; nil when a finding is not about a file (never for these rules).
    static func encode(_ memo: Memo) -> [UInt8]? {
        let (outcome, notes) = (memo.outcome, memo.notes)
        var writer = ByteWriter()
        writer.int(memo.checkedFiles)
        writer.int(notes.count)
        for note in notes {
            writer.string(note.path)
            writer.string(note.text.ru)
            writer.string(note.text.en)
        }
        writer.int(outcome.findings.count)
        for finding in outcome.findings {
            guard case .file(let path, let line, let column) = finding.location else { return nil }
            writer.string(finding.rule)
            writer.bool(finding.severity == .error)
            writer.string(finding.message.ru)
            writer.string(finding.message.en)
            writer.string(path)
            writer.int(line)
            writer.int(column)
            writer.optional(finding.suggestion)
            FixRequestCodec.encode(finding.fix, &writer)
        }
        writer.int(outcome.moduleOfFile.count)
        for (path, module) in outcome.moduleOfFile.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.string(module)
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) -> Memo? {
        ByteReader.decode(bytes, decode)
    }

    /// A kept outcome and the notes its run gave about files.
    public struct Memo: Sendable {
        public var outcome: ArchitectureChecker.Outcome
        public var notes: [(path: String, text: LocalizedText)]
        /// Files whose facts were judged (the others were skipped).
        public var checkedFiles: Int
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> Memo {
        let checkedFiles = try reader.int()
        let notes = try reader.list { (reader: inout ByteReader) throws(ByteReader.Damaged) -> (path: String, text: LocalizedText) in
            (try reader.string(), LocalizedText(ru: try reader.string(), en: try reader.string()))
        }
        let findings = try reader.list { (reader: inout ByteReader) throws(ByteReader.Damaged) -> Finding in
            let rule = try reader.string()
            let severity: Severity = try reader.bool() ? .error : .warning
            let message = LocalizedText(ru: try reader.string(), en: try reader.string())
            let location = Location.file(path: try reader.string(), line: try reader.int(), column: try reader.int())
            return Finding(rule: rule, severity: severity, message: message, location: location, suggestion: try reader.optional(),
                           fix: try FixRequestCodec.decode(&reader))
        }
        var moduleOfFile: [String: String] = [:]
        for _ in 0..<(try reader.count()) { moduleOfFile[try reader.string()] = try reader.string() }
        guard reader.atEnd else { throw ByteReader.Damaged() }
        return Memo(outcome: ArchitectureChecker.Outcome(findings: findings, moduleOfFile: moduleOfFile), notes: notes, checkedFiles: checkedFiles)
    }
}

extension FactsCache {
    /// The outcome kept under this digest, if intact.
    public func outcome(_ digest: ContentKey) -> OutcomeMemo.Memo? {
        decodeEntry(digest, OutcomeMemo.decode)
    }

    /// Keeps this outcome for the next run (the pack keeps only the memo its last run used).
    public func keep(_ memo: OutcomeMemo.Memo, for digest: ContentKey) {
        guard let bytes = OutcomeMemo.encode(memo) else { return }
        keep(digest, payload: bytes)
    }
}

extension ArchitectureChecker {
    /// Files on disk checked through the cache. With `memo`, an unchanged project's outcome is
    /// the one its last run kept (then `sources` has its notes but no facts: none was decoded);
    /// otherwise facts are collected (cached ones reused), judged, and the outcome kept when every
    /// file could be read. `memo` is off for `--fix`, which needs the facts.
    /// `checked`: how many files were judged (skipped ones aren't).
    /// `stamps`: discovery's `lstat` of the files, so unchanged ones need not be read.
    public func check(files: [String], cache: FactsCache?, memo: Bool, stamps: [FileStamp?] = [])
        -> (outcome: Outcome, sources: CollectedSources, checked: Int) {
        // Discovery's stamps hold the sizes: a second `stat` of every file cost a tenth of a run.
        let sizes = {
            files.indices.map { index in (stamps.count == files.count ? stamps[index]?.size : nil) ?? ParseBudget.size(of: files[index]) }
        }
        guard let cache, memo else {
            let sources = CollectedSources(Self.collect(files, sizes: sizes(), keys: [], cache: cache, load: SourceLoading.load))
            return (run(swift: sources.swift, objc: sources.objc, paths: files), sources, sources.count)
        }
        let read = OutcomeMemo.read(files, cache: cache, stamps: stamps)
        cache.filesRead = files.count - read.unread
        let digest = read.digest(of: files)
        if let digest, let kept = cache.outcome(digest) {
            cache.reused(files.count)
            var sources = CollectedSources([])
            sources.notes = kept.notes
            return (kept.outcome, sources, kept.checkedFiles)
        }
        let texts = read.texts
        let sources = CollectedSources(Self.collect(files, sizes: sizes(), keys: read.keys, cache: cache, load: { texts[$0] ?? SourceLoading.load($0) }))
        let outcome = run(swift: sources.swift, objc: sources.objc, paths: files)
        if let digest, sources.unreadable.isEmpty {
            cache.keep(OutcomeMemo.Memo(outcome: outcome, notes: sources.notes, checkedFiles: sources.count), for: digest)
        }
        return (outcome, sources, sources.count)
    }
}
