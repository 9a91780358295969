import FlowlintCore

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
        guard let best = NearestName.nearest(to: key, in: candidates) else { return nil }
        let allowed = key.count <= 3 ? 1 : max(2, key.count / 3)
        return best.distance <= allowed ? best.name : nil
    }
}
