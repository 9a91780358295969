import CLibGit2

/// Renaming a local branch, as `git branch -m` does (`branch --fix`).
extension Repository {
    /// Why a rename was not made.
    public enum RenameRefusal: Error, Sendable, Equatable {
        /// `refs/heads/<name>` does not exist (or has no commit yet).
        case noSuchBranch
        /// The new name is taken.
        case targetExists
        case failed(GitError)
    }

    /// Renames `refs/heads/<old>` to `refs/heads/<new>` with libgit2's `git_branch_move`, which
    /// moves the reflog and adds an entry to it, renames the `branch.<old>.*` configuration
    /// (upstream, `flowlint-base`) and points every worktree's HEAD that named the branch at the
    /// new name. Never overwrites a branch.
    public func renameBranch(_ old: String, to new: String) throws(RenameRefusal) {
        var reference: OpaquePointer?
        guard git_branch_lookup(&reference, pointer, old, GIT_BRANCH_LOCAL) == 0 else { throw .noSuchBranch }
        defer { git_reference_free(reference) }
        if branchExists(new) { throw .targetExists }
        var moved: OpaquePointer?
        let code = git_branch_move(&moved, reference, new, 0)
        if code == GIT_EEXISTS.rawValue { throw .targetExists }
        if code < 0 { throw .failed(GitError.last(code: code, operation: "rename branch \(old) to \(new)")) }
        git_reference_free(moved)
    }

    /// Where a local branch's upstream lives: the remote's name and the branch's name there
    /// (`branch.<name>.remote`, `branch.<name>.merge` without `refs/heads/`); nil when the branch
    /// has no upstream or tracks a local branch (`remote = .`).
    public func remoteUpstream(of branchName: String) -> (remote: String, branch: String)? {
        guard let config = try? config(),
              let remote = (try? config.string("branch.\(branchName).remote")) ?? nil, remote != ".",
              let merge = (try? config.string("branch.\(branchName).merge")) ?? nil else { return nil }
        let prefix = "refs/heads/"
        return (remote, merge.hasPrefix(prefix) ? String(merge.dropFirst(prefix.count)) : merge)
    }
}
