import FlowlintCore
import FlowlintReport
import GitKit
import Platform

/// The line a refusal ends with: a retry that works when followed as written, for how the
/// commit was made (a new commit, `--amend`, a reword during `rebase -i`) or pushed
/// (docs/hooks.md).
enum RetryAdvice {
    /// In the git folder: prepare-commit-msg notes an amend here for commit-msg, which can't
    /// tell one from a new commit (git gives it only the message file).
    static let amendRecord = "flowlint-amend"

    /// prepare-commit-msg: git passes `commit <HEAD>` for `--amend` (a rebase's reword is one);
    /// any other source clears an old note.
    static func note(source: String?, sha: String?, invocation: Invocation) {
        guard let gitDirectory = invocation.gitDirectory() else { return }
        let path = gitDirectory + "/" + amendRecord
        guard source == "commit", let sha, let head = try? invocation.repository().resolveCommit("HEAD"),
              sha == "HEAD" || sha == head.hex else {
            if Files.exists(path) { unlink(path) }
            return
        }
        _ = Files.writeAtomically(Array((head.hex + "\n").utf8), to: path)
    }

    /// `hooks uninstall`: the note goes with the hook that wrote it.
    static func forgetAmend(_ invocation: Invocation) {
        guard let gitDirectory = invocation.gitDirectory() else { return }
        let path = gitDirectory + "/" + amendRecord
        if Files.exists(path) { unlink(path) }
    }

    /// commit-msg's refusal: where the message is kept, and the command that commits it as
    /// the refused commit would have been.
    static func commit(file: String, invocation: Invocation) -> LocalizedText {
        let saved = shellWord(absolute(file))
        var command = isAmend(invocation) ? "git commit --amend -e -F \(saved)" : "git commit -e -F \(saved)"
        if Environment.value("GIT_REFLOG_ACTION")?.hasPrefix("rebase") == true {
            command += " && git rebase --continue"
        }
        return LocalizedText(
            ru: "Сообщение сохранено в \(saved). Исправьте его и повторите: \(command)",
            en: "Your message is saved in \(saved). Fix it and retry: \(command)")
    }

    /// pre-commit's refusal: the same `git commit` again (with `--amend` if it was one) works
    /// once the files are fixed and staged.
    static let stagedSources = LocalizedText(
        ru: "Коммит не создан: исправьте файлы, добавьте их (git add) и повторите ту же команду git commit",
        en: "Nothing was committed: fix the files, stage them (git add) and run the same git commit again")

    /// pre-push's refusal: the last commit is reworded with `--amend`, older ones with
    /// `rebase -i` from the oldest refused commit (`--root` when it has no parent, which `~1`
    /// can't name); a branch name with `git branch -m`. With `--strict` warnings refuse too.
    static func push(_ report: Report, remote: String, strict: Bool, repository: Repository?) -> LocalizedText {
        let refused = report.findings.filter { $0.severity == .error || strict }
        var ru: [String] = []
        var en: [String] = []
        if let oldest = oldestCommit(refused) {
            let isRoot = ObjectID(hex: oldest).flatMap { try? repository?.commit($0, fields: []) }?.parentIDs.isEmpty == true
            let start = isRoot ? "--root" : "\(oldest.prefix(12))~1"
            ru.append("сообщения коммитов — git rebase -i \(start) (reword), последнего — git commit --amend")
            en.append("commit messages with git rebase -i \(start) (reword), the last one with git commit --amend")
        }
        if refused.contains(where: { $0.location.kind == "branch" }) {
            ru.append("имя ветки — git branch -m НОВОЕ_ИМЯ, затем git push -u \(remote) НОВОЕ_ИМЯ")
            en.append("the branch name with git branch -m NEW_NAME, then git push -u \(remote) NEW_NAME")
        }
        if ru.isEmpty {
            ru.append("перечисленное")
            en.append("the above")
        }
        return LocalizedText(
            ru: "push отклонён: исправьте " + ru.joined(separator: "; ") + "; затем повторите git push",
            en: "push refused: fix " + en.joined(separator: "; ") + "; then run git push again")
    }

    /// `git commit`'s own arguments where they can be read (Linux), else prepare-commit-msg's
    /// note: git passes it `commit HEAD` for `--amend`, but only `message` for `--amend -m`.
    private static func isAmend(_ invocation: Invocation) -> Bool {
        if let arguments = GitCommandLine.commit() {
            return arguments.contains { $0.count >= 4 && "--amend".hasPrefix($0) }
        }
        guard let gitDirectory = invocation.gitDirectory(),
              let bytes = Files.read(gitDirectory + "/" + amendRecord, limit: 128) else { return false }
        let sha = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return (try? invocation.repository().resolveCommit("HEAD"))?.hex == sha
    }

    /// The refused commit furthest from the tip: findings come in walk order, newest first.
    private static func oldestCommit(_ findings: [Finding]) -> String? {
        findings.last { $0.location.kind == "commit" }.flatMap {
            guard case .commit(let sha, _, _) = $0.location else { return nil }
            return sha
        }
    }

    /// A hook runs at the work tree's root, the user types where they are: the path is made
    /// absolute, quoted for the shell when it needs it.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : Files.currentDirectory() + "/" + path
    }

    static func shellWord(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789_./-+=:@,".unicodeScalars.contains($0) }
        guard !plain else { return text }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

/// The `git commit` a hook runs under, read from Linux's /proc: the hook is git's child, or a
/// shell's or a hook manager's in between.
enum GitCommandLine {
    static func commit() -> [String]? {
        var process = getppid()
        for _ in 0..<5 where process > 1 {
            guard let bytes = Files.read("/proc/\(process)/cmdline", limit: 1 << 20) else { return nil }
            let arguments = bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if let program = arguments.first, program == "git" || program.hasSuffix("/git"), arguments.contains("commit") {
                return arguments
            }
            guard let parent = parent(of: process) else { return nil }
            process = parent
        }
        return nil
    }

    /// The fourth field of /proc/PID/stat, after the program's name in parentheses (which may
    /// hold spaces and parentheses itself).
    private static func parent(of process: pid_t) -> pid_t? {
        guard let bytes = Files.read("/proc/\(process)/stat", limit: 4096),
              let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 1 else { return nil }
        return pid_t(String(decoding: fields[1], as: UTF8.self))
    }
}
