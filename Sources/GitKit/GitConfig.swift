import CLibGit2

/// A read-only snapshot of git's configuration.
public final class GitConfig {
    private let pointer: OpaquePointer

    init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        git_config_free(pointer)
    }

    /// The value of `key` (`core.commentChar`), nil when unset.
    public func string(_ key: String) throws(GitError) -> String? {
        var value: UnsafePointer<CChar>?
        let code = git_config_get_string(&value, pointer, key)
        if code == GIT_ENOTFOUND.rawValue { return nil }
        try check(code, "read config '\(key)'")
        return value.map { String(cString: $0) }
    }

    /// The value of a boolean key, nil when unset or not a boolean.
    public func bool(_ key: String) -> Bool? {
        var value: Int32 = 0
        return git_config_get_bool(&value, pointer, key) == 0 ? value != 0 : nil
    }
}
