import Platform

/// Which of a run's paths are tests: `TestSources` read below the project's root. The folders a
/// path names above the project (a checkout kept in `~/Code/AppTests/`, a folder given on the
/// command line from outside the repository) say nothing about its files.
public struct TestScope: Sendable, Equatable {
    /// Path prefixes that lie above the project, longest first.
    public let outside: [String]

    public init(outside: [String] = []) {
        self.outside = outside.filter { !$0.isEmpty && $0 != "." }.sorted { $0.utf8.count > $1.utf8.count }
    }

    public func isTest(_ path: String) -> Bool { TestSources.isTest(insideProject(path)) }

    /// The items that are not tests; the same array when none is.
    func dropped<Item>(from items: [Item], path: (Item) -> String) -> [Item] {
        guard !outside.isEmpty else { return TestSources.dropped(from: items, path: path) }
        return items.filter { !isTest(path($0)) }
    }

    /// The path from the project's root: without the longest prefix above it.
    func insideProject(_ path: String) -> String {
        for prefix in outside where path.hasPrefix(prefix) {
            let rest = path.utf8.dropFirst(prefix.utf8.count)
            if rest.isEmpty { return "" }
            if rest.first == UInt8(ascii: "/") || prefix.hasSuffix("/") {
                return String(Substring(rest.drop { $0 == UInt8(ascii: "/") }))
            }
        }
        return path
    }

    /// The scope of a run over `paths` (none: the work tree): each folder given (a file's folder)
    /// is above the project unless it lies inside the repository's work tree, where what is typed
    /// above the work tree's root is.
    public static func of(paths: [String], workTree: String?) -> TestScope {
        let root = workTree.flatMap(realPath).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        return TestScope(outside: paths.compactMap { path in
            let folder = isFolder(path) ? path : String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
            guard !folder.isEmpty, let real = realPath(folder) else { return nil }
            guard let root, real == root || real.hasPrefix(root + "/") else { return folder }
            // `Parent/App/Sources` with the work tree at `…/Parent/App`: `Parent/App` is above.
            let below = real.dropFirst(root.count).drop { $0 == "/" }
            let typed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            if below.isEmpty { return typed }
            guard typed.hasSuffix("/" + below) else { return nil }
            return String(typed.dropLast(below.count + 1))
        })
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
