import CLibGit2
import FileAccess

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

/// A rebase or a bisect that will come back to a branch by its name.
public struct BranchOperation: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case rebase
        case bisect
    }

    public let kind: Kind
    /// The work tree where it is under way (the git directory for a bare repository).
    public let worktree: String
}

extension Repository {
    /// The rebase or bisect under way in any worktree whose branch is `branch`: `git rebase
    /// --continue` and `git bisect reset` go back to the branch by the name they wrote down
    /// (`rebase-merge/head-name`, `rebase-apply/head-name`, `BISECT_START`), so a rename would
    /// strand them. git's `branch -m` looks only at detached worktrees; a bisect started on an
    /// attached HEAD is stranded the same way, so every worktree is looked at here.
    public func operationUnderWay(on branch: String) -> BranchOperation? {
        for (gitDirectory, worktree) in worktreeDirectories() {
            // `rebase-apply` with `applying` in it is `git am`'s, which notes no branch.
            let applying = FileAccess.kind(gitDirectory + "/rebase-apply/applying") != .missing
            let headNames = ["rebase-merge/head-name"] + (applying ? [] : ["rebase-apply/head-name"])
            if headNames.contains(where: { Self.names(branch, Self.firstLine(gitDirectory + "/" + $0), bare: false) }) {
                return BranchOperation(kind: .rebase, worktree: worktree)
            }
            if Self.names(branch, Self.firstLine(gitDirectory + "/BISECT_START"), bare: true) {
                return BranchOperation(kind: .bisect, worktree: worktree)
            }
        }
        return nil
    }

    /// Every worktree's private git directory with its work tree: the main one (the common
    /// directory), then each of `worktrees/<name>`.
    private func worktreeDirectories() -> [(gitDirectory: String, worktree: String)] {
        let common = commonDirectory.hasSuffix("/") ? String(commonDirectory.dropLast()) : commonDirectory
        let main = common.hasSuffix("/.git") ? String(common.dropLast(5)) : common
        var directories = [(common, main)]
        var names = git_strarray()
        guard git_worktree_list(&names, pointer) == 0 else { return directories }
        defer { git_strarray_dispose(&names) }
        for position in 0..<names.count {
            guard let name = names.strings[position].map({ String(cString: $0) }) else { continue }
            var worktree: OpaquePointer?
            var path = common + "/worktrees/" + name
            if git_worktree_lookup(&worktree, pointer, name) == 0, let location = git_worktree_path(worktree) {
                path = String(cString: location)
            }
            git_worktree_free(worktree)
            directories.append((common + "/worktrees/" + name, path))
        }
        return directories
    }

    private static func firstLine(_ path: String) -> String? {
        guard case .contents(let bytes) = FileAccess.read(path, limit: 4096) else { return nil }
        return String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
    }

    /// Whether a state file names the branch: `refs/heads/<branch>`, or the bare name as
    /// `BISECT_START` writes it.
    private static func names(_ branch: String, _ line: String?, bare: Bool) -> Bool {
        guard let line else { return false }
        return line == "refs/heads/" + branch || (bare && line == branch)
    }
}
