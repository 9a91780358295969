import FlowlintCore
import FlowlintReport
import GitKit

/// `branch --fix`: a local branch renamed to the sure suggestion (`SureFixes.branchName`), as
/// `git branch -m` renames it: reflog, `branch.<name>.*` configuration and HEAD follow.
/// Remotes are never touched.
struct BranchRenamer {
    let invocation: Invocation
    let checker: BranchChecker
    let mode: RewriteMode

    struct Outcome {
        var findings: [Finding]
        var notes: [LocalizedText] = []
        var diff = ""
    }

    /// Without a name, the branch to rename is HEAD's: there is none on a detached HEAD, and a
    /// bare repository's HEAD is only the default branch of those who clone it.
    static func requireCurrentBranch(_ invocation: Invocation) throws {
        let repository = try invocation.repository()
        if repository.isBare {
            throw Failure.usage(
                ru: "в голом репозитории назовите ветку, которую переименовать: flowlint branch --fix ИМЯ",
                en: "in a bare repository, name the branch to rename: flowlint branch --fix NAME")
        }
        let head: Head
        do {
            head = try repository.head()
        } catch {
            throw Failure.git(error)
        }
        if case .detached = head {
            throw Failure.usage(
                ru: "HEAD отсоединён: переименовывать нечего; назовите ветку: flowlint branch --fix ИМЯ",
                en: "HEAD is detached: there is no branch to rename; name one: flowlint branch --fix NAME")
        }
    }

    /// Renames `name` when a sure suggestion exists and is free; otherwise the findings stay, with
    /// a note saying why nothing was renamed.
    func fix(_ name: String, _ findings: [Finding]) throws -> Outcome {
        guard let target = SureFixes.branchName(for: name, findings, checker: checker) else { return Outcome(findings: findings) }
        let repository = try invocation.repository()
        guard repository.branchExists(name) else {
            return Outcome(findings: findings, notes: [LocalizedText(
                ru: "\(name) — не локальная ветка с коммитами: не переименована",
                en: "\(name) is not a local branch with commits: not renamed")])
        }
        guard !repository.branchExists(target) else { return Outcome(findings: findings, notes: [taken(name, target)]) }
        let remaining = try BranchCheck.findings(target, checker, invocation)
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
            throw Failure.unreadable(ru: "ветка \(name) исчезла во время переименования", en: "branch \(name) vanished while being renamed")
        case .failure(.failed(let error)):
            throw Failure.git(error)
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

    private func taken(_ name: String, _ target: String) -> LocalizedText {
        LocalizedText(
            ru: "\(name) не переименована: ветка \(target) уже есть",
            en: "\(name) was not renamed: branch \(target) already exists")
    }
}
