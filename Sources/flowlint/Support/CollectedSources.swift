import FlowlintArchitecture
import FlowlintCore
import GitKit

/// Collected facts sorted by kind, with what each skipped or damaged file says.
struct CollectedSources {
    var swift: [SwiftFileFacts] = []
    var objc: [ObjCFileFacts] = []
    /// Notes by the path they are about (hooks and `mr` keep only their files').
    var notes: [(path: String, text: LocalizedText)] = []
    var unreadable: [String] = []

    init(_ collected: [ArchitectureChecker.Collected]) {
        for item in collected {
            switch item {
            case .objc(let file):
                objc.append(file)
            case .facts(let file):
                swift.append(file)
                if file.hasSyntaxErrors {
                    notes.append((file.path, LocalizedText(
                        ru: "\(file.path): синтаксические ошибки; проверено то, что удалось разобрать",
                        en: "\(file.path): syntax errors; checked what could be parsed")))
                }
            case .skipped(let path, let reason):
                notes.append((path, reason.text))
                if reason.unreadable { unreadable.append(path) }
            }
        }
    }

    var count: Int { swift.count + objc.count }

    /// Files read from git objects (the index, a commit's tree): a blob the cache knows by its id
    /// is not read at all; the others are read here, one at a time (libgit2's repository is not
    /// shared between threads), then parsed in parallel.
    static func fromGit(_ files: [StoredFile], repository: Repository, cache: FactsCache?) -> CollectedSources {
        var keys: [String: ContentKey] = [:]
        var contents: [String: Result<String, SkipReason>] = [:]
        for file in files {
            let key = ContentKey(path: file.path, gitBlob: file.blobBytes)
            keys[file.path] = key
            guard cache?.contains(key) != true else { continue }
            switch repository.blob(file.blob, limit: SourceLoading.sizeLimit) {
            case .contents(let bytes): contents[file.path] = SourceLoading.decode(bytes, path: file.path)
            case .tooLarge: contents[file.path] = .failure(SourceLoading.tooLarge(file.path))
            case .missing: contents[file.path] = .failure(SourceLoading.unreadable(file.path))
            }
        }
        let (knownKeys, loaded) = (keys, contents)
        let collected = ArchitectureChecker.collect(
            files.map(\.path), cache: cache, size: { path in (try? loaded[path]?.get())?.utf8.count ?? 0 },
            key: { knownKeys[$0] }, load: { path in loaded[path] ?? .failure(SourceLoading.unreadable(path)) })
        return CollectedSources(collected)
    }
}
