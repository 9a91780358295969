import FlowlintCore
import Platform

/// One folder's entries as the file system gives them, with the configuration's globs applied to
/// its source files but not `.gitignore` (libgit2's repository stays on one thread): what may run
/// on any core. Entries come sorted by name; a source file carries its path and what `lstat`
/// said of it.
struct FolderListing: Sendable {
    enum Entry: Sendable {
        case folder(name: String)
        /// A source file the globs accept, or a link to one (`stamp` nil: a link's stamp is not
        /// the file's); `path` is the folder's joined with the name.
        case file(path: String, stamp: FileStamp?)
        /// `lstat` failed: errno.
        case unreadable(name: String, errno: Int32)
    }

    /// Why the folder could not be opened (errno), if it couldn't.
    var failure: Int32?
    /// Entries whose name is not UTF-8, as they are shown.
    var notUTF8: [String] = []
    var entries: [Entry] = []
    /// Whether the folder holds a `.flowlint.yml` (only the root's is read; others are named).
    var hasConfiguration = false
    /// The `.xcodeproj` entries' names: the targets decide which files are app code, and a
    /// second read of every folder to find them would double a warm run's system calls.
    var xcodeProjects: [String] = []

    /// The folders' listings, read on every core, in their order.
    static func read(_ folders: [String], accepting acceptance: SourceDiscovery.Acceptance) -> [FolderListing] {
        ParallelWork.map(count: folders.count) { FolderListing(folders[$0], accepting: acceptance) }
    }

    init(_ folder: String, accepting acceptance: SourceDiscovery.Acceptance) {
        guard let directory = opendir(folder) else {
            failure = errno
            return
        }
        defer { closedir(directory) }
        var names: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                // git stores such names; a String path can't name the file, so say so.
                notUTF8.append(folder + "/" + String(decoding: bytes, as: UTF8.self))
                continue
            }
            if name != ".", name != "..", name != ".git" { names.append((name, entry.pointee.d_type)) }
            if name == Configuration.fileName { hasConfiguration = true }
            if name.hasSuffix(".xcodeproj") { xcodeProjects.append(name) }
        }
        for (name, type) in names.sorted(by: { $0.name < $1.name }) {
            if let entry = Self.entry(name, type: type, in: directory, folder: folder, accepting: acceptance) { entries.append(entry) }
        }
    }

    /// The folder's entry says what it is on most file systems: a folder, a link or a file that
    /// is not a source file needs no `lstat` (a source file does, for its stamp).
    /// A source file the globs refuse is left out unread, like any other file.
    private static func entry(
        _ name: String, type: UInt8, in directory: OpaquePointer, folder: String, accepting acceptance: SourceDiscovery.Acceptance
    ) -> Entry? {
        let isSource = SourceDiscovery.isSourceFile(name)
        let path = isSource || Int(type) == Int(DT_UNKNOWN) ? SourceDiscovery.join(folder, name) : ""
        let accepted = { isSource && acceptance.acceptsSource(SourceDiscovery.relativePath(path)) }
        switch Int(type) {
        case Int(DT_DIR): return .folder(name: name)
        case Int(DT_REG) where !accepted(): return nil
        case Int(DT_LNK): return accepted() ? linked(name, path: path) : nil
        case Int(DT_REG), Int(DT_UNKNOWN): break
        default: return nil
        }
        var info = stat()
        // Relative to the open folder, so the kernel doesn't walk the whole path again (a path
        // past PATH_MAX still fails as it will when read, and is skipped with a note).
        let status = path.utf8.count < Int(PATH_MAX) ? fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) : lstat(path, &info)
        guard status == 0 else { return .unreadable(name: name, errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder(name: name)
        case S_IFREG: return accepted() ? .file(path: path, stamp: FileStamp(info)) : nil
        case S_IFLNK: return accepted() ? linked(name, path: path) : nil
        default: return nil
        }
    }

    /// A link to a file is read through; a link to a folder is never followed.
    private static func linked(_ name: String, path: String) -> Entry? {
        var target = stat()
        let isFile = stat(path, &target) == 0 && (target.st_mode & S_IFMT) == S_IFREG
        return isFile ? .file(path: path, stamp: nil) : nil
    }
}
