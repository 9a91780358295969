import Platform

/// A regular file's bytes copied into memory of its own, for a large file read whole and often
/// (the facts cache's pack). Not mapped: another process may shorten the file in place at any
/// time (a truncate, an editor, a disk cleaner), and a mapping then faults (SIGBUS) on the pages
/// past the new end; a copy holds what was read whatever happens to the file after. The memory
/// is faulted in by one call before the file is read into it, rather than a fault per 4 KiB page
/// as `read` fills a fresh buffer: of the ways measured, the cheapest. Released with the object.
public final class CopiedFile: @unchecked Sendable {
    /// The file's bytes as read: fewer than its size when it was shortened during the read.
    public let bytes: UnsafeRawBufferPointer
    private let capacity: Int

    private init(bytes: UnsafeRawBufferPointer, capacity: Int) {
        self.bytes = bytes
        self.capacity = capacity
    }

    deinit {
        guard capacity > 0, let base = bytes.baseAddress else { return }
        munmap(UnsafeMutableRawPointer(mutating: base), capacity)
    }

    /// The file at `path` when it is a regular file of at most `limit` bytes (never through a
    /// symbolic link with `followLink: false`); nil otherwise, or when it can't be read.
    public static func read(_ path: String, limit: Int, followLink: Bool = true) -> CopiedFile? {
        var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
        if !followLink { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= limit else { return nil }
        let size = Int(info.st_size)
        guard size > 0 else { return CopiedFile(bytes: UnsafeRawBufferPointer(start: nil, count: 0), capacity: 0) }
        let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | Platform.anonymousMapping | Platform.populateMapping, -1, 0)
        guard let base = memory, base != MAP_FAILED else { return nil }
        // The size fstat said, no more: a file shortened meanwhile ends the copy early.
        var count = 0
        while count < size {
            let got = Platform.read(descriptor, base + count, size - count)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                if got < 0 { munmap(base, size); return nil }
                break
            }
            count += got
        }
        mprotect(base, size, PROT_READ)
        return CopiedFile(bytes: UnsafeRawBufferPointer(start: base, count: count), capacity: size)
    }
}
