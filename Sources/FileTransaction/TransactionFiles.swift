import Dispatch
import FileAccess
import Platform

extension FileTransaction {
    /// A new file or a move that found its name taken when it was applied: the file stays where
    /// it was (`left`), nothing is overwritten.
    public struct Conflict: Equatable, Sendable {
        public let target: String
        public let left: String
    }
}

/// The temporaries: created beside their targets, never through a link, never over a file.
enum Temporary {
    struct Error: Swift.Error {
        let path: String
        let errno: Int32
    }

    /// `mode` nil: the mode of the file `replacing` names, which must be a regular file.
    static func write(_ bytes: [UInt8], at temporary: String, replacing target: String, mode: mode_t?) -> Error? {
        var permissions = mode ?? 0o600
        if mode == nil {
            var info = stat()
            guard lstat(target, &info) == 0 else { return Error(path: target, errno: errno) }
            guard (info.st_mode & S_IFMT) == S_IFREG else { return Error(path: target, errno: ELOOP) }
            permissions = info.st_mode & 0o7777
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o600)
        guard descriptor >= 0 else { return Error(path: temporary, errno: errno) }
        // A new file's mode is as `umask` leaves it; a rewritten one keeps its own exactly.
        guard FileAccess.writeAll(bytes, to: descriptor), mode != nil || fchmod(descriptor, permissions) == 0 else {
            let error = errno
            close(descriptor)
            unlink(temporary)
            return Error(path: temporary, errno: error)
        }
        guard close(descriptor) == 0 else {
            let error = errno
            unlink(temporary)
            return Error(path: temporary, errno: error)
        }
        return nil
    }

    /// Every temporary, on every core (hundreds of them were a tenth of a fix); `stop` is asked
    /// between files.
    static func writeAll(_ files: [(String, String, [UInt8], mode_t?)], stop: @escaping @Sendable () -> Bool) -> [Error?] {
        let workers = max(1, min(files.count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        let results = UnsafeMutableBufferPointer<Error?>.allocate(capacity: files.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: files.count, by: workers) where !stop() {
                let (temporary, target, bytes, mode) = files[index]
                slots[index] = write(bytes, at: temporary, replacing: target, mode: mode)
            }
        }
        return Array(results)
    }
}

/// The temporaries on the disk before the journal says they are ready: one `syncfs` per file
/// system on Linux (one `fsync` per file was a third of a fix over hundreds of files), one
/// `fsync` per file elsewhere.
enum Durability {
    static func sync(_ steps: [Journal.Step]) throws {
        let temporaries = steps.compactMap { step -> String? in
            switch step {
            case .create(let temporary, _), .replace(let temporary, _): return temporary
            default: return nil
            }
        }
        var synced: Set<UInt64> = []
        var fileByFile = false
        for temporary in temporaries {
            var info = stat()
            guard lstat(temporary, &info) == 0 else { throw FileTransaction.failure(temporary, errno) }
            guard !synced.contains(UInt64(info.st_dev)) else { continue }
            let descriptor = open(temporary, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileTransaction.failure(temporary, errno) }
            defer { close(descriptor) }
            if !fileByFile, let status = Platform.syncFileSystem(descriptor) {
                guard status == 0 else { throw FileTransaction.failure(temporary, errno) }
                synced.insert(UInt64(info.st_dev))
                continue
            }
            fileByFile = true
            guard fsync(descriptor) == 0 || errno == EINVAL else { throw FileTransaction.failure(temporary, errno) }
        }
    }
}

/// The journal's own file: written whole under a temporary name and locked, then linked to its
/// name (which fails when a journal is there), so no other run ever sees it half-written or
/// takes it for a dead one's while this run holds it.
enum JournalFile {
    static func create(at path: String, plan: [UInt8], id: String) throws -> Int32 {
        let temporary = path + ".flowlint-tmp-" + id
        let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileTransaction.failure(path, errno) }
        defer { unlink(temporary) }
        guard flock(descriptor, LOCK_EX) == 0, FileAccess.writeAll(plan, to: descriptor) else {
            let error = errno
            close(descriptor)
            throw FileTransaction.failure(path, error)
        }
        guard link(temporary, path) == 0 else {
            let error = errno
            close(descriptor)
            throw error == EEXIST ? FileTransaction.Failure.busy(journal: path) : FileTransaction.failure(path, error)
        }
        return descriptor
    }

    static func commit(_ descriptor: Int32, path: String) throws {
        guard FileAccess.writeAll(Journal.commitLine, to: descriptor), fsync(descriptor) == 0 || errno == EINVAL else {
            throw FileTransaction.failure(path, errno)
        }
    }
}
