import FlowlintCore
import FlowlintFix
import FlowlintFlow
import FlowlintReport
import GitKit

/// Checks one message file the way the commit-msg hook sees it: cleaned as git will clean it,
/// decoded in `i18n.commitEncoding`, against the current branch.
struct MessageFileCheck {
    /// Messages above this are reported and skipped, not loaded whole (as in history scans).
    static let sizeLimit = Commit.messageSizeLimit

    let invocation: Invocation
    /// The commit-msg hook is the gate: a message too large to read is refused, not waved through.
    var refusesOversized = false
    /// The commit-msg hook judges the commit git is making: the message as the command running
    /// the hook will store it, and a merge skipped as `commits` skips the merge commit it becomes.
    var judgesGitsCommit = false
    /// `message --fix FILE`: the sure header suggestion written into the file, or shown.
    var fix: RewriteMode?

    func run(path: String, displayPath: String) throws -> Report {
        try outcome(path: path, displayPath: displayPath).report
    }

    /// The report, and with `--fix --dry-run` the diff of the fix.
    func outcome(path: String, displayPath: String) throws -> (report: Report, diff: String) {
        let bytes: [UInt8]
        switch Files.read(path, upTo: Self.sizeLimit) {
        case .contents(let contents):
            bytes = contents
        case .tooLarge where refusesOversized:
            throw Failure(code: .findings, sentence: LocalizedText(
                ru: "сообщение в \(displayPath) больше \(Self.sizeLimit >> 20) МиБ: такой коммит не пропускается; сократите его: git commit -e -F \(displayPath)",
                en: "the message in \(displayPath) is over \(Self.sizeLimit >> 20) MiB and is refused; shorten it: git commit -e -F \(displayPath)"))
        case .tooLarge:
            // Reported and skipped, never loaded whole: the terminal commands only look.
            var report = Report(checked: CheckedCounts(skippedCommits: 1))
            report.notes.append(LocalizedText(
                ru: "сообщение в \(displayPath) больше \(Self.sizeLimit >> 20) МиБ: не проверялось",
                en: "the message in \(displayPath) is over \(Self.sizeLimit >> 20) MiB: not checked"))
            return (report, "")
        case .unreadable:
            throw Failure.unreadable(
                ru: "не удаётся прочитать сообщение из \(path): проверьте путь и права",
                en: "cannot read the message from \(path): check the path and permissions")
        }
        let context = try Context(invocation, messageFile: judgesGitsCommit ? path : nil)
        let (report, violations) = try check(bytes, context, displayPath: displayPath)
        guard let fix else { return (report, "") }
        let cleanup = context.cleanup(for: String(decoding: bytes, as: UTF8.self))
        let fixer = MessageFileFix(cleanup: cleanup, commitEncoding: context.settings.commitEncoding, mode: fix)
        return try fixer.apply(to: bytes, path: path, violations, report: report) { fixed in
            try check(fixed, context, displayPath: path)
        }
    }

    /// What every check of the file shares: the repository's settings and the checker.
    struct Context {
        let settings: RepositorySettings
        let checker: CommitChecker
        let branch: FlowBranch?
        /// The commit git is making (the hook's `messageFile`); nil for a file judged on its own.
        let commit: CommitUnderWay?

        init(_ invocation: Invocation, messageFile: String?) throws {
            settings = try RepositorySettings.read(invocation)
            let configuration = try invocation.configuration()
            checker = try CommitCheck.checker(configuration, .message)
            branch = try settings.branchName.flatMap { try BranchNaming(configuration).intended($0) }
            let gitDirectory = settings.gitDirectory
            commit = messageFile.map { file in
                CommitUnderWay.read(gitDirectory: gitDirectory, messageFile: file, environment: Environment.value)
            }
        }

        /// How git will clean `text`. A file judged on its own is cleaned as git cleans what its
        /// editor wrote (`-v` puts the diff below the scissors line).
        func cleanup(for text: String) -> MessageCleanup {
            let verbose = ConfigFileParser.isOn(settings.verbose)
            guard let commit else {
                let commentChar = MessageCleanup.CommentChar(configValue: settings.commentChar)
                let cut: Bool? = verbose ? true : nil
                return MessageCleanup(commentChar: commentChar, mode: settings.cleanupMode, cutsAtScissors: cut)
            }
            let run = MessageCleanup.HookRun(editorUsed: RepositorySettings.editorUsed, byGitMerge: commit.byGitMerge)
            return MessageCleanup.applied(
                by: run, commentChar: settings.commentChar, mode: settings.configuredCleanup, verbose: verbose,
                to: text)
        }
    }

