import Platform

/// Environment variables, read with getenv: no Foundation on the hook path.
enum Environment {
    static func value(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    static func nonEmpty(_ name: String) -> String? {
        value(name).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The variables that decide the language.
    static var all: [String: String] {
        var result: [String: String] = [:]
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] { result[key] = value(key) }
        return result
    }
}

/// Unbuffered writes to the standard descriptors (no shared stdio state).
enum Terminal {
    static func out(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", toStandardError: false)
    }

    static func error(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", toStandardError: true)
    }

    static func write(_ text: String, toStandardError: Bool) {
        let descriptor: Int32 = toStandardError ? 2 : 1
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Platform.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }  // a closed pipe: nothing more to say
                offset += count
            }
        }
    }

    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}

/// Plain file access with POSIX calls.
enum Files {
    /// The whole file, nil when it can't be opened; `limit` guards against loading huge files.
    static func read(_ path: String, limit: Int = Int.max) -> [UInt8]? {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while result.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            result.append(contentsOf: buffer[..<count])
        }
        return result
    }

    enum BoundedRead {
        case contents([UInt8])
        /// Over the limit: a regular file's size is known without reading it; a pipe is read
        /// only up to the limit.
        case tooLarge
        case unreadable
    }

    /// The whole file when it is at most `limit` bytes; never reads much past the limit.
    static func read(_ path: String, upTo limit: Int) -> BoundedRead {
        if path != "-" {
            var status = stat()
            if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > limit { return .tooLarge }
        }
        guard let bytes = read(path, limit: limit) else { return .unreadable }
        return bytes.count > limit ? .tooLarge : .contents(bytes)
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes through a temporary file in the same folder and renames it over `path`, so a
    /// reader never sees half a file and an interruption leaves the old one.
    static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) -> Bool {
        let temporary = path + ".flowlint-tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Platform.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { close(descriptor); unlink(temporary); return false }
            written += count
        }
        guard fsync(descriptor) == 0 || errno == EINVAL, close(descriptor) == 0, chmod(temporary, mode) == 0,
              rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return cString(buffer)
    }

    /// The path with every symbolic link resolved, nil when it doesn't exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func changeDirectory(_ path: String) -> Bool {
        chdir(path) == 0
    }

    /// The absolute path of the running binary, for hooks to call it back.
    static func executablePath() -> String? {
        Platform.executablePath()
    }
}

private func cString(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
