import FileAccess
import FlowlintCore
import Platform

/// The source files to check: the paths given, or the work tree. Folders are walked without
/// following symbolic links (no loops); the config's include/exclude globs and `.gitignore`
/// apply. Paths come back relative to the root, sorted.
public struct SourceDiscovery {
    public let root: String
    let include: [Glob]
    let exclude: [Glob]
    /// The work tree's root with a trailing slash, for `.gitignore` checks.
    let workTree: String?
    /// Whether `.gitignore` ignores a path (relative to the work tree); nil outside a repository.
    let ignores: ((String) -> Bool)?
    /// The current folder (`getcwd`, once: asking per path was a system call per file).
    private let currentDirectory: String

    public init(root: String, configuration: Configuration, workTree: String? = nil, ignores: ((String) -> Bool)? = nil) {
        self.root = root
        include = configuration.includeGlobs.map(Glob.init)
        exclude = configuration.excludeGlobs.map(Glob.init)
        self.workTree = workTree
        self.ignores = ignores
        currentDirectory = ignores == nil ? "." : FileAccess.currentDirectory()
    }

    public static let extensions = sourceSuffixes.map { "\($0)" }
    /// The same, as the bytes `isSourceFile` compares with memcmp.
    private static let sourceSuffixes: [StaticString] = [".swift", ".h", ".m"]

    /// What discovery found, and what it could not look at.
    public struct Found {
        public var files: [String] = []
        public var notes: [LocalizedText] = []
        /// Paths named on the command line that don't exist or can't be read: exit 3.
        public var missing: [LocalizedText] = []
        /// Entries found under the paths that can't be read (permissions, a name that is not
        /// UTF-8, a path over PATH_MAX): notes, which `--strict` makes a failure.
        public var unreadable: [String] = []
        /// What `lstat` said of each file, in the order of `files`: nil for links and files
        /// named on the command line. The cache takes an unchanged file's key from it (kept by
        /// position: hashing 5,000 paths into a table cost a tenth of a warm run).
        public var stamps: [FileStamp?] = []
        /// `.flowlint.yml` files in the folders walked, the root's too if it was walked.
        public var configurations: [String] = []
        /// The folders walked (every folder between one of them and a file found was read) and
        /// the `.xcodeproj` entries met there.
        public var walkedFolders: [String] = []
        public var xcodeProjects: [String] = []

        /// What `lstat` said of this file, if the walk found it.
        public func stamp(of path: String) -> FileStamp? {
            files.firstIndex(of: path).flatMap { stamps[$0] }
        }

        mutating func append(_ path: String, stamp: FileStamp?) {
            files.append(path)
            stamps.append(stamp)
        }

        /// Sorted by path, each path once (the first time it was found).
        mutating func sortAndMerge() {
            var seen: Set<String> = []
            let kept = zip(files, stamps).filter { seen.insert($0.0).inserted }.sorted { $0.0 < $1.0 }
            files = kept.map(\.0)
            stamps = kept.map(\.1)
        }
    }

    /// Source files (Swift, Objective-C) under the given paths; files named are always taken.
    public func sourceFiles(_ paths: [String]) -> Found {
        var found = Found()
        for path in paths.isEmpty ? [root] : paths {
            var info = stat()
            guard !path.isEmpty, stat(path, &info) == 0 else {
                found.missing.append(Self.describe(path.isEmpty ? "''" : path, errno: path.isEmpty ? ENOENT : errno))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard let directory = opendir(path) else {
                    found.missing.append(Self.describe(path, errno: errno))
                    continue
                }
                closedir(directory)
                // A folder named on the command line is checked even when .gitignore ignores it
                // (everything below an ignored folder counts as ignored).
                let honoursIgnores = paths.isEmpty || !isIgnored(Self.relativePath(path) + "/")
                walk(path, into: &found, honoursIgnores: honoursIgnores)
            } else if Self.extensions.contains(where: path.hasSuffix) {
                let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
                guard descriptor >= 0 else {
                    found.missing.append(Self.describe(path, errno: errno))
                    continue
                }
                close(descriptor)
                found.append(path, stamp: nil)
            } else {
                found.notes.append(LocalizedText(
                    ru: "\(path): не файл Swift или Objective-C (.swift, .h, .m), пропущен",
                    en: "\(path): not a Swift or Objective-C file (.swift, .h, .m), skipped"))
            }
        }
        // One folder's walk names each file once, nearly in order already: hashing and sorting
        // 5,000 paths cost as much as reading their folders.
        if paths.count > 1 || !found.files.isSorted { found.sortAndMerge() }
        return found
    }

