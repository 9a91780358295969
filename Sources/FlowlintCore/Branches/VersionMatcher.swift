/// Recognises the `{version}` of a release branch as `branches.version-pattern` describes it:
/// by default a version as teams write them, `2`, `1.2`, `1.2.3.4`, `2024.11`, with an optional
/// `-suffix` (`1.2-rc1`). The seed fixes no format.
///
/// As `IssueIDMatcher`, the default pattern is matched by hand and others run on
/// `PatternMachine`, in time linear in the name.
public struct VersionMatcher: Sendable {
    public static let defaultPattern = #"[0-9]+(\.[0-9]+)*(-[0-9A-Za-z.]+)?"#

    public let pattern: String
    private let machine: PatternMachine?

    public struct InvalidPattern: Error, Sendable {
        public let pattern: String
        public let reason: String
    }

    public init(pattern: String = VersionMatcher.defaultPattern) throws(InvalidPattern) {
        self.pattern = pattern
        guard pattern != Self.defaultPattern else {
            machine = nil
            return
        }
        do {
            machine = try IssuePattern.compilePrefix(pattern)
        } catch {
            throw InvalidPattern(pattern: pattern, reason: error.reason)
        }
    }

    /// The default matcher, which can't fail to build.
    public static let standard: VersionMatcher = {
        guard let matcher = try? VersionMatcher() else { preconditionFailure("default pattern") }
        return matcher
    }()

    /// The version at the start of `text`, nil when there is none.
    public func prefix(of text: Substring) -> Substring? {
        let end = machine.map { $0.prefixEnd(in: text) } ?? Self.defaultPrefixEnd(of: text)
        guard let end, end > text.startIndex else { return nil }
        return text[..<end]
    }

    /// Whether all of `text` is one version.
    public func matches(_ text: Substring) -> Bool {
        prefix(of: text)?.endIndex == text.endIndex
    }

    /// `[0-9]+(\.[0-9]+)*(-[0-9A-Za-z.]+)?`, greedy, as `Regex.prefixMatch` would match it.
    static func defaultPrefixEnd(of text: Substring) -> Substring.Index? {
        let bytes = text.utf8
        var index = digits(bytes, from: bytes.startIndex)
        guard index > bytes.startIndex else { return nil }
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: "."), case let next = bytes.index(after: index),
              case let end = digits(bytes, from: next), end > next {
            index = end
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") {
            var end = bytes.index(after: index)
            while end < bytes.endIndex, ASCII.isAlphanumeric(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
                end = bytes.index(after: end)
            }
            if end > bytes.index(after: index) { index = end }
        }
        return index
    }

    private static func digits(_ bytes: Substring.UTF8View, from start: Substring.Index) -> Substring.Index {
        var index = start
        while index < bytes.endIndex, ASCII.isDigit(bytes[index]) { index = bytes.index(after: index) }
        return index
    }
}
