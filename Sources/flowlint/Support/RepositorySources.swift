import FlowlintArchitecture
import FlowlintCore
import GitKit

/// Source discovery and reading through a repository: `.gitignore` and git's objects, which
/// FlowlintArchitecture reaches only through these closures (it does not link libgit2).
extension SourceDiscovery {
    init(root: String, configuration: Configuration, repository: Repository?) {
        self.init(
            root: root, configuration: configuration, workTree: repository?.workDirectory,
            ignores: repository.map { repository in { repository.isIgnored($0) } })
    }
}

extension CollectedSources {
    static func fromGit(
        _ files: [StoredFile], repository: Repository, cache: FactsCache?, known: [String: ArchitectureChecker.Collected] = [:]
    ) -> CollectedSources {
        let blobs = Dictionary(files.map { ($0.path, $0.blob) }) { _, last in last }  // as the read loop left it
        return fromGit(files.map { ($0.path, $0.blobBytes) }, cache: cache, known: known) { path, limit in
            guard let blob = blobs[path] else { return .missing }
            switch repository.blob(blob, limit: limit) {
            case .contents(let bytes): return .contents(bytes)
            case .tooLarge: return .tooLarge
            case .missing: return .missing
            }
        }
    }
}
