import Dispatch
import Platform

/// Jobs on every core: each worker takes the next job, biggest first, from one shared queue
/// (work-stealing in its simplest form), so one large file never leaves a core idle behind a
/// fixed split. Results land in slots by index, written once each, with no lock.
public enum ParallelWork {
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// `body(index)` for every index of `costs`; costs order the jobs (largest first) and, when
    /// `budget` is given, bound the cost in flight at once (a job over it runs alone).
    static func map<T: Sendable>(costs: [Int], budget: Int? = nil, _ body: @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count: costs.count)
        guard !costs.isEmpty else { return [] }
        let order = costs.indices.sorted { costs[$0] > costs[$1] }
        let queue = JobQueue(order: order, costs: costs, budget: budget ?? Int.max)
        let workers = min(cores, costs.count)
        if workers == 1 {
            for index in order { slots.put(body(index), at: index) }
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = queue.take() {
                    slots.put(body(index), at: index)
                    queue.finish(costs[index])
                }
            }
        }
        return slots.values()
    }

    /// The same work for every index when jobs cost about the same.
    public static func map<T: Sendable>(count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        map(costs: Array(repeating: 1, count: count), body)
    }
}

/// One slot per job; each is written by exactly one worker and read after all have joined.
private final class Slots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<T?>
    private var taken = false

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        if !taken { buffer.deinitialize() }
        buffer.deallocate()
    }

    func put(_ value: T, at index: Int) { buffer[index] = value }

    /// The values, moved out (once): copying them retained every field of every file's facts,
    /// and freeing the slots released them all again.
    func values() -> [T] {
        precondition(!taken, "Slots.values() is read once")
        taken = true
        var values: [T] = []
        values.reserveCapacity(buffer.count)
        for index in buffer.indices {
            if let value = buffer.moveElement(from: index) { values.append(value) }
        }
        return values
    }
}

/// The next job, under a mutex taken once per job (never while a job runs); waits while the
/// next job would push the cost in flight past the budget.
private final class JobQueue: @unchecked Sendable {
    private let order: [Int]
    private let costs: [Int]
    private let budget: Int
    private var next = 0
    private var inFlight = 0
    private var mutex = pthread_mutex_t()
    private var freed = pthread_cond_t()

    init(order: [Int], costs: [Int], budget: Int) {
        self.order = order
        self.costs = costs
        self.budget = budget
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&freed, nil)
    }

    deinit {
        pthread_cond_destroy(&freed)
        pthread_mutex_destroy(&mutex)
    }

    func take() -> Int? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while next < order.count {
            let index = order[next]
            if inFlight == 0 || inFlight + costs[index] <= budget {
                next += 1
                inFlight += costs[index]
                return index
            }
            pthread_cond_wait(&freed, &mutex)
        }
        return nil
    }

    func finish(_ cost: Int) {
        pthread_mutex_lock(&mutex)
        inFlight -= cost
        pthread_cond_broadcast(&freed)
        pthread_mutex_unlock(&mutex)
    }
}

/// A pthread mutex (Foundation stays out of this target), for state that workers share off the
/// hot path, like the facts cache's bookkeeping.
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
