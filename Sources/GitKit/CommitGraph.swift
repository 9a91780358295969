import CLibGit2

/// The shape of a history in memory: every commit reachable from some tips, read from the object
/// database once, kept as a number with its parents, its committer time, and for merges the
/// first line of the message. Audits that follow many lines through one history (the flow
/// audit) ask this instead of walking with libgit2 again and again: a short `A..B` walk alone
/// costs ~170 ms in a big repository. About 40 bytes a commit, plus the merges' lines.
public struct CommitGraph {
    /// Commit numbers are `Int32`: a history has far fewer than 2^31 commits.
    public typealias Node = Int32

    public private(set) var ids: [ObjectID] = []
    private var index: [ObjectID: Node] = [:]
    /// -1 for none (a root, or a shallow clone's boundary).
    private var firstParents: [Node] = []
    private var otherParents: [Node: [Node]] = [:]
    public private(set) var committedAt: [Int64] = []
    /// The first line of each merge's message (lossy for messages that are not UTF-8), and the
    /// first line of its second paragraph, where some platforms name the branches.
    private var mergeHeaders: [Node: String] = [:]
    private var mergeDetails: [Node: String] = [:]

    public var count: Int { ids.count }

    public init(_ repository: Repository, tips: [ObjectID]) throws(GitError) {
        let boundary = repository.isShallow ? ReachableCommits.shallowBoundary(repository) : []
        var pending: [Node] = []
        for tip in tips { if let node = discover(tip) { pending.append(node) } }
        while let node = pending.popLast() {
            try read(node, in: repository, boundary: boundary) { pending.append($0) }
        }
    }

    public func node(_ id: ObjectID) -> Node? { index[id] }
    public func id(_ node: Node) -> ObjectID { ids[Int(node)] }
    public func firstParent(_ node: Node) -> Node? {
        let parent = firstParents[Int(node)]
        return parent < 0 ? nil : parent
    }
    /// Parents after the first: the merged ones.
    public func mergedParents(_ node: Node) -> [Node] { otherParents[node] ?? [] }
    public func isMerge(_ node: Node) -> Bool { otherParents[node] != nil }
    public func isRoot(_ node: Node) -> Bool { firstParents[Int(node)] < 0 }
    public func mergeHeader(_ node: Node) -> String? { mergeHeaders[node] }
    public func mergeDetail(_ node: Node) -> String? { mergeDetails[node] }
    public var merges: Dictionary<Node, [Node]>.Keys { otherParents.keys }

    /// The commits following first parents from `node`, itself first.
    public func firstParentLine(from node: Node) -> [Node] {
        var line: [Node] = []
        var current: Node? = node
        while let id = current {
            line.append(id)
            current = firstParent(id)
        }
        return line
    }

    /// Each commit's generation: one more than its highest parent's (roots are 1). An ancestor's
    /// is always lower, so sorting by it orders commits oldest first whatever their clocks say.
    public func generations() -> [Int32] {
        var generation = [Int32](repeating: 0, count: count)
        var stack: [Node] = []
        for start in 0..<Node(count) where generation[Int(start)] == 0 {
            stack.append(start)
            while let node = stack.last {
                if generation[Int(node)] != 0 {
                    stack.removeLast()
                    continue
                }
                var highest: Int32 = 0
                var ready = true
                func visit(_ parent: Node) {
                    let known = generation[Int(parent)]
                    if known == 0 {
                        stack.append(parent)
                        ready = false
                    } else {
                        highest = max(highest, known)
                    }
                }
                if let first = firstParent(node) { visit(first) }
                if let others = otherParents[node] { others.forEach(visit) }
                if ready {
                    generation[Int(node)] = highest + 1
                    stack.removeLast()
                }
            }
        }
        return generation
    }

    /// Numbers a commit the first time it is seen; nil when it was seen before.
    private mutating func discover(_ id: ObjectID) -> Node? {
        guard index[id] == nil else { return nil }
        let node = Node(ids.count)
        index[id] = node
        ids.append(id)
        firstParents.append(-1)
        committedAt.append(0)
        return node
    }

    private mutating func read(_ node: Node, in repository: Repository, boundary: Set<ObjectID>, queue: (Node) -> Void) throws(GitError) {
        let id = ids[Int(node)]
        var commit: OpaquePointer?
        var oid = id.oid
        try check(git_commit_lookup(&commit, repository.pointer, &oid), "read commit \(id.hex)")
        guard let commit else { throw GitError(kind: .notFound, message: "missing", operation: "read commit \(id.hex)") }
        defer { git_commit_free(commit) }
        committedAt[Int(node)] = git_commit_time(commit)
        guard !boundary.contains(id) else { return }
        let count = git_commit_parentcount(commit)
        var parents: [Node] = []
        for position in 0..<count {
            guard let parent = git_commit_parent_id(commit, position).map({ ObjectID($0.pointee) }) else { continue }
            if let new = discover(parent) {
                queue(new)
                parents.append(new)
            } else if let known = index[parent] {
                parents.append(known)
            }
        }
        if let first = parents.first { firstParents[Int(node)] = first }
        guard parents.count > 1 else { return }
        otherParents[node] = Array(parents.dropFirst())
        guard let text = git_commit_message_raw(commit) else { return }
        var start = text
        while start.pointee == 10 || start.pointee == 13 { start += 1 }  // leading blank lines are not line 1
        var (line, next) = Self.line(at: start)
        mergeHeaders[node] = line
        // The second paragraph starts after the first blank line.
        while let following = next, !line.isEmpty { (line, next) = Self.line(at: following) }
        while let following = next, following.pointee == 10 || following.pointee == 13 { next = following + 1 }
        guard let following = next else { return }
        let detail = Self.line(at: following).0
        if !detail.isEmpty { mergeDetails[node] = detail }
    }

    /// The line at `start` (lossy UTF-8, without `\r`, at most 4 KiB), and where the next one
    /// starts, nil at the end.
    private static func line(at start: UnsafePointer<CChar>) -> (String, UnsafePointer<CChar>?) {
        var length = 0
        while start[length] != 0, start[length] != 10 { length += 1 }
        let bytes = UnsafeRawBufferPointer(start: start, count: min(length, 4096)).bindMemory(to: UInt8.self)
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return (text, start[length] == 0 ? nil : start + length + 1)
    }
}
