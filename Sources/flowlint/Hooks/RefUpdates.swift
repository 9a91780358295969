import FlowlintCore
import FlowlintReport
import GitKit

/// One ref a push moves: what git passes to pre-push (`<local ref> <local sha> <remote ref>
/// <remote sha>`) and to pre-receive (`<old> <new> <ref>`), in one shape.
struct RefUpdate: Equatable {
    /// The ref on the receiving side: `refs/heads/features/x`.
    let ref: String
    let oldID: String
    let newID: String

    static let zero = String(repeating: "0", count: 40)

    var isDeletion: Bool { ObjectID(hex: newID)?.isZero ?? true }
    var isNewRef: Bool { ObjectID(hex: oldID)?.isZero ?? true }

    /// The branch name for `refs/heads/…`; nil for tags and other refs.
    var branchName: String? {
        ref.hasPrefix("refs/heads/") ? String(ref.dropFirst("refs/heads/".count)) : nil
    }

    static func parsePrePush(_ text: String) -> [RefUpdate] {
        lines(text).compactMap { fields in
            fields.count == 4 ? RefUpdate(ref: fields[2], oldID: fields[3], newID: fields[1]) : nil
        }
    }

    static func parsePreReceive(_ text: String) -> [RefUpdate] {
        lines(text).compactMap { fields in
            fields.count == 3 ? RefUpdate(ref: fields[2], oldID: fields[0], newID: fields[1]) : nil
        }
    }

    private static func lines(_ text: String) -> [[String]] {
        text.split(whereSeparator: \.isLineFeed).map { $0.split(separator: " ").map(String.init) }
    }
}

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
                tracker: try invocation.tracker())
            report = report + (try scan.run(.single(tip.hex), hiding: try alreadyThere(update, repository)))
        }
        return report
    }
}
