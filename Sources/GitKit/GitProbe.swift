import FileAccess
import Platform

/// What a commit-msg hook needs to know about its repository (where it is, HEAD's branch, a
/// couple of config values), found by reading files the way git does, without libgit2: its
/// initialisation alone costs more than the whole check. Returns nil whenever the answer would
/// need more than this (config includes, `core.worktree`), so callers fall back to libgit2.
public struct GitProbe: Sendable {
    /// `.git`, a worktree's private folder, or a bare repository.
    public let gitDirectory: String
    /// Shared by all worktrees: config, refs, hooks.
    public let commonDirectory: String
    /// The work tree's root, nil for a bare repository.
    public let workTree: String?
    /// HEAD's branch, nil when detached.
    public let branchName: String?
    private let config: [String: String]

    /// Looks from `directory` upwards, honouring `GIT_DIR`, `GIT_WORK_TREE` and
    /// `GIT_CEILING_DIRECTORIES` as git does.
    public static func discover(from directory: String, environment: (String) -> String?) -> GitProbe? {
        if environment("GIT_COMMON_DIR") != nil { return nil }
        let explicitWorkTree = environment("GIT_WORK_TREE").map { absolute($0, from: directory) }
        let location: (gitDirectory: String, workTree: String?)
        if let explicit = environment("GIT_DIR") {
            let gitDirectory = absolute(explicit, from: directory)
            guard isGitDirectory(gitDirectory) else { return nil }
            location = (gitDirectory, explicitWorkTree)
        } else {
            let ceilings = (environment("GIT_CEILING_DIRECTORIES") ?? "").split(separator: ":").map(String.init)
            guard let found = search(from: directory, ceilings: ceilings) else { return nil }
            location = (found.0, explicitWorkTree ?? found.1)
        }
        let common = commonDirectory(of: location.gitDirectory)
        guard let head = readFile(location.gitDirectory + "/HEAD") else { return nil }
        guard let config = readConfig(common: common, gitDirectory: location.gitDirectory, environment: environment) else {
            return nil
        }
        var workTree = location.workTree
        if explicitWorkTree == nil {
            // core.worktree (submodules, separated work trees) is libgit2's business.
            guard config["core.worktree"] == nil else { return nil }
            if environment("GIT_DIR") != nil {
                // With GIT_DIR and no work tree named, git takes the current folder, unless bare.
                guard let bare = config["core.bare"] else { return nil }
                workTree = isTrue(bare) ? nil : directory
            }
        }
        return GitProbe(
            gitDirectory: location.gitDirectory, commonDirectory: common, workTree: workTree,
            branchName: branch(fromHEAD: head), config: config)
    }

    /// The config keys the probe answers for (all a commit-msg hook needs); other keys are
    /// libgit2's business.
    public static let keys = [
        "core.commentchar", "i18n.commitencoding", "commit.cleanup", "commit.verbose", "core.bare", "core.worktree",
        "extensions.worktreeconfig",
    ]

    /// One of `keys` (`core.commentChar`), case-insensitive as in git; nil when unset.
    public func configValue(_ key: String) -> String? {
        let normalized = ConfigFileParser.normalizedKey(key)
        precondition(Self.keys.contains(normalized), "GitProbe answers only for \(Self.keys)")
        return config[normalized]
    }

    // MARK: - Discovery

    private static func search(from start: String, ceilings: [String]) -> (String, String?)? {
        var directory = start
        while true {
            let dotGit = directory == "/" ? "/.git" : directory + "/.git"
            if isDirectory(dotGit), isGitDirectory(dotGit) { return (dotGit, directory) }
            if let link = gitFileTarget(dotGit) {
                let target = absolute(link, from: directory)
                guard isGitDirectory(target) else { return nil }
                return (target, directory)
            }
            if isBareRepository(directory) { return (directory, nil) }
            guard directory != "/", !ceilings.contains(directory) else { return nil }
            directory = parent(of: directory)
            if ceilings.contains(directory) { return nil }
        }
    }

    /// A `.git` file (worktrees, submodules): `gitdir: <path>`.
    private static func gitFileTarget(_ path: String) -> String? {
        guard !isDirectory(path), let text = readFile(path), text.hasPrefix("gitdir: ") else { return nil }
        return String(text.dropFirst("gitdir: ".count).trimmingWhitespace())
    }