    /// Reads the folders below `top` a level at a time, each level's folders on every core,
    /// deciding between levels which folders to go into (globs and `.gitignore` are asked on this
    /// thread only: libgit2's repository is not shared between threads); then takes the files
    /// in the order a depth-first walk meets them.
    private func walk(_ top: String, into found: inout Found, honoursIgnores: Bool) {
        found.walkedFolders.append(top)
        var listings: [String: FolderListing] = [:]
        var level = [top]
        while !level.isEmpty {
            let read = FolderListing.read(level, accepting: acceptance)
            listings.reserveCapacity(listings.count + level.count)
            var next: [String] = []
            for (folder, listing) in zip(level, read) {
                listings[folder] = listing
                if listing.hasConfiguration { found.configurations.append(Self.join(folder, Configuration.fileName)) }
                for name in listing.xcodeProjects { found.xcodeProjects.append(Self.join(folder, name)) }
                for case .folder(let name) in listing.entries {
                    let path = Self.join(folder, name)
                    let relative = Self.relativePath(path)
                    if !isExcluded(relative), !(honoursIgnores && isIgnored(relative + "/")) { next.append(path) }
                }
            }
            level = next
        }
        let entries = listings.values.reduce(0) { $0 + $1.entries.count }
        found.stamps.reserveCapacity(found.stamps.count + entries)
        found.files.reserveCapacity(found.files.count + entries)
        take(top, listings: listings, into: &found, honoursIgnores: honoursIgnores)
    }

    /// The files of a folder read by `walk`, then of its folders that were read, depth first.
    private func take(
        _ folder: String, listings: [String: FolderListing], into found: inout Found, honoursIgnores: Bool
    ) {
        guard let listing = listings[folder] else { return }
        if let failure = listing.failure {
            skipUnreadable(folder, errno: failure, into: &found)
            return
        }
        for shown in listing.notUTF8 {
            found.unreadable.append(shown)
            found.notes.append(LocalizedText(ru: "\(shown): имя не в UTF-8, не проверялся", en: "\(shown): the name is not UTF-8, not checked"))
        }
        for entry in listing.entries {
            switch entry {
            case .folder(let name):
                take(Self.join(folder, name), listings: listings, into: &found, honoursIgnores: honoursIgnores)
            case .unreadable(let name, let code):
                skipUnreadable(Self.join(folder, name), errno: code, into: &found)
            case .file(let path, let stamp):
                // The globs were applied with the listing, on every core.
                guard !(honoursIgnores && ignores != nil && isIgnored(Self.relativePath(path))) else { continue }
                found.append(path, stamp: stamp)
            }
        }
    }

    /// A folder's entry's path as the walk names it.
    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    private func skipUnreadable(_ path: String, errno code: Int32, into found: inout Found) {
        found.unreadable.append(path)
        let reason = Self.describe(path, errno: code)
        found.notes.append(LocalizedText(ru: reason.ru + ", пропущено", en: reason.en + ", skipped"))
    }

    /// `path: reason`, the reason from errno.
    static func describe(_ path: String, errno code: Int32) -> LocalizedText {
        let reason: (ru: String, en: String)
        switch code {
        case ENOENT: reason = ("нет такого файла или папки", "no such file or folder")
        case EACCES, EPERM: reason = ("нет прав на чтение", "permission denied")
        case ENAMETOOLONG: reason = ("путь длиннее PATH_MAX", "the path is longer than PATH_MAX")
        case ELOOP: reason = ("слишком много символических ссылок", "too many symbolic links")
        default: reason = (String(cString: strerror(code)), String(cString: strerror(code)))
        }
        return LocalizedText(ru: "\(path): \(reason.ru)", en: "\(path): \(reason.en)")
    }

