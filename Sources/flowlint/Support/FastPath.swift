import FlowlintCore
import FlowlintReport
import GitKit

/// `flowlint hook commit-msg FILE`, `flowlint hook pre-commit` and `flowlint message FILE` run
/// on every commit, `flowlint protocols` on every build (an Xcode phase, the SwiftPM plugin).
/// Their plain forms are recognised here by hand: ArgumentParser's reflection over every command
/// costs more start-up time than the whole check (3 ms of a 28 ms warm `protocols`). Anything
/// else goes to ArgumentParser, which says what is wrong with it.
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
        case 1... where arguments[0] == "protocols":
            guard let plain = PlainProtocols(arguments.dropFirst()) else { return false }
            GitLibrary.startInBackground()
            try ProtocolsCommand.check(paths: plain.paths, options: plain.options, useCache: plain.useCache)
            return true
        default:
            return false
        }
    }

    /// `protocols [PATH…] [--format F|--format=F] [--no-cache] [--strict]`, each option once and
    /// every value valid; nil for anything else.
    struct PlainProtocols {
        var paths: [String] = []
        var options = RunOptions()
        var useCache = true

        init?(_ arguments: ArraySlice<String>) {
            var rest = arguments
            var seen: Set<String> = []
            while let argument = rest.popFirst() {
                guard argument.hasPrefix("-") else {
                    paths.append(argument)
                    continue
                }
                let (name, attached) = Self.split(argument)
                guard seen.insert(name).inserted else { return nil }
                switch name {
                case "--no-cache" where attached == nil: useCache = false
                case "--strict" where attached == nil: options.strict = true
                case "--format":
                    guard let value = attached ?? rest.popFirst(), let format = OutputFormat(rawValue: value) else { return nil }
                    options.format = format
                default: return nil
                }
            }
        }

        /// `--name=value` into its name and value.
        private static func split(_ argument: String) -> (name: String, value: String?) {
            guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
    }

    /// Not an option (`--help`, `-h`), so ArgumentParser has nothing to add.
    private static func isPlainValue(_ argument: String) -> Bool {
        argument == "-" || !argument.hasPrefix("-")
    }
}
