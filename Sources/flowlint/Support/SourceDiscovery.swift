import Platform
import FlowlintArchitecture
import FlowlintCore
import GitKit

/// The source files to check: the paths given, or the work tree. Folders are walked without
/// following symbolic links (no loops); the config's include/exclude globs and `.gitignore`
/// apply. Paths come back relative to the root, sorted.
struct SourceDiscovery {
    let root: String
    let include: [Glob]
    let exclude: [Glob]
    let repository: Repository?
    /// The work tree's root with a trailing slash, for `.gitignore` checks.
    let workTree: String?

    init(root: String, configuration: Configuration, repository: Repository?) {
        self.root = root
        include = configuration.includeGlobs.map(Glob.init)
        exclude = configuration.excludeGlobs.map(Glob.init)
        self.repository = repository
        workTree = repository?.workDirectory
    }

    static let extensions = [".swift", ".h", ".m"]

    /// Source files (Swift, Objective-C) under the given paths; files named are always taken.
    func sourceFiles(_ paths: [String]) -> (files: [String], notes: [LocalizedText]) {
        var files: [String] = []
        var notes: [LocalizedText] = []
        for path in paths.isEmpty ? [root] : paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                notes.append(LocalizedText(ru: "\(path): нет такого файла или папки", en: "\(path): no such file or folder"))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                // A folder named on the command line is checked even when .gitignore ignores it
                // (everything below an ignored folder counts as ignored).
                let honoursIgnores = paths.isEmpty || !isIgnored(relativePath(path) + "/")
                walk(path, into: &files, notes: &notes, honoursIgnores: honoursIgnores)
            } else if Self.extensions.contains(where: path.hasSuffix) {
                files.append(path)
            }
        }
        return (Array(Set(files)).sorted(), notes)
    }

    private func walk(_ folder: String, into files: inout [String], notes: inout [LocalizedText], honoursIgnores: Bool) {
        guard let directory = opendir(folder) else {
            notes.append(LocalizedText(ru: "\(folder): папка не читается, пропущена", en: "\(folder): folder can't be read, skipped"))
            return
        }
        defer { closedir(directory) }
        var entries: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != "..", name != ".git" { entries.append(name) }
        }
        for name in entries.sorted() {
            let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            let relative = relativePath(path)
            let components = relative.split(separator: "/", omittingEmptySubsequences: true)
            if kind == S_IFDIR {
                guard !isExcluded(components), !(honoursIgnores && isIgnored(relative + "/")) else { continue }
                walk(path, into: &files, notes: &notes, honoursIgnores: honoursIgnores)
            } else if kind == S_IFREG || kind == S_IFLNK, Self.extensions.contains(where: path.hasSuffix),
                      include.contains(where: { $0.matches(components: components) }), !isExcluded(components),
                      !(honoursIgnores && isIgnored(relative)) {
                // A link to a file is read through; a link to a folder is never followed.
                if kind == S_IFLNK {
                    var target = stat()
                    guard stat(path, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG else { continue }
                }
                files.append(path)
            }
        }
    }

    private func isExcluded(_ components: [Substring]) -> Bool {
        exclude.contains { $0.matches(components: components) }
    }

    private func isIgnored(_ relative: String) -> Bool {
        guard let repository, let absolute = absolutePath(relative), let workTree, absolute.hasPrefix(workTree) else { return false }
        return repository.isIgnored(String(absolute.dropFirst(workTree.count)))
    }

    private func relativePath(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    private func absolutePath(_ relative: String) -> String? {
        relative.hasPrefix("/") ? relative : Files.currentDirectory() + "/" + relative
    }
}

/// Reads a source file for checking, or says why not.
enum SourceLoading {
    static let sizeLimit = 16 << 20

    static func load(_ path: String) -> Result<String, SkipReason> {
        let bytes: [UInt8]
        switch Files.read(path, upTo: sizeLimit) {
        case .contents(let contents):
            bytes = contents
        case .tooLarge:
            return .failure(SkipReason(ru: "\(path): больше \(sizeLimit >> 20) МиБ, пропущен", en: "\(path): over \(sizeLimit >> 20) MiB, skipped"))
        case .unreadable:
            return .failure(SkipReason(ru: "\(path): файл не читается, пропущен", en: "\(path): can't be read, skipped"))
        }
        guard !bytes.prefix(8000).contains(0) else {
            return .failure(SkipReason(ru: "\(path): двоичный файл, пропущен", en: "\(path): a binary file, skipped"))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(SkipReason(ru: "\(path): не UTF-8, пропущен", en: "\(path): not UTF-8, skipped"))
        }
        return .success(text)
    }
}
