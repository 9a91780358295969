import Dispatch
import FileAccess
import Platform

/// Changes to many files made all or nothing (`protocols --fix`, `new`): every new content is
/// written to a temporary file beside its target, the temporaries are synced, and only then is a
/// journal committed and the temporaries renamed into place, moves made and new files put where
/// nothing is. A run killed before the commit leaves the project as it was (the next run removes
/// the temporaries); one killed after leaves a journal the next run finishes (`JournalRecovery`).
/// Ctrl-C and SIGTERM wait for either end (`DeferredSignals`).
///
/// Callers check the targets first: a replaced file is a regular file, a new one's name is free.
/// Applying checks again where it can without a race: a new file or a moved one never lands on a
/// name taken since.
public struct FileTransaction {
    public enum Failure: Error, Equatable, Sendable {
        /// ENOSPC, EFBIG or EDQUOT before the commit: nothing was changed.
        case diskFull(path: String)
        /// Any other error before the commit: nothing was changed.
        case cannotWrite(path: String, errno: Int32)
        /// A journal is already there: another run is applying it, or it could not be dealt with.
        case busy(journal: String)
        /// A step after the commit failed: the journal stays, for the next run to finish.
        case unfinished(path: String, errno: Int32)
        /// SIGINT, SIGTERM or SIGHUP came before the commit and the process lived on: nothing changed.
        case interrupted(Int32)
    }

    private enum Change {
        case replace(String, [UInt8])
        case create(String, [UInt8], mode_t)
        case move(String, String)
    }

    /// Where the journal is written (an absolute path).
    public let journal: String
    private var changes: [Change] = []
    private let fault: FaultInjection?
    private let here = FileAccess.currentDirectory()

    public init(journal: String, fault: FaultInjection? = nil) {
        self.journal = journal
        self.fault = fault
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// An existing regular file's new content; its mode is kept.
    public mutating func replace(_ path: String, with bytes: [UInt8]) {
        changes.append(.replace(absolute(path), bytes))
    }

    /// A new file, with the folders it needs.
    public mutating func create(_ path: String, with bytes: [UInt8], mode: mode_t = 0o644) {
        changes.append(.create(absolute(path), bytes, mode))
    }

    /// A file moved to a free name, with the folders it needs.
    public mutating func move(_ from: String, to: String) {
        changes.append(.move(absolute(from), absolute(to)))
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : here + "/" + path
    }

    /// Returns the new files and moves whose names were taken since they were checked (their
    /// content is left where it was, nothing is overwritten).
    @discardableResult
    public func commit() throws(Failure) -> [Conflict] {
        guard !changes.isEmpty else { return [] }
        let signals = DeferredSignals()
        defer { signals.restore() }
        var counter = FaultCounter(fault)
        let id = String(UInt64.random(in: 1...UInt64.max), radix: 16)
        let (steps, contents) = plan(id: id)
        do {
            try counter.step()
            let descriptor = try JournalFile.create(at: journal, plan: Journal(steps: steps).plan, id: id)
            defer { close(descriptor) }
            do {
                try prepare(steps, contents, signals: signals, counter: &counter)
                try counter.step()
                try Durability.sync(steps)
                try counter.step()
                try JournalFile.commit(descriptor, path: journal)
            } catch let failure as Failure {
                Replay.back(steps)
                unlink(journal)
                throw failure
            }
            let applied = try Replay.forward(steps, counter: &counter)
            try counter.step()
            unlink(journal)
            return applied.conflicts
        } catch let failure as Failure {
            throw failure
        } catch {
            // `Halted`: a unit test's kill, everything left as it is.
            return []
        }
    }

    /// The steps in the order they are applied: folders, new files, rewritten files, moves
    /// (a declaration moved from one file to a new one is in both until the second is rewritten).
    private func plan(id: String) -> ([Journal.Step], [String: (bytes: [UInt8], mode: mode_t?)]) {
        var folders: [String] = [], seen: Set<String> = []
        var creates: [Journal.Step] = [], replaces: [Journal.Step] = [], moves: [Journal.Step] = []
        var contents: [String: (bytes: [UInt8], mode: mode_t?)] = [:]
        let suffix = Journal.temporaryMark + id
        for change in changes {
            switch change {
            case .replace(let path, let bytes):
                replaces.append(.replace(temporary: path + suffix, target: path))
                contents[path + suffix] = (bytes, nil)
            case .create(let path, let bytes, let mode):
                for folder in Self.missingFolders(above: path) where seen.insert(folder).inserted { folders.append(folder) }
                creates.append(.create(temporary: path + suffix, target: path))
                contents[path + suffix] = (bytes, mode)
            case .move(let from, let to):
                for folder in Self.missingFolders(above: to) where seen.insert(folder).inserted { folders.append(folder) }
                moves.append(.move(from: from, to: to))
            }
        }
        return (folders.map(Journal.Step.folder) + creates + replaces + moves, contents)
    }

    /// The folders of `path` that don't exist yet, outermost first.
    static func missingFolders(above path: String) -> [String] {
        var missing: [String] = []
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = folder[..<slash]
            guard FileAccess.kind(String(folder)) == .missing else { break }
            missing.append(String(folder))
        }
        return missing.reversed()
    }

    /// The folders, then every temporary (on every core, unless a fault is being injected: its
    /// count must name the same write every run). A signal stops it, to be rolled back.
    private func prepare(_ steps: [Journal.Step], _ contents: [String: (bytes: [UInt8], mode: mode_t?)],
                         signals: DeferredSignals, counter: inout FaultCounter) throws {
        for case .folder(let folder) in steps {
            try counter.step()
            guard mkdir(folder, 0o755) == 0 else { throw Self.failure(folder, errno) }
        }
        let temporaries = steps.compactMap { step -> (String, String, [UInt8], mode_t?)? in
            switch step {
            case .create(let temporary, let target), .replace(let temporary, let target):
                guard let content = contents[temporary] else { return nil }
                return (temporary, target, content.bytes, content.mode)
            default: return nil
            }
        }
        if let signal = signals.pending { throw Failure.interrupted(signal) }
        if fault != nil {
            for (temporary, target, bytes, mode) in temporaries {
                try counter.step()
                if let error = Temporary.write(bytes, at: temporary, replacing: target, mode: mode) { throw Self.failure(error.path, error.errno) }
                if let signal = signals.pending { throw Failure.interrupted(signal) }
            }
            return
        }
        let errors = Temporary.writeAll(temporaries, stop: { DeferredSignals.pending != nil })
        if let signal = signals.pending { throw Failure.interrupted(signal) }
        if let error = errors.first(where: { $0 != nil }) ?? nil { throw Self.failure(error.path, error.errno) }
    }

    static func failure(_ path: String, _ error: Int32) -> Failure {
        [ENOSPC, EFBIG, EDQUOT].contains(error) ? .diskFull(path: path) : .cannotWrite(path: path, errno: error)
    }
}

/// Counts a transaction's file operations for `FaultInjection`.
struct FaultCounter {
    private let fault: FaultInjection?
    private var count = 0

    init(_ fault: FaultInjection?) {
        self.fault = fault
    }

    mutating func step() throws {
        count += 1
        guard let fault, fault.operation == count else { return }
        switch fault.action {
        case .signal(let number):
            // A test runner's threads block signals, and the process inherits the mask: a Ctrl-C
            // or a CI timeout reaches a process that doesn't block them, as this one now.
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, number)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            raise(number)
        case .halt: throw Halted()
        }
    }
}
