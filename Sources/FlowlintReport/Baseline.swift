import FlowlintCore

/// Findings recorded by content, not position (SwiftLint's baseline): a repository adopting
/// flowlint records what it has today, and only new findings are reported afterwards. A
/// finding's key is its rule, its subject (commit sha, branch, file path, merge-request field)
/// and its English message, never a line number, so moved code stays quiet.
public struct Baseline: Sendable, Equatable {
    /// Key → how many findings with that key are accepted.
    public private(set) var counts: [String: Int] = [:]

    public init(_ findings: [Finding] = []) {
        for finding in findings { counts[Self.key(finding), default: 0] += 1 }
    }

    public static func key(_ finding: Finding) -> String {
        let subject: String
        switch finding.location {
        case .branch(let name): subject = "branch:\(name)"
        case .commit(let sha, _, _): subject = "commit:\(sha)"
        case .mergeRequest(let field): subject = "merge-request:\(field)"
        case .file(let path, _, _): subject = "file:\(path)"
        }
        return [finding.rule, subject, finding.message.en].joined(separator: "\u{1F}")
    }

    /// The findings that are not in the baseline (as many of each key as it recorded are dropped).
    public func filter(_ findings: [Finding]) -> [Finding] {
        var left = counts
        return findings.filter { finding in
            let key = Self.key(finding)
            guard let count = left[key], count > 0 else { return true }
            left[key] = count - 1
            return false
        }
    }

    /// `{"version": 1, "findings": [{"key": …, "count": n}, …]}`, sorted for stable diffs.
    public func serialized() -> String {
        let items = counts.keys.sorted().map { key in
            "    " + JSON.object([("key", JSON.string(key)), ("count", "\(counts[key] ?? 0)")])
        }
        return "{\n  \"version\": 1,\n  \"findings\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    public struct Invalid: Error, Sendable {
        public let reason: String
    }

    /// Reads what `serialized()` writes (a small JSON subset: no other producer is expected),
    /// whole: a file cut short anywhere is an error, never an empty baseline.
    public static func parse(_ text: String) throws(Invalid) -> Baseline {
        var baseline = Baseline()
        var reader = BaselineReader(rest: Substring(text))
        try reader.expect("{")
        try reader.expect("\"version\"", ":", "1", ",", "\"findings\"", ":", "[")
        if !reader.skip("]") {
            repeat {
                try reader.expect("{", "\"key\"", ":")
                let key = try reader.string()
                try reader.expect(",", "\"count\"", ":")
                let count = try reader.number()
                try reader.expect("}")
                baseline.counts[key, default: 0] += count
            } while reader.skip(",")
            try reader.expect("]")
        }
        try reader.expect("}")
        guard reader.atEnd else { throw Invalid(reason: "text after the end of the baseline") }
        return baseline
    }
}

/// The baseline's JSON, token by token; every mismatch says what was expected.
struct BaselineReader {
    var rest: Substring

    var atEnd: Bool { rest.allSatisfy(\.isWhitespace) }

    mutating func skip(_ token: String) -> Bool {
        rest = rest.drop(while: \.isWhitespace)
        guard rest.hasPrefix(token) else { return false }
        rest = rest.dropFirst(token.count)
        return true
    }

    mutating func expect(_ tokens: String...) throws(Baseline.Invalid) {
        for token in tokens where !skip(token) {
            throw Baseline.Invalid(reason: rest.isEmpty
                ? "the file ends early (expected \(token)): it is truncated"
                : "not a flowlint baseline (expected \(token))")
        }
    }

    mutating func string() throws(Baseline.Invalid) -> String {
        rest = rest.drop(while: \.isWhitespace)
        guard let (value, after) = JSONString.read(rest) else { throw Baseline.Invalid(reason: "a key is not a complete JSON string") }
        rest = after
        return value
    }

    mutating func number() throws(Baseline.Invalid) -> Int {
        rest = rest.drop(while: \.isWhitespace)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let value = Int(digits) else { throw Baseline.Invalid(reason: "a count is not a number") }
        rest = rest.dropFirst(digits.count)
        return value
    }
}

/// Reads one JSON string literal, as `JSON.string` writes them.
enum JSONString {
    static func read(_ text: Substring) -> (String, Substring)? {
        guard text.first == "\"" else { return nil }
        var out = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "\"": return (out, text[index...])
            case "\\":
                guard index < text.endIndex else { return nil }
                let escaped = text[index]
                index = text.index(after: index)
                switch escaped {
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    let hex = text[index...].prefix(4)
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                    out.unicodeScalars.append(scalar)
                    index = text.index(index, offsetBy: 4)
                default: out.append(escaped)
                }
            default: out.append(character)
            }
        }
        return nil
    }
}
