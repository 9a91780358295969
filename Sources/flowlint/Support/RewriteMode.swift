import FlowlintReport

/// What `--fix` does with the change it made: write it, or with `--dry-run` only show it.
enum RewriteMode {
    case apply
    case dryRun
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
