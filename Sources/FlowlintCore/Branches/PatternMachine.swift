/// A compiled issue-ID pattern, run as a Pike VM: every thread advances one scalar at a time
/// in lock step, so a match costs at most (text length × program size) steps whatever the
/// pattern (no backtracking, no ReDoS: `([A-Z][A-Z0-9]*_?)+-[0-9]+` on a long key is linear).
/// Threads are kept in priority order, so the match found is the one a backtracking engine's
/// `prefixMatch` finds (leftmost-first, greedy or lazy as written).
public struct PatternMachine: Sendable {
    enum Instruction: Sendable, Equatable {
        case scalar(Unicode.Scalar)
        case set(ScalarSet)
        /// Any scalar but a line feed, as `.` without the dot-matches-newline option.
        case any
        /// Continue at both, the first preferred.
        case split(Int, Int)
        case jump(Int)
        case atStart
        case atEnd
        case match
    }

    let program: [Instruction]

    /// A pattern of `IssuePattern`'s subset, compiled; throws its reason otherwise.
    public static func compile(_ pattern: String) throws -> PatternMachine {
        try IssuePattern.compile(pattern)
    }

    /// The number of instructions: a match takes at most 2 × size steps per scalar of the text.
    public var size: Int { program.count }

    /// The end of the match at the start of `text`, nil when there is none.
    public func prefixEnd(in text: Substring) -> Substring.Index? {
        var steps = 0
        return prefixEnd(in: text, steps: &steps)
    }

    /// As `prefixEnd(in:)`, counting the threads run and the instructions followed (the fuzzer
    /// checks the linear bound with it).
    public func prefixEnd(in text: Substring, steps: inout Int) -> Substring.Index? {
        let scalars = text.unicodeScalars
        var marks = [Int](repeating: -1, count: program.count)
        var current: [Int] = []
        var next: [Int] = []
        var stack: [Int] = []
        var step = 0
        var index = scalars.startIndex
        steps += add(0, to: &current, marks: &marks, step: step, atStart: true, atEnd: index == scalars.endIndex, stack: &stack)
        var found: Substring.Index?
        while !current.isEmpty {
            let scalar: Unicode.Scalar? = index == scalars.endIndex ? nil : scalars[index]
            let after = scalar == nil ? index : scalars.index(after: index)
            step += 1
            next.removeAll(keepingCapacity: true)
            for pc in current {
                steps += 1
                if case .match = program[pc] {
                    found = index
                    break  // threads after this one have lower priority than the match
                }
                guard let scalar, accepts(program[pc], scalar) else { continue }
                steps += add(pc + 1, to: &next, marks: &marks, step: step, atStart: false, atEnd: after == scalars.endIndex, stack: &stack)
            }
            guard scalar != nil else { break }
            swap(&current, &next)
            index = after
        }
        return found
    }

    private func accepts(_ instruction: Instruction, _ scalar: Unicode.Scalar) -> Bool {
        switch instruction {
        case .scalar(let expected): return scalar == expected
        case .set(let set): return set.contains(scalar)
        case .any: return scalar != "\n"
        default: return false
        }
    }

    /// Follows jumps, splits and assertions from `start`, adding the threads that consume a
    /// scalar (or match) in priority order; each instruction once per step. Returns the
    /// instructions it looked at.
    private func add(_ start: Int, to list: inout [Int], marks: inout [Int], step: Int, atStart: Bool, atEnd: Bool, stack: inout [Int]) -> Int {
        var visited = 0
        stack.removeAll(keepingCapacity: true)
        stack.append(start)
        while let pc = stack.popLast() {
            visited += 1
            guard marks[pc] != step else { continue }
            marks[pc] = step
            switch program[pc] {
            case .jump(let target): stack.append(target)
            case .split(let first, let second): stack.append(second); stack.append(first)
            case .atStart: if atStart { stack.append(pc + 1) }
            case .atEnd: if atEnd { stack.append(pc + 1) }
            default: list.append(pc)
            }
        }
        return visited
    }
}

/// A bracket expression or class escape: ranges of scalars and the `\d \w \s` classes.
struct ScalarSet: Sendable, Equatable {
    enum Class: Sendable, Equatable {
        case digit, word, space
    }

    var ranges: [ClosedRange<UInt32>] = []
    var classes: [(Class, negated: Bool)] = []
    var negated = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let inside = ranges.contains { $0.contains(scalar.value) }
            || classes.contains { Self.isMember(scalar, of: $0.0) != $0.negated }
        return inside != negated
    }

    static func isMember(_ scalar: Unicode.Scalar, of kind: Class) -> Bool {
        switch kind {
        case .digit: return scalar.properties.numericType == .decimal
        case .word: return scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
        case .space: return scalar.properties.isWhitespace
        }
    }

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool {
        lhs.ranges == rhs.ranges && lhs.negated == rhs.negated
            && lhs.classes.map(\.0) == rhs.classes.map(\.0) && lhs.classes.map(\.negated) == rhs.classes.map(\.negated)
    }
}
