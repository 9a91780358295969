import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit

/// pre-push: checks each pushed branch's name and each commit the remote doesn't have yet.
struct PushCheck {
    let invocation: Invocation
    let remote: String

    func run() throws -> Report {
        // A terminal on standard input means nobody is piping refs: don't wait for them.
        var updates = Terminal.isTerminal(0) ? [] : try RefUpdate.readBranchUpdates(.prePush)
        if updates.isEmpty, let update = try fromPreCommitFramework() { updates = [update] }
        return try RefUpdateCheck(invocation: invocation).run(updates, checkName: { _ in true }, alreadyThere: alreadyThere)
    }

    /// What the remote has: its old tip when it is known here, else every ref of that remote.
    private func alreadyThere(_ update: RefUpdate, _ repository: Repository) throws -> [ObjectID] {
        if let old = ObjectID(hex: update.oldID), !old.isZero, repository.exists(old.hex) {
            return [old]
        }
        let prefix = remote + "/"
        do {
            return try repository.branches(.remote).filter { $0.name.hasPrefix(prefix) }.map(\.target)
        } catch {
            throw Failure.git(error)
        }
    }

    /// The pre-commit framework runs pre-push hooks with the refs in variables, not on stdin.
    private func fromPreCommitFramework() throws -> RefUpdate? {
        guard let to = Environment.nonEmpty("PRE_COMMIT_TO_REF"),
              let branch = Environment.nonEmpty("PRE_COMMIT_REMOTE_BRANCH") ?? Environment.nonEmpty("PRE_COMMIT_LOCAL_BRANCH")
        else { return nil }
        let repository = try invocation.repository()
        guard let tip = try? repository.resolveCommit(to) else { return nil }
        let from = Environment.nonEmpty("PRE_COMMIT_FROM_REF").flatMap { try? repository.resolveCommit($0) }
        let ref = branch.hasPrefix("refs/") ? branch : "refs/heads/" + branch
        return RefUpdate(ref: ref, oldID: from?.hex ?? RefUpdate.zero, newID: tip.hex)
    }
}

/// pre-receive, on the server: new branches' names and every commit new to the branches, on
/// each pushed branch. What it prints reaches the pusher as `remote:` lines; any error
/// rejects the whole push (git's pre-receive is all or nothing).
///
/// Only what the server's branches already reach is taken as checked: commits pushed earlier
/// under a tag or another ref (`refs/x/y`) were never checked, and are when a branch reaches them.
struct ReceiveCheck {
    let invocation: Invocation

    func run() throws -> Report {
        let updates = Terminal.isTerminal(0) ? [] : try RefUpdate.readBranchUpdates(.preReceive)
        var hidden: [ObjectID]?
        var report = try RefUpdateCheck(invocation: invocation).run(updates, checkName: \.isNewRef) { _, repository in
            // The server's branches before this push (refs are updated after the hook); the same for every update.
            if let hidden { return hidden }
            let tips = try Self.branchTargets(repository)
            hidden = tips
            return tips
        }
        if report.errors > 0 {
            report.notes.append(LocalizedText(
                ru: "push отклонён flowlint: исправьте перечисленное (git rebase -i, git branch -m) и повторите",
                en: "push rejected by flowlint: fix the above (git rebase -i, git branch -m) and push again"))
        }
        return report
    }

    static func branchTargets(_ repository: Repository) throws -> [ObjectID] {
        do {
            return try repository.branchTargets()
        } catch {
            throw Failure.git(error)
        }
    }
}
