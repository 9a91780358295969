import CLibGit2
import Platform

/// An open git repository. Owns its `git_repository*`; not shared across threads.
public final class Repository {
    let pointer: OpaquePointer
    /// Why libgit2 couldn't read the index `GIT_INDEX_FILE` names (split or sparse): the
    /// repository was opened without it, so libgit2's own index must not stand in for it.
    private let indexFileFailure: GitError?

    private init(pointer: OpaquePointer, indexFileFailure: GitError? = nil) {
        self.pointer = pointer
        self.indexFileFailure = indexFileFailure
    }

    deinit {
        git_repository_free(pointer)
    }

    /// Opens the repository containing `path` (normal, bare, worktree or submodule), searching
    /// upwards like git. With no path, follows git's environment (`GIT_DIR`, `GIT_WORK_TREE`,
    /// `GIT_CEILING_DIRECTORIES`, the quarantine's object directories) from the current
    /// directory, as hooks need: git exports `GIT_DIR` for `git --git-dir=… commit` and
    /// `GIT_WORK_TREE` for `--work-tree`, which libgit2's own reading of the environment refuses.
    public static func discover(from path: String?) throws(GitError) -> Repository {
        Runtime.ensure()
        var repo: OpaquePointer?
        var code: Int32
        var indexFileFailure: GitError?
        if let path {
            code = git_repository_open_ext(&repo, path, 0, nil)
        } else {
            let workTree = getenv("GIT_WORK_TREE").map { String(cString: $0) }
            // libgit2 1.5 fails with "GIT_WORK_TREE unimplemented": open without it, then set it.
            if workTree != nil { unsetenv("GIT_WORK_TREE") }
            code = git_repository_open_ext(&repo, nil, GIT_REPOSITORY_OPEN_FROM_ENV.rawValue, nil)
            // libgit2 reads `GIT_INDEX_FILE`'s index while opening, and fails the open on one it
            // can't read (git sets it for every pre-commit hook): opened without it, the index is
            // then left to git (`IndexByGit`).
            if code < 0, let indexFile = getenv("GIT_INDEX_FILE").map({ String(cString: $0) }) {
                let failure = GitError.last(code: code, operation: "read the index \(indexFile)")
                unsetenv("GIT_INDEX_FILE")
                code = git_repository_open_ext(&repo, nil, GIT_REPOSITORY_OPEN_FROM_ENV.rawValue, nil)
                setenv("GIT_INDEX_FILE", indexFile, 1)
                if code == 0 { indexFileFailure = failure }
            }
            if let workTree { setenv("GIT_WORK_TREE", workTree, 1) }
            if code == 0, let repo { try applyWorkTree(workTree, to: repo) }
        }
        try check(code, "open repository at \(path ?? ".")")
        guard let repo else {
            throw GitError(kind: .notFound, message: "no repository", operation: "open repository")
        }
        return Repository(pointer: repo, indexFileFailure: indexFileFailure)
    }

    /// libgit2's index (`GIT_INDEX_FILE`'s when set); the caller frees it. Fails on an index
    /// libgit2 can't read: a split one (`core.splitIndex`) or a sparse one.
    func index() throws(GitError) -> OpaquePointer {
        if let indexFileFailure { throw indexFileFailure }
        var index: OpaquePointer?
        try check(git_repository_index(&index, pointer), "read the index")
        guard let index else { throw GitError(kind: .notFound, message: "no index", operation: "read the index") }
        return index
    }

    /// git's work tree: `GIT_WORK_TREE` (relative to the current directory); else, with
    /// `GIT_DIR` set and neither `core.worktree` nor `core.bare`, the current directory
    /// (libgit2 would take the folder above `GIT_DIR`).
    private static func applyWorkTree(_ workTree: String?, to repo: OpaquePointer) throws(GitError) {
        let target: String
        if let workTree {
            target = workTree
        } else {
            guard getenv("GIT_DIR") != nil, git_repository_is_bare(repo) == 0, git_repository_is_worktree(repo) == 0,
                  !hasConfiguredWorkTree(repo) else { return }
            target = "."
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard realpath(target, &buffer) != nil else {
            git_repository_free(repo)
            throw GitError(kind: .notFound, message: "the work tree \(target) does not exist", operation: "open repository")
        }
        let code = git_repository_set_workdir(repo, buffer, 0)
        if code < 0 {
            let error = GitError.last(code: code, operation: "set the work tree to \(target)")
            git_repository_free(repo)
            throw error
        }
    }

    private static func hasConfiguredWorkTree(_ repo: OpaquePointer) -> Bool {
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, repo) == 0 else { return false }
        defer { git_config_free(config) }
        var value: UnsafePointer<CChar>?
        return git_config_get_string(&value, config, "core.worktree") == 0
    }

    /// The `.git` folder (or the bare repository, or a worktree's private folder).
    public var gitDirectory: String { String(cString: git_repository_path(pointer)) }

    /// The folder shared by all worktrees: config, objects, refs, hooks.
    public var commonDirectory: String { String(cString: git_repository_commondir(pointer)) }

    /// The work tree's root with a trailing slash; nil in a bare repository.
    public var workDirectory: String? {
        git_repository_workdir(pointer).map { String(cString: $0) }
    }

