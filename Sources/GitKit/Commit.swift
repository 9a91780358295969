import CLibGit2
import Platform

/// One commit as flowlint checks it: its message exactly as stored, and its declared encoding.
public struct Commit: Sendable {
    /// What to read beyond the id, parents, message and times.
    public struct Fields: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Author's and committer's names and e-mails: four strings a history scan doesn't need.
        public static let signatures = Fields(rawValue: 1)
        public static let all: Fields = [.signatures]
    }

    /// A message that is valid UTF-8 is kept as a `String` made straight from libgit2's buffer
    /// (one validation, no intermediate copy); any other as its bytes.
    enum Storage: Sendable {
        case utf8(String)
        case bytes([UInt8])
        /// Over `messageSizeLimit`: not copied out of libgit2, only its size kept.
        case tooLarge(Int)
    }

    /// Messages above this are not read into flowlint at all (a 100 MB pasted log): the scan
    /// reports them as skipped. 64 MiB is far above any real message and the 10 MB the spec names.
    public static let messageSizeLimit = 64 << 20

    public let id: ObjectID
    public let parentIDs: [ObjectID]
    let storage: Storage
    /// The commit's `encoding` header (`windows-1251`), nil when absent (UTF-8).
    public let declaredEncoding: String?
    /// Seconds since the epoch.
    public let authoredAt: Int64
    public let committedAt: Int64
    /// nil unless `.signatures` was asked for.
    public let author: Signature?
    public let committer: Signature?

    public var isMerge: Bool { parentIDs.count > 1 }

    /// The message bytes, undecoded: they may be in any encoding, or not valid in any.
    public var rawMessage: [UInt8] {
        switch storage {
        case .utf8(let text): return Array(text.utf8)
        case .bytes(let bytes): return bytes
        case .tooLarge: return []
        }
    }

    /// The message's size in bytes when it is over `messageSizeLimit` and was left unread.
    public var oversizedMessageBytes: Int? {
        if case .tooLarge(let size) = storage { return size }
        return nil
    }

    /// The message as text when its bytes are valid UTF-8, whatever encoding it declares.
    public var utf8Message: String? {
        if case .utf8(let text) = storage { return text }
        return nil
    }

    static func load(_ id: ObjectID, in repo: OpaquePointer, fields: Fields = .all) throws(GitError) -> Commit {
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
        let author = git_commit_author(commit)
        let committer = git_commit_committer(commit)
        return Commit(
            id: id,
            parentIDs: parents,
            storage: message(of: commit),
            declaredEncoding: git_commit_message_encoding(commit).map { String(cString: $0) },
            authoredAt: author?.pointee.when.time ?? 0,
            committedAt: committer?.pointee.when.time ?? 0,
            author: fields.contains(.signatures) ? Signature(author) : nil,
            committer: fields.contains(.signatures) ? Signature(committer) : nil
        )
    }

    private static func message(of commit: OpaquePointer) -> Storage {
        guard let text = git_commit_message_raw(commit) else { return .bytes([]) }
        let length = strlen(text)
        guard length <= messageSizeLimit else { return .tooLarge(length) }
        let buffer = UnsafeRawBufferPointer(start: text, count: length).bindMemory(to: UInt8.self)
        if let valid = String(validating: buffer, as: UTF8.self) { return .utf8(valid) }
        return .bytes(Array(buffer))
    }
}

/// Who made a commit and when (seconds since the epoch, minutes east of UTC).
public struct Signature: Sendable, Equatable {
    public let name: String
    public let email: String
    public let time: Int64
    public let offsetMinutes: Int32

    init?(_ signature: UnsafePointer<git_signature>?) {
        guard let signature = signature?.pointee else { return nil }
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
