/// What `--fix` does with the change it made: write it, or with `--dry-run` only show it.
public enum RewriteMode: Sendable {
    case apply
    case dryRun
}
