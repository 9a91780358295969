/// How much a finding matters: errors fail a check, warnings only with `--strict`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A rule's configured level: a severity, or off.
public enum RuleLevel: String, Sendable, Codable, CaseIterable, Equatable {
    case off
    case warning
    case error

    public var severity: Severity? {
        switch self {
        case .off: return nil
        case .warning: return .warning
        case .error: return .error
        }
    }

    public init(_ severity: Severity) {
        self = severity == .error ? .error : .warning
    }
}
