import FileAccess
import Platform

/// A journal's steps applied (forward: a committed transaction, by the run that made it or by
/// the next one) or undone (back: one that never committed). Both can run again after a kill
/// part-way: a step already made is seen as made.
enum Replay {
    struct Forward {
        /// Steps that changed something on this pass.
        var applied = 0
        var conflicts: [FileTransaction.Conflict] = []
    }

    static func forward(_ steps: [Journal.Step], counter: inout FaultCounter) throws -> Forward {
        var result = Forward()
        for step in steps {
            switch step {
            case .folder:
                continue
            case .replace(let temporary, let target):
                try counter.step()
                guard FileAccess.kind(temporary) != .missing else { continue }
                guard rename(temporary, target) == 0 else { throw FileTransaction.Failure.unfinished(path: target, errno: errno) }
                result.applied += 1
            case .create(let temporary, let target):
                try counter.step()
                guard FileAccess.kind(temporary) != .missing else { continue }
                try place(temporary, at: target, into: &result)
            case .move(let from, let to):
                try counter.step()
                guard FileAccess.kind(from) != .missing else { continue }
                try place(from, at: to, into: &result)
            }
        }
        return result
    }

    /// Puts a file at a name that must be free: a hard link (which fails on a taken name, even
    /// one taken a moment ago), then the old name removed. Where hard links are not supported,
    /// a rename after checking the name.
    private static func place(_ file: String, at target: String, into result: inout Forward) throws {
        if link(file, target) == 0 || (errno == EEXIST && isSameFile(file, target)) {
            unlink(file)
            result.applied += 1
            return
        }
        let error = errno
        switch error {
        case EEXIST:
            result.conflicts.append(FileTransaction.Conflict(target: target, left: file))
        case EPERM, EOPNOTSUPP, EXDEV, EMLINK, ENOSYS:
            guard FileAccess.kind(target) == .missing else {
                result.conflicts.append(FileTransaction.Conflict(target: target, left: file))
                return
            }
            guard rename(file, target) == 0 else { throw FileTransaction.Failure.unfinished(path: target, errno: errno) }
            result.applied += 1
        default:
            throw FileTransaction.Failure.unfinished(path: target, errno: error)
        }
    }

    private static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return lstat(a, &first) == 0 && lstat(b, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Removes the temporaries that exist and the folders made for them, innermost first, when
    /// they are empty. Returns how many temporaries there were.
    @discardableResult
    static func back(_ steps: [Journal.Step]) -> Int {
        var removed = 0
        for step in steps {
            switch step {
            case .replace(let temporary, _), .create(let temporary, _):
                if unlink(temporary) == 0 { removed += 1 }
            case .folder, .move:
                continue
            }
        }
        for case .folder(let folder) in steps.reversed() { rmdir(folder) }
        return removed
    }
}
