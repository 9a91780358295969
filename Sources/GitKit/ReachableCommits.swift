import FileAccess
import Platform

/// Every commit reachable from some tips, newest first, each read from the object database
/// exactly once. Used for walks that hide nothing (`--all`, one revision): libgit2's walk
/// parses each commit for its parents and the scan then reads it again for its message, and
/// keeps a ~100-byte node per commit; this walk keeps the id of each commit seen (~60 bytes
/// with the set) and the commits waiting in its queue (the graph's width, not its length). A shallow clone's
/// boundary commits are treated as roots, as git does.
struct ReachableCommits {
    private let repository: Repository
    private let fields: Commit.Fields
    private var queue = CommitQueue()
    private var seen = Set<ObjectID>()
    private let boundary: Set<ObjectID>
    /// The parents of the commit returned last, queued on the next call: a missing parent
    /// then fails after its child has been checked, not before.
    private var parentsToQueue: [ObjectID] = []

    init(_ repository: Repository, tips: [ObjectID], fields: Commit.Fields) throws(GitError) {
        self.repository = repository
        self.fields = fields
        boundary = repository.isShallow ? Self.shallowBoundary(repository) : []
        for tip in tips { try enqueue(tip) }
    }

    mutating func next() throws(GitError) -> Commit? {
        let parents = parentsToQueue
        parentsToQueue = []
        for parent in parents { try enqueue(parent) }
        guard let commit = queue.popNewest() else { return nil }
        if !boundary.contains(commit.id) { parentsToQueue = commit.parentIDs }
        return commit
    }

    private mutating func enqueue(_ id: ObjectID) throws(GitError) {
        guard seen.insert(id).inserted else { return }
        queue.insert(try repository.commit(id, fields: fields))
    }

    /// The commits `.git/shallow` lists: their parents are not in this clone.
    static func shallowBoundary(_ repository: Repository) -> Set<ObjectID> {
        let path = repository.commonDirectory + (repository.commonDirectory.hasSuffix("/") ? "" : "/") + "shallow"
        // Through FileAccess: a FIFO planted as `shallow` must not hang the walk.
        guard case .contents(let bytes) = FileAccess.read(path, limit: 64 << 20) else { return [] }
        var ids = Set<ObjectID>()
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            if let id = ObjectID(hex: String(decoding: line.prefix(40), as: UTF8.self)) { ids.insert(id) }
        }
        return ids
    }
}

/// A max-heap of commits by committer time; among equal times, the one queued first comes
/// first, so the order is the same on every run.
struct CommitQueue {
    /// What the heap orders by, and where the commit waits: commits are large, so the heap
    /// moves these three integers and never a commit (nor retains its strings on each swap).
    private struct Entry {
        let committedAt: Int64
        let order: Int
        let slot: Int
    }

    private var heap: [Entry] = []
    private var waiting: [Commit?] = []
    /// Slots of `waiting` taken out, to reuse: the queue is as wide as the graph, not as long.
    private var free: [Int] = []
    private var counter = 0

    mutating func insert(_ commit: Commit) {
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            waiting[slot] = commit
        } else {
            slot = waiting.count
            waiting.append(commit)
        }
        heap.append(Entry(committedAt: commit.committedAt, order: counter, slot: slot))
        counter += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.before(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popNewest() -> Commit? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let slot = heap.removeLast().slot
        let newest = waiting[slot].take()
        free.append(slot)
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count, Self.before(heap[left], heap[first]) { first = left }
            if right < heap.count, Self.before(heap[right], heap[first]) { first = right }
            guard first != parent else { break }
            heap.swapAt(parent, first)
            parent = first
        }
        return newest
    }

    private static func before(_ a: Entry, _ b: Entry) -> Bool {
        a.committedAt != b.committedAt ? a.committedAt > b.committedAt : a.order < b.order
    }
}
