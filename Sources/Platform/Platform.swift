// The one place where Linux and macOS differ: the C library's module (every target imports
// this one instead), and what only one of them can do. Tested on Linux; macOS is compiled by
// users (README: macOS).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif

public enum Platform {
    /// write(2), named so that types with a `write` method of their own can call it.
    public static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// read(2), for the same reason.
    public static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The absolute path of the running binary, for hooks to call it back.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if canImport(Darwin)
        var size = UInt32(buffer.count)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
        #else
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// A file's modification and status-change times in nanoseconds.
    public static func nanosecondTimes(_ info: stat) -> (modified: Int, changed: Int) {
        #if canImport(Darwin)
        let (m, c) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (m, c) = (info.st_mtim, info.st_ctim)
        #endif
        return (Int(m.tv_sec) &* 1_000_000_000 &+ Int(m.tv_nsec), Int(c.tv_sec) &* 1_000_000_000 &+ Int(c.tv_nsec))
    }

    /// `mmap`'s flag for memory that no file backs.
    public static var anonymousMapping: Int32 {
        #if os(Linux)
        Int32(MAP_ANONYMOUS)
        #else
        MAP_ANON
        #endif
    }

    /// `mmap`'s flag that faults every page in at once (Linux); nothing elsewhere.
    public static var populateMapping: Int32 {
        #if os(Linux)
        Int32(MAP_POPULATE)
        #else
        0
        #endif
    }

    /// `syncfs(2)` on the file system holding `descriptor` (Linux: one call flushes every file
    /// just written there); nil where there is none (macOS, a libc without it), so callers
    /// `fsync` file by file. Looked up at run time: Glibc's module hides it (`_GNU_SOURCE`).
    public static func syncFileSystem(_ descriptor: Int32) -> Int32? {
        #if os(Linux)
        typealias SyncFS = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: SyncFS.self)(descriptor)
        #else
        return nil
        #endif
    }

    /// A file's modification time in seconds (the field's name differs between the systems).
    public static func modificationTime(_ info: stat) -> Int {
        #if canImport(Darwin)
        Int(info.st_mtimespec.tv_sec)
        #else
        Int(info.st_mtim.tv_sec)
        #endif
    }
}

/// Values a one-shot command keeps until it exits. Freeing a project's facts object by object
/// (about 100,000 strings and arrays for 5,000 files) took longer than judging them, and the
/// process's exit returns the memory at once anyway (as clang's `-disable-free` does).
public enum ProcessLifetime {
    public static func keep(_ value: some Any) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept {
        let value: Any
        init(_ value: Any) { self.value = value }
    }
}
