extension MessageCleanup {
    /// Who runs the commit-msg hook, which decides what git does to the message afterwards.
    public struct HookRun: Sendable, Equatable {
        /// git opened the editor (it runs the hook with `GIT_EDITOR=:` when it did not).
        public var editorUsed: Bool
        /// `git merge` itself runs the hook, not `git commit`.
        public var byGitMerge: Bool

        public init(editorUsed: Bool, byGitMerge: Bool = false) {
            self.editorUsed = editorUsed
            self.byGitMerge = byGitMerge
        }
    }

    /// The clean-up git applies to `text`, the file it handed the commit-msg hook
    /// (builtin/commit.c, builtin/merge.c): `commit.cleanup` as resolved for the editor; for
    /// `auto`, the character `git commit` picks, which `git merge` never does (it keeps `#`); the
    /// cut at the scissors line in `scissors` mode, and for a verbose `git commit`, which
    /// `commit.verbose` says or the block `-v` wrote into the editor's file shows.
    public static func applied(
        by run: HookRun, commentChar: String?, mode: Mode, verbose: Bool, to text: String
    ) -> MessageCleanup {
        let mode = mode.resolved(editorUsed: run.editorUsed)
        var character = CommentChar(configValue: commentChar)
        if character == .auto {
            character = run.byGitMerge ? .character("#") : run.editorUsed ? .auto : .autoForText
        }
        guard !run.byGitMerge else { return MessageCleanup(commentChar: character, mode: mode, cutsAtScissors: false) }
        let plain = MessageCleanup(commentChar: character, mode: mode, cutsAtScissors: verbose)
        guard !verbose, run.editorUsed, plain.hasVerboseBlock(text) else { return plain }
        return MessageCleanup(commentChar: character, mode: mode, cutsAtScissors: true)
    }
}
