import Dispatch

/// Two pieces of work at once, on the calling thread and one other (which runs which is not
/// fixed). Neither may touch what the other does (a libgit2 repository is used by one of them
/// only) until both have returned; an error from either is thrown after both have.
enum Simultaneously {
    static func run<A, B>(_ first: () throws -> A, _ second: () throws -> B) rethrows -> (A, B) {
        try withoutActuallyEscaping(first) { first in
            try withoutActuallyEscaping(second) { second in
                let results = Results(first, second)
                DispatchQueue.concurrentPerform(iterations: 2) { part in results.run(part) }
                return (try results.first.get(), try results.second.get())
            }
        }
    }

    /// Each slot is written by exactly one of the two parts and read after both have joined.
    private final class Results<A, B>: @unchecked Sendable {
        let bodies: (() throws -> A, () throws -> B)
        var first: Result<A, any Error> = .failure(Unfinished())
        var second: Result<B, any Error> = .failure(Unfinished())

        init(_ first: @escaping () throws -> A, _ second: @escaping () throws -> B) {
            bodies = (first, second)
        }

        func run(_ part: Int) {
            if part == 0 { first = Result { try bodies.0() } } else { second = Result { try bodies.1() } }
        }
    }

    private struct Unfinished: Error {}
}