    func check(_ bytes: [UInt8], _ context: Context, displayPath: String) throws -> (Report, [RuleViolation]) {
        let raw = DecodedMessage.decode(bytes, encoding: context.settings.commitEncoding)
        let cleanup = context.cleanup(for: raw.text)
        let cleaned = cleanup.clean(raw.text)
        var decoded = DecodedMessage(text: cleaned, problem: raw.problem, bytes: bytes)
        if raw.problem != nil {
            // Only bytes git will store count: one in a comment git strips is no problem. Judged
            // only when there is a problem, so a valid message is decoded once.
            let kept = cleanup.keptBytes(bytes, decodedAs: raw.text)
            let problem = DecodedMessage.decode(kept, encoding: context.settings.commitEncoding).problem
            decoded = DecodedMessage(text: cleaned, problem: problem, bytes: kept)
        }
        var report = Report(checked: CheckedCounts(commits: 1))
        let parents = context.commit?.parentCount ?? 1
        let outcome = context.checker.check(decoded, parentCount: parents, branch: context.branch)
        guard case .checked(let violations) = outcome else {
            return (Report(checked: CheckedCounts(skippedCommits: 1)), [])
        }
        for found in violations {
            report.findings.append(Finding(
                rule: found.rule, severity: found.severity, message: found.violation.message,
                location: .file(path: displayPath, line: found.violation.line, column: 1),
                suggestion: found.violation.suggestion))
        }
        if let tracker = try invocation.tracker() {
            report.findings += tracker.findings(header: cleaned, at: .file(path: displayPath, line: 1, column: 1))
        }
        return (report, violations)
    }
}

/// The few repository facts a message check needs. Outside a repository, git's defaults.
struct RepositorySettings {
    var commentChar: String?
    var commitEncoding: String?
    var branchName: String?
    /// `commit.cleanup`, resolved the way `git commit` resolves it (see `cleanupMode`).
    var cleanup: String?
    /// `commit.verbose`, as written.
    var verbose: String?
    /// The worktree's own git folder, where git keeps the state of a merge or a rebase.
    var gitDirectory: String?

    /// git runs the commit-msg hook with `GIT_EDITOR=:` when no editor was opened (`-m`, `-F`).
    static var editorUsed: Bool { Environment.value("GIT_EDITOR") != ":" }

    /// `commit.cleanup` as configured. `--cleanup=` on git's command line never reaches a hook:
    /// only the configuration can be read.
    var configuredCleanup: MessageCleanup.Mode { MessageCleanup.Mode(configValue: cleanup) ?? .default }

    /// The clean-up git will apply: without the editor `default` keeps comment lines.
    var cleanupMode: MessageCleanup.Mode { configuredCleanup.resolved(editorUsed: Self.editorUsed) }

    static func read(_ invocation: Invocation) throws -> RepositorySettings {
        if let probe = invocation.probe() {
            let branch = probe.branchName ?? CurrentBranch.fromCI(environment: Environment.nonEmpty)
            return RepositorySettings(
                commentChar: probe.configValue("core.commentChar"),
                commitEncoding: probe.configValue("i18n.commitEncoding"), branchName: branch,
                cleanup: probe.configValue("commit.cleanup"), verbose: probe.configValue("commit.verbose"),
                gitDirectory: probe.gitDirectory)
        }
        guard let repository = try? invocation.repository() else { return RepositorySettings() }
        let config = try? repository.config()
        let value = { (key: String) in (try? config?.string(key)) ?? nil }
        return RepositorySettings(
            commentChar: value("core.commentChar"), commitEncoding: value("i18n.commitEncoding"),
            branchName: try CurrentBranch.name(in: repository, environment: Environment.nonEmpty),
            cleanup: value("commit.cleanup"), verbose: value("commit.verbose"),
            gitDirectory: repository.gitDirectory)
    }
}
