/// `// flowlint:disable RULE`, `// flowlint:enable RULE`, `// flowlint:disable:next RULE`,
/// `// flowlint:disable:this RULE`, with `all` for every rule (SwiftLint's commands).
public struct Suppressions: Sendable, Equatable {
    enum Scope: Sendable, Equatable { case from, until, line }

    struct Command: Sendable, Equatable {
        let line: Int
        let disable: Bool
        let scope: Scope
        let rules: [String]
    }

    var commands: [Command] = []

    public init() {}

    /// Reads one comment; returns false when it is not a flowlint command.
    @discardableResult
    public mutating func add(comment: Substring, line: Int) -> Bool {
        var text = comment.drop { $0 == "/" || $0 == "*" || $0 == " " }
        guard text.hasPrefix("flowlint:") else { return false }
        text = text.dropFirst("flowlint:".count)
        let word = text.prefix { !$0.isWhitespace }
        let rules = text.dropFirst(word.count).split(whereSeparator: { $0.isWhitespace || $0 == "," })
            .map(String.init).filter { $0 != "*/" }
        switch word {
        case "disable": commands.append(Command(line: line, disable: true, scope: .from, rules: rules))
        case "enable": commands.append(Command(line: line, disable: false, scope: .from, rules: rules))
        case "disable:next": commands.append(Command(line: line + 1, disable: true, scope: .line, rules: rules))
        case "disable:this": commands.append(Command(line: line, disable: true, scope: .line, rules: rules))
        default: return false
        }
        return true
    }

    /// The rule names of the commands that name no rule flowlint knows (a typo silences
    /// nothing), with the line each command covers first, in file order.
    func unknownRules(known: Set<String>) -> [(line: Int, rule: String)] {
        commands.flatMap { command in
            command.rules.filter { $0 != "all" && !known.contains($0) }.map { (command.line, $0) }
        }
    }

    /// Whether `rule` is switched off at `line`: the last `disable`/`enable` before it wins;
    /// `:next`/`:this` cover their one line.
    public func isSuppressed(_ rule: String, at line: Int) -> Bool {
        var disabled = false
        for command in commands where command.rules.contains(rule) || command.rules.contains("all") {
            switch command.scope {
            case .line where command.line == line: return true
            case .from where command.line <= line: disabled = command.disable
            default: break
            }
        }
        return disabled
    }
}
