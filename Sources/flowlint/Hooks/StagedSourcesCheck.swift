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
        let repository = try invocation.repository()
        var report = Report()
        guard repository.workDirectory != nil else { return report }
        let configuration = try invocation.configuration()
        let discovery = SourceDiscovery(root: ".", configuration: configuration)
        let indexFiles: [StoredFile]
        do {
            indexFiles = try repository.indexFiles()
        } catch {
            throw Failure.git(error)
        }
        // Comparing the index with HEAD reads HEAD's trees: it runs beside the choice of files
        // and the opening of the cache, which don't touch the repository.
        var notes: [LocalizedText] = []
        let (staged, (files, cache)) = try Simultaneously.run({ try Self.stagedSources(repository, discovery) }, {
            (indexFiles.filter { discovery.accepts($0.path) }, SourceCache.make(invocation, enabled: useCache, notes: &notes))
        })
        report.notes += notes
        guard !staged.isEmpty else { return report }
        let sources = CollectedSources.fromGit(files, repository: repository, cache: cache)
        SourceCache.finish(cache)
        report.checked.countsFiles = true
        report.checked.files = staged.count
        report.notes += sources.notes.filter { staged.contains($0.path) }.map(\.text)
        var checker = ArchitectureChecker(configuration: configuration)
        checker.keepsFactsUntilExit = true
        let outcome = checker.run(swift: sources.swift, objc: sources.objc, paths: files.map(\.path), only: staged)
        report.findings = outcome.findings.filter { Self.isIn(staged, $0) }
        ProcessLifetime.keep((sources, files, indexFiles))
        return report
    }

    /// The source files whose staged content differs from HEAD's.
    private static func stagedSources(_ repository: Repository, _ discovery: SourceDiscovery) throws -> Set<String> {
        do {
            return Set(try repository.stagedPaths().filter(discovery.accepts))
        } catch {
            throw Failure.git(error)
        }
    }

    /// Whether a finding is about one of `paths`.
    static func isIn(_ paths: Set<String>, _ finding: Finding) -> Bool {
        guard case .file(let path, _, _) = finding.location else { return false }
        return paths.contains(path)
    }
}
