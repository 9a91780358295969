import Platform

/// flowlint beside husky, the pre-commit framework and lefthook: their files are never renamed or
/// replaced (each rewrites its own on the next `npm install` or `pre-commit install`, and flowlint's
/// hook would silently vanish); see docs/hooks.md.
extension HookInstaller {
    /// The legacy hook the pre-commit framework runs before its own checks.
    static let preCommitLegacySuffix = ".legacy"

    func managerRunsFlowlint(_ manager: HookManager, _ name: String) -> Bool {
        switch manager {
        case .husky(let folder):
            guard let bytes = Files.read(folder + "/" + name, limit: 1 << 20) else { return false }
            return HuskyCall.contains(String(decoding: bytes, as: UTF8.self))
        case .preCommit:
            return scriptState(at: directory + "/" + name + Self.preCommitLegacySuffix) == .ours
        case .lefthook:
            return manager.configurationCallsFlowlint(name, workTree: workTree)
        }
    }

    func install(_ name: String, into manager: HookManager) throws -> Outcome {
        switch manager {
        case .husky(let folder):
            let file = folder + "/" + name
            let existing = Files.read(file, limit: 1 << 20).map { String(decoding: $0, as: UTF8.self) }
            guard var text = HuskyCall.adding(to: existing, hook: name) else { return .alreadyInManager(manager, file: file) }
            if existing == nil { text = "#!/usr/bin/env sh\n" + text }
            // The team's file keeps its mode; a new one is executable, as husky v8 needs.
            guard Files.writeAtomically(Array(text.utf8), to: file, mode: mode(of: file) ?? 0o755) else { throw writeFailure(file) }
            return .addedToManager(manager, file: file)
        case .preCommit:
            let path = directory + "/" + name
            let legacy = path + Self.preCommitLegacySuffix
            // `pre-commit install` moved an earlier flowlint hook to `.legacy`: the hook that
            // one chained moves along, so it keeps running first.
            if hasKept(path), !hasKept(legacy), scriptState(at: legacy) != .foreign,
                rename(path + Self.chainedSuffix, legacy + Self.chainedSuffix) != 0
            {
                throw writeFailure(legacy)
            }
            switch try writeScript(name, at: legacy) {
            case .unchanged: return .alreadyInManager(manager, file: legacy)
            default: return .addedToManager(manager, file: legacy)
            }
        case .lefthook:
            if manager.configurationCallsFlowlint(name, workTree: workTree) { return .alreadyInManager(manager, file: "lefthook.yml") }
            return .refused(manager)
        }
    }

    func uninstall(_ name: String, from manager: HookManager) throws {
        switch manager {
        case .husky(let folder):
            let file = folder + "/" + name
            guard let bytes = Files.read(file, limit: 1 << 20) else { return }
            let (text, call, created) = HuskyCall.removing(from: String(decoding: bytes, as: UTF8.self))
            guard call != nil else { return }
            let rest = text.split(separator: "\n").filter { !$0.hasPrefix("#!") && !$0.allSatisfy(\.isWhitespace) }
            if created, rest.isEmpty {
                guard unlink(file) == 0 else { throw writeFailure(file) }
                return
            }
            guard Files.writeAtomically(Array(text.utf8), to: file, mode: mode(of: file) ?? 0o755) else { throw writeFailure(file) }
        case .preCommit:
            let legacy = directory + "/" + name + Self.preCommitLegacySuffix
            if scriptState(at: legacy) == .ours { try removeScript(at: legacy) }
        case .lefthook:
            break
        }
    }

    /// husky's own script in `.husky/_`, which an earlier flowlint kept as `NAME.pre-flowlint` and
    /// replaced: put back; a stale copy beside husky's rewritten script is husky's and goes.
    func restoreManagerScript(_ name: String) throws {
        let path = directory + "/" + name
        let kept = path + Self.chainedSuffix
        switch scriptState(at: path) {
        case .ours:
            guard unlink(path) == 0 else { throw writeFailure(path) }
            if hasKept(path) {
                guard rename(kept, path) == 0 else { throw writeFailure(kept) }
            } else if directory.hasSuffix("/_") {
                guard Files.writeAtomically(Array(Self.huskyStub.utf8), to: path, mode: 0o755) else { throw writeFailure(path) }
            }
        case .foreign:
            if let bytes = Files.read(kept, limit: 4096), String(decoding: bytes, as: UTF8.self) == Self.huskyStub {
                guard unlink(kept) == 0 else { throw writeFailure(kept) }
            }
        case .missing:
            break
        }
    }

    /// What husky v9 writes for every hook into `.husky/_` (its index.js).
    static let huskyStub = "#!/usr/bin/env sh\n. \"${0%/*}/h\""

    private func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }
}
