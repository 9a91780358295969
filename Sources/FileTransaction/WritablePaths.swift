import FileAccess
import Platform

/// Which paths a fix may write. A cloned repository must not choose where files go, and a file
/// the scan could not see must not be overwritten: a fix writes only inside the project (never
/// through a link that leads out of it), never replaces a link (git tracks links as links),
/// never writes inside a submodule or another repository nested in the project (their own
/// code, committed elsewhere), and creates a file only where nothing at all is (`lstat`: a file
/// the scan could not read, a folder, a dangling link all count).
public final class WritablePaths {
    public enum Refusal: Error, Equatable, Sendable {
        /// Through a link (or `..`) that leads out of the project.
        case outsideProject
        /// The file is a symbolic link.
        case symbolicLink
        /// A new file's name is taken: by a file the scan could not read, a folder, a link.
        case taken(FileAccess.Kind)
        /// An existing path that is a folder, a FIFO or a device.
        case notRegularFile
        /// Inside a submodule or a repository of its own (its folder).
        case inSubmodule(String)
        /// A folder it needs is a file, or a link.
        case folderTaken(String)
    }

    /// The project's folders with every link resolved.
    private let roots: [String]
    private let submodules: Set<String>
    private let here = FileAccess.currentDirectory()
    /// Whether a folder (resolved) holds a `.git` of its own, asked once each.
    private var nested: [String: Bool] = [:]

    /// `roots`: the work tree, or the folders given; `submodules`: the index's gitlinks, as
    /// paths from `roots`' first.
    public init(roots: [String], submodules: [String] = []) {
        let resolved = roots.compactMap(FileAccess.resolved)
        self.roots = resolved
        self.submodules = Set(submodules.compactMap { path in resolved.first.map { $0 == "/" ? "/" + path : $0 + "/" + path } })
    }

    /// Why `path` may not be written, nil when it may. `creating`: the fix writes it as a new
    /// file (it found no text there), so nothing may be there.
    public func refusal(writing path: String, creating: Bool) -> Refusal? {
        let kind = FileAccess.kind(path)
        if creating, kind != .missing { return .taken(kind) }
        switch kind {
        case .symbolicLink: return .symbolicLink
        case .directory, .other: return .notRegularFile
        case .missing, .regularFile: break
        }
        return refusal(folderOf: absolute(path))
    }

    /// Whether reading `path` stays inside the project (every link on the way resolved).
    /// A dangling link reads as nothing, wherever it points.
    public func mayRead(_ path: String) -> Bool {
        if let real = FileAccess.resolved(path) { return root(of: real) != nil }
        if FileAccess.kind(path) == .symbolicLink { return true }
        let absolute = absolute(path)
        let parent = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
        guard let (existing, _) = deepestExisting(parent.isEmpty ? "/" : parent), let real = FileAccess.resolved(existing) else { return false }
        return root(of: real) != nil
    }

    /// `path` with each folder that is missing replaced by an existing one whose name differs
    /// only in case (`interactor/` for `Interactor/`): one folder on macOS, where the two names
    /// are the same, and no twin folder elsewhere.
    public func existingSpelling(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return path }
        var result = [parts[0]]
        for part in parts.dropFirst().dropLast() {
            let folder = result.joined(separator: "/")
            let base = folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
            if part.isEmpty || part == "." || part == ".." || FileAccess.kind(base + "/" + part) != .missing {
                result.append(part)
                continue
            }
            let lower = part.lowercased()
            let twin = Self.names(in: base).first { $0.lowercased() == lower && FileAccess.kind(base + "/" + $0) == .directory }
            result.append(twin ?? part)
        }
        result.append(parts[parts.count - 1])
        return result.joined(separator: "/")
    }

    /// The folders a file at `path` lies in, from the nearest one there is: inside the project,
    /// none a file or a link, none another repository's.
    private func refusal(folderOf path: String) -> Refusal? {
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        guard let (existing, missing) = deepestExisting(parent.isEmpty ? "/" : parent) else { return .outsideProject }
        switch FileAccess.kind(existing) {
        case .directory, .symbolicLink: break
        default: return .folderTaken(existing)
        }
        guard let real = FileAccess.resolved(existing) else { return .folderTaken(existing) }
        guard let root = root(of: real) else { return .outsideProject }
        var folder = missing.isEmpty ? real : real + "/" + missing.joined(separator: "/")
        while folder.count > root.count {
            if submodules.contains(folder) || hasOwnRepository(folder) { return .inSubmodule(folder) }
            folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
        }
        return nil
    }

    private func hasOwnRepository(_ folder: String) -> Bool {
        if let known = nested[folder] { return known }
        let has = FileAccess.kind(folder + "/.git") != .missing
        nested[folder] = has
        return has
    }

    /// The nearest existing path at or above `path`, and the names below it that are missing.
    private func deepestExisting(_ path: String) -> (String, [String])? {
        var current = path, missing: [String] = []
        while FileAccess.kind(current) == .missing {
            guard let slash = current.lastIndex(of: "/") else { return nil }
            missing.insert(String(current[current.index(after: slash)...]), at: 0)
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
        return (current, missing)
    }

    private func root(of real: String) -> String? {
        roots.first { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : here + "/" + path
    }

    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
