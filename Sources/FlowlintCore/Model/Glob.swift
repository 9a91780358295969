/// Path globs as in `.flowlint.yml`: `*` within a folder name, `?` one character, `**` any
/// number of folders. A pattern matches anywhere below the root (`Pods/**` excludes
/// `ios/Pods/x` too) unless it starts with `/`.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let parts: [Substring]
    private let anchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        anchored = pattern.hasPrefix("/")
        parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if anchored { return match(parts[...], components[...]) }
        for start in components.indices where match(parts[...], components[start...]) { return true }
        return false
    }

    private func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            for start in path.startIndex...path.endIndex where match(rest, path[start...]) { return true }
            return false
        }
        guard let component = path.first, Self.wildcard(head, component) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one name.
    static func wildcard(_ pattern: Substring, _ name: Substring) -> Bool {
        let p = Array(pattern.unicodeScalars), n = Array(name.unicodeScalars)
        var pi = 0, ni = 0, star = -1, mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == "?" || p[pi] == n[ni] {
                pi += 1; ni += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ni; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ni = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
