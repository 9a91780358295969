/// The change `--fix --dry-run` would make, as `diff -u` prints it, so it can be read, piped into
/// `git apply`, or pasted into a review.
public enum UnifiedDiff {
    /// The unified diff turning `old` into `new` under the given labels (`a/path`, `b/path`);
    /// empty when they are equal. `context` lines surround each change, as with `diff -U`.
    public static func render(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let before = Lines(old), after = Lines(new)
        let edits = EditScript(before.lines, after.lines).operations
        var output = "--- \(label(oldLabel))\n+++ \(label(newLabel))\n"
        for hunk in hunks(edits, context: max(0, context)) {
            output += hunk.header
            for operation in edits[hunk.range] {
                switch operation {
                case .keep(let index, _):
                    output += line(" ", before, index)
                case .delete(let index):
                    output += line("-", before, index)
                case .insert(let index):
                    output += line("+", after, index)
                }
            }
        }
        return output
    }

    /// A file label as git's diff writes it, so that `git apply` reads the path back: quoted
    /// with C escapes when it holds a control character, a double quote or a backslash
    /// (`quote_c_style`; bytes past ASCII stay as they are, as with `core.quotePath=false`), and
    /// followed by a tab when it holds a space, which tells where the name ends.
    static func label(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var quoted = bytes
        if bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            quoted = [0x22] + bytes.flatMap(escaped) + [0x22]
        }
        return String(decoding: quoted, as: UTF8.self) + (bytes.contains(0x20) ? "\t" : "")
    }

    private static func escaped(_ byte: UInt8) -> [UInt8] {
        let letters: [UInt8: Character] = [0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f", 0x0D: "r", 0x22: "\"", 0x5C: "\\"]
        if let letter = letters[byte] { return [0x5C] + Array(String(letter).utf8) }
        guard byte < 0x20 || byte == 0x7F else { return [byte] }
        return [0x5C, 0x30 + (byte >> 6), 0x30 + (byte >> 3) & 7, 0x30 + byte & 7]
    }

    /// Lines keep their newline, so a last line without one differs from the same text with one.
    private static func line(_ mark: String, _ lines: Lines, _ index: Int) -> String {
        let text = lines.lines[index]
        return text.utf8.last == UInt8(ascii: "\n") ? mark + text : mark + text + "\n\\ No newline at end of file\n"
    }

    private struct Hunk {
        let range: Range<Int>
        let header: String
    }

    /// Groups the operations into hunks: changes closer than twice the context share one.
    private static func hunks(_ edits: [EditScript.Operation], context: Int) -> [Hunk] {
        let changed = edits.indices.filter { !edits[$0].isKeep }
        var groups: [Range<Int>] = []
        for index in changed {
            let start = max(0, index - context), end = min(edits.count, index + context + 1)
            if let last = groups.last, start <= last.upperBound {
                groups[groups.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                groups.append(start..<end)
            }
        }
        return groups.map { range in
            var oldStart = 0, newStart = 0
            for operation in edits[..<range.lowerBound] {
                if case .insert = operation {} else { oldStart += 1 }
                if case .delete = operation {} else { newStart += 1 }
            }
            var oldCount = 0, newCount = 0
            for operation in edits[range] {
                if case .insert = operation {} else { oldCount += 1 }
                if case .delete = operation {} else { newCount += 1 }
            }
            let header = "@@ -\(span(oldStart, oldCount)) +\(span(newStart, newCount)) @@\n"
            return Hunk(range: range, header: header)
        }
    }

    /// `start,count` as diff prints it: 1-based, and the line before an empty span.
    private static func span(_ start: Int, _ count: Int) -> String {
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }
}

/// A text's lines, each with its newline (the last one may have none).
private struct Lines {
    let lines: [Substring]

    init(_ text: String) {
        var lines: [Substring] = []
        // By bytes: "\r\n" is one Character, and CRLF files must split at every "\n" too.
        let bytes = text.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? bytes.endIndex
            lines.append(text[start..<end])
            start = end
        }
        self.lines = lines
    }
}

/// Myers' O(ND) shortest edit script between two line lists; fixes touch few lines of long
/// files, so D stays small.
struct EditScript {
    enum Operation {
        case keep(Int, Int)
        case delete(Int)
        case insert(Int)

        var isKeep: Bool {
            if case .keep = self { return true }
            return false
        }
    }

    let operations: [Operation]

    init(_ old: [Substring], _ new: [Substring]) {
        // Equal ends are kept without entering the search.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let middle = EditScript.search(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        var operations = (0..<prefix).map { Operation.keep($0, $0) }
        for operation in middle {
            switch operation {
            case .keep(let a, let b): operations.append(.keep(a + prefix, b + prefix))
            case .delete(let a): operations.append(.delete(a + prefix))
            case .insert(let b): operations.append(.insert(b + prefix))
            }
        }
        operations += (0..<suffix).map { Operation.keep(old.count - suffix + $0, new.count - suffix + $0) }
        self.operations = operations
    }

    /// Past this many differing lines a fix is not "a few lines": the middle is shown replaced
    /// whole, which keeps time and memory (D² for the trace) bounded.
    private static let depthLimit = 2_000

    private static func search(_ old: [Substring], _ new: [Substring]) -> [Operation] {
        let n = old.count, m = new.count, offset = n + m
        guard n + m > 0 else { return [] }
        var frontier = [Int](repeating: 0, count: 2 * offset + 2)
        // trace[d] holds the frontier's diagonals -d...d before step d, the window backtracking reads.
        var trace: [[Int]] = []
        for depth in 0...min(offset, depthLimit) {
            trace.append(Array(frontier[(offset - depth)...(offset + depth)]))
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                let down = diagonal == -depth
                    || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                var x = down ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] { x += 1; y += 1 }
                frontier[offset + diagonal] = x
                if x >= n, y >= m { return backtrack(trace, n: n, m: m) }
            }
        }
        return (0..<n).map { Operation.delete($0) } + (0..<m).map { Operation.insert($0) }
    }

    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Operation] {
        var x = n, y = m
        var reversed: [Operation] = []
        for depth in stride(from: trace.count - 1, to: 0, by: -1) {
            let window = trace[depth]
            let diagonal = x - y
            let down = diagonal == -depth
                || (diagonal != depth && window[diagonal - 1 + depth] < window[diagonal + 1 + depth])
            let previousDiagonal = down ? diagonal + 1 : diagonal - 1
            let previousX = window[previousDiagonal + depth]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                reversed.append(.keep(x, y))
            }
            if down { y -= 1; reversed.append(.insert(y)) } else { x -= 1; reversed.append(.delete(x)) }
        }
        while x > 0, y > 0 {
            x -= 1; y -= 1
            reversed.append(.keep(x, y))
        }
        return reversed.reversed()
    }
}
