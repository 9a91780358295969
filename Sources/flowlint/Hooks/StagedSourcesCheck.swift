import FlowlintArchitecture
import FlowlintCore
import FlowlintReport
import GitKit

/// The pre-commit hook's check (SPEC 6): the architecture of what is about to be committed.
/// Every file is read from the index (the staged content, `git add -p` included, never the work
/// tree), the rest of the project being the context the cross-file rules need; only the staged
/// files' findings are reported. Files the cache knows by their blob id are not read at all.
struct StagedSourcesCheck {
    let invocation: Invocation
    let useCache: Bool

    func run() throws -> Report {
        let repository = try invocation.repository()
        var report = Report()
        guard repository.workDirectory != nil else { return report }
        let configuration = try invocation.configuration()
        let discovery = SourceDiscovery(root: ".", configuration: configuration)
        let staged: Set<String>
        let files: [StoredFile]
        do {
            staged = Set(try repository.stagedPaths().filter(discovery.accepts))
            guard !staged.isEmpty else { return report }
            files = try repository.indexFiles().filter { discovery.accepts($0.path) }
        } catch {
            throw Failure.git(error)
        }
        let cache = SourceCache.make(invocation, enabled: useCache, notes: &report.notes)
        let sources = CollectedSources.fromGit(files, repository: repository, cache: cache)
        SourceCache.finish(cache)
        report.checked.countsFiles = true
        report.checked.files = staged.count
        report.notes += sources.notes.filter { staged.contains($0.path) }.map(\.text)
        let outcome = ArchitectureChecker(configuration: configuration).run(swift: sources.swift, objc: sources.objc, paths: files.map(\.path), only: staged)
        report.findings = outcome.findings.filter { Self.isIn(staged, $0) }
        return report
    }

    /// Whether a finding is about one of `paths`.
    static func isIn(_ paths: Set<String>, _ finding: Finding) -> Bool {
        guard case .file(let path, _, _) = finding.location else { return false }
        return paths.contains(path)
    }
}
