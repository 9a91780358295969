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
            for (path, key) in zip(files, keys) {
                guard let key else { return nil }
                writer.string(path)
                writer.key(key)
            }
            let (first, second) = writer.bytes.withUnsafeBytes { ContentHash.hash($0) }
            return ContentKey(kind: OutcomeMemo.kind, size: files.count, first: first, second: second)
        }
    }

    /// `stamps`: what discovery's `lstat` said of the files; a file whose stamp is the one the
    /// last run recorded, and settled then, keeps that run's key unread. The table is recorded
    /// again when any stamp differs.
    public static func read(_ files: [String], cache: FactsCache, stamps: [String: FileStamp] = [:]) -> Read {
        let table = cache.decodeEntry(StampTable.key, StampTable.decode)
        let read = ParallelWork.map(count: files.count) { index -> (key: ContentKey?, text: Result<String, SkipReason>?, unread: Bool) in
            let path = files[index]
            if let stamp = stamps[path], let table, let known = table.entries[path], known.stamp == stamp,
               stamp.isSettled(before: table.recorded) {
                return (known.key, nil, true)
            }
            guard case .contents(let bytes) = FileAccess.read(path, limit: SourceLoading.sizeLimit) else { return (nil, nil, false) }
            let key = bytes.withUnsafeBytes { ContentKey(path: path, bytes: $0) }
            return (key, cache.contains(key) ? nil : SourceLoading.decode(bytes, path: path), false)
        }
        let unread = read.filter(\.unread).count
        // Every file taken from the table, and the table has no others: nothing to record.
        if let table, unread == files.count, table.entries.count == files.count {
            return Read(keys: read.map(\.key), texts: [:], unread: unread)
        }
        var texts: [String: Result<String, SkipReason>] = [:]
        for (path, item) in zip(files, read) { if let text = item.text { texts[path] = text } }
        record(files, keys: read.map(\.key), read: read.map { !$0.unread }, stamps: stamps, over: table, in: cache)
        return Read(keys: read.map(\.key), texts: texts, unread: unread)
    }

    /// Keeps the files' stamps and keys for the next run: again when a stamp differs, or when a
    /// file `read` only because it was too fresh to trust has settled since (else it would be
    /// read on every run).
    private static func record(
        _ files: [String], keys: [ContentKey?], read: [Bool], stamps: [String: FileStamp], over table: StampTable?, in cache: FactsCache
    ) {
        var entries: [String: (stamp: FileStamp, key: ContentKey)] = [:]
        for (path, key) in zip(files, keys) {
            if let stamp = stamps[path], let key { entries[path] = (stamp, key) }
        }
        let now = FileStamp.now()
        let unchanged = table.map { table in
            table.entries.count == entries.count && entries.allSatisfy { table.entries[$0.key]?.stamp == $0.value.stamp }
        } ?? false
        let settledSince = zip(files, read).contains { path, wasRead in wasRead && stamps[path]?.isSettled(before: now) == true }
        if !entries.isEmpty, !unchanged || settledSince {
            cache.keep(StampTable.key, payload: StampTable(recorded: now, entries: entries).encode())
        }
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
            return Finding(rule: rule, severity: severity, message: message, location: location, suggestion: try reader.optional())
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
    public func check(files: [String], cache: FactsCache?, memo: Bool, stamps: [String: FileStamp] = [:])
        -> (outcome: Outcome, sources: CollectedSources, checked: Int) {
        // Discovery's stamps hold the sizes: a second `stat` of every file cost a tenth of a run.
        let size = { (path: String) in stamps[path]?.size ?? ParseBudget.size(of: path) }
        guard let cache, memo else {
            let sources = CollectedSources(Self.collect(files, cache: cache, size: size, load: SourceLoading.load))
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
        let keys = Dictionary(zip(files, read.keys).compactMap { path, key in key.map { (path, $0) } }, uniquingKeysWith: { a, _ in a })
        let texts = read.texts
        let sources = CollectedSources(Self.collect(files, cache: cache, size: size, key: { keys[$0] }, load: { texts[$0] ?? SourceLoading.load($0) }))
        let outcome = run(swift: sources.swift, objc: sources.objc, paths: files)
        if let digest, sources.unreadable.isEmpty {
            cache.keep(OutcomeMemo.Memo(outcome: outcome, notes: sources.notes, checkedFiles: sources.count), for: digest)
        }
        return (outcome, sources, sources.count)
    }
}
