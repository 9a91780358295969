import FlowlintCore
import FlowlintReport
import FlowlintTracker
import GitKit

/// Checks every commit of a walk as it streams by: nothing but findings is kept.
public struct HistoryScan {
    public let repository: Repository
    public let checker: CommitChecker
    /// The branch commit IDs are compared with (`commit-issue-mismatch`).
    public let branch: FlowBranch?
    /// The tracker rules on each header, when a tracker is configured.
    public var tracker: TrackerReview?
    /// Where flowlint is the gate (pre-push, pre-receive, `mr`), a message too large to read is
    /// refused; elsewhere it is reported and skipped.
    public var refusesOversized: Bool
    /// Where the HTML report's history charts are collected: nil for every other format.
    public var tally: HistoryTally?
    /// Where each commit's findings are written as soon as they are found, when nothing needs
    /// them all (no baseline, a format that streams): the report then keeps only counts.
    public var stream: StreamedReport?

    public init(
        repository: Repository, checker: CommitChecker, branch: FlowBranch?, tracker: TrackerReview? = nil,
        refusesOversized: Bool = false, tally: HistoryTally? = nil
    ) {
        self.repository = repository
        self.checker = checker
        self.branch = branch
        self.tracker = tracker
        self.refusesOversized = refusesOversized
        self.tally = tally
    }

    /// `commits.since`: a revision whose history is not checked, or a date before which
    /// commits are not checked.
    public enum Since {
        case none
        case revision(ObjectID)
        case date(Int64)
    }

    public func run(_ selection: RevisionSelection, hiding hidden: [ObjectID] = []) throws -> Report {
        let since = try resolveSince()
        let walk: RevisionWalk
        do {
            walk = try RevisionWalk(repository)
            // Authors are read only for the HTML report's chart and `commits.skip` author patterns.
            walk.fields = tally?.byAuthor == true || checker.skippedByPattern.needsAuthor ? .signatures : []
            try walk.select(selection)
            for id in hidden { try walk.hide(id) }
            if case .revision(let id) = since { try walk.hide(id) }
        } catch {
            throw UseCaseError.git(error, shallow: repository.isShallow)
        }
        var report = try scan(walk, since: since)
        for ref in walk.nonCommitRefs {
            report.notes.append(LocalizedText(
                ru: "\(ref) указывает не на коммит: его не проверяли (как и git rev-list --all)",
                en: "\(ref) points to no commit: nothing to check there (as git rev-list --all)"))
        }
        return report
    }

    func scan(_ walk: RevisionWalk, since: Since = .none) throws -> Report {
        var report = Report()
        report.history = tally
        while let commit = walk.next() {
            if case .date(let cutoff) = since, commit.committedAt < cutoff { continue }
            try check(commit, into: &report)
        }
        if let error = walk.error {
            throw UseCaseError.git(error, shallow: repository.isShallow)
        }
        return report
    }

    public func resolveSince() throws -> Since {
        guard let since = checker.configuration.since, !since.isEmpty else { return .none }
        if let id = try? repository.resolveCommit(since) { return .revision(id) }
        if let date = CommitCutoff.parseDate(since) { return .date(date) }
        throw UseCaseError.usage(
            ru: "commits.since: «\(since)» — не ревизия этого репозитория и не дата (ГГГГ-ММ-ДД); исправьте .flowlint.yml",
            en: "commits.since: '\(since)' is neither a revision in this repository nor a date (YYYY-MM-DD); fix .flowlint.yml")
    }

    public func check(_ commit: Commit, into report: inout Report) throws {
        if let size = commit.oversizedMessageBytes {
            if refusesOversized {
                throw UseCaseError.refused(LocalizedText(
                    ru: "коммит \(commit.id.hex.prefix(10)): сообщение \(size >> 20) МиБ — больше \(Commit.messageSizeLimit >> 20) МиБ, такой коммит не пропускается; сократите сообщение (git rebase -i) и повторите",
                    en: "commit \(commit.id.hex.prefix(10)): its message of \(size >> 20) MiB is over \(Commit.messageSizeLimit >> 20) MiB and is refused; shorten it (git rebase -i) and try again"))
            }
            report.checked.skippedCommits += 1
            report.notes.append(LocalizedText(
                ru: "коммит \(commit.id.hex.prefix(10)): сообщение \(size >> 20) МиБ — больше \(Commit.messageSizeLimit >> 20) МиБ, не проверялось",
                en: "commit \(commit.id.hex.prefix(10)): its message of \(size >> 20) MiB is over \(Commit.messageSizeLimit >> 20) MiB, not checked"))
            return
        }
        check(Self.decoded(commit), of: commit.id, parentCount: commit.parentIDs.count, committedAt: commit.committedAt,
              author: commit.author?.name, signature: Self.signature(commit), into: &report)
    }

    /// The author as `git log --author` matches it, `Name <email>`; nil when not read.
    public static func signature(_ commit: Commit) -> String? {
        commit.author.map { "\($0.name) <\($0.email)>" }
    }

    /// A commit's message as text, decoded in its declared encoding.
    public static func decoded(_ commit: Commit) -> DecodedMessage {
        if let text = commit.utf8Message, commit.declaredEncoding.map(DecodedMessage.isUTF8) ?? true {
            return DecodedMessage(text: text)  // already validated, as most messages are
        }
        return DecodedMessage.decode(commit.rawMessage, encoding: commit.declaredEncoding)
    }

    /// Checks one message as the commit `id` would have it (`commits --fix` checks messages it
    /// has not written yet).
    /// `signature` is the author as `Name <email>`, for `commits.skip` author patterns.
    public func check(
        _ decoded: DecodedMessage, of id: ObjectID, parentCount: Int, committedAt: Int64, author: String?,
        signature: String? = nil, into report: inout Report
    ) {
        switch checker.check(decoded, parentCount: parentCount, branch: branch, author: signature) {
        case .skipped:
            report.checked.skippedCommits += 1
        case .checked(let violations):
            report.checked.commits += 1
            let before = report.findings.count
            if !violations.isEmpty || tracker != nil { record(violations, of: id, decoded, into: &report) }
            if report.history != nil {
                report.history?.add(sha: id.hex, committedAt: committedAt, author: author,
                                    hasFindings: report.findings.count > before)
            }
            if let stream { report.stream(into: stream) }
        }
    }

    private func record(_ violations: [RuleViolation], of id: ObjectID, _ decoded: DecodedMessage, into report: inout Report) {
        // One id and one header a commit, shared by its findings.
        let sha = id.hex
        let header = String(CommitMessage.header(of: decoded.text))
        for found in violations {
            report.findings.append(Finding(
                rule: found.rule, severity: found.severity, message: found.violation.message,
                location: .commit(sha: sha, line: found.violation.line, header: header),
                suggestion: found.violation.suggestion))
        }
        if let tracker {
            report.findings += tracker.findings(header: header, at: .commit(sha: sha, line: 1, header: header))
        }
    }
}
