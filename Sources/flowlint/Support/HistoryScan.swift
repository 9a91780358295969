import FlowlintCore
import FlowlintReport
import GitKit

/// Checks every commit of a walk as it streams by: nothing but findings is kept.
struct HistoryScan {
    let repository: Repository
    let checker: CommitChecker
    /// The branch commit IDs are compared with (`commit-issue-mismatch`).
    let branch: FlowBranch?
    /// The tracker rules on each header, when a tracker is configured.
    var tracker: TrackerReview?

    /// `commits.since`: a revision whose history is not checked, or a date before which
    /// commits are not checked.
    enum Since {
        case none
        case revision(ObjectID)
        case date(Int64)
    }

    func run(_ selection: RevisionSelection, hiding hidden: [ObjectID] = []) throws -> Report {
        let since = try resolveSince()
        let walk: RevisionWalk
        do {
            walk = try RevisionWalk(repository)
            walk.fields = []  // names and e-mails are never checked
            try walk.select(selection)
            for id in hidden { try walk.hide(id) }
            if case .revision(let id) = since { try walk.hide(id) }
        } catch {
            throw Failure.git(error, shallow: repository.isShallow)
        }
        return try scan(walk, since: since)
    }

    func scan(_ walk: RevisionWalk, since: Since = .none) throws -> Report {
        var report = Report()
        while let commit = walk.next() {
            if case .date(let cutoff) = since, commit.committedAt < cutoff { continue }
            check(commit, into: &report)
        }
        if let error = walk.error {
            throw Failure.git(error, shallow: repository.isShallow)
        }
        return report
    }

    private func resolveSince() throws -> Since {
        guard let since = checker.configuration.since, !since.isEmpty else { return .none }
        if let id = try? repository.resolveCommit(since) { return .revision(id) }
        if let date = CommitCutoff.parseDate(since) { return .date(date) }
        throw Failure.usage(
            ru: "commits.since: «\(since)» — не ревизия этого репозитория и не дата (ГГГГ-ММ-ДД); исправьте .flowlint.yml",
            en: "commits.since: '\(since)' is neither a revision in this repository nor a date (YYYY-MM-DD); fix .flowlint.yml")
    }

    func check(_ commit: Commit, into report: inout Report) {
        if let size = commit.oversizedMessageBytes {
            report.checked.skippedCommits += 1
            report.notes.append(LocalizedText(
                ru: "коммит \(commit.id.hex.prefix(10)): сообщение \(size >> 20) МиБ — больше \(Commit.messageSizeLimit >> 20) МиБ, не проверялось",
                en: "commit \(commit.id.hex.prefix(10)): its message of \(size >> 20) MiB is over \(Commit.messageSizeLimit >> 20) MiB, not checked"))
            return
        }
        let decoded: DecodedMessage
        if let text = commit.utf8Message, commit.declaredEncoding.map(DecodedMessage.isUTF8) ?? true {
            decoded = DecodedMessage(text: text)  // already validated, as most messages are
        } else {
            decoded = DecodedMessage.decode(commit.rawMessage, encoding: commit.declaredEncoding)
        }
        switch checker.check(decoded, parentCount: commit.parentIDs.count, branch: branch) {
        case .skipped:
            report.checked.skippedCommits += 1
        case .checked(let violations):
            report.checked.commits += 1
            guard !violations.isEmpty || tracker != nil else { return }
            let header = String(CommitMessage.header(of: decoded.text))
            for found in violations {
                report.findings.append(Finding(
                    rule: found.rule, severity: found.severity, message: found.violation.message,
                    location: .commit(sha: commit.id.hex, line: found.violation.line, header: header),
                    suggestion: found.violation.suggestion))
            }
            if let tracker {
                report.findings += tracker.findings(header: header, at: .commit(sha: commit.id.hex, line: 1, header: header))
            }
        }
    }
}
