import FlowlintArchitecture
import FlowlintCore
import FlowlintReport
import GitKit

/// `mr`'s check of the request's code: the architecture findings in the files it adds or changes
/// from its base (the merge base of its head and target), read from git's objects, never the
/// work tree. New code only: a finding the base version of the same file already has (same
/// rule, file and message, any line: `Baseline`'s key) is not reported, so an old project adopts
/// it with no baseline.
struct MergeRequestCode {
    let invocation: Invocation
    let repository: Repository
    let configuration: Configuration
    let useCache: Bool

    func run(target: ObjectID, head: ObjectID) throws -> Report {
        var report = Report()
        let discovery = SourceDiscovery(root: ".", configuration: configuration)
        let changed: Set<String>
        let base: ObjectID
        let headFiles: [StoredFile]
        let baseFiles: [StoredFile]
        do {
            base = try repository.mergeBase(target, head) ?? target
            changed = Set(try repository.changedPaths(from: base, to: head).filter(discovery.accepts))
            guard !changed.isEmpty else { return report }
            headFiles = try repository.treeFiles(head).filter { discovery.accepts($0.path) }
            baseFiles = try repository.treeFiles(base).filter { discovery.accepts($0.path) }
        } catch {
            throw Failure.git(error)
        }
        let cache = SourceCache.make(invocation, enabled: useCache, notes: &report.notes)
        let new = findings(headFiles, cache: cache, notes: &report.notes, of: changed)
        var ignored: [LocalizedText] = []
        let old = findings(baseFiles, cache: cache, notes: &ignored, of: changed)
        SourceCache.finish(cache)
        report.checked.countsFiles = true
        report.checked.files = changed.count
        report.findings = Baseline(old).filter(new)
        return report
    }

    /// The findings in `paths` when the whole of `files` is checked together.
    private func findings(_ files: [StoredFile], cache: FactsCache?, notes: inout [LocalizedText], of paths: Set<String>) -> [Finding] {
        let sources = CollectedSources.fromGit(files, repository: repository, cache: cache)
        notes += sources.notes.filter { paths.contains($0.path) }.map(\.text)
        let outcome = ArchitectureChecker(configuration: configuration).run(swift: sources.swift, objc: sources.objc, paths: files.map(\.path), only: paths)
        return outcome.findings.filter { StagedSourcesCheck.isIn(paths, $0) }
    }
}
