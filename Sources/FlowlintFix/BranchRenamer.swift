import FlowlintCore
import FlowlintFlow
import FlowlintReport
import FlowlintTracker
import GitKit

/// `branch --fix`: a local branch renamed to the sure suggestion (`SureFixes.branchName`), as
/// `git branch -m` renames it: reflog, `branch.<name>.*` configuration and HEAD follow.
/// Remotes are never touched.
public struct BranchRenamer {
    public let checker: BranchChecker
    public let mode: RewriteMode

    public init(checker: BranchChecker, mode: RewriteMode) {
        self.checker = checker
        self.mode = mode
    }

    public struct Outcome {
        public var findings: [Finding]
        public var notes: [LocalizedText] = []
        public var diff = ""
    }

    /// Renames `name` when a sure suggestion exists and is free; otherwise the findings stay, with
    /// a note saying why nothing was renamed. The repository is opened only when there is a
    /// suggestion; the new name is checked again, with the tracker's rules when there is one.
    public func fix(
        _ name: String, _ findings: [Finding], repository openRepository: () throws -> Repository, tracker: TrackerReview?
    ) throws -> Outcome {
        guard let target = SureFixes.branchName(for: name, findings, checker: checker) else { return Outcome(findings: findings) }
        let repository = try openRepository()
        guard repository.branchExists(name) else {
            return Outcome(findings: findings, notes: [LocalizedText(
                ru: "\(name) — не локальная ветка с коммитами: не переименована",
                en: "\(name) is not a local branch with commits: not renamed")])
        }
        guard !repository.branchExists(target) else { return Outcome(findings: findings, notes: [taken(name, target)]) }
        try refuseUnderWay(name, repository)
        let remaining = checker.check(target) + (tracker?.findings(branch: target) ?? [])
        if mode == .dryRun {
            let diff = UnifiedDiff.render(
                old: "refs/heads/\(name)\n", new: "refs/heads/\(target)\n",
                oldLabel: "a/refs/heads/\(name)", newLabel: "b/refs/heads/\(target)")
            return Outcome(findings: remaining, diff: diff)
        }
        let upstream = repository.remoteUpstream(of: name)
        switch Result(catching: { () throws(Repository.RenameRefusal) in try repository.renameBranch(name, to: target) }) {
        case .success:
            break
        case .failure(.targetExists):
            return Outcome(findings: findings, notes: [taken(name, target)])
        case .failure(.noSuchBranch):
            throw UseCaseError.unreadable(ru: "ветка \(name) исчезла во время переименования", en: "branch \(name) vanished while being renamed")
        case .failure(.failed(let error)):
            throw UseCaseError.git(error, shallow: false)
        }
        var notes = [LocalizedText(ru: "ветка \(name) переименована в \(target)", en: "branch \(name) renamed to \(target)")]
        if let upstream {
            let commands = "git push \(upstream.remote) -u \(target) && git push \(upstream.remote) --delete \(upstream.branch)"
            notes.append(LocalizedText(
                ru: "на \(upstream.remote) ветка осталась под прежним именем \(upstream.branch); переименуйте её там: \(commands)",
                en: "on \(upstream.remote) the branch keeps its old name \(upstream.branch); rename it there: \(commands)"))
        }
        return Outcome(findings: remaining, notes: notes)
    }

    /// A branch a rebase or a bisect will come back to by its name is not renamed under it.
    private func refuseUnderWay(_ name: String, _ repository: Repository) throws {
        guard let operation = repository.operationUnderWay(on: name) else { return }
        switch operation.kind {
        case .rebase:
            throw UseCaseError.usage(
                ru: "ветку \(name) сейчас перебазируют (rebase) в \(operation.worktree): завершите его (git rebase --continue) или отмените (git rebase --abort), потом запустите --fix",
                en: "branch \(name) is being rebased at \(operation.worktree): finish it (git rebase --continue) or stop it (git rebase --abort), then run --fix")
        case .bisect:
            throw UseCaseError.usage(
                ru: "на ветке \(name) идёт git bisect в \(operation.worktree): закончите его (git bisect reset), потом запустите --fix",
                en: "branch \(name) is being bisected at \(operation.worktree): end it (git bisect reset), then run --fix")
        }
    }

    private func taken(_ name: String, _ target: String) -> LocalizedText {
        LocalizedText(
            ru: "\(name) не переименована: ветка \(target) уже есть",
            en: "\(name) was not renamed: branch \(target) already exists")
    }
}
