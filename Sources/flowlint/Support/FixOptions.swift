import ArgumentParser

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
