/// `commits.skip`'s title and author patterns, compiled once per run.
public struct SkippedCommits: Sendable {
    private let titles: [PatternMachine]
    private let authors: [PatternMachine]

    public init(_ patterns: [SkippedCommitPattern]) throws {
        titles = try patterns.filter { $0.field == .title }.map { try SkippedCommitPattern.compile($0.pattern) }
        authors = try patterns.filter { $0.field == .author }.map { try SkippedCommitPattern.compile($0.pattern) }
    }

    /// Whether commits' authors must be read to decide.
    public var needsAuthor: Bool { !authors.isEmpty }

    /// `author` is git's `Name <email>`, nil where it isn't known (a message being written).
    public func skips(header: Substring, author: String?) -> Bool {
        if titles.contains(where: { $0.prefixEnd(in: header) != nil }) { return true }
        guard let author else { return false }
        return authors.contains { $0.prefixEnd(in: Substring(author)) != nil }
    }
}

extension SkippedCommitPattern {
    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    /// Found anywhere in the text, as `git log --grep` finds it: the prefix match of `.*(?:…)`.
    /// A pattern that matches the empty text would skip every commit, so it is refused.
    public static func compile(_ pattern: String) throws -> PatternMachine {
        let machine: PatternMachine
        do {
            machine = try PatternMachine.compile("(?:.*)(?:\(pattern))")
        } catch {
            throw Invalid(description: "\(error)")
        }
        guard machine.prefixEnd(in: "") == nil else { throw Invalid(description: "it matches every commit") }
        return machine
    }
}
