import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit

/// `commits --fix [RANGE]`: the commits of a range ending at HEAD whose header has a sure
/// suggestion are reworded, as `git rebase -i` with `reword` would: trees and authors kept, the
/// committer is the user, now, and every later commit of the range is written again on its new
/// parents, merges included (their shape is kept: only messages change, so nothing can
/// conflict). Notes follow the commits where git's settings ask `git rebase` to carry them.
/// Commits any remote-tracking ref contains are shared history and refused.
public struct CommitReworder {
    public let repository: Repository
    public let scan: HistoryScan
    public let mode: RewriteMode
    /// Where the committer's identity and `GIT_COMMITTER_DATE` come from.
    public let environment: (String) -> String?

    public init(repository: Repository, scan: HistoryScan, mode: RewriteMode, environment: @escaping (String) -> String?) {
        self.repository = repository
        self.scan = scan
        self.mode = mode
        self.environment = environment
    }

    /// What was found after the fix, with the diff of each reworded message for `--dry-run`.
    public struct Outcome {
        public var report: Report
        public var diff = ""
    }

    public func run(_ selection: RevisionSelection, tip tipName: String) throws -> Outcome {
        let head = try git { try repository.head() }
        guard head.target != nil else { return Outcome(report: Report()) }
        let tip = try requireRewritable(tipName, head)
        let range = try RewriteRange(repository, selection, since: scan.resolveSince())
        try refuseShared(range, selection)
        var reworded: [ObjectID: [UInt8]] = [:]
        var stillFailing: [Commit] = []
        for commit in range.commits where range.isChecked(commit) {
            switch newMessage(commit) {
            case .fixed(let message): reworded[commit.id] = message
            case .stillFails: stillFailing.append(commit)
            case nil: break
            }
        }
        let written = try mode == .apply ? write(range, reworded) : []
        let rewritten = Dictionary(written.map { ($0.old, $0.new) }) { first, _ in first }
        var outcome = try check(range, reworded, rewritten)
        if !stillFailing.isEmpty {
            let ids = stillFailing.map(\.id.short).joined(separator: ", ")
            outcome.report.notes.append(LocalizedText(
                ru: "не переписаны: \(ids) — с исправленным заголовком они всё равно не прошли бы проверку; исправьте их сообщения сами (git rebase -i, reword)",
                en: "left as they are: \(ids) — with the header fixed they would still fail; reword them yourself (git rebase -i)"))
        }
        if mode == .apply, let newTip = rewritten[tip] {
            try carryNotes(written)
            try moveHead(head, from: tip, to: newTip, count: reworded.count)
            outcome.report.notes.append(LocalizedText(
                ru: "переписано сообщений: \(reworded.count); прежняя вершина \(tip.short) — в ORIG_HEAD и reflog",
                en: "messages reworded: \(reworded.count); the old tip \(tip.short) is in ORIG_HEAD and the reflog"))
        }
        return outcome
    }

    /// HEAD's commit, which the range must end at; no merge or rebase may be under way.
    private func requireRewritable(_ tipName: String, _ head: Head) throws -> ObjectID {
        let tip = try git { try repository.resolveCommit(tipName) }
        guard tip == head.target else {
            throw UseCaseError.usage(
                ru: "--fix переписывает текущую ветку: диапазон должен кончаться на HEAD (например develop..HEAD)",
                en: "--fix rewrites the current branch: the range must end at HEAD (e.g. develop..HEAD)")
        }
        if repository.hasOperationInProgress {
            throw UseCaseError.usage(
                ru: "идёт слияние, rebase или cherry-pick: завершите его, потом запустите --fix",
                en: "a merge, rebase or cherry-pick is under way: finish it, then run --fix")
        }
        return tip
    }

    /// The range checked as it is after the fix (or would be, with `--dry-run`), each reworded
    /// message with its diff.
    private func check(_ range: RewriteRange, _ reworded: [ObjectID: [UInt8]], _ rewritten: [ObjectID: ObjectID]) throws -> Outcome {
        var outcome = Outcome(report: Report())
        outcome.report.history = scan.tally
        for commit in range.commits where range.isChecked(commit) {
            let newID = rewritten[commit.id] ?? commit.id
            guard let message = reworded[commit.id] else {
                if newID == commit.id || commit.oversizedMessageBytes != nil {
                    try scan.check(commit, into: &outcome.report)  // an oversized message: noted and skipped
                } else {
                    scan.check(HistoryScan.decoded(commit), of: newID, parentCount: commit.parentIDs.count,
                               committedAt: commit.committedAt, author: commit.author?.name,
                               signature: HistoryScan.signature(commit), into: &outcome.report)
                }
                continue
            }
            scan.check(DecodedMessage.decode(message, encoding: commit.declaredEncoding), of: newID,
                       parentCount: commit.parentIDs.count, committedAt: commit.committedAt,
                       author: commit.author?.name, signature: HistoryScan.signature(commit), into: &outcome.report)
            outcome.diff += UnifiedDiff.render(
                old: String(decoding: commit.rawMessage, as: UTF8.self), new: String(decoding: message, as: UTF8.self),
                oldLabel: "a/\(commit.id.short)", newLabel: "b/\(commit.id.short)")
        }
        return outcome
    }

    enum Rewording {
        case fixed([UInt8])
        /// The header can be fixed, but the message would still have errors: history is not
        /// rewritten into messages that fail anyway.
        case stillFails
    }

