import Platform

/// Ctrl-C, a CI job's timeout (SIGTERM) and a closed terminal (SIGHUP) wait while a transaction
/// runs: the handler only remembers the signal, whichever thread it lands on. The transaction
/// undoes itself if the signal came before its commit and finishes if after; the signal is then
/// raised again with the handlers there were before, so the process still ends by it.
final class DeferredSignals {
    static let deferred: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Written by the handler alone: a signal handler may only store to a `sig_atomic_t`.
    nonisolated(unsafe) private static let caught: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()

    private var previous: [(Int32, sighandler_t?)] = []
    private var previousFileSize: sighandler_t?

    init() {
        Self.caught.pointee = 0
        for number in Self.deferred {
            previous.append((number, signal(number) { DeferredSignals.caught.pointee = sig_atomic_t($0) }))
        }
        // Past RLIMIT_FSIZE a write fails with EFBIG, as on a full disk, instead of killing.
        previousFileSize = signal(SIGXFSZ, SIG_IGN)
    }

    /// The signal that came since, if one did (read from any thread).
    static var pending: Int32? {
        let number = caught.pointee
        return number == 0 ? nil : Int32(number)
    }

    var pending: Int32? { Self.pending }

    /// The handlers as they were, then the deferred signal, if any.
    func restore() {
        for (number, handler) in previous { signal(number, handler) }
        signal(SIGXFSZ, previousFileSize)
        previous = []
        if let pending {
            Self.caught.pointee = 0
            raise(pending)
        }
    }
}

/// Test only: `FLOWLINT_TEST_FAULT_AT_WRITE=N` makes the Nth file operation of a transaction
/// (the journal's plan, a folder, a temporary, the sync, the commit, each rename, the journal's
/// removal) raise `FLOWLINT_TEST_FAULT_SIGNAL` (KILL, INT or TERM; KILL when unset) just
/// before it, so the end-to-end tests can interrupt a fix at every write. Nothing reads these
/// variables but the fault-injection tests.
public struct FaultInjection: Sendable {
    public enum Action: Sendable, Equatable {
        case signal(Int32)
        /// The unit tests' kill: the transaction stops where it is, as a process killed there
        /// would leave it, without raising anything at the test runner.
        case halt
    }

    let operation: Int
    let action: Action

    public init(operation: Int, action: Action) {
        self.operation = operation
        self.action = action
    }

    /// The variables' fault, nil when they name none (always, outside the tests).
    public static func fromEnvironment(_ environment: (String) -> String?) -> FaultInjection? {
        guard let value = environment("FLOWLINT_TEST_FAULT_AT_WRITE"), let operation = Int(value), operation > 0 else { return nil }
        let signals: [String: Int32] = ["KILL": SIGKILL, "INT": SIGINT, "TERM": SIGTERM]
        return FaultInjection(operation: operation, action: .signal(signals[environment("FLOWLINT_TEST_FAULT_SIGNAL") ?? "KILL"] ?? SIGKILL))
    }
}

/// Thrown at a `.halt` fault: the transaction leaves everything as it is.
struct Halted: Error {}
