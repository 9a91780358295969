import FlowlintCore
import Platform

/// `protocols --fix`: applies the fixes of the rules that have a safe one, pass after pass (a
/// fix may reveal another finding: a link property added needs its MARK section), and keeps a
/// file's change only when the file still parses as well as it did.
public struct ArchitectureFixer: Sendable {
    /// The rules with a fix, in the catalog's order: those that declare a request `--fix` makes.
    public static var fixableRules: [String] {
        ArchitectureCatalog.descriptions.filter { $0.fixes.contains { !$0.isRename } }.map(\.id)
    }
    /// Rules whose findings rename files or types: printed, applied only with `--fix-renames`.
    public static var renameRules: [String] { RenamePlan.rules }
    /// Applied to every set of findings the fixer works from, before any fix reads them: the
    /// tests reword every message and suggestion with it, and the fixes must not notice.
    var reworded: @Sendable (Finding) -> Finding = { $0 }

    private var checker: ArchitectureChecker
    private static let passes = 4

    /// `keepsFactsUntilExit`: each pass's project facts are left for the process's exit to free
    /// (a one-shot command: freeing them table by table, twice a fix, cost more than a pass's
    /// edits), as `ArchitectureChecker` does.
    public init(configuration: Configuration, keepsFactsUntilExit: Bool = false, testScope: TestScope = TestScope()) {
        checker = ArchitectureChecker(configuration: configuration)
        checker.keepsFactsUntilExit = keepsFactsUntilExit
        checker.testScope = testScope
    }

    public struct ChangedFile: Sendable, Equatable {
        public let path: String
        /// Nil for a file the fix creates.
        public let old: String?
        public let new: String
    }

    public struct Outcome: Sendable {
        /// Changed and created files, by path.
        public var files: [ChangedFile] = []
        /// What is left: the check of the fixed files.
        public var findings: [Finding] = []
        /// Each module file's module after the fix; nil when nothing changed (the check's holds).
        public var moduleOfFile: [String: String]?
        /// Fixed findings per rule.
        public var fixed: [String: Int] = [:]
        /// Files and types to rename (the `git mv` and declarations to change).
        public var renames: [RenamePlan] = []
        /// Files whose fix would not have parsed or would have added findings, left as they were.
        public var declined: [String] = []
        /// What the property and type renames did or would do, and why one was not made.
        public var renameNotes: [LocalizedText] = []
        /// The new names of the type renames those notes cover (applied, printed or refused).
        public var typeRenames: Set<String> = []
    }

    private static let fixable = Set(fixableRules)

    /// Fixes the files whose facts are given; `read` gives a file's current text (nil: none);
    /// `mayWrite` says whether a file may be written (as a new file when the flag is set; one no
    /// target would build may not be created): an edit touching one that may not is left out
    /// with every edit of its finding. `skipped`: the files the check skipped, which block the
    /// renames of names they may hold.
    public func fix(swift: [SwiftFileFacts], objc: [ObjCFileFacts], paths: [String], findings initial: [Finding],
                    renames: IdentifierRenames = .off, skipped: SkippedSources = .none, read: @escaping (String) -> String?,
                    mayWrite: @escaping (_ path: String, _ creating: Bool) -> Bool = { _, _ in true }) -> Outcome {
        var state = FixState(swift: swift, objc: objc, paths: paths, read: read, mayWrite: mayWrite)
        state.testScope = checker.testScope
        var findings = initial.map(reworded)
        var outcome = Outcome()
        passes(&findings, &state, &outcome)
        let renamed = IdentifierRenamer(mode: renames, skipped: skipped).run(findings, &state)
        outcome.renameNotes = renamed.notes
        outcome.typeRenames = renamed.types
        if renamed.changed {
            // A renamed reference may still want its modifier (`weak`): the fixes run again.
            let result = checker.run(swift: state.swiftFacts, objc: state.objcFacts, paths: state.paths)
            findings = result.findings.map(reworded)
            outcome.moduleOfFile = result.moduleOfFile
            passes(&findings, &state, &outcome)
        }
        outcome.findings = findings
        let after = Self.counts(findings)
        for (rule, count) in Self.counts(initial) where count > after[rule, default: 0] && Self.fixable.contains(rule) {
            outcome.fixed[rule] = count - after[rule, default: 0]
        }
        outcome.files = state.changedFiles
        outcome.declined = state.declined.sorted()
        outcome.renames = outcome.findings.compactMap(RenamePlan.init)
        return outcome
    }

    private func passes(_ findings: inout [Finding], _ state: inout FixState, _ outcome: inout Outcome) {
        for _ in 0..<Self.passes {
            guard let result = pass(findings, &state) else { break }
            findings = result.findings.map(reworded)
            outcome.moduleOfFile = result.moduleOfFile
        }
    }

    /// One round of fixes; nil when nothing changed. A round that would leave more findings
    /// than it found is undone and tried again without the files that got more (a fix never
    /// makes things worse; a moved protocol takes its findings along, which is no worse).
    private func pass(_ findings: [Finding], _ state: inout FixState) -> ArchitectureChecker.Outcome? {
        for _ in 0..<3 {
            let groups = edits(for: findings, state)
            guard !groups.isEmpty else { return nil }
            let saved = state
            guard !state.apply(groups.map(\.edits)).isEmpty else { return nil }
            let result = checker.run(swift: state.swiftFacts, objc: state.objcFacts, paths: state.paths)
            guard result.findings.count > findings.count else { return result }
            let before = Self.countsByPath(findings), after = Self.countsByPath(result.findings)
            let worse = after.filter { $0.value > before[$0.key, default: 0] }.map(\.key)
            state = saved
            guard !worse.isEmpty else { return nil }
            state.decline(worse)
        }
        return nil
    }

    private static func countsByPath(_ findings: [Finding]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for finding in findings {
            if case .file(let path, _, _) = finding.location { counts[path, default: 0] += 1 }
        }
        return counts
    }

    private struct Group {
        var edits: [TextEdit]
    }

    private func edits(for findings: [Finding], _ state: FixState) -> [Group] {
        let fixes = ArchitectureFixes.byKind
        let fixable = findings.filter { $0.fix.flatMap { fixes[$0.kind] } != nil }
        guard !fixable.isEmpty else { return [] }
        let context = state.context()
        if checker.keepsFactsUntilExit { ProcessLifetime.keep(context.project) }
        context.prepare(fixable.compactMap { finding in
            guard case .file(let path, _, _) = finding.location, !state.declined.contains(path) else { return nil }
            return path
        })
        return fixable.compactMap { finding in
            guard case .file(let path, let line, let column) = finding.location, !state.declined.contains(path),
                  let request = finding.fix, let fix = fixes[request.kind] else { return nil }
            let target = FixTarget(path: path, position: Position(line: line, column: column), request: request)
            guard let edits = fix.edits(target, context), !edits.isEmpty,
                  !edits.contains(where: { state.declined.contains($0.path) }) else { return nil }
            return Group(edits: edits)
        }
    }

    private static func counts(_ findings: [Finding]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.rule, default: 0] += 1 }
        return counts
    }
}

/// Where a finding is and what it asks for: what a fix starts from.
struct FixTarget {
    let path: String
    let position: Position
    let request: FixRequest
}

/// One kind of fix: the edits for one finding, or nil when it can't be fixed safely.
struct ArchitectureFix: Sendable {
    let kinds: [FixRequest.Kind]
    let edits: @Sendable (FixTarget, FixContext) -> [TextEdit]?
}
