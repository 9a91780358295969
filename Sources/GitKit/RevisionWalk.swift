import CLibGit2

/// A streaming walk over commits: one commit read at a time, nothing accumulated. A walk that
/// hides nothing runs as `ReachableCommits` (each commit read once, its id kept);
/// ranges and first-parent walks use libgit2's walk, which marks what is hidden.
public final class RevisionWalk: Sequence, IteratorProtocol {
    private let repository: Repository
    private let walk: OpaquePointer
    /// The first read error, kept so the caller can report it after the loop.
    public private(set) var error: GitError?
    /// What `next()` reads of each commit.
    public var fields: Commit.Fields = .all
    // What to walk is only recorded until the first step: a walk that hides nothing never
    // hands its tips (all refs, with `--all`) to libgit2's walk at all.
    private var tips: [ObjectID] = []
    private var hidden: [ObjectID] = []
    private var firstParent = false
    private var libgit2Prepared = false
    private var reachable: ReachableCommits?
    /// Refs `--all` found pointing at a blob or a tree: not walked, as in git, but named.
    public private(set) var nonCommitRefs: [String] = []

    private var usesLibgit2: Bool { firstParent || !hidden.isEmpty }

    public init(_ repository: Repository) throws(GitError) {
        var walk: OpaquePointer?
        try check(git_revwalk_new(&walk, repository.pointer), "start a revision walk")
        guard let walk else {
            throw GitError(kind: .other(code: -1), message: "no walk", operation: "start a revision walk")
        }
        self.repository = repository
        self.walk = walk
    }

    deinit {
        git_revwalk_free(walk)
    }

    /// Follows only first parents, as `git log --first-parent`.
    public func firstParentOnly() {
        firstParent = true
    }

    public func push(_ id: ObjectID) throws(GitError) {
        tips.append(id)
    }

    public func hide(_ id: ObjectID) throws(GitError) {
        hidden.append(id)
    }

    /// Hands the recorded tips and hidden commits to libgit2's walk, once.
    private func prepareLibgit2() throws(GitError) {
        guard !libgit2Prepared else { return }
        libgit2Prepared = true
        if firstParent { git_revwalk_simplify_first_parent(walk) }
        for id in tips {
            var oid = id.oid
            try check(git_revwalk_push(walk, &oid), "walk from \(id.short)")
        }
        for id in hidden {
            var oid = id.oid
            try check(git_revwalk_hide(walk, &oid), "hide \(id.short)")
        }
    }

    /// Pushes the commit of every ref under `refs/` (tags peeled; refs to blobs and trees left
    /// out and listed in `nonCommitRefs`) and HEAD, as `git rev-list --all`.
    public func pushAll() throws(GitError) {
        let targets = try repository.referenceTargets()
        nonCommitRefs = targets.nonCommits
        for id in targets.commits { try push(id) }
        if case .some(let id) = try? repository.head().target { try push(id) }
    }

    /// Sets up the walk for a selection; throws `.notFound` for a revision that doesn't exist.
    public func select(_ selection: RevisionSelection) throws(GitError) {
        switch selection {
        case .all:
            try pushAll()
        case .single(let revision):
            try push(repository.resolveCommit(revision))
        case .range(let from, let to):
            try push(repository.resolveCommit(to))
            try hide(repository.resolveCommit(from))
        case .symmetric(let left, let right):
            let a = try repository.resolveCommit(left)
            let b = try repository.resolveCommit(right)
            try push(a)
            try push(b)
            for base in try repository.mergeBases(a, b) { try hide(base) }
        case .revisions(let tokens):
            try select(tokens: tokens, in: repository)
        }
    }

    /// The next commit id, nil at the end or on error (then `error` says which).
    public func nextID() -> ObjectID? {
        guard error == nil else { return nil }
        do {
            try prepareLibgit2()
        } catch {
            self.error = error
            return nil
        }
        var oid = git_oid()
        let code = git_revwalk_next(&oid, walk)
        if code == GIT_ITEROVER.rawValue { return nil }
        if code < 0 {
            error = GitError.last(code: code, operation: "walk history")
            return nil
        }
        return ObjectID(oid)
    }

    /// The next commit, read in full; nil at the end or on error.
    public func next() -> Commit? {
        guard error == nil else { return nil }
        do {
            if !usesLibgit2 {
                if reachable == nil { reachable = try ReachableCommits(repository, tips: tips, fields: fields) }
                return try reachable?.next()
            }
            guard let id = nextID() else { return nil }
            return try repository.commit(id, fields: fields)
        } catch {
            self.error = error
            return nil
        }
    }
}
