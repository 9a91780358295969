extension Repository {
    /// Carries notes from rewritten commits to their new ones as `git rebase` does when it is
    /// done: by `git notes copy --for-rewrite=rebase`, which reads `notes.rewriteRef`,
    /// `notes.rewrite.rebase`, `notes.rewriteMode`, `GIT_NOTES_REWRITE_REF` and
    /// `GIT_NOTES_REWRITE_MODE` exactly as git does. git is started only when a rewrite ref is
    /// named (git carries no notes by default). False when there was nothing to ask git for.
    @discardableResult
    public func carryNotes(_ rewritten: [(old: ObjectID, new: ObjectID)], environment: (String) -> String?) throws(GitError) -> Bool {
        guard !rewritten.isEmpty else { return false }
        let named = environment("GIT_NOTES_REWRITE_REF") != nil || ((try? config().string("notes.rewriteRef")) ?? nil) != nil
        guard named else { return false }
        let input = rewritten.map { "\($0.old.hex) \($0.new.hex)\n" }.joined()
        _ = try runGit(["notes", "copy", "--for-rewrite=rebase"], in: workDirectory ?? gitDirectory, input: Array(input.utf8),
                       "carry notes to the rewritten commits")
        return true
    }
}
