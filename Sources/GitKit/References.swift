import CLibGit2
import Platform

/// Where HEAD points.
public enum Head: Sendable, Equatable {
    /// On a branch with at least one commit.
    case branch(name: String, target: ObjectID)
    /// On a branch that has no commit yet (a new repository, `git checkout --orphan`).
    case unborn(name: String)
    /// Detached at a commit (CI checkouts, `git checkout <sha>`, a rebase in progress).
    case detached(ObjectID)

    /// The branch name, nil when detached.
    public var branchName: String? {
        switch self {
        case .branch(let name, _), .unborn(let name): return name
        case .detached: return nil
        }
    }

    public var target: ObjectID? {
        switch self {
        case .branch(_, let id), .detached(let id): return id
        case .unborn: return nil
        }
    }
}

/// A local branch (`features/EW_IOS-98_x`) or a remote-tracking one (`origin/develop`).
public struct Branch: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case local, remote }
    public let kind: Kind
    /// The short name as git prints it: `develop`, `origin/develop`.
    public let name: String
    /// The raw name bytes, for names that are not valid UTF-8.
    public let rawName: [UInt8]
    public let target: ObjectID

    /// For a remote-tracking branch, the name without its remote: `origin/a/b` → `a/b`.
    public var nameWithoutRemote: String {
        guard kind == .remote, let slash = name.firstIndex(of: "/") else { return name }
        return String(name[name.index(after: slash)...])
    }
}

extension Repository {
    public func head() throws(GitError) -> Head {
        var reference: OpaquePointer?
        let code = git_repository_head(&reference, pointer)
        if code == GIT_EUNBORNBRANCH.rawValue || code == GIT_ENOTFOUND.rawValue {
            return .unborn(name: try unbornBranchName())
        }
        try check(code, "read HEAD")
        defer { git_reference_free(reference) }
        guard let target = git_reference_target(reference) else {
            throw GitError(kind: .corrupt, message: "HEAD has no target", operation: "read HEAD")
        }
        let id = ObjectID(target.pointee)
        if git_repository_head_detached(pointer) == 1 { return .detached(id) }
        return .branch(name: shortName(of: reference), target: id)
    }

    /// HEAD's symbolic target when its branch has no commit: `refs/heads/main` → `main`.
    private func unbornBranchName() throws(GitError) -> String {
        var head: OpaquePointer?
        try check(git_reference_lookup(&head, pointer, "HEAD"), "read HEAD")
        defer { git_reference_free(head) }
        guard let target = git_reference_symbolic_target(head) else { return "HEAD" }
        let full = String(cString: target)
        return full.hasPrefix("refs/heads/") ? String(full.dropFirst("refs/heads/".count)) : full
    }

    /// Local or remote-tracking branches, sorted by name; symbolic refs (`origin/HEAD`) left out.
    public func branches(_ kind: Branch.Kind) throws(GitError) -> [Branch] {
        var iterator: OpaquePointer?
        let type = kind == .local ? GIT_BRANCH_LOCAL : GIT_BRANCH_REMOTE
        try check(git_branch_iterator_new(&iterator, pointer, type), "list branches")
        defer { git_branch_iterator_free(iterator) }
        var result: [Branch] = []
        var reference: OpaquePointer?
        var branchType = GIT_BRANCH_LOCAL
        while true {
            let code = git_branch_next(&reference, &branchType, iterator)
            if code == GIT_ITEROVER.rawValue { break }
            try check(code, "list branches")
            defer { git_reference_free(reference) }
            guard let target = git_reference_target(reference) else { continue }
            let raw = rawShortName(of: reference)
            result.append(Branch(
                kind: kind, name: String(decoding: raw, as: UTF8.self), rawName: raw,
                target: ObjectID(target.pointee)))
        }
        return result.sorted { $0.name < $1.name }
    }

    /// The upstream of a local branch (`origin/develop`), nil when it has none.
    public func upstream(of branchName: String) -> String? {
        var local: OpaquePointer?
        guard git_branch_lookup(&local, pointer, branchName, GIT_BRANCH_LOCAL) == 0 else { return nil }
        defer { git_reference_free(local) }
        var upstream: OpaquePointer?
        guard git_branch_upstream(&upstream, local) == 0 else { return nil }
        defer { git_reference_free(upstream) }
        return shortName(of: upstream)
    }

    private func shortName(of reference: OpaquePointer?) -> String {
        String(decoding: rawShortName(of: reference), as: UTF8.self)
    }

    private func rawShortName(of reference: OpaquePointer?) -> [UInt8] {
        guard let name = git_reference_shorthand(reference) else { return [] }
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }
}

extension Repository {
    /// What every ref under `refs/` points at, as `git rev-list --all` reads them: commits
    /// (symbolic refs resolved, tags peeled), and the names of refs to blobs or trees, which git
    /// walks past. A ref to an object that is missing throws `.corrupt` naming the ref, as
    /// `git rev-list --all` fails with "bad object"; a dangling symbolic ref is passed over as git does.
    public func referenceTargets() throws(GitError) -> (commits: [ObjectID], nonCommits: [String]) {
        var iterator: OpaquePointer?
        try check(git_reference_iterator_new(&iterator, pointer), "list references")
        defer { git_reference_iterator_free(iterator) }
        var targets: [ObjectID] = []
        var nonCommits: [String] = []
        var reference: OpaquePointer?
        while true {
            let code = git_reference_next(&reference, iterator)
            if code == GIT_ITEROVER.rawValue { break }
            try check(code, "list references")
            defer { git_reference_free(reference) }
            var resolved: OpaquePointer?
            guard git_reference_resolve(&resolved, reference) == 0 else { continue }  // dangling symbolic ref
            defer { git_reference_free(resolved) }
            var commit: OpaquePointer?
            let peeled = git_reference_peel(&commit, resolved, GIT_OBJECT_COMMIT)
            if peeled == GIT_EPEEL.rawValue || peeled == GIT_EINVALIDSPEC.rawValue {
                nonCommits.append(name(of: reference))
                continue
            }
            if peeled < 0 {
                let target = git_reference_target(resolved).map { ObjectID($0.pointee).hex } ?? "?"
                throw GitError(
                    kind: .corrupt, message: "\(name(of: reference)) points to object \(target), which is missing or damaged",
                    operation: "list references")
            }
            defer { git_object_free(commit) }
            if let id = git_object_id(commit) { targets.append(ObjectID(id.pointee)) }
        }
        return (targets, nonCommits)
    }

    /// The commits local branches (`refs/heads/*`) point at; the other refs left out.
    public func branchTargets() throws(GitError) -> [ObjectID] {
        try branches(.local).map(\.target)
    }

    private func name(of reference: OpaquePointer?) -> String {
        git_reference_name(reference).map { String(cString: $0) } ?? "?"
    }
}
