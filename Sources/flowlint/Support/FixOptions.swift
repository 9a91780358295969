import ArgumentParser
import FlowlintFix
import FlowlintReport

/// `--fix` and `--dry-run` (section 2), shared by `branch`, `message`, `commits` and `protocols`.
struct FixOptions: ParsableArguments {
    @Flag(name: .long, help: "Apply the suggestions that can be applied safely and report the rest.")
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: print the change as a unified diff and write nothing.")
    var dryRun = false

    /// `--dry-run` alone would silently check instead of showing a change: say so (exit 2).
    func requireFixForDryRun() throws {
        if dryRun && !fix {
            throw Failure.usage(ru: "--dry-run показывает, что сделал бы --fix: добавьте --fix",
                                en: "--dry-run shows what --fix would do: add --fix")
        }
    }
}

extension FixOptions {
    /// nil without `--fix`; `--dry-run` alone is refused (exit 2).
    func rewriteMode() throws -> RewriteMode? {
        try requireFixForDryRun()
        guard fix else { return nil }
        return dryRun ? .dryRun : .apply
    }
}

extension Invocation {
    /// `--fix` prints its report as a check does; with `--dry-run` the diff alone goes to standard
    /// output (ready for `git apply` or `patch`) and the report, of what would remain, to
    /// standard error, so that no output format is mixed with the diff.
    func finish(_ report: Report, diff: String, mode: RewriteMode?) throws {
        guard mode == .dryRun else {
            try finish(report)
            return
        }
        // Raw for `git apply`; on a terminal the messages' control characters are shown escaped.
        Terminal.write(Terminal.isTerminal(1) ? TerminalText.lines(diff) : diff, toStandardError: false)
        try finish(report, toStandardError: true)
    }
}
