/// The regular-expression subset `issue-id.pattern` accepts, compiled for `PatternMachine`:
/// literals, `.`, `[…]` sets with ranges and negation, `\d \w \s` and their negations, escaped
/// punctuation, groups `(…)` `(?:…)` `(?<name>…)`, `|`, the quantifiers `* + ? {n} {n,} {n,m}`
/// (greedy, or lazy with `?`), `^` and `$`. Backreferences, lookaround and options are refused:
/// they are what makes matching take exponential time.
enum IssuePattern {
    static let maxLength = 500
    static let maxRepetition = 100
    static let maxProgram = 5_000

    struct Invalid: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// A pattern a name's prefix is matched with: one that matches the empty text would find an
    /// ID or a version in every name, so it is refused too.
    static func compilePrefix(_ pattern: String) throws(Invalid) -> PatternMachine {
        let machine = try compile(pattern)
        if machine.prefixEnd(in: "") != nil { throw Invalid(reason: "it matches the empty text") }
        return machine
    }

    static func compile(_ pattern: String) throws(Invalid) -> PatternMachine {
        guard pattern.unicodeScalars.count <= maxLength else { throw Invalid(reason: "longer than \(maxLength) characters") }
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        let node = try parser.alternation()
        guard parser.position == parser.scalars.count else { throw Invalid(reason: "unbalanced ')'") }
        try refuseRepeatedEmpty(node)
        var program: [PatternMachine.Instruction] = []
        try emit(node, into: &program)
        guard program.count < maxProgram else { throw Invalid(reason: "too large once its repetitions are spelled out") }
        program.append(.match)
        return PatternMachine(program: program)
    }

    indirect enum Node {
        case instruction(PatternMachine.Instruction)
        case sequence([Node])
        case choice([Node])
        case repetition(Node, min: Int, max: Int?, greedy: Bool)
    }

    /// `(A|)+`, `(B*)*`: a repeated part that can match nothing. Backtracking engines end such a
    /// loop on an empty turn, which a lock-step machine can't mimic; no issue key needs one.
    private static func refuseRepeatedEmpty(_ node: Node) throws(Invalid) {
        switch node {
        case .instruction: return
        case .sequence(let nodes), .choice(let nodes): for node in nodes { try refuseRepeatedEmpty(node) }
        case .repetition(let body, _, let max, _):
            if max.map({ $0 > 1 }) ?? true, canMatchEmpty(body) {
                throw Invalid(reason: "a repeated part can match the empty text")
            }
            try refuseRepeatedEmpty(body)
        }
    }

    private static func canMatchEmpty(_ node: Node) -> Bool {
        switch node {
        case .instruction(let instruction): return instruction == .atStart || instruction == .atEnd
        case .sequence(let nodes): return nodes.allSatisfy(canMatchEmpty)
        case .choice(let nodes): return nodes.contains(where: canMatchEmpty)
        case .repetition(let body, let min, _, _): return min == 0 || canMatchEmpty(body)
        }
    }