    private static func isGitDirectory(_ path: String) -> Bool {
        exists(path + "/HEAD") && (isDirectory(path + "/objects") || exists(path + "/commondir"))
    }

    private static func isBareRepository(_ path: String) -> Bool {
        isGitDirectory(path) && isDirectory(path + "/refs")
    }

    private static func commonDirectory(of gitDirectory: String) -> String {
        guard let text = readFile(gitDirectory + "/commondir") else { return gitDirectory }
        return absolute(String(text.trimmingWhitespace()), from: gitDirectory)
    }

    private static func branch(fromHEAD text: String) -> String? {
        let line = text.trimmingWhitespace()
        guard line.hasPrefix("ref: refs/heads/") else { return nil }
        return String(line.dropFirst("ref: refs/heads/".count))
    }

    // MARK: - Configuration

    /// system, global (XDG then ~/.gitconfig), local, worktree, then `git -c` values; later wins.
    private static func readConfig(common: String, gitDirectory: String, environment: (String) -> String?) -> [String: String]? {
        var files: [String] = []
        if environment("GIT_CONFIG_NOSYSTEM").map(isTrue) != true {
            files.append(environment("GIT_CONFIG_SYSTEM") ?? "/etc/gitconfig")
        }
        if let global = environment("GIT_CONFIG_GLOBAL") {
            files.append(global)
        } else if let home = environment("HOME") {
            files.append((environment("XDG_CONFIG_HOME") ?? home + "/.config") + "/git/config")
            files.append(home + "/.gitconfig")
        }
        files.append(common + "/config")
        var values: [String: String] = [:]
        for file in files {
            guard apply(file, to: &values) else { return nil }
        }
        if values["extensions.worktreeconfig"].map(isTrue) == true {
            guard apply(gitDirectory + "/config.worktree", to: &values) else { return nil }
        }
        for entry in commandLineEntries(environment) { values[entry.key] = entry.value }
        return values
    }

    /// False when the file needs includes followed; a missing file is fine.
    private static func apply(_ file: String, to values: inout [String: String]) -> Bool {
        guard let text = readFile(file) else { return true }
        // Most config files mention none of our keys: a byte scan says so without parsing.
        guard mentions(text, ["commentchar", "commitencoding", "cleanup", "verbose", "bare", "worktree", "include"]) else { return true }
        let parsed = ConfigFileParser.parse(Substring(text))
        guard !parsed.usesIncludes else { return false }
        for entry in parsed.entries { values[entry.key] = entry.value }
        return true
    }

    /// `git -c` reaches hooks as `GIT_CONFIG_PARAMETERS`; `GIT_CONFIG_COUNT` adds more.
    static func commandLineEntries(_ environment: (String) -> String?) -> [ConfigFileParser.Entry] {
        var entries = environment("GIT_CONFIG_PARAMETERS").map(ConfigFileParser.commandLineParameters) ?? []
        let count = environment("GIT_CONFIG_COUNT").flatMap { Int($0) } ?? 0
        for index in 0..<max(0, min(count, 10_000)) {
            guard let key = environment("GIT_CONFIG_KEY_\(index)") else { continue }
            entries.append(.init(key: ConfigFileParser.normalizedKey(key), value: environment("GIT_CONFIG_VALUE_\(index)") ?? ""))
        }
        return entries
    }

    static func isTrue(_ value: String) -> Bool {
        ["true", "yes", "on", "1"].contains(value.lowercased())
    }

    // MARK: - Files

    private static func absolute(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (directory == "/" ? "/" : directory + "/") + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    private static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether any of `words` (lower-case ASCII) occurs in `text`, ignoring ASCII case.
    static func mentions(_ text: String, _ words: [String]) -> Bool {
        let needles = words.map { Array($0.utf8) }
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.isEmpty else { return false }
            for start in 0..<bytes.count {
                let first = bytes[start] | 0x20
                for needle in needles where needle[0] == first && start + needle.count <= bytes.count {
                    var matched = true
                    for offset in 1..<needle.count where bytes[start + offset] | 0x20 != needle[offset] { matched = false; break }
                    if matched { return true }
                }
            }
            return false
        }
    }

    /// A small text file (HEAD, config), nil when missing, unreadable, not a regular file (a
    /// FIFO would hang the hook) or over 4 MiB.
    static func readFile(_ path: String) -> String? {
        guard case .contents(let bytes) = FileAccess.read(path, limit: 4 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
