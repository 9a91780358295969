import FlowlintCore
import FlowlintReport
import GitKit

/// pre-push: for every ref line git gives on standard input (`<local ref> <local sha> <remote
/// ref> <remote sha>`), checks the pushed branch's name and each commit the remote doesn't
/// have yet. Fixup commits are reported here: they are about to be shared.
struct PushCheck {
    let invocation: Invocation
    let remote: String

    struct Update {
        let localID: String
        let remoteRef: String
        let remoteID: String
    }

    func run() throws -> Report {
        // A terminal on standard input means nobody is piping refs: don't wait for them.
        let input = Terminal.isTerminal(0) ? [] : Files.read("-", limit: 16 << 20) ?? []
        let repository = try invocation.repository()
        var updates = Self.parse(String(decoding: input, as: UTF8.self))
        if updates.isEmpty, let update = Self.fromPreCommitFramework(repository) { updates = [update] }
        var report = Report()
        guard !updates.isEmpty else { return report }
        let configuration = try invocation.configuration()
        let branchChecker = try BranchCheck.checker(invocation)
        let commitChecker = try CommitCheck.checker(configuration, .sharing)
        for update in updates {
            guard let tip = ObjectID(hex: update.localID), !tip.isZero,
                  update.remoteRef.hasPrefix("refs/heads/") else { continue }  // deletions and tags
            let name = String(update.remoteRef.dropFirst("refs/heads/".count))
            report.checked.branches += 1
            report.findings += branchChecker.check(name)
            let scan = HistoryScan(repository: repository, checker: commitChecker, branch: branchChecker.naming.parse(name))
            report = report + (try scan.run(.single(tip.hex), hiding: try alreadyThere(update, repository)))
        }
        return report
    }

    /// What the remote has: its old tip when it is known here, else every ref of that remote.
    private func alreadyThere(_ update: Update, _ repository: Repository) throws -> [ObjectID] {
        if let old = ObjectID(hex: update.remoteID), !old.isZero, repository.exists(old.hex) {
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
    static func fromPreCommitFramework(_ repository: Repository) -> Update? {
        guard let to = Environment.nonEmpty("PRE_COMMIT_TO_REF"),
              let tip = try? repository.resolveCommit(to),
              let branch = Environment.nonEmpty("PRE_COMMIT_REMOTE_BRANCH") ?? Environment.nonEmpty("PRE_COMMIT_LOCAL_BRANCH")
        else { return nil }
        let from = Environment.nonEmpty("PRE_COMMIT_FROM_REF").flatMap { try? repository.resolveCommit($0) }
        let remoteRef = branch.hasPrefix("refs/") ? branch : "refs/heads/" + branch
        return Update(localID: tip.hex, remoteRef: remoteRef, remoteID: from?.hex ?? String(repeating: "0", count: 40))
    }

    static func parse(_ text: String) -> [Update] {
        text.split(whereSeparator: \.isLineFeed).compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 4 else { return nil }
            return Update(localID: String(fields[1]), remoteRef: String(fields[2]), remoteID: String(fields[3]))
        }
    }
}
