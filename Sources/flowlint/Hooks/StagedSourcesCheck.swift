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
        // one core, the cache is opened, its project snapshot decoded and the facts of the files
        // the snapshot doesn't know decoded on the other.
        let configuration = try invocation.configuration()
        let discovery = SourceDiscovery(root: ".", configuration: configuration)
        let openCache = SourceCache.opener(invocation, enabled: useCache)
        let indexPath = invocation.probe().flatMap { probe in
            probe.workTree == nil ? nil : IndexFile.path(gitDirectory: probe.gitDirectory, environment: Environment.value)
        }
        let acceptance = discovery.acceptance
        let (index, (cache, (snapshot, verdicts), refusals)) = try Simultaneously.run({ try readIndex(discovery) }, {
            let (cache, refusals) = openCache()
            return (cache, Self.prefetch(cache, indexPath, acceptance), refusals)
        })
        report.notes += refusals
        guard let index, !index.staged.isEmpty else { return report }
        // The snapshot's files are checked ones: only the others' paths are matched with the
        // globs, and those the other core matched already are not matched again.
        let read = StagedIndex(repository: index.repository, files: snapshot.map { snapshot in
            snapshot.checked(index.files.map(\.path)) { verdicts[Array($0.utf8)] ?? discovery.accepts($0) }.map { index.files[$0] }
        } ?? index.files.filter { discovery.accepts($0.path) }, staged: index.staged)
        var checker = ArchitectureChecker(configuration: configuration)
        checker.keepsFactsUntilExit = true
        let (sources, outcome) = check(read, cache: cache, snapshot: snapshot, checker: checker)
        SourceCache.finish(cache)
        report.checked.countsFiles = true
        report.checked.files = read.staged.count
        report.notes += sources.notes.filter { read.staged.contains($0.path) }.map(\.text)
        report.findings = outcome.findings.filter { Self.isIn(read.staged, $0) }
        ProcessLifetime.keep((sources, read, snapshot))
        return report
    }

    /// The staged files judged with the project's facts: the snapshot's when it still holds
    /// (only the staged files and those changed since are then read), else built from every
    /// file's facts and kept for the next run.
    private func check(
        _ read: StagedIndex, cache: FactsCache?, snapshot: ProjectSnapshot?, checker: ArchitectureChecker
    ) -> (CollectedSources, ArchitectureChecker.Outcome) {
        let files = read.files.map { (path: $0.path, key: ContentKey(path: $0.path, gitBlob: $0.blobBytes)) }
        var known: [String: ArchitectureChecker.Collected] = [:]
        if let snapshot, let cache, let changed = snapshot.changes(in: files) {
            let changedPaths = Set(changed.map { files[$0].path })
            let needed = read.files.filter { read.staged.contains($0.path) || changedPaths.contains($0.path) }
            let sources = CollectedSources.fromGit(needed, repository: read.repository, cache: cache)
            known = Dictionary(sources.collected.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            if let project = snapshot.updated(with: changed.map { ($0, known[files[$0].path]) }, files: files, in: cache) {
                return (sources, checker.run(project, swift: sources.swift, objc: sources.objc, only: read.staged))
            }
        }
        let sources = CollectedSources.fromGit(read.files, repository: read.repository, cache: cache, known: known)
        let project = checker.project(swift: sources.swift, objc: sources.objc, paths: read.files.map(\.path))
        if let cache {
            if let snapshot = ProjectSnapshot.make(project, files: files, collected: sources.collected) {
                snapshot.keep(in: cache)
            } else {
                ProjectSnapshot.drop(from: cache)
            }
        }
        return (sources, checker.run(project, swift: sources.swift, objc: sources.objc, only: read.staged))
    }

    /// The index as libgit2 reads it: its files (in `readIndex`, all of them; then the checked
    /// ones) and the staged checked files.
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
            let staged = Set(try repository.stagedPaths().filter(discovery.accepts))
            return StagedIndex(repository: repository, files: staged.isEmpty ? [] : try repository.indexFiles(), staged: staged)
        } catch {
            throw Failure.git(error)
        }
    }

    /// The cache's head start: its project snapshot, and the facts of the index's checked files
    /// (by the index file read without libgit2) that the snapshot doesn't know, or of all of them
    /// when it knows too few to be reused. Only speed depends on the files listed. Also what the
    /// globs said of the paths outside the snapshot (by their bytes): in a project that commits
    /// its `Pods/`, thousands of excluded files.
    private static func prefetch(
        _ cache: FactsCache?, _ indexPath: String?, _ acceptance: SourceDiscovery.Acceptance
    ) -> (ProjectSnapshot?, [[UInt8]: Bool]) {
        guard let cache else { return (nil, [:]) }
        let snapshot = ProjectSnapshot.load(from: cache)
        guard let indexPath, let files = IndexFile.files(at: indexPath) else { return (snapshot, [:]) }
        let sources = files.filter { SourceDiscovery.isSourceFile($0.path) }.map { (path: $0.path, key: ContentKey(path: $0.path, gitBlob: $0.blobID)) }
        var verdicts: [[UInt8]: Bool] = [:]
        let unknown = snapshot?.unknown(among: sources) { path in
            let accepted = acceptance.accepts(path)
            verdicts[Array(path.utf8)] = accepted
            return accepted
        }
        cache.prefetch(unknown.map { $0.count <= 256 ? $0 : sources } ?? sources)
        return (snapshot, verdicts)
    }

    /// Whether a finding is about one of `paths`.
    static func isIn(_ paths: Set<String>, _ finding: Finding) -> Bool {
        guard case .file(let path, _, _) = finding.location else { return false }
        return paths.contains(path)
    }
}
