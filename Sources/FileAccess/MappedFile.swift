import Platform

/// A regular file's bytes mapped read-only, for a large file read whole and often (the facts
/// cache's pack): the pages come straight from the page cache, with no copy and no zeroed buffer
/// (reading 3 MB into fresh memory was a sixth of a warm run). Unmapped when released.
///
/// Like git's mapped packs and index, this relies on writers replacing the file (rename), never
/// truncating it in place: a file shortened under a live mapping faults on access.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes; empty for an empty file.
    public let bytes: UnsafeRawBufferPointer
    private let length: Int
    /// Read into memory of its own instead (a file system that can't map files).
    private let isCopy: Bool

    private init(bytes: UnsafeRawBufferPointer, length: Int, isCopy: Bool = false) {
        self.bytes = bytes
        self.length = length
        self.isCopy = isCopy
    }

    deinit {
        guard length > 0, let base = bytes.baseAddress else { return }
        if isCopy { base.deallocate() } else { munmap(UnsafeMutableRawPointer(mutating: base), length) }
    }

    /// The file at `path` when it is a regular file of at most `limit` bytes (never through a
    /// symbolic link with `followLink: false`); nil otherwise, or when it can't be mapped.
    /// `copying`: read it into memory instead, as when mapping fails (for tests).
    public static func map(_ path: String, limit: Int, followLink: Bool = true, copying: Bool = false) -> MappedFile? {
        var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
        if !followLink { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= limit else { return nil }
        let length = Int(info.st_size)
        guard length > 0 else { return MappedFile(bytes: UnsafeRawBufferPointer(start: nil, count: 0), length: 0) }
        // Populated at once: the whole pack is read on load, one call beats a fault per page run.
        guard !copying, let base = mmap(nil, length, PROT_READ, MAP_PRIVATE | Platform.populateMapping, descriptor, 0), base != MAP_FAILED else {
            return copied(path, limit: limit, followLink: followLink)
        }
        return MappedFile(bytes: UnsafeRawBufferPointer(start: base, count: length), length: length)
    }

    /// The file read whole (`FileAccess.read`) into memory of its own, when mapping fails.
    private static func copied(_ path: String, limit: Int, followLink: Bool) -> MappedFile? {
        guard case .contents(let bytes) = FileAccess.read(path, limit: limit, followLink: followLink) else { return nil }
        guard !bytes.isEmpty else { return MappedFile(bytes: UnsafeRawBufferPointer(start: nil, count: 0), length: 0) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 8)
        buffer.copyBytes(from: bytes)
        return MappedFile(bytes: UnsafeRawBufferPointer(buffer), length: bytes.count, isCopy: true)
    }
}
