import CLibGit2

extension Repository {
    /// The index's files git leaves out of the work tree (`git sparse-checkout`: the
    /// skip-worktree bit), with their blobs. Read by git where libgit2 can't read the index (a
    /// sparse index keeps folders outside the cone as single entries): then only the paths are
    /// known (no blob). Empty without an index.
    public func filesOutsideWorkTree() -> [(path: String, blob: ObjectID?)] {
        guard let index = try? index() else { return skipWorktreePathsByGit() }
        defer { git_index_free(index) }
        var files: [(path: String, blob: ObjectID?)] = []
        for position in 0..<git_index_entrycount(index) {
            guard let entry = git_index_get_byindex(index, position)?.pointee,
                  entry.flags_extended & UInt16(GIT_INDEX_ENTRY_SKIP_WORKTREE.rawValue) != 0, let path = entry.path else { continue }
            files.append((String(cString: path), ObjectID(entry.id)))
        }
        return files
    }

    /// `git ls-files -t` marks skip-worktree entries with `S`.
    private func skipWorktreePathsByGit() -> [(path: String, blob: ObjectID?)] {
        guard let workDirectory, let output = try? runGit(["ls-files", "-t", "-z"], in: workDirectory, "read the index") else { return [] }
        return output.split(separator: 0).compactMap { record in
            guard record.starts(with: "S ".utf8) else { return nil }
            return (String(decoding: record.dropFirst(2), as: UTF8.self), nil)
        }
    }
}
