import Platform

/// The one place that opens files flowlint reads or writes on its own (configuration, baselines,
/// hooks, messages, HEAD, the tracker's cache). Reads never block on a FIFO or a device and
/// never load past a limit; writes never follow a symbolic link planted at a predictable name.
public enum FileAccess {
    public enum Read: Equatable, Sendable {
        case contents([UInt8])
        case missing
        /// A FIFO, a folder, a device or a socket: never read (a FIFO would hang the run).
        case notRegularFile
        /// Over the limit: a regular file's size is known without reading it.
        case tooLarge
        /// Exists but can't be opened or read (permissions, a symbolic-link loop, I/O).
        case unreadable
    }

    /// A regular file's bytes when it is at most `limit` bytes. Opened non-blocking and checked
    /// with `fstat` before anything is read; `followLink: false` refuses a symbolic link at the
    /// last component (`unreadable`).
    public static func read(_ path: String, limit: Int, followLink: Bool = true) -> Read {
        var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
        if !followLink { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegularFile }
        if Int(info.st_size) > limit { return .tooLarge }
        // The size `fstat` says is read in one go into uninitialised memory (zeroing a buffer
        // first was a tenth of a warm run). Files such as /proc's say 0 bytes and have more, and
        // a file may grow: past the size, read on in chunks up to one byte past the limit.
        var failed = false, ended = false
        let size = Int(info.st_size)
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let got = Platform.read(descriptor, base + count, buffer.count - count)
                if got < 0, errno == EINTR { continue }
                if got <= 0 {
                    (failed, ended) = (got < 0, true)
                    return
                }
                count += got
                // A regular file that gave exactly its size, one byte short of what was asked,
                // is at its end: no second read to hear it (a read per file of a scan).
                if size > 0, count == size {
                    ended = true
                    return
                }
            }
        }
        if failed { return .unreadable }
        if ended { return .contents(bytes) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let room = limit - bytes.count
            let count = buffer.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress, room >= $0.count ? $0.count : room + 1) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        return bytes.count > limit ? .tooLarge : .contents(bytes)
    }

    /// Writes through a fresh temporary file in the target's folder (created with `mkstemp`,
    /// so `O_CREAT|O_EXCL`: a planted file or symbolic link is never opened) and renames it over
    /// `path`, which replaces a symbolic link there rather than writing through it. A reader
    /// never sees half a file, and an interruption leaves the old one; the bytes reach the disk
    /// (`fsync`) before the rename, so a crash leaves the old file or the new one. Many files at
    /// once go through `FileTransaction` (one sync for all).
    public static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) -> Bool {
        var template = Array((path + ".flowlint-tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { return false }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard writeAll(bytes, to: descriptor) else { close(descriptor); unlink(temporary); return false }
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 || errno == EINVAL, close(descriptor) == 0,
              rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Creates a file that must not exist yet (`O_EXCL`, never through a link): nothing is
    /// overwritten, even by a file that appeared since it was checked (`flowlint new`).
    public static func createNew(_ bytes: [UInt8], at path: String, mode: mode_t = 0o644) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return false }
        guard writeAll(bytes, to: descriptor) else { close(descriptor); unlink(path); return false }
        return close(descriptor) == 0
    }

    /// `mkdir -p`: every missing folder of `path`; true when it is a folder afterwards.
    public static func createDirectories(_ path: String, mode: mode_t = 0o755) -> Bool {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, mode) != 0, errno != EEXIST { return false }
        }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// write(2) until every byte is written, retrying on EINTR.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Platform.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    public enum Kind: Equatable, Sendable {
        case missing, regularFile, directory, symbolicLink, other
    }

    /// What is at `path` itself, without following a symbolic link there.
    public static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The current folder; "." when it can't be named (removed, or over PATH_MAX).
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The path with every symbolic link resolved; nil for a dangling link or a loop.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