    private static func emit(_ node: Node, into program: inout [PatternMachine.Instruction]) throws(Invalid) {
        guard program.count < maxProgram else { throw Invalid(reason: "too large once its repetitions are spelled out") }
        switch node {
        case .instruction(let instruction):
            program.append(instruction)
        case .sequence(let nodes):
            for node in nodes { try emit(node, into: &program) }
        case .choice(let nodes):
            var jumps: [Int] = []
            for (offset, node) in nodes.enumerated() {
                let split = program.count
                if offset < nodes.count - 1 { program.append(.split(split + 1, -1)) }
                try emit(node, into: &program)
                if offset < nodes.count - 1 {
                    jumps.append(program.count)
                    program.append(.jump(-1))
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repetition(let body, let min, let max, let greedy):
            for _ in 0..<min { try emit(body, into: &program) }
            if let max {
                for _ in min..<max { try optional(body, greedy: greedy, into: &program) }
            } else {
                let loop = program.count
                program.append(.split(-1, -1))
                try emit(body, into: &program)
                program.append(.jump(loop))
                program[loop] = greedy ? .split(loop + 1, program.count) : .split(program.count, loop + 1)
            }
        }
    }

    private static func optional(_ body: Node, greedy: Bool, into program: inout [PatternMachine.Instruction]) throws(Invalid) {
        let split = program.count
        program.append(.split(-1, -1))
        try emit(body, into: &program)
        program[split] = greedy ? .split(split + 1, program.count) : .split(program.count, split + 1)
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0

        var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func alternation() throws(Invalid) -> Node {
            var branches = [try sequence()]
            while peek == "|" {
                position += 1
                branches.append(try sequence())
            }
            return branches.count == 1 ? branches[0] : .choice(branches)
        }

        mutating func sequence() throws(Invalid) -> Node {
            var nodes: [Node] = []
            while let scalar = peek, scalar != "|", scalar != ")" {
                nodes.append(try quantified())
            }
            return .sequence(nodes)
        }

        mutating func quantified() throws(Invalid) -> Node {
            let atom = try self.atom()
            guard let (min, max) = try quantifier() else { return atom }
            var greedy = true
            if peek == "?" { greedy = false; position += 1 }
            if let next = peek, "*+?{".unicodeScalars.contains(next) {
                throw Invalid(reason: "a quantifier can't follow a quantifier (possessive and nested ones are not supported)")
            }
            return .repetition(atom, min: min, max: max, greedy: greedy)
        }

        mutating func quantifier() throws(Invalid) -> (Int, Int?)? {
            switch peek {
            case "*": position += 1; return (0, nil)
            case "+": position += 1; return (1, nil)
            case "?": position += 1; return (0, 1)
            case "{":
                position += 1
                let low = number()
                var high = low
                if peek == "," { position += 1; high = number() }
                guard peek == "}", let low else { throw Invalid(reason: "a '{' must be a repetition such as {2} or {1,3}") }
                position += 1
                guard low <= IssuePattern.maxRepetition, (high ?? low) <= IssuePattern.maxRepetition else {
                    throw Invalid(reason: "repetitions over \(IssuePattern.maxRepetition) are not supported")
                }
                if let high, high < low { throw Invalid(reason: "a repetition's range is reversed") }
                return (low, high)
            default: return nil
            }
        }

        mutating func number() -> Int? {
            var digits = ""
            while let scalar = peek, ("0"..."9").contains(scalar), digits.count < 6 { digits.unicodeScalars.append(scalar); position += 1 }
            return Int(digits)
        }

        mutating func atom() throws(Invalid) -> Node {
            guard let scalar = peek else { throw Invalid(reason: "ends unexpectedly") }
            position += 1
            switch scalar {
            case "(": return try group()
            case "[": return .instruction(.set(try set()))
            case ".": return .instruction(.any)
            case "^": return .instruction(.atStart)
            case "$": return .instruction(.atEnd)
            case "\\": return .instruction(try escape())
            case "*", "+", "?", "{": throw Invalid(reason: "'\(scalar)' has nothing to repeat")
            default: return .instruction(.scalar(scalar))
            }
        }

        mutating func group() throws(Invalid) -> Node {
            if peek == "?" {
                let rest = String(String.UnicodeScalarView(scalars[position...].prefix(3)))
                if rest.hasPrefix("?:") {
                    position += 2
                } else if rest.hasPrefix("?<") || rest.hasPrefix("?P<"), !rest.hasPrefix("?<="), !rest.hasPrefix("?<!") {
                    while let scalar = peek, scalar != ">" { position += 1 }
                    guard peek == ">" else { throw Invalid(reason: "a group's name is not closed with '>'") }
                    position += 1
                } else {
                    throw Invalid(reason: "lookaround, options and other '(?' groups are not supported")
                }
            }
            let inner = try alternation()
            guard peek == ")" else { throw Invalid(reason: "a '(' is not closed") }
            position += 1
            return inner
        }

        mutating func set() throws(Invalid) -> ScalarSet {
            var set = ScalarSet()
            if peek == "^" { set.negated = true; position += 1 }
            try refuseSetOperations()
            var first = true
            while true {
                guard let scalar = peek else { throw Invalid(reason: "a '[' is not closed") }
                position += 1
                if scalar == "]", !first { return set }
                first = false
                if scalar == "[" { throw Invalid(reason: "nested sets and [:classes:] are not supported") }
                var low = scalar
                if scalar == "\\" {
                    switch try escape() {
                    case .set(let inner): set.classes += inner.classes; continue
                    case .scalar(let literal): low = literal
                    default: throw Invalid(reason: "unsupported escape in a set")
                    }
                }
                if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                    position += 1
                    guard var high = peek else { throw Invalid(reason: "a '[' is not closed") }
                    position += 1
                    if high == "\\" {
                        guard case .scalar(let literal) = try escape() else {
                            throw Invalid(reason: "a range must end in a character")
                        }
                        high = literal
                    }
                    guard low.value <= high.value else { throw Invalid(reason: "a range in a set is reversed") }
                    set.ranges.append(low.value...high.value)
                } else {
                    set.ranges.append(low.value...low.value)
                }
            }
        }

        /// `--`, `&&` and `~~` inside a set are set operations in Swift's and ICU's regular
        /// expressions (and in JavaScript's `v` mode), plain characters in others: `[A*---Z]`
        /// would mean two things. Refused, as git and commitlint users can write `\-` instead.
        private func refuseSetOperations() throws(Invalid) {
            var index = position
            var previous: Unicode.Scalar?
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "]", index > position { return }
                if scalar == "\\" {
                    (index, previous) = (index + 2, nil)
                    continue
                }
                if scalar == previous, ["-", "&", "~"].contains(scalar) {
                    throw Invalid(reason: "'\(scalar)\(scalar)' in a set is a set operation in some regular-expression flavours: write '\\\(scalar)'")
                }
                (index, previous) = (index + 1, scalar)
            }
        }

        mutating func escape() throws(Invalid) -> PatternMachine.Instruction {
            guard let scalar = peek else { throw Invalid(reason: "ends with '\\'") }
            position += 1
            let classes: [Unicode.Scalar: (ScalarSet.Class, Bool)] = [
                "d": (.digit, false), "D": (.digit, true), "w": (.word, false), "W": (.word, true),
                "s": (.space, false), "S": (.space, true),
            ]
            if let (kind, negated) = classes[scalar] {
                return .set(ScalarSet(classes: [(kind, negated: negated)]))
            }
            let controls: [Unicode.Scalar: Unicode.Scalar] = ["n": "\n", "t": "\t", "r": "\r", "f": "\u{0C}", "v": "\u{0B}"]
            if let control = controls[scalar] { return .scalar(control) }
            guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
                throw Invalid(reason: "'\\\(scalar)' is not supported (backreferences, \\b, \\p and the like)")
            }
            return .scalar(scalar)
        }
    }
}
