import Platform
import GitKit

/// Writes, removes and inspects flowlint's hooks in the directory git really uses. A hook that
/// flowlint didn't write is never overwritten: it is kept beside ours as `NAME.pre-flowlint`,
/// still runs first, and comes back on uninstall.
struct HookInstaller {
    static let hookNames = ["commit-msg", "prepare-commit-msg", "pre-push"]
    /// Installed only where there is Swift or Objective-C to check (SPEC 6).
    static let sourceHookName = "pre-commit"
    static let allHookNames = hookNames + [sourceHookName]
    static let marker = "# flowlint-managed-hook"
    static let chainedSuffix = ".pre-flowlint"

    enum State: Equatable {
        case missing
        case installed(chained: Bool)
        /// Somebody else's hook; flowlint is not in it.
        case foreign
        /// Another hook manager owns the hook; whether flowlint's call is where that manager keeps hooks.
        case managed(HookManager, runsFlowlint: Bool)
    }

    /// What `install` did to one hook.
    enum Outcome: Equatable {
        case installed, updated, unchanged
        /// Somebody else's hook was kept beside flowlint's and runs first.
        case chained
        /// flowlint's call was added to (or brought up to date in) the manager's file.
        case addedToManager(HookManager, file: String)
        case alreadyInManager(HookManager, file: String)
        /// The manager keeps hooks in its own configuration: the team adds flowlint there.
        case refused(HookManager)
    }

    let directory: String
    let flowlintPath: String
    /// Where a manager's configuration (lefthook.yml) is looked for.
    var workTree: String? = nil

    /// `core.hooksPath` (relative to the work tree, `~` expanded), else `<common dir>/hooks`,
    /// which is where worktrees and submodules keep theirs.
    static func hooksDirectory(of repository: Repository) -> String {
        let configured = (try? repository.config().string("core.hooksPath")) ?? nil
        guard let configured, !configured.isEmpty else {
            return trimmingSlash(repository.commonDirectory) + "/hooks"
        }
        if configured.hasPrefix("~/"), let home = Environment.value("HOME") {
            return home + configured.dropFirst()
        }
        if configured.hasPrefix("/") { return configured }
        let base = repository.workDirectory ?? repository.gitDirectory
        return trimmingSlash(base) + "/" + configured
    }

    func state(of name: String) -> State {
        let path = directory + "/" + name
        let script = scriptState(at: path)
        if script == .ours { return .installed(chained: hasKept(path)) }
        if let manager = HookManager.owning(name, in: directory) {
            return .managed(manager, runsFlowlint: managerRunsFlowlint(manager, name))
        }
        return script == .missing ? .missing : .foreign
    }

    /// Installs the named hooks; says what was done to each.
    func install(_ names: [String] = hookNames) throws -> [(String, Outcome)] {
        try makeDirectory()
        let lock = try lockDirectory()
        defer { close(lock) }
        return try names.map { name in
            if let folder = HookManager.huskyFolder(of: directory) {
                // An earlier flowlint chained husky's own script: put husky's back, use the team's file.
                try restoreManagerScript(name)
                return (name, try install(name, into: .husky(folder: folder)))
            }
            if let manager = HookManager.owning(name, in: directory), scriptState(at: directory + "/" + name) != .ours {
                return (name, try install(name, into: manager))
            }
            return (name, try writeScript(name, at: directory + "/" + name))
        }
    }

    /// Writes flowlint's script for hook `name` at `path`, keeping a hook that is somebody else's
    /// as `path.pre-flowlint`, which the script runs first.
    func writeScript(_ name: String, at path: String) throws -> Outcome {
        let script = Array(HookScript.text(name: name, flowlint: flowlintPath).utf8)
        let before = scriptState(at: path)
        if before == .ours, Files.read(path, limit: 64 << 10) == script { return .unchanged }
        if before == .foreign {
            // link() refuses to replace an existing file, so the saved copy is never
            // overwritten; linkat without AT_SYMLINK_FOLLOW keeps a symbolic link a link.
            guard linkat(AT_FDCWD, path, AT_FDCWD, path + Self.chainedSuffix, 0) == 0 else {
                if errno == EEXIST, scriptState(at: path) != .foreign { return .updated }  // another install won
                throw Failure.usage(
                    ru: "\(path) и \(path)\(Self.chainedSuffix) — оба чужие хуки: объедините их вручную и повторите",
                    en: "\(path) and \(path)\(Self.chainedSuffix) are both someone else's hooks: merge them by hand and retry")
            }
            guard unlink(path) == 0 else { throw writeFailure(path) }
        }
        guard Files.writeAtomically(script, to: path, mode: 0o755) else { throw writeFailure(path) }
        switch before {
        case .missing: return .installed
        case .ours: return .updated
        case .foreign: return .chained
        }
    }

