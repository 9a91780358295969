/// Where a file or group of a project is, as its `sourceTree` and the `path`s of its groups say.
public enum ProjectLocation: Hashable, Sendable {
    /// Relative to the project's folder (the one holding the `.xcodeproj`), with `.` and `..`
    /// resolved; it starts with `../` for a file outside that folder. The folder itself is "".
    case inProject(String)
    case absolute(String)
    /// Relative to a build setting (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`…): not a
    /// file of the work tree.
    case buildSetting(tree: String, path: String)
    /// A `<group>`-relative file in no group reachable from the main group.
    case unknown

    /// The path inside the project's folder, if that is where it is.
    public var projectPath: String? {
        if case .inProject(let path) = self { return path }
        return nil
    }

    /// `path` appended, as a child's `<group>`-relative path is to its group's.
    public func appending(_ path: String) -> ProjectLocation {
        switch self {
        case .inProject(let base): return .inProject(ProjectPath.join(base, path))
        case .absolute(let base): return .absolute(ProjectPath.join(base, path))
        case .buildSetting(let tree, let base): return .buildSetting(tree: tree, path: ProjectPath.join(base, path))
        case .unknown: return .unknown
        }
    }

    /// Where an element with this `sourceTree` and `path` is, its group being at `group`.
    static func resolve(sourceTree: String?, path: String?, group: ProjectLocation) -> ProjectLocation {
        let path = path ?? ""
        switch sourceTree ?? "<group>" {
        case "<group>": return group.appending(path)
        case "SOURCE_ROOT": return .inProject(ProjectPath.join("", path))
        case "<absolute>": return .absolute(ProjectPath.join("/", path))
        case let tree: return .buildSetting(tree: tree, path: ProjectPath.join("", path))
        }
    }
}

/// Slash-separated paths, resolved lexically (as Xcode resolves a group's `path`).
public enum ProjectPath {
    /// `base` + `path` with `.` and `..` resolved; an absolute `path` stands alone.
    public static func join(_ base: String, _ path: String) -> String {
        // Most joins are a clean folder and a clean relative path (a walk's files under the
        // current folder): nothing to resolve, so no splitting.
        if isResolved(base), isResolved(path), !path.hasPrefix("/") { return base + "/" + path }
        let absolute = path.hasPrefix("/") || (base.hasPrefix("/") && !path.hasPrefix("/"))
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let text = parts.joined(separator: "/")
        return absolute ? "/" + text : text
    }

    /// Whether a non-empty path has no empty, `.` or `..` component and no trailing slash: joining
    /// it changes nothing but the one slash between.
    static func isResolved(_ path: String) -> Bool {
        var length = 0, dots = 0, first = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                guard length > 0 && !(dots == length && length <= 2) || first && length == 0 else { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            first = false
        }
        return length > 0 && !(dots == length && length <= 2)
    }

    /// The folder of a path ("" for a file at the top).
    public static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    public static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` as seen from `folder`, climbing out of it with `..` when needed (both relative to
    /// one root).
    public static func climbing(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/"), base = folder.split(separator: "/")
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let parts = Array(repeating: Substring(".."), count: base.count - shared) + target.dropFirst(shared)
        return parts.joined(separator: "/")
    }

    /// `path` relative to `folder` when it is inside it ("" for the folder itself).
    public static func relative(_ path: String, to folder: String) -> String? {
        if folder.isEmpty { return path.hasPrefix("../") || path == ".." ? nil : path }
        if path == folder { return "" }
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }
}
