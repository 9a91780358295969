/// Recognises issue-tracker keys such as `EW_IOS-98`.
///
/// The default pattern is matched by hand: a history scan matches every commit header, and
/// it costs nanoseconds. Others run on `PatternMachine`, in time linear in the text (the
/// configuration comes from the repository: a pattern must not be able to hang a hook).
public struct IssueIDMatcher: Sendable {
    public static let defaultPattern = "[A-Z][A-Z0-9_]*-[0-9]+"

    public let pattern: String
    public let projects: [String]
    private let machine: PatternMachine?

    public struct InvalidPattern: Error, Sendable {
        public let pattern: String
        public let reason: String
    }

    public init(pattern: String = IssueIDMatcher.defaultPattern, projects: [String] = []) throws {
        self.pattern = pattern
        self.projects = projects
        if pattern == Self.defaultPattern {
            machine = nil
        } else {
            do {
                machine = try IssuePattern.compilePrefix(pattern)
            } catch {
                throw InvalidPattern(pattern: pattern, reason: error.reason)
            }
        }
    }

    /// The default matcher, which can't fail to build.
    public static let standard: IssueIDMatcher = {
        guard let matcher = try? IssueIDMatcher() else { preconditionFailure("default pattern") }
        return matcher
    }()

    public init(_ configuration: Configuration) throws {
        try self.init(pattern: configuration.issueIDPattern, projects: configuration.issueProjects)
    }

    /// The longest key at the start of `text`, nil when there is none or its project isn't allowed.
    public func prefix(of text: Substring) -> Substring? {
        let found: Substring?
        if let machine {
            found = machine.prefixEnd(in: text).map { text[text.startIndex..<$0] }
        } else {
            found = Self.defaultPrefix(of: text)
        }
        guard let found, !found.isEmpty, isAllowed(found) else { return nil }
        return found
    }

    /// Whether all of `text` is one key.
    public func matches(_ text: Substring) -> Bool {
        prefix(of: text)?.endIndex == text.endIndex
    }

    /// The project part of a key: `EW_IOS-98` → `EW_IOS`.
    public static func project(of id: Substring) -> Substring {
        guard let dash = id.lastIndex(of: "-") else { return id }
        return id[..<dash]
    }

    private func isAllowed(_ id: Substring) -> Bool {
        projects.isEmpty || projects.contains(String(Self.project(of: id)))
    }

    /// `[A-Z][A-Z0-9_]*-[0-9]+`, greedy, as `Regex.prefixMatch` would match it.
    static func defaultPrefix(of text: Substring) -> Substring? {
        let bytes = text.utf8
        var index = bytes.startIndex
        guard index != bytes.endIndex, isUpper(bytes[index]) else { return nil }
        bytes.formIndex(after: &index)
        while index != bytes.endIndex, isUpper(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
            bytes.formIndex(after: &index)
        }
        guard index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") else { return nil }
        bytes.formIndex(after: &index)
        let digitsStart = index
        while index != bytes.endIndex, isDigit(bytes[index]) { bytes.formIndex(after: &index) }
        guard index != digitsStart else { return nil }
        return text[text.startIndex..<index]
    }

    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
