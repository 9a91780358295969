import Platform

/// Path globs as in `.flowlint.yml`: `*` within a folder name, `?` one character, `**` any
/// number of folders. A pattern matches anywhere below the root (`Pods/**` excludes
/// `ios/Pods/x` too) unless it starts with `/`.
///
/// A class, immutable: matching one path against several globs copied each glob field by field
/// (five retains and releases on every core), where a reference is one.
public final class Glob: @unchecked Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case literal(Substring)
        /// An ASCII name: compared byte for byte (git's paths are bytes; String's == would first
        /// rule out canonical equivalence, slowly).
        case asciiLiteral([UInt8])
        /// `*`/`?` inside a name; kept as bytes.
        case wildcard([UInt8])
        case anyFolders

        /// Without Equatable's generic ==, which is most of matching when called per part.
        var isAnyFolders: Bool {
            if case .anyFolders = self { return true }
            return false
        }
    }

    public static func == (a: Glob, b: Glob) -> Bool { a.pattern == b.pattern }

    public let pattern: String
    private let parts: [Part]
    private let anchored: Bool
    /// What decides most paths, as bytes read through pointers (arrays read from another
    /// thread's glob were retained and released per path, most of matching one): the names any
    /// matching path holds (the pattern's ASCII literals; a path lacking one is refused without
    /// matching, which is most paths for excludes such as `Pods/**`), and for `**/NAME`
    /// (unanchored) that name, which alone decides. Written once in `init`, never changed
    /// (hence `@unchecked Sendable`), freed in `deinit`.
    private let requiredNames: [UnsafeBufferPointer<UInt8>]
    private let nameOnly: UnsafeBufferPointer<UInt8>?
    private let nameOnlyIsWildcard: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        anchored = pattern.hasPrefix("/")
        parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map { part in
            if part == "**" { return .anyFolders }
            if part.contains("*") || part.contains("?") { return .wildcard(Array(part.utf8)) }
            return part.utf8.allSatisfy { $0 < 0x80 } ? .asciiLiteral(Array(part.utf8)) : .literal(part)
        }
        requiredNames = parts.compactMap { part in
            if case .asciiLiteral(let bytes) = part { return Self.frozen(bytes) }
            return nil
        }
        switch (anchored, parts.count == 2 ? parts[0] : nil, parts.last) {
        case (false, .anyFolders?, .asciiLiteral(let bytes)?): (nameOnly, nameOnlyIsWildcard) = (Self.frozen(bytes), false)
        case (false, .anyFolders?, .wildcard(let bytes)?): (nameOnly, nameOnlyIsWildcard) = (Self.frozen(bytes), true)
        default: (nameOnly, nameOnlyIsWildcard) = (nil, false)
        }
    }

    deinit {
        for name in requiredNames { name.deallocate() }
        nameOnly?.deallocate()
    }

    private static func frozen(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = copy.initialize(from: bytes)
        return UnsafeBufferPointer(rebasing: copy[..<bytes.count])
    }

    /// Matches `path`, splitting it into `components` only when the pattern needs them (and once
    /// for several globs): a path lacking a literal name is refused, and `**/NAME` looks at the
    /// last name alone, which is how most of a tree's paths are judged.
    public func matches(_ path: String, components: inout [Substring]?) -> Bool {
        var contiguous = path
        return contiguous.withUTF8 { matches(path, utf8: $0, components: &components) }
    }

    /// The same given the path's bytes, for a caller matching one path against several globs.
    func matches(_ path: String, utf8 bytes: UnsafeBufferPointer<UInt8>, components: inout [Substring]?) -> Bool {
        // By index: binding each name (or each glob, for callers) to a loop variable retained
        // and released it, which was most of matching a path.
        for index in requiredNames.indices where !Self.contains(bytes, requiredNames[index]) { return false }
        if let nameOnly, let last = Self.lastName(bytes) {
            return nameOnlyIsWildcard ? Self.wildcard(nameOnly, last) : last.elementsEqual(nameOnly)
        }
        let split = components ?? Self.components(of: path)
        components = split
        return matches(components: split)
    }

    /// The bytes after the last `/` that ends a name (trailing slashes skipped); nil without one.
    private static func lastName(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        guard end > 0 else { return nil }
        var start = end
        while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// `components`: the path's, split once for several globs.
    public func matches(_ path: String, components: [Substring]) -> Bool {
        var split: [Substring]? = components
        return matches(path, components: &split)
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !name.isEmpty, let wanted = name.baseAddress else { return true }
        guard let base = bytes.baseAddress, bytes.count >= name.count else { return false }
        // memchr finds each place the name's first byte is (a word at a time), memcmp the rest.
        let last = bytes.count - name.count
        var start = 0
        while start <= last, let found = memchr(base + start, Int32(name[0]), last - start + 1) {
            let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, wanted, name.count) == 0 { return true }
            start = offset + 1
        }
        return false
    }

    public func matches(_ path: String) -> Bool {
        matches(path, components: Self.components(of: path))
    }

    /// A path's folder and file names, split over its bytes (splitting a String by Character
    /// walks grapheme clusters: it was most of discovering 5,000 files).
    public static func components(of path: String) -> [Substring] {
        var components: [Substring] = []
        let utf8 = path.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/") {
                if start != index { components.append(Substring(utf8[start..<index])) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != index { components.append(Substring(utf8[start..<index])) }
        return components
    }

    /// For callers matching one path against several globs: split it once.
    public func matches(components: [Substring]) -> Bool {
        // `**` first matches from any folder: trying every start again would be the same search.
        if anchored || parts.first?.isAnyFolders == true { return match(parts[...], components[...]) }
        for start in components.indices where match(parts[...], components[start...]) { return true }
        return false
    }

    private func match(_ pattern: ArraySlice<Part>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        switch head {
        case .anyFolders:
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            // Without another `**`, the rest names a fixed number of components: the path's last ones.
            if !rest.contains(where: \.isAnyFolders) {
                return path.count >= rest.count && match(rest, path.suffix(rest.count))
            }
            for start in path.startIndex...path.endIndex where match(rest, path[start...]) { return true }
            return false
        case .literal(let name):
            guard let component = path.first, component == name else { return false }
        case .asciiLiteral(let bytes):
            guard var component = path.first, component.utf8.count == bytes.count,
                  component.withUTF8({ $0.elementsEqual(bytes) }) else { return false }
        case .wildcard(let bytes):
            guard var component = path.first else { return false }
            guard component.withUTF8({ name in bytes.withUnsafeBufferPointer { Self.wildcard($0, name) } }) else { return false }
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one name (over bytes: `?` is one byte of a multi-byte letter).
    static func wildcard(_ p: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>) -> Bool {
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

extension [Glob] {
    /// Whether any of the globs matches `path` (`components` as in `Glob.matches`).
    public func anyMatches(_ path: String, components: inout [Substring]?) -> Bool {
        var contiguous = path
        return contiguous.withUTF8 { anyMatches(path, utf8: $0, components: &components) }
    }

    /// The same given the path's bytes (matched here, where `Glob` is declared: called from
    /// another module, each glob was copied field by field per path).
    func anyMatches(_ path: String, utf8 bytes: UnsafeBufferPointer<UInt8>, components: inout [Substring]?) -> Bool {
        // Through the buffer: an element read by the array's subscript was copied whole.
        withUnsafeBufferPointer { globs in
            for index in globs.indices where globs[index].matches(path, utf8: bytes, components: &components) { return true }
            return false
        }
    }
}
