import CLibGit2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One commit as flowlint checks it: its message exactly as stored, bytes and declared encoding.
public struct Commit: Sendable {
    public let id: ObjectID
    public let parentIDs: [ObjectID]
    /// The message bytes, undecoded: they may be in any encoding, or not valid in any.
    public let rawMessage: [UInt8]
    /// The commit's `encoding` header (`windows-1251`), nil when absent (UTF-8).
    public let declaredEncoding: String?
    public let author: Signature
    /// Who made the commit object and when; `git log --since` compares this time.
    public let committer: Signature

    public var isMerge: Bool { parentIDs.count > 1 }

    static func load(_ id: ObjectID, in repo: OpaquePointer) throws(GitError) -> Commit {
        var commit: OpaquePointer?
        var oid = id.oid
        try check(git_commit_lookup(&commit, repo, &oid), "read commit \(id.hex)")
        guard let commit else {
            throw GitError(kind: .notFound, message: "missing", operation: "read commit \(id.hex)")
        }
        defer { git_commit_free(commit) }
        let parents = (0..<git_commit_parentcount(commit)).compactMap { index in
            git_commit_parent_id(commit, index).map { ObjectID($0.pointee) }
        }
        let raw = git_commit_message_raw(commit).map { text in
            Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
        } ?? []
        return Commit(
            id: id,
            parentIDs: parents,
            rawMessage: raw,
            declaredEncoding: git_commit_message_encoding(commit).map { String(cString: $0) },
            author: Signature(git_commit_author(commit)),
            committer: Signature(git_commit_committer(commit))
        )
    }
}

/// Who made a commit and when (seconds since the epoch, minutes east of UTC).
public struct Signature: Sendable, Equatable {
    public let name: String
    public let email: String
    public let time: Int64
    public let offsetMinutes: Int32

    init(_ signature: UnsafePointer<git_signature>?) {
        guard let signature = signature?.pointee else {
            self.init(name: "", email: "", time: 0, offsetMinutes: 0)
            return
        }
        self.init(
            name: signature.name.map { String(decoding: Self.bytes($0), as: UTF8.self) } ?? "",
            email: signature.email.map { String(decoding: Self.bytes($0), as: UTF8.self) } ?? "",
            time: signature.when.time,
            offsetMinutes: signature.when.offset
        )
    }

    public init(name: String, email: String, time: Int64, offsetMinutes: Int32) {
        self.name = name
        self.email = email
        self.time = time
        self.offsetMinutes = offsetMinutes
    }

    private static func bytes(_ text: UnsafePointer<CChar>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: text, count: strlen(text))
    }
}
