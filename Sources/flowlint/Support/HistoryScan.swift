import FlowlintCore
import FlowlintReport
import GitKit

/// Checks every commit of a walk as it streams by: nothing but findings is kept.
struct HistoryScan {
    let repository: Repository
    let checker: CommitChecker
    /// The branch commit IDs are compared with (`commit-issue-mismatch`).
    let branch: FlowBranch?

    func run(_ selection: RevisionSelection, hiding hidden: [ObjectID] = []) throws -> Report {
        let walk: RevisionWalk
        do {
            walk = try RevisionWalk(repository)
            try walk.select(selection)
            for id in hidden { try walk.hide(id) }
        } catch {
            throw Failure.git(error, shallow: repository.isShallow)
        }
        return try scan(walk)
    }

    func scan(_ walk: RevisionWalk) throws -> Report {
        var report = Report()
        while let commit = walk.next() {
            check(commit, into: &report)
        }
        if let error = walk.error {
            throw Failure.git(error, shallow: repository.isShallow)
        }
        return report
    }

    func check(_ commit: Commit, into report: inout Report) {
        let decoded = DecodedMessage.decode(commit.rawMessage, encoding: commit.declaredEncoding)
        switch checker.check(decoded, parentCount: commit.parentIDs.count, branch: branch) {
        case .skipped:
            report.checked.skippedCommits += 1
        case .checked(let violations):
            report.checked.commits += 1
            guard !violations.isEmpty else { return }
            let header = String(decoded.text.prefix { $0 != "\n" })
            for found in violations {
                report.findings.append(Finding(
                    rule: found.rule, severity: found.severity, message: found.violation.message,
                    location: .commit(sha: commit.id.hex, line: found.violation.line, header: header),
                    suggestion: found.violation.suggestion))
            }
        }
    }
}
