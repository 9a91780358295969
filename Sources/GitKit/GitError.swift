import CLibGit2

/// A libgit2 failure, with libgit2's own message. `kind` is what callers branch on.
public struct GitError: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case notFound            // GIT_ENOTFOUND: no such object, ref, revision or repository
        case ambiguous           // GIT_EAMBIGUOUS: a short id matches several objects
        case unbornBranch        // GIT_EUNBORNBRANCH: HEAD names a branch with no commit yet
        case invalidSpec         // GIT_EINVALIDSPEC: a malformed revision or ref name
        case corrupt             // the object database or a ref is damaged (odb/zlib/object classes)
        case notOwned            // GIT_EOWNER: owned by another user and not in safe.directory
        case other(code: Int32)
    }

    public let kind: Kind
    public let message: String
    /// What the wrapper was doing, e.g. "open repository at /tmp/x".
    public let operation: String

    public init(kind: Kind, message: String, operation: String) {
        self.kind = kind
        self.message = message
        self.operation = operation
    }

    public var description: String { "\(operation): \(message)" }

    /// Reads `git_error_last()` right after a failed call, before anything else can overwrite it.
    static func last(code: Int32, operation: String) -> GitError {
        var message = "libgit2 error \(code)"
        var errorClass: Int32 = 0
        if let error = git_error_last() {
            errorClass = error.pointee.klass
            if let text = error.pointee.message {
                message = String(cString: text)
            }
        }
        var kind = kind(code: code, errorClass: errorClass)
        // libgit2 1.5 refuses a repository owned by another user with GIT_ENOTFOUND and the
        // message of its failed `safe.directory` lookup, not GIT_EOWNER.
        if kind == .notFound, message.contains("safe.directory") { kind = .notOwned }
        return GitError(kind: kind, message: message, operation: operation)
    }

    private static func kind(code: Int32, errorClass: Int32) -> Kind {
        switch code {
        case GIT_ENOTFOUND.rawValue: return .notFound
        case GIT_EAMBIGUOUS.rawValue: return .ambiguous
        case GIT_EUNBORNBRANCH.rawValue: return .unbornBranch
        case GIT_EINVALIDSPEC.rawValue: return .invalidSpec
        case GIT_EOWNER.rawValue: return .notOwned
        default: break
        }
        let corruptClasses: Set<Int32> = [
            Int32(GIT_ERROR_ODB.rawValue), Int32(GIT_ERROR_ZLIB.rawValue),
            Int32(GIT_ERROR_OBJECT.rawValue), Int32(GIT_ERROR_INDEXER.rawValue),
        ]
        return corruptClasses.contains(errorClass) ? .corrupt : .other(code: code)
    }
}

/// Runs a libgit2 call and throws `GitError` on a negative result.
@discardableResult
func check(_ code: Int32, _ operation: @autoclosure () -> String) throws(GitError) -> Int32 {
    if code < 0 { throw GitError.last(code: code, operation: operation()) }
    return code
}
