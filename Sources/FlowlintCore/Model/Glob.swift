/// Path globs as in `.flowlint.yml`: `*` within a folder name, `?` one character, `**` any
/// number of folders. A pattern matches anywhere below the root (`Pods/**` excludes
/// `ios/Pods/x` too) unless it starts with `/`.
public struct Glob: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case literal(Substring)
        /// `*`/`?` inside a name; kept as bytes.
        case wildcard([UInt8])
        case anyFolders
    }

    public let pattern: String
    private let parts: [Part]
    private let anchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        anchored = pattern.hasPrefix("/")
        parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map { part in
            if part == "**" { return .anyFolders }
            if part.contains("*") || part.contains("?") { return .wildcard(Array(part.utf8)) }
            return .literal(part)
        }
    }

    public func matches(_ path: String) -> Bool {
        matches(components: path.split(separator: "/", omittingEmptySubsequences: true))
    }

    /// For callers matching one path against several globs: split it once.
    public func matches(components: [Substring]) -> Bool {
        if anchored { return match(parts[...], components[...]) }
        for start in components.indices where match(parts[...], components[start...]) { return true }
        return false
    }

    private func match(_ pattern: ArraySlice<Part>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        switch head {
        case .anyFolders:
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            for start in path.startIndex...path.endIndex where match(rest, path[start...]) { return true }
            return false
        case .literal(let name):
            guard let component = path.first, component == name else { return false }
        case .wildcard(let bytes):
            guard let component = path.first, Self.wildcard(bytes, Array(component.utf8)) else { return false }
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one name (over bytes: `?` is one byte of a multi-byte letter).
    static func wildcard(_ p: [UInt8], _ n: [UInt8]) -> Bool {
        var pi = 0, ni = 0, star = -1, mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == UInt8(ascii: "?") || p[pi] == n[ni] {
                pi += 1; ni += 1
            } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi; mark = ni; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ni = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
