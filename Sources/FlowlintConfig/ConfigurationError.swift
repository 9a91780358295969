/// A bad `.flowlint.yml`: names the file, line and key, and the nearest valid key (exit 2).
public struct ConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
    public let file: String
    public let line: Int?
    public let column: Int?
    /// The dotted key path, e.g. `commits.language`.
    public let key: String?
    public let problem: String

    public init(file: String, line: Int?, column: Int? = nil, key: String?, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.problem = problem
    }

    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return "\(location): \(problem)"
    }
}

/// The nearest of `candidates` to a mistyped key, when it is near enough to be a typo.
enum KeySuggestion {
    static func nearest(to key: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let allowed = key.count <= 3 ? 1 : max(2, key.count / 3)
        return best.1 <= allowed ? best.0 : nil
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
