import FileAccess
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

/// Plain file access with POSIX calls; files are opened through `FileAccess` (non-blocking,
/// regular files only), standard input (`-`) directly.
enum Files {
    /// The whole file, nil when it can't be read, isn't a regular file or is over `limit`.
    /// Standard input stops a little past `limit` (its callers check the size themselves).
    static func read(_ path: String, limit: Int = Int.max) -> [UInt8]? {
        switch read(path, upTo: limit) {
        case .contents(let bytes): return bytes
        case .tooLarge(let start?): return start
        case .tooLarge, .unreadable: return nil
        }
    }

    enum BoundedRead {
        case contents([UInt8])
        /// Over the limit: a regular file's size is known without reading it; a pipe is read
        /// only up to the limit.
        /// Standard input's first bytes come with it.
        case tooLarge([UInt8]? = nil)
        case unreadable
    }

    /// The whole file when it is at most `limit` bytes; never reads much past the limit.
    static func read(_ path: String, upTo limit: Int) -> BoundedRead {
        guard path != "-" else { return readStandardInput(upTo: limit) }
        switch FileAccess.read(path, limit: limit) {
        case .contents(let bytes): return .contents(bytes)
        case .tooLarge: return .tooLarge()
        case .missing, .notRegularFile, .unreadable: return .unreadable
        }
    }

    private static func readStandardInput(upTo limit: Int) -> BoundedRead {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while result.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Platform.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable
            }
            if count == 0 { break }
            result.append(contentsOf: buffer[..<count])
        }
        return result.count > limit ? .tooLarge(result) : .contents(result)
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// See `FileAccess.writeAtomically`: never follows a planted symbolic link.
    static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) -> Bool {
        FileAccess.writeAtomically(bytes, to: path, mode: mode)
    }

    static func createNew(_ bytes: [UInt8], at path: String, mode: mode_t = 0o644) -> Bool {
        FileAccess.createNew(bytes, at: path, mode: mode)
    }

    /// `mkdir -p`: every missing folder of `path`.
    static func createDirectories(_ path: String) -> Bool {
        FileAccess.createDirectories(path)
    }

    static func currentDirectory() -> String {
        FileAccess.currentDirectory()
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

/// The wall clock, for the date a report shows.
enum Clock {
    /// Seconds since the epoch; `SOURCE_DATE_EPOCH` when set, so a report can be reproduced
    /// byte for byte (as reproducible builds do).
    static func now() -> Int64 {
        Environment.value("SOURCE_DATE_EPOCH").flatMap { Int64($0) } ?? Int64(time(nil))
    }
}
