import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit

/// Checks a push, ref by ref: the branch's name (when `checkName` says so) and each commit the
/// other side doesn't have yet, as commits about to be shared (`commit-fixup` on).
struct RefUpdateCheck {
    let invocation: Invocation

    /// `alreadyThere` gives what to hide for an update: what the other side has.
    func run(
        _ updates: [RefUpdate], checkName: (RefUpdate) -> Bool, alreadyThere: (RefUpdate, Repository) throws -> [ObjectID]
    ) throws -> Report {
        var report = Report()
        let branchUpdates = updates.filter { !$0.isDeletion && $0.branchName != nil }  // deletions and tags pass
        guard !branchUpdates.isEmpty else { return report }
        let repository = try invocation.repository()
        let configuration = try invocation.configuration()
        let branchChecker = try BranchCheck.checker(invocation)
        let commitChecker = try CommitCheck.checker(configuration, .sharing)
        for update in branchUpdates {
            guard let name = update.branchName, let tip = ObjectID(hex: update.newID) else { continue }
            if checkName(update) {
                report.checked.branches += 1
                report.findings += try BranchCheck.findings(name, branchChecker, invocation)
            }
            let scan = HistoryScan(
                repository: repository, checker: commitChecker, branch: branchChecker.naming.intended(name),
                tracker: try invocation.tracker(), refusesOversized: true)
            report = report + (try scan.run(.single(tip.hex), hiding: try alreadyThere(update, repository)))
        }
        return report
    }
}