    /// The message with its header replaced by the sure suggestion, nil when there is none or it
    /// can't be written for sure (another encoding, a line that is not the header git reads).
    private func newMessage(_ commit: Commit) -> Rewording? {
        guard commit.oversizedMessageBytes == nil, commit.declaredEncoding.map(DecodedMessage.isUTF8) ?? true,
              case .checked(let violations) = scan.checker.check(
                  HistoryScan.decoded(commit), parentCount: commit.parentIDs.count, branch: scan.branch,
                  author: HistoryScan.signature(commit)),
              let header = SureFixes.header(from: violations) else { return nil }
        let bytes = commit.rawMessage
        guard let range = SureFixes.headerRange(in: bytes), let line = String(validating: bytes[range], as: UTF8.self),
              let text = commit.utf8Message, line == CommitMessage.header(of: text) else { return nil }
        let fixed = SureFixes.replacing(range, in: bytes, with: header)
        // The fix must take: a suggestion that doesn't satisfy its own rule is not applied.
        guard case .checked(let after) = scan.checker.check(DecodedMessage.decode(fixed, encoding: nil), parentCount: commit.parentIDs.count, branch: scan.branch),
              SureFixes.header(from: after) == nil else { return nil }
        return after.contains { $0.severity == .error } ? .stillFails : .fixed(fixed)
    }

    /// Commits of the range that a remote-tracking ref contains: rewriting them is not a fix.
    private func refuseShared(_ range: RewriteRange, _ selection: RevisionSelection) throws {
        let remotes = try git { try repository.branches(.remote) }
        guard !remotes.isEmpty else { return }
        let walk = try git { () throws -> RevisionWalk in
            let walk = try RevisionWalk(repository)
            try walk.select(selection)
            for remote in remotes { try walk.hide(remote.target) }
            return walk
        }
        var unshared = Set<ObjectID>()
        while let id = walk.nextID() { unshared.insert(id) }
        if let error = walk.error { throw UseCaseError.git(error, shallow: false) }
        guard let shared = range.commits.first(where: { !unshared.contains($0.id) }) else { return }
        throw UseCaseError.usage(
            ru: "коммит \(shared.id.short) уже есть на удалённой ветке (refs/remotes): общую историю --fix не переписывает; сузьте диапазон до неотправленных коммитов",
            en: "commit \(shared.id.short) is already on a remote-tracking branch (refs/remotes): --fix does not rewrite shared history; narrow the range to commits not pushed")
    }

    /// Writes the reworded commits and every commit above them again; old id and new id, parents first.
    private func write(_ range: RewriteRange, _ reworded: [ObjectID: [UInt8]]) throws -> [(old: ObjectID, new: ObjectID)] {
        guard !reworded.isEmpty else { return [] }
        guard let identity = repository.committerIdentity(environment: environment) else {
            throw UseCaseError.usage(
                ru: "не задан коммиттер: укажите git config user.name «Имя» и git config user.email адрес",
                en: "no committer identity: set git config user.name \"Name\" and git config user.email address")
        }
        let committer = try CommitterClock.signature(name: identity.name, email: identity.email, environment: environment)
        var rewritten: [ObjectID: ObjectID] = [:]
        var written: [(old: ObjectID, new: ObjectID)] = []
        for commit in range.parentsFirst() {
            let parents = commit.parentIDs.map { rewritten[$0] ?? $0 }
            let message = reworded[commit.id]
            guard message != nil || parents != commit.parentIDs else { continue }
            guard var object = CommitObject(try git { try repository.rawCommitObject(commit.id) }) else {
                throw UseCaseError.unreadable(ru: "коммит \(commit.id.short) повреждён: проверьте git fsck", en: "commit \(commit.id.short) is damaged: run git fsck")
            }
            object.replaceParents(parents)
            if let message { object.message = message }
            object.replaceCommitter(committer)
            object.dropSignatures()
            let new = try git { try repository.writeCommitObject(object.bytes) }
            rewritten[commit.id] = new
            written.append((commit.id, new))
        }
        return written
    }

    /// Notes follow the rewritten commits where git's settings ask `git rebase` to carry them;
    /// before the branch moves, so that a failure leaves the history as it was.
    private func carryNotes(_ written: [(old: ObjectID, new: ObjectID)]) throws {
        do {
            try repository.carryNotes(written, environment: environment)
        } catch {
            throw UseCaseError.unreadable(
                ru: "заметки (git notes) не перенесены на переписанные коммиты (\(error.message)): ничего не переписано; повторите, когда git будет доступен",
                en: "the notes (git notes) could not be carried to the rewritten commits (\(error.message)): nothing was rewritten; try again once git runs")
        }
    }

    /// ORIG_HEAD = the old tip, then the branch (or a detached HEAD) moves with a reflog entry.
    private func moveHead(_ head: Head, from old: ObjectID, to new: ObjectID, count: Int) throws {
        let reference = head.branchName.map { "refs/heads/" + $0 } ?? "HEAD"
        try git { try repository.setOrigHead(old) }
        try git { try repository.updateReference(reference, from: old, to: new, reflog: "flowlint commits --fix: messages reworded: \(count)") }
    }

    /// libgit2's errors as the sentence a user can act on.
    private func git<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GitError {
            throw UseCaseError.git(error, shallow: repository.isShallow)
        }
    }
}
