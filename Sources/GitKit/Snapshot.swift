import CLibGit2
import Platform

/// A file as git stores it: its path from the repository's root and its blob.
public struct StoredFile: Sendable, Equatable {
    public let path: String
    public let blob: ObjectID
    /// The blob id's bytes, for keys that need no read of the blob.
    public let blobBytes: [UInt8]
}

/// What reading a blob gave.
public enum BlobRead: Sendable, Equatable {
    case contents([UInt8])
    case tooLarge
    case missing
}

extension Repository {
    /// The files staged for the next commit: the index's regular files (stage 0; what
    /// `git commit` will record, partial `git add -p` staging included). Honours
    /// `GIT_INDEX_FILE`, which git sets for hooks during `git commit -a` and `git commit PATH`.
    /// Read by git where libgit2 can't read the index (a split or a sparse one).
    public func indexFiles() throws(GitError) -> [StoredFile] {
        let index: OpaquePointer
        do {
            index = try self.index()
        } catch {
            return try readByGit(error, indexFilesByGit)
        }
        defer { git_index_free(index) }
        return Self.files(of: index)
    }

    /// The regular files in a commit's tree.
    public func treeFiles(_ commit: ObjectID) throws(GitError) -> [StoredFile] {
        let tree = try treePointer(commit)
        defer { git_tree_free(tree) }
        var index: OpaquePointer?
        try check(git_index_new(&index), "read the tree of \(commit.short)")
        defer { git_index_free(index) }
        try check(git_index_read_tree(index, tree), "read the tree of \(commit.short)")
        return Self.files(of: index)
    }

    /// Paths whose staged content differs from HEAD's (added, modified, type-changed; not
    /// deleted): every staged path in a repository with no commit yet. Through the index's cache
    /// of trees when it has one (`StagedComparison`), else by libgit2's full comparison, or by
    /// git where libgit2 can't read the index.
    public func stagedPaths() throws(GitError) -> [String] {
        try withHeadAndIndex(byGit: stagedPathsByGit) { head, index throws(GitError) in
            if let head, let paths = StagedComparison.stagedPaths(repository: pointer, index: index, headTree: head) { return paths }
            return try fullComparison(head, index)
        }
    }

    /// The same through the cache of trees only, with how many of HEAD's subtrees it read: nil
    /// where it can't say (tests compare the two).
    func stagedPathsByTreeCache() throws(GitError) -> (paths: [String], treesRead: Int)? {
        try withHeadAndIndex(byGit: { nil }) { head, index throws(GitError) in
            head.flatMap { StagedComparison.compare(repository: pointer, index: index, headTree: $0) }
        }
    }

    /// The same by libgit2's comparison of every entry.
    func stagedPathsByFullComparison() throws(GitError) -> [String] {
        try withHeadAndIndex(byGit: stagedPathsByGit) { head, index throws(GitError) in try fullComparison(head, index) }
    }

    /// libgit2's index and HEAD's tree; `byGit` answers where libgit2 can't read the index.
    private func withHeadAndIndex<T>(
        byGit: () throws(GitError) -> T, _ body: (OpaquePointer?, OpaquePointer) throws(GitError) -> T
    ) throws(GitError) -> T {
        var head: OpaquePointer?
        let code = git_revparse_single(&head, pointer, "HEAD^{tree}")
        defer { git_object_free(head) }
        let index: OpaquePointer
        do {
            index = try self.index()
        } catch {
            return try readByGit(error, byGit)
        }
        defer { git_index_free(index) }
        return try body(code == 0 ? head : nil, index)
    }

    /// git's own reading of the index where libgit2 couldn't read it: libgit2 reads neither a
    /// split index (`core.splitIndex`) nor a sparse one (`sparse-checkout --sparse-index`).
    /// libgit2's error when git can't read it either.
    private func readByGit<T>(_ failure: GitError, _ read: () throws(GitError) -> T) throws(GitError) -> T {
        do {
            return try read()
        } catch {
            throw failure
        }
    }

    private func fullComparison(_ head: OpaquePointer?, _ index: OpaquePointer) throws(GitError) -> [String] {
        var diff: OpaquePointer?
        try check(git_diff_tree_to_index(&diff, pointer, head, index, nil), "compare the index with HEAD")
        defer { git_diff_free(diff) }
        return Self.newPaths(diff)
    }

    /// Paths added or changed from `base`'s tree to `head`'s (not deleted ones).
    public func changedPaths(from base: ObjectID, to head: ObjectID) throws(GitError) -> [String] {
        let old = try treePointer(base)
        defer { git_tree_free(old) }
        let new = try treePointer(head)
        defer { git_tree_free(new) }
        var diff: OpaquePointer?
        try check(git_diff_tree_to_tree(&diff, pointer, old, new, nil), "compare \(base.short) with \(head.short)")
        defer { git_diff_free(diff) }
        return Self.newPaths(diff)
    }

    /// Paths added or changed from `base`'s tree to the work tree, staged or not, untracked files
    /// included (not deleted ones): what a branch changes, committed or still being written.
    public func changedPathsInWorkTree(since base: ObjectID) throws(GitError) -> [String] {
        let old = try treePointer(base)
        defer { git_tree_free(old) }
        var options = git_diff_options()
        git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
        options.flags |= GIT_DIFF_INCLUDE_UNTRACKED.rawValue | GIT_DIFF_RECURSE_UNTRACKED_DIRS.rawValue
        var diff: OpaquePointer?
        try check(git_diff_tree_to_workdir_with_index(&diff, pointer, old, &options), "compare \(base.short) with the work tree")
        defer { git_diff_free(diff) }
        return Self.newPaths(diff)
    }

    /// A blob's bytes, up to `limit`.
    public func blob(_ id: ObjectID, limit: Int) -> BlobRead {
        var blob: OpaquePointer?
        var oid = id.oid
        guard git_blob_lookup(&blob, pointer, &oid) == 0 else { return .missing }
        defer { git_blob_free(blob) }
        let size = Int(git_blob_rawsize(blob))
        guard size <= limit else { return .tooLarge }
        guard size > 0, let content = git_blob_rawcontent(blob) else { return .contents([]) }
        return .contents(Array(UnsafeRawBufferPointer(start: content, count: size)))
    }

    private func treePointer(_ commit: ObjectID) throws(GitError) -> OpaquePointer? {
        var object: OpaquePointer?
        var oid = commit.oid
        try check(git_commit_lookup(&object, pointer, &oid), "read commit \(commit.short)")
        defer { git_commit_free(object) }
        var tree: OpaquePointer?
        try check(git_commit_tree(&tree, object), "read the tree of \(commit.short)")
        return tree
    }

    private static func files(of index: OpaquePointer?) -> [StoredFile] {
        var files: [StoredFile] = []
        let count = git_index_entrycount(index)
        files.reserveCapacity(count)
        for position in 0..<count {
            guard let entry = git_index_get_byindex(index, position)?.pointee,
                  (entry.flags & 0x3000) == 0,  // stage 0: conflicted entries are not committable
                  entry.mode & 0o170000 == 0o100000, let path = entry.path else { continue }
            let id = ObjectID(entry.id)
            files.append(StoredFile(path: String(cString: path), blob: id, blobBytes: id.withBytes { Array($0) }))
        }
        return files
    }

    private static func newPaths(_ diff: OpaquePointer?) -> [String] {
        (0..<git_diff_num_deltas(diff)).compactMap { position in
            guard let delta = git_diff_get_delta(diff, position)?.pointee, delta.status != GIT_DELTA_DELETED,
                  let path = delta.new_file.path else { return nil }
            return String(cString: path)
        }
    }
}