    public var isBare: Bool { git_repository_is_bare(pointer) == 1 }
    public var isWorktree: Bool { git_repository_is_worktree(pointer) == 1 }
    public var isShallow: Bool { git_repository_is_shallow(pointer) == 1 }

    /// Whether no ref exists yet (a new repository). libgit2's own `is_empty` only counts an
    /// unborn `master`, which misses `git init -b develop`.
    public var isEmpty: Bool {
        var iterator: OpaquePointer?
        guard git_reference_iterator_new(&iterator, pointer) == 0 else { return false }
        defer { git_reference_iterator_free(iterator) }
        var reference: OpaquePointer?
        let code = git_reference_next(&reference, iterator)
        if code == 0 { git_reference_free(reference) }
        return code == GIT_ITEROVER.rawValue
    }

    /// A snapshot of the configuration as git sees it (system, global, local, worktree).
    public func config() throws(GitError) -> GitConfig {
        var config: OpaquePointer?
        try check(git_repository_config_snapshot(&config, pointer), "read configuration")
        guard let config else {
            throw GitError(kind: .notFound, message: "no configuration", operation: "read configuration")
        }
        return GitConfig(pointer: config)
    }

    /// Looks a revision up (`HEAD`, `develop`, `origin/develop`, a sha, `v1.0^{commit}`) and
    /// peels it to a commit.
    public func resolveCommit(_ revision: String) throws(GitError) -> ObjectID {
        var object: OpaquePointer?
        try check(git_revparse_single(&object, pointer, revision), "resolve '\(revision)'")
        defer { git_object_free(object) }
        return try peelToCommit(object, revision: revision)
    }

    func peelToCommit(_ object: OpaquePointer?, revision: String) throws(GitError) -> ObjectID {
        var commit: OpaquePointer?
        try check(git_object_peel(&commit, object, GIT_OBJECT_COMMIT), "'\(revision)' is not a commit")
        defer { git_object_free(commit) }
        guard let id = git_object_id(commit) else {
            throw GitError(kind: .notFound, message: "no id", operation: "resolve '\(revision)'")
        }
        return ObjectID(id.pointee)
    }

    /// Whether `revision` names an existing commit; never throws.
    public func exists(_ revision: String) -> Bool {
        (try? resolveCommit(revision)) != nil
    }

    /// The best common ancestor of two commits, nil when the histories are unrelated.
    public func mergeBase(_ a: ObjectID, _ b: ObjectID) throws(GitError) -> ObjectID? {
        var out = git_oid()
        var left = a.oid
        var right = b.oid
        let code = git_merge_base(&out, pointer, &left, &right)
        if code == GIT_ENOTFOUND.rawValue { return nil }
        try check(code, "merge base of \(a.short) and \(b.short)")
        return ObjectID(out)
    }

    /// Every best common ancestor (criss-cross merges have several), as `A...B` needs.
    public func mergeBases(_ a: ObjectID, _ b: ObjectID) throws(GitError) -> [ObjectID] {
        var array = git_oidarray()
        var left = a.oid
        var right = b.oid
        let code = git_merge_bases(&array, pointer, &left, &right)
        if code == GIT_ENOTFOUND.rawValue { return [] }
        try check(code, "merge bases of \(a.short) and \(b.short)")
        defer { git_oidarray_dispose(&array) }
        return (0..<array.count).map { ObjectID(array.ids[$0]) }
    }

    /// Reads one commit.
    public func commit(_ id: ObjectID, fields: Commit.Fields = .all) throws(GitError) -> Commit {
        try Commit.load(id, in: pointer, fields: fields)
    }
}

extension Repository {
    /// The bytes of a file in a commit's tree (`HEAD:.flowlint.yml`); nil when there is none.
    public func fileContents(_ path: String, at revision: String) -> [UInt8]? {
        var object: OpaquePointer?
        guard git_revparse_single(&object, pointer, "\(revision):\(path)") == 0 else { return nil }
        defer { git_object_free(object) }
        guard git_object_type(object) == GIT_OBJECT_BLOB, let content = git_blob_rawcontent(object) else { return nil }
        let size = Int(git_blob_rawsize(object))
        return Array(UnsafeRawBufferPointer(start: content, count: size))
    }
}

extension Repository {
    /// Every path the index holds (any stage, any kind of entry), relative to the work tree;
    /// empty when there is no index (a bare repository) or it can't be read.
    public func trackedPaths() -> [String] {
        guard let index = try? index() else { return [] }
        defer { git_index_free(index) }
        let count = git_index_entrycount(index)
        var paths: [String] = []
        paths.reserveCapacity(count)
        for position in 0..<count {
            if let path = git_index_get_byindex(index, position)?.pointee.path { paths.append(String(cString: path)) }
        }
        return paths
    }

    /// Whether `.gitignore` (and `info/exclude`, `core.excludesFile`) ignores a path relative to
    /// the work tree (libgit2 answers for the patterns alone: a tracked file may be "ignored").
    public func isIgnored(_ relativePath: String) -> Bool {
        var ignored: Int32 = 0
        return git_ignore_path_is_ignored(&ignored, pointer, relativePath) == 0 && ignored == 1
    }
}
