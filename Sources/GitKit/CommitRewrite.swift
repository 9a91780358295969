import CLibGit2

/// Writing commits again with another message or other parents (`commits --fix`): the objects
/// are edited as bytes, so the tree, the author, the encoding header and every message that is
/// not reworded stay exactly as they were.
extension Repository {
    /// The commit object's bytes as stored (headers, blank line, message).
    public func rawCommitObject(_ id: ObjectID) throws(GitError) -> [UInt8] {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, pointer), "open the object database")
        defer { git_odb_free(odb) }
        var object: OpaquePointer?
        var oid = id.oid
        try check(git_odb_read(&object, odb, &oid), "read commit \(id.hex)")
        defer { git_odb_object_free(object) }
        guard git_odb_object_type(object) == GIT_OBJECT_COMMIT else {
            throw GitError(kind: .corrupt, message: "\(id.hex) is not a commit", operation: "read commit \(id.hex)")
        }
        let size = git_odb_object_size(object)
        guard let data = git_odb_object_data(object) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: size))
    }

    /// Stores a commit object; returns its id.
    public func writeCommitObject(_ bytes: [UInt8]) throws(GitError) -> ObjectID {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, pointer), "open the object database")
        defer { git_odb_free(odb) }
        var oid = git_oid()
        let code = bytes.withUnsafeBytes { git_odb_write(&oid, odb, $0.baseAddress, $0.count, GIT_OBJECT_COMMIT) }
        try check(code, "write a commit")
        return ObjectID(oid)
    }

    /// Moves `name` (`refs/heads/x`, or `HEAD` when detached) from `old` to `new` with a reflog
    /// entry; fails if the ref moved meanwhile. libgit2 adds HEAD's reflog entry too when HEAD
    /// names the branch, as git does.
    public func updateReference(_ name: String, from old: ObjectID, to new: ObjectID, reflog message: String) throws(GitError) {
        var newID = new.oid
        var oldID = old.oid
        var reference: OpaquePointer?
        try check(git_reference_create_matching(&reference, pointer, name, &newID, 1, &oldID, message), "update \(name)")
        git_reference_free(reference)
    }

    /// Writes `ORIG_HEAD`, as `git rebase` and `git reset` leave the previous tip there.
    public func setOrigHead(_ id: ObjectID) throws(GitError) {
        var oid = id.oid
        var reference: OpaquePointer?
        try check(git_reference_create(&reference, pointer, "ORIG_HEAD", &oid, 1, nil), "write ORIG_HEAD")
        git_reference_free(reference)
    }

    /// Whether a merge, rebase, cherry-pick, revert or bisect is under way.
    public var hasOperationInProgress: Bool {
        git_repository_state(pointer) != Int32(GIT_REPOSITORY_STATE_NONE.rawValue)
    }

    /// The committer git would record now: `GIT_COMMITTER_NAME`/`GIT_COMMITTER_EMAIL` from
    /// `environment`, else `committer.name`/`committer.email`, else `user.name`/`user.email`;
    /// nil when none names one. As written in the settings: git cleans them when it writes them.
    public func committerIdentity(environment: (String) -> String?) -> (name: String, email: String)? {
        let config = try? config()
        func configured(_ field: String) -> String? {
            ((try? config?.string("committer." + field)) ?? nil) ?? ((try? config?.string("user." + field)) ?? nil)
        }
        let name = environment("GIT_COMMITTER_NAME") ?? configured("name")
        let email = environment("GIT_COMMITTER_EMAIL") ?? configured("email")
        guard let name, let email, !name.isEmpty else { return nil }
        return (name, email)
    }
}

/// A commit object taken apart into its header lines and message, as bytes.
public struct CommitObject: Sendable, Equatable {
    /// Each header with its continuation lines (a signature spans several), without the last newline.
    public private(set) var headers: [[UInt8]]
    public var message: [UInt8]

    public init?(_ bytes: [UInt8]) {
        var headers: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            if end == start {  // the blank line before the message
                self.headers = headers
                message = Array(bytes[(end + 1)...])
                return
            }
            if bytes[start] == 0x20, !headers.isEmpty {
                headers[headers.count - 1] += [0x0A] + bytes[start..<end]
            } else {
                headers.append(Array(bytes[start..<end]))
            }
            start = end + 1
        }
        return nil
    }

    public var bytes: [UInt8] {
        headers.flatMap { $0 + [0x0A] } + [0x0A] + message
    }

    /// Another parent list, in place of the old one (after `tree`).
    public mutating func replaceParents(_ parents: [ObjectID]) {
        let lines = parents.map { Array("parent \($0.hex)".utf8) }
        let first = headers.firstIndex { Self.key(of: $0) == "parent" } ?? (headers.isEmpty ? 0 : 1)
        headers.removeAll { Self.key(of: $0) == "parent" }
        headers.insert(contentsOf: lines, at: min(first, headers.count))
    }

    /// A new committer line; the author line is left alone.
    public mutating func replaceCommitter(_ signature: Signature) {
        let minutes = abs(Int(signature.offsetMinutes))
        let zone = (signature.offsetMinutes < 0 ? "-" : "+") + Self.twoDigits(minutes / 60) + Self.twoDigits(minutes % 60)
        let line = Array("committer \(signature.name) <\(signature.email)> \(signature.time) \(zone)".utf8)
        if let index = headers.firstIndex(where: { Self.key(of: $0) == "committer" }) {
            headers[index] = line
        } else {
            headers.append(line)
        }
    }

    /// Signatures no longer match the rewritten object: dropped, as `git rebase` drops them.
    public mutating func dropSignatures() {
        headers.removeAll { ["gpgsig", "gpgsig-sha256"].contains(Self.key(of: $0)) }
    }

    static func key(of header: [UInt8]) -> String {
        String(decoding: header.prefix { $0 != 0x20 }, as: UTF8.self)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