    /// Whether a file at this path (relative to the root, as git names it) is one to check:
    /// a source file's extension, included and not excluded by the configuration.
    /// A Swift or Objective-C file by its name (the globs aside).
    public static func isSourceFile(_ path: String) -> Bool {
        let utf8 = path.utf8
        return sourceSuffixes.contains { utf8.hasSuffixBytes($0) }
    }

    public func accepts(_ relative: String) -> Bool {
        acceptance.accepts(relative)
    }

    /// What `accepts` judges by (the configuration's globs), for another thread.
    public var acceptance: Acceptance { Acceptance(include: include, exclude: exclude) }

    public struct Acceptance: Sendable {
        let include: [Glob]
        let exclude: [Glob]

        public func accepts(_ relative: String) -> Bool {
            SourceDiscovery.isSourceFile(relative) && acceptsSource(relative)
        }

        /// The same for a path already known to name a source file. Names are split only if a
        /// glob needs them: the defaults (`**/*.swift`, `Pods/**`) decide on the last name or a
        /// missing literal.
        func acceptsSource(_ relative: String) -> Bool {
            var components: [Substring]?
            return include.anyMatches(relative, components: &components) && !exclude.anyMatches(relative, components: &components)
        }
    }

    private func isExcluded(_ relative: String) -> Bool {
        var components: [Substring]?
        return exclude.anyMatches(relative, components: &components)
    }

    /// Whether a name of the path is `.` or `..` (over bytes, without splitting: asked per file).
    private static func hasDotName(_ path: String) -> Bool {
        // The current name's dots so far; -1 once it has anything else.
        var dots = 0
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "/"):
                if dots == 1 || dots == 2 { return true }
                dots = 0
            case UInt8(ascii: ".") where dots >= 0: dots += 1
            default: dots = -1
            }
        }
        return dots == 1 || dots == 2
    }

    /// `relative` ends in `/` for a folder. The work tree's root itself is never ignored.
    private func isIgnored(_ relative: String) -> Bool {
        guard let ignores, let workTree, let absolute = absolutePath(relative).map(Self.lexicallyNormalized),
              absolute.hasPrefix(workTree), absolute.utf8.count > workTree.utf8.count else { return false }
        return ignores(String(absolute.dropFirst(workTree.count)))
    }

    /// `.` and `..` taken out of a path by its names, as git takes them out of a pathspec:
    /// `protocols .` asked libgit2 about `./`, which it counted as ignored, and so checked
    /// everything `.gitignore` leaves out. Paths without either are returned as they are.
    public static func lexicallyNormalized(_ path: String) -> String {
        guard hasDotName(path) else { return path }
        let names = path.split(separator: "/", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        for (index, name) in names.enumerated() {
            switch name {
            case ".": continue
            case "..": if kept.count > 1 { kept.removeLast() }
            case "" where index > 0 && index < names.count - 1: continue
            default: kept.append(name)
            }
        }
        // A folder keeps its trailing slash (`App/./` is the folder `App/`).
        let isFolder = path.hasSuffix("/") || names.last == "." || names.last == ".."
        let joined = kept.joined(separator: "/")
        return isFolder && !joined.hasSuffix("/") ? joined + "/" : joined
    }

    static func relativePath(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    private func absolutePath(_ relative: String) -> String? {
        relative.hasPrefix("/") ? relative : currentDirectory + "/" + relative
    }
}

extension [String] {
    /// Whether `sort()` would leave the paths as they are (one comparison per path; ASCII paths
    /// compare as bytes).
    var isSorted: Bool {
        zip(self, dropFirst()).allSatisfy { earlier, later in earlier <= later }
    }
}