    /// Removes flowlint's hooks and puts back the ones they chained.
    func uninstall() throws -> [(String, State)] {
        guard Files.isDirectory(directory) else { return Self.allHookNames.map { ($0, .missing) } }
        let lock = try lockDirectory()
        defer { close(lock) }
        return try Self.allHookNames.map { name in
            let before = state(of: name)
            let path = directory + "/" + name
            switch before {
            case .installed:
                try removeScript(at: path)
                if HookManager.huskyFolder(of: directory) != nil { try restoreManagerScript(name) }
            case .missing:
                // An install interrupted between its two renames leaves only the kept hook.
                try restoreKept(path)
            case .managed(let manager, _):
                try uninstall(name, from: manager)
            case .foreign:
                break
            }
            return (name, before)
        }
    }

    /// Removes flowlint's script at `path` and puts back the hook it chained.
    func removeScript(at path: String) throws {
        guard unlink(path) == 0 else { throw writeFailure(path) }
        try restoreKept(path)
    }

    private func restoreKept(_ path: String) throws {
        let kept = path + Self.chainedSuffix
        if Files.exists(kept) || isSymlink(kept), rename(kept, path) != 0 { throw writeFailure(kept) }
    }

    enum ScriptState: Equatable { case missing, ours, foreign }

    func scriptState(at path: String) -> ScriptState {
        guard Files.exists(path) || isSymlink(path) else { return .missing }
        // A symbolic link is the user's, even to a flowlint hook somewhere shared: flowlint never
        // writes one, so it is chained and restored like any other hook, never deleted.
        return !isSymlink(path) && isOurs(path) ? .ours : .foreign
    }

    func hasKept(_ path: String) -> Bool {
        Files.exists(path + Self.chainedSuffix) || isSymlink(path + Self.chainedSuffix)
    }

    /// An exclusive lock on the hooks folder itself (flock on its descriptor, no lock file left
    /// behind): installs and uninstalls running at once take turns, so none of them sees another
    /// halfway and loses the user's hook. Released when the descriptor is closed.
    private func lockDirectory() throws -> Int32 {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw writeFailure(directory) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw writeFailure(directory)
            }
        }
        return descriptor
    }

    /// flowlint's own script. A team's husky file that flowlint only added its call to is the
    /// team's, even where git runs it straight from the hooks folder (husky v8's `.husky`).
    func isOurs(_ path: String) -> Bool {
        guard let bytes = Files.read(path, limit: 64 << 10) else { return false }
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return text.contains(Self.marker) && !HuskyCall.contains(text)
    }

    func isSymlink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private func makeDirectory() throws {
        guard Files.createDirectories(directory) else { throw writeFailure(directory) }
    }

    func writeFailure(_ path: String) -> Failure {
        Failure.unreadable(
            ru: "не удаётся записать \(path): проверьте права на папку хуков",
            en: "cannot write \(path): check the hooks folder's permissions")
    }

    private static func trimmingSlash(_ path: String) -> String {
        path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}

/// The script written into `.git/hooks`. It runs a chained hook first, then flowlint by the
/// absolute path that installed it, falling back to `flowlint` on PATH.
enum HookScript {
    static func text(name: String, flowlint: String) -> String {
        let quoted = "'" + flowlint.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let stdinHook = name == "pre-push"
        var lines = [
            "#!/bin/sh",
            "\(HookInstaller.marker): written by `flowlint hooks install`; `flowlint hooks uninstall` removes it",
            "# and puts back the hook it chains (\(name)\(HookInstaller.chainedSuffix)), if any.",
            "flowlint=\(quoted)",
            "[ -x \"$flowlint\" ] || flowlint=$(command -v flowlint) || {",
            "    echo \"flowlint: not found; \(name) hook skipped (reinstall: flowlint hooks install)\" >&2",
            "    exit 0",
            "}",
            "previous=\"$0\(HookInstaller.chainedSuffix)\"",
        ]
        if stdinHook {
            lines += [
                "input=$(mktemp \"${TMPDIR:-/tmp}/flowlint-\(name).XXXXXX\") || exit 1",
                "trap 'rm -f \"$input\"' EXIT",
                "cat > \"$input\"",
                "if [ -x \"$previous\" ]; then \"$previous\" \"$@\" < \"$input\" || exit $?; fi",
                "\"$flowlint\" hook \(name) \"$@\" < \"$input\"",
            ]
        } else {
            lines += [
                "if [ -x \"$previous\" ]; then \"$previous\" \"$@\" || exit $?; fi",
                "exec \"$flowlint\" hook \(name) \"$@\"",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
