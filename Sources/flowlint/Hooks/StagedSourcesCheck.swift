import FlowlintArchitecture
import FlowlintCore
import FlowlintReport
import GitKit
import Platform

/// The pre-commit hook's check (SPEC 6): the architecture of what is about to be committed.
/// Every file is read from the index (the staged content, `git add -p` included, never the work
/// tree), the rest of the project being the context the cross-file rules need; only the staged
/// files' findings are reported. Files the cache knows by their blob id are not read at all.
struct StagedSourcesCheck {
    let invocation: Invocation
    let useCache: Bool

    func run() throws -> Report {
        var report = Report()
        // What comes before libgit2 needs none of it (the probe reads the repository's files).
        // Then, while libgit2 starts (it loads the system's certificates) and reads the index on
        // one core, the cache is opened and decodes the facts of the index's files on the other.
        let configuration = try invocation.configuration()
        let discovery = SourceDiscovery(root: ".", configuration: configuration)
        let openCache = SourceCache.opener(invocation, enabled: useCache)
        let indexPath = invocation.probe().flatMap { probe in
            probe.workTree == nil ? nil : IndexFile.path(gitDirectory: probe.gitDirectory, environment: Environment.value)
        }
        let (read, (cache, refusals)) = try Simultaneously.run({ try readIndex(discovery) }, {
            let (cache, refusals) = openCache()
            Self.prefetch(cache, indexPath)
            return (cache, refusals)
        })
        report.notes += refusals
        guard let read, !read.staged.isEmpty else { return report }
        let sources = CollectedSources.fromGit(read.files, repository: read.repository, cache: cache)
        SourceCache.finish(cache)
        report.checked.countsFiles = true
        report.checked.files = read.staged.count
        report.notes += sources.notes.filter { read.staged.contains($0.path) }.map(\.text)
        var checker = ArchitectureChecker(configuration: configuration)
        checker.keepsFactsUntilExit = true
        let outcome = checker.run(swift: sources.swift, objc: sources.objc, paths: read.files.map(\.path), only: read.staged)
        report.findings = outcome.findings.filter { Self.isIn(read.staged, $0) }
        ProcessLifetime.keep((sources, read))
        return report
    }

    /// The index as libgit2 reads it: its source files and the staged ones among them.
    private struct StagedIndex {
        let repository: Repository
        let files: [StoredFile]
        let staged: Set<String>
    }

    /// libgit2's part; nil in a bare repository (nothing is staged there).
    private func readIndex(_ discovery: SourceDiscovery) throws -> StagedIndex? {
        let repository = try invocation.repository()
        guard repository.workDirectory != nil else { return nil }
        do {
            let indexFiles = try repository.indexFiles()
            let staged = Set(try repository.stagedPaths().filter(discovery.accepts))
            let files = staged.isEmpty ? [] : indexFiles.filter { discovery.accepts($0.path) }
            return StagedIndex(repository: repository, files: files, staged: staged)
        } catch {
            throw Failure.git(error)
        }
    }

    /// The cache's head start: the facts of the index's source files, by the index file read
    /// without libgit2. Only speed depends on it.
    private static func prefetch(_ cache: FactsCache?, _ indexPath: String?) {
        guard let cache, let indexPath, let files = IndexFile.files(at: indexPath) else { return }
        cache.prefetch(files.filter { SourceDiscovery.isSourceFile($0.path) }.map { ($0.path, ContentKey(path: $0.path, gitBlob: $0.blobID)) })
    }

    /// Whether a finding is about one of `paths`.
    static func isIn(_ paths: Set<String>, _ finding: Finding) -> Bool {
        guard case .file(let path, _, _) = finding.location else { return false }
        return paths.contains(path)
    }
}
