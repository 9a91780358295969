import CLibGit2

extension Repository {
    /// Stages moved files as `git mv` does: each tracked file's index entry (its staged blob and
    /// mode) is carried to its new path, so `git status` shows a rename. Paths are relative to the
    /// work tree; a file the index doesn't hold (untracked, or in conflict) is left alone. Returns
    /// the moves staged.
    @discardableResult
    public func stageMoves(_ moves: [(from: String, to: String)]) throws(GitError) -> Int {
        let index = try index()
        defer { git_index_free(index) }
        var staged = 0
        for move in moves {
            guard git_index_get_bypath(index, move.to, 0) == nil,
                  let found = git_index_get_bypath(index, move.from, 0) else { continue }
            var entry = found.pointee
            // The name's length bits are worked out again for the new path.
            entry.flags &= ~UInt16(0x0FFF)
            let added = move.to.withCString { path -> Int32 in
                entry.path = path
                return git_index_add(index, &entry)
            }
            _ = try check(added, "stage \(move.to)")
            _ = try check(git_index_remove_bypath(index, move.from), "unstage \(move.from)")
            staged += 1
        }
        if staged > 0 { _ = try check(git_index_write(index), "write the index") }
        return staged
    }
}
