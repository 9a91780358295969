import FlowlintCore

/// `flowlint hook commit-msg FILE`, `flowlint hook pre-commit` and `flowlint message FILE` run
/// on every commit. Their plain forms are recognised here by hand: ArgumentParser's reflection
/// over every command costs more start-up time than the whole check. Anything else goes to
/// ArgumentParser.
enum FastPath {
    /// Runs the command and returns true when the arguments are one of the plain forms.
    static func run(_ arguments: [String]) throws -> Bool {
        switch arguments.count {
        case 3 where arguments[0] == "hook" && arguments[1] == "commit-msg" && isPlainValue(arguments[2]):
            try HookCommand.CommitMsg.check(file: arguments[2], options: RunOptions())
            return true
        case 2 where arguments[0] == "hook" && arguments[1] == "pre-commit":
            try HookCommand.PreCommit.check(options: RunOptions(), useCache: true)
            return true
        case 2 where arguments[0] == "message" && isPlainValue(arguments[1]):
            try MessageCommand.check(file: arguments[1], options: RunOptions())
            return true
        default:
            return false
        }
    }

    /// Not an option (`--help`, `-h`), so ArgumentParser has nothing to add.
    private static func isPlainValue(_ argument: String) -> Bool {
        argument == "-" || !argument.hasPrefix("-")
    }
}
