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
        let context = try Context(invocation)
        let (report, violations) = try check(bytes, context, displayPath: displayPath)
        guard let fix else { return (report, "") }
        let fixer = MessageFileFix(cleanup: context.cleanup, commitEncoding: context.settings.commitEncoding, mode: fix)
        return try fixer.apply(to: bytes, path: path, violations, report: report) { fixed in
            try check(fixed, context, displayPath: path)
        }
    }

    /// What every check of the file shares: the repository's settings and the checker.
    struct Context {
        let settings: RepositorySettings
        let cleanup: MessageCleanup
        let checker: CommitChecker
        let branch: FlowBranch?

        init(_ invocation: Invocation) throws {
            settings = try RepositorySettings.read(invocation)
            cleanup = MessageCleanup(commentChar: .init(configValue: settings.commentChar), mode: settings.cleanupMode)
            let configuration = try invocation.configuration()
            checker = try CommitCheck.checker(configuration, .message)
            branch = try settings.branchName.flatMap { try BranchNaming(configuration).intended($0) }
        }
    }

    func check(_ bytes: [UInt8], _ context: Context, displayPath: String) throws -> (Report, [RuleViolation]) {
        let raw = DecodedMessage.decode(bytes, encoding: context.settings.commitEncoding)
        let cleaned = context.cleanup.clean(raw.text)
        var decoded = DecodedMessage(text: cleaned, problem: raw.problem, bytes: bytes)
        if raw.problem != nil {
            // Only bytes git will store count: one in a comment git strips is no problem. Judged
            // only when there is a problem, so a valid message is decoded once.
            let kept = context.cleanup.keptBytes(bytes, decodedAs: raw.text)
            let problem = DecodedMessage.decode(kept, encoding: context.settings.commitEncoding).problem
            decoded = DecodedMessage(text: cleaned, problem: problem, bytes: kept)
        }
        var report = Report(checked: CheckedCounts(commits: 1))
        guard case .checked(let violations) = context.checker.check(decoded, branch: context.branch) else {
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

    /// The clean-up git will apply. git runs the commit-msg hook with `GIT_EDITOR=:` when no
    /// editor was opened (`-m`, `-F`), and then `default` keeps comment lines. `--cleanup=` on
    /// git's command line never reaches a hook: only the configuration can be read.
    var cleanupMode: MessageCleanup.Mode {
        (MessageCleanup.Mode(configValue: cleanup) ?? .default).resolved(editorUsed: Environment.value("GIT_EDITOR") != ":")
    }

    static func read(_ invocation: Invocation) throws -> RepositorySettings {
        if let probe = invocation.probe() {
            let branch = probe.branchName ?? CurrentBranch.fromCI(environment: Environment.nonEmpty)
            return RepositorySettings(
                commentChar: probe.configValue("core.commentChar"),
                commitEncoding: probe.configValue("i18n.commitEncoding"), branchName: branch,
                cleanup: probe.configValue("commit.cleanup"))
        }
        guard let repository = try? invocation.repository() else { return RepositorySettings() }
        let config = try? repository.config()
        return RepositorySettings(
            commentChar: (try? config?.string("core.commentChar")) ?? nil,
            commitEncoding: (try? config?.string("i18n.commitEncoding")) ?? nil,
            branchName: try CurrentBranch.name(in: repository, environment: Environment.nonEmpty),
            cleanup: (try? config?.string("commit.cleanup")) ?? nil)
    }
}
