import FlowlintFlow
import GitKit

/// The commits `commits --fix` may write again: those of the range, read once, newest first as
/// the walk gives them.
public struct RewriteRange {
    public let commits: [Commit]
    /// `commits.since` as a date: older commits keep their message but may get new parents.
    private let cutoff: Int64?

    public init(_ repository: Repository, _ selection: RevisionSelection, since: HistoryScan.Since) throws {
        var commits: [Commit] = []
        do {
            let walk = try RevisionWalk(repository)
            try walk.select(selection)
            if case .revision(let id) = since { try walk.hide(id) }
            while let commit = walk.next() { commits.append(commit) }
            if let error = walk.error { throw error }
        } catch let error as GitError {
            throw UseCaseError.git(error, shallow: repository.isShallow)
        }
        self.commits = commits
        if case .date(let date) = since { cutoff = date } else { cutoff = nil }
    }

    public func isChecked(_ commit: Commit) -> Bool {
        cutoff.map { commit.committedAt >= $0 } ?? true
    }

    /// Every commit after its parents of the range (an iterative depth-first walk: a range may
    /// be long).
    public func parentsFirst() -> [Commit] {
        let byID = Dictionary(commits.map { ($0.id, $0) }) { first, _ in first }
        var done = Set<ObjectID>()
        var ordered: [Commit] = []
        for start in commits where !done.contains(start.id) {
            var stack: [(Commit, Int)] = [(start, 0)]
            while let (commit, next) = stack.popLast() {
                if done.contains(commit.id) { continue }
                if next < commit.parentIDs.count {
                    stack.append((commit, next + 1))
                    if let parent = byID[commit.parentIDs[next]], !done.contains(parent.id) { stack.append((parent, 0)) }
                } else {
                    done.insert(commit.id)
                    ordered.append(commit)
                }
            }
        }
        return ordered
    }
}
