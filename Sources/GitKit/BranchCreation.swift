import CLibGit2

/// Creating and switching branches, as `flowlint start` does: the only writes flowlint makes
/// to a repository besides its hooks.
extension Repository {
    /// Why a switch was refused: the local changes it would overwrite.
    public struct SwitchRefusal: Error, Sendable {
        /// Paths relative to the work tree, as libgit2 reports the conflicts.
        public let paths: [String]
        public let error: GitError
    }

    public func branchExists(_ name: String) -> Bool {
        var reference: OpaquePointer?
        guard git_branch_lookup(&reference, pointer, name, GIT_BRANCH_LOCAL) == 0 else { return false }
        git_reference_free(reference)
        return true
    }

    /// Creates `refs/heads/<name>` at `commit`; never moves an existing branch.
    public func createBranch(_ name: String, at commit: ObjectID) throws(GitError) {
        var oid = commit.oid
        var object: OpaquePointer?
        try check(git_commit_lookup(&object, pointer, &oid), "read commit \(commit.hex)")
        defer { git_commit_free(object) }
        var reference: OpaquePointer?
        try check(git_branch_create(&reference, pointer, name, object, 0), "create branch \(name)")
        git_reference_free(reference)
    }

    /// Deletes a local branch and its `branch.<name>.*` configuration.
    public func deleteBranch(_ name: String) throws(GitError) {
        var reference: OpaquePointer?
        try check(git_branch_lookup(&reference, pointer, name, GIT_BRANCH_LOCAL), "find branch \(name)")
        defer { git_reference_free(reference) }
        try check(git_branch_delete(reference), "delete branch \(name)")
    }

    /// Writes `key = value` into the repository's own configuration (`.git/config`).
    public func setConfig(_ key: String, _ value: String) throws(GitError) {
        var config: OpaquePointer?
        try check(git_repository_config(&config, pointer), "open configuration")
        defer { git_config_free(config) }
        var local: OpaquePointer?
        try check(git_config_open_level(&local, config, GIT_CONFIG_LEVEL_LOCAL), "open .git/config")
        defer { git_config_free(local) }
        try check(git_config_set_string(local, key, value), "write config '\(key)'")
    }

    /// Makes `name` the current branch, updating the index and work tree the way
    /// `git switch` does: local changes that the switch would overwrite make it refuse, with
    /// nothing changed; changes it doesn't touch are carried over.
    public func switchBranch(_ name: String) throws(SwitchRefusal) {
        let fullName = "refs/heads/" + name
        do {
            let target = try resolveCommit(fullName)
            var oid = target.oid
            var commit: OpaquePointer?
            try check(git_object_lookup(&commit, pointer, &oid, GIT_OBJECT_COMMIT), "read commit \(target.hex)")
            defer { git_object_free(commit) }
            let conflicts = ConflictList()
            var options = git_checkout_options()
            try check(git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)), "prepare checkout")
            options.checkout_strategy = GIT_CHECKOUT_SAFE.rawValue
            options.notify_flags = GIT_CHECKOUT_NOTIFY_CONFLICT.rawValue
            options.notify_cb = { _, path, _, _, _, payload in
                if let path, let payload {
                    Unmanaged<ConflictList>.fromOpaque(payload).takeUnretainedValue().paths.append(String(cString: path))
                }
                return 0
            }
            let code = withExtendedLifetime(conflicts) { () -> Int32 in
                options.notify_payload = Unmanaged.passUnretained(conflicts).toOpaque()
                return git_checkout_tree(pointer, commit, &options)
            }
            if code < 0 {
                throw SwitchRefusal(paths: conflicts.paths, error: GitError.last(code: code, operation: "switch to \(name)"))
            }
            try check(git_repository_set_head(pointer, fullName), "point HEAD at \(name)")
        } catch let refusal as SwitchRefusal {
            throw refusal
        } catch let error as GitError {
            throw SwitchRefusal(paths: [], error: error)
        } catch {
            throw SwitchRefusal(paths: [], error: GitError(kind: .other(code: -1), message: "\(error)", operation: "switch to \(name)"))
        }
    }
}

/// Collects the paths libgit2 reports as conflicting during a checkout.
private final class ConflictList {
    var paths: [String] = []
}
