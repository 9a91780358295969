import FileAccess
import Platform

/// What the run after a killed transaction does first: a committed journal is rolled forward
/// (every temporary renamed into place, every move made), any other rolled back (its temporaries
/// and the folders made for them removed). Either way the journal is then removed.
public enum JournalRecovery {
    public enum Outcome: Equatable, Sendable {
        /// A committed transaction finished: `applied` steps made now.
        case finished(applied: Int, conflicts: [FileTransaction.Conflict])
        /// One that never committed undone: `temporaries` removed; the project is as before it.
        case undone(temporaries: Int)
        /// Another run holds the journal: it is applying it now.
        case busy
        /// The file at the journal's name is not a journal: left alone.
        case unreadable
        /// A step failed (the file system refused a rename): the journal stays.
        case unfinished(path: String, errno: Int32)
    }

    /// Nil when there is no journal at `journal`. `inside`: the folders every path it names must
    /// lie in (links resolved), for a journal kept in the project itself, where a cloned or
    /// unpacked project could have planted one naming files anywhere; nil for one in a git folder.
    public static func run(journal: String, inside roots: [String]? = nil) -> Outcome? {
        let descriptor = open(journal, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return errno == ENOENT ? nil : .unreadable }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return .busy }
        // Removed and perhaps made again by another run while this one waited: not this journal.
        var held = stat(), named = stat()
        guard fstat(descriptor, &held) == 0, lstat(journal, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev else {
            return nil
        }
        guard case .contents(let bytes) = FileAccess.read(journal, limit: 1 << 30, followLink: false),
              let parsed = Journal(parsing: bytes), parsed.namesItsTemporaries,
              roots.map({ Self.staysInside(parsed, $0) }) ?? true else { return .unreadable }
        if parsed.committed {
            var counter = FaultCounter(nil)
            do {
                let forward = try Replay.forward(parsed.steps, counter: &counter)
                unlink(journal)
                return .finished(applied: forward.applied, conflicts: forward.conflicts)
            } catch let FileTransaction.Failure.unfinished(path, error) {
                return .unfinished(path: path, errno: error)
            } catch {
                return .unfinished(path: journal, errno: EIO)
            }
        }
        let removed = Replay.back(parsed.steps)
        unlink(journal)
        return .undone(temporaries: removed)
    }

    /// Every path absolute, naming a file (not `.` or `..`) in a folder inside `roots`.
    static func staysInside(_ journal: Journal, _ roots: [String]) -> Bool {
        let project = WritablePaths(roots: roots)
        return journal.paths.allSatisfy { path in
            guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/"),
                  !["", ".", ".."].contains(path[path.index(after: slash)...]) else { return false }
            return project.mayRead(slash == path.startIndex ? "/" : String(path[..<slash]))
        }
    }
}
