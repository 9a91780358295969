import FileAccess
import FlowlintCore

/// Collected facts sorted by kind, with what each skipped or damaged file says.
public struct CollectedSources {
    public private(set) var swift: [SwiftFileFacts] = []
    public private(set) var objc: [ObjCFileFacts] = []
    /// Notes by the path they are about (hooks and `mr` keep only their files').
    public var notes: [(path: String, text: LocalizedText)] = []
    public var unreadable: [String] = []
    /// Each file's result, in the order collected (rebuilt from the arrays above: hooks and
    /// the cache ask for it, a command's run does not).
    public var collected: [ArchitectureChecker.Collected] {
        order.map { kind, index in
            switch kind {
            case .swift: .facts(swift[index])
            case .objc: .objc(objc[index])
            case .skipped: .skipped(path: skipped[index].path, reason: skipped[index].reason)
            }
        }
    }

    private enum Kind { case swift, objc, skipped }
    private var order: [(kind: Kind, index: Int)] = []
    private var skipped: [(path: String, reason: SkipReason)] = []

    /// Takes the results apart without copying them: each file's facts are moved into place
    /// (copies retained every field of every file's facts, on one thread, between parsing and
    /// judging).
    public init(_ collected: consuming [ArchitectureChecker.Collected]) {
        var items = collected
        items.reverse()
        order.reserveCapacity(items.count)
        swift.reserveCapacity(items.count)
        while let item = items.popLast() {
            switch item {
            case .objc(let file):
                order.append((.objc, objc.count))
                objc.append(file)
            case .facts(let file):
                if file.hasSyntaxErrors {
                    notes.append((file.path, LocalizedText(
                        ru: "\(file.path): синтаксические ошибки; проверено то, что удалось разобрать",
                        en: "\(file.path): syntax errors; checked what could be parsed")))
                }
                order.append((.swift, swift.count))
                swift.append(file)
            case .skipped(let path, let reason):
                notes.append((path, reason.text))
                if reason.unreadable { unreadable.append(path) }
                order.append((.skipped, skipped.count))
                skipped.append((path, reason))
            }
        }
    }

    public var count: Int { swift.count + objc.count }

    /// The files skipped, with why (not UTF-8, too big, unreadable…).
    public var skippedPaths: [String] { skipped.map(\.path) }

    /// Files read from git objects (the index, a commit's tree), each named with its blob's id: a
    /// blob the cache knows by its id is not read at all; the others are read with `read` (path,
    /// size limit), one at a time (libgit2's repository is not shared between threads), then
    /// parsed in parallel.
    /// `known`: files collected already (by path), taken as they are.
    public static func fromGit(
        _ files: [(path: String, blobID: [UInt8])], cache: FactsCache?, known: [String: ArchitectureChecker.Collected] = [:],
        read: (String, Int) -> FileAccess.Read
    ) -> CollectedSources {
        guard !known.isEmpty else { return CollectedSources(collect(files, cache: cache, read: read)) }
        let rest = files.filter { known[$0.path] == nil }
        var collected = collect(rest, cache: cache, read: read).makeIterator()
        return CollectedSources(files.compactMap { known[$0.path] ?? collected.next() })
    }

    private static func collect(
        _ files: [(path: String, blobID: [UInt8])], cache: FactsCache?, read: (String, Int) -> FileAccess.Read
    ) -> [ArchitectureChecker.Collected] {
        // By position: a warm hook finds nearly every file in the cache, and lookups by path
        // were most of its cost.
        let keys = files.map { ContentKey(path: $0.path, gitBlob: $0.blobID) }
        var sizes = Array(repeating: 0, count: files.count)
        var contents: [String: Result<String, SkipReason>] = [:]
        for (position, file) in files.enumerated() where cache?.contains(keys[position]) != true {
            let content: Result<String, SkipReason>
            switch read(file.path, SourceLoading.sizeLimit) {
            case .contents(let bytes): content = SourceLoading.decode(bytes, path: file.path)
            case .tooLarge: content = .failure(SourceLoading.tooLarge(file.path))
            case .missing, .notRegularFile, .unreadable: content = .failure(SourceLoading.unreadable(file.path))
            }
            contents[file.path] = content
            sizes[position] = (try? content.get())?.utf8.count ?? 0
        }
        let loaded = contents
        return ArchitectureChecker.collect(
            files.map(\.path), sizes: sizes, keys: keys, cache: cache,
            load: { path in loaded[path] ?? .failure(SourceLoading.unreadable(path)) })
    }
}
