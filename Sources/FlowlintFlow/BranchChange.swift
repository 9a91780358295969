import FlowlintCore
import GitKit

/// What the current branch changes since its base: its own commits and the files it touches,
/// committed or not. `lint` judges these, as a linter run before a merge request does; what
/// was already there when the branch started is `lint --all`'s business.
public struct BranchChange {
    /// The branch's own commits (`base..HEAD`), as full ids.
    public let commits: Set<String>
    /// Paths from the repository's root that differ from the fork point: the branch's commits,
    /// staged and unstaged edits, untracked files.
    public let paths: Set<String>
    /// The branch whose name `flow` findings may carry.
    public let branchName: String?

    public init(commits: Set<String>, paths: Set<String>, branchName: String?) {
        self.commits = commits
        self.paths = paths
        self.branchName = branchName
    }

    /// The change of HEAD against `base`; the work tree is compared only when there is one.
    public static func of(_ repository: Repository, base: ObjectID, branchName: String?) throws -> BranchChange {
        do {
            let head = try repository.resolveCommit("HEAD")
            let walk = try RevisionWalk(repository)
            try walk.push(head)
            try walk.hide(base)
            var commits: Set<String> = []
            while let id = walk.nextID() { commits.insert(id.hex) }
            if let error = walk.error { throw error }
            let forkPoint = try repository.mergeBase(base, head) ?? base
            let paths = repository.workDirectory == nil
                ? try repository.changedPaths(from: forkPoint, to: head)
                : try repository.changedPathsInWorkTree(since: forkPoint)
            return BranchChange(commits: commits, paths: Set(paths), branchName: branchName)
        } catch let error as GitError {
            throw UseCaseError.git(error, shallow: repository.isShallow)
        }
    }

    /// Whether a history finding comes from the branch's own commits or names the branch.
    public func introduced(_ finding: Finding) -> Bool {
        switch finding.location {
        case .commit(let sha, _, _): return commits.contains(sha)
        case .branch(let name): return name == branchName
        case .mergeRequest, .file: return true
        }
    }

    /// Whether a source finding lies in a file the branch changed; `path` is as the check
    /// reported it, from the repository's root.
    public func touches(_ finding: Finding) -> Bool {
        guard case .file(let path, _, _) = finding.location else { return true }
        return contains(path)
    }

    /// Whether the branch changed the file at `path`, from the repository's root (`./` or not).
    public func contains(_ path: String) -> Bool {
        paths.contains(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }
}
