import ArgumentParser
import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit
import Platform

struct Flowlint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowlint",
        abstract: "Checks git-flow branch names, commit messages, merge requests and iOS architecture conventions.",
        discussion: "Exit codes: 0 no error, 1 errors found, 2 bad usage or configuration, 3 repository or file can't be read.",
        version: FlowlintVersion.described,
        subcommands: [
            LintCommand.self, BranchCommand.self, MessageCommand.self, CommitsCommand.self, MrCommand.self, FlowCommand.self, ProtocolsCommand.self,
            HooksCommand.self, HookCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self, StartCommand.self, NewCommand.self,
        ])
}

enum FlowlintVersion {
    /// The release `make dist` was given, else the version of the sources.
    static let current = BuildInfo.version ?? "0.1.0"
    /// `--version`: the version and the commit it was built from, when `make dist` knew it.
    static let described = current + " (" + (BuildInfo.commit.map { "commit " + $0 } ?? "built from source") + ")"
}

/// Runs the command line and maps every outcome to the exit codes of section 5.
@main
enum Main {
    static func main() {
        do {
            let arguments = try leadingDirectoryOptions(Array(CommandLine.arguments.dropFirst()))
            if try !FastPath.run(arguments) {
                // These always open the repository (`protocols` for its .gitignore).
                if let name = arguments.first, name == "protocols" || name == "lint" { GitLibrary.startInBackground() }
                var command = try Flowlint.parseAsRoot(arguments)
                try command.run()
            }
        } catch let failure as Failure {
            stop(failure)
        } catch let error as UseCaseError {
            stop(Failure(error))
        } catch let exitCode as ExitCode {
            exit(exitCode.rawValue)
        } catch {
            let code = Flowlint.exitCode(for: error)
            let message = Flowlint.fullMessage(for: error)
            if code == .success {
                Terminal.out(message)
                exit(0)
            }
            // ArgumentParser says 64 for bad usage; the contract says 2.
            Terminal.error(TerminalText.lines(message))
            exit(code == .validationFailure ? ExitStatus.usage.rawValue : code.rawValue)
        }
    }

    private static func stop(_ failure: Failure) -> Never {
        // Sentences carry paths, keys and names from the input: escaped like findings.
        Terminal.error("flowlint: " + TerminalText.escape(failure.sentence.text(Language.fromEnvironment(Environment.all))))
        exit(failure.code.rawValue)
    }

    /// `flowlint -C PATH lint`, as git takes it: each leading `-C PATH` changes folder first.
    static func leadingDirectoryOptions(_ arguments: [String]) throws -> [String] {
        var rest = arguments[...]
        while rest.first == "-C" {
            guard rest.count >= 2 else { return Array(rest) }
            let path = rest[rest.index(after: rest.startIndex)]
            guard Files.changeDirectory(path) else {
                throw Failure.usage(
                    ru: "не удаётся перейти в папку \(path): проверьте путь в -C",
                    en: "cannot change to \(path): check the path given to -C")
            }
            rest = rest.dropFirst(2)
        }
        return Array(rest)
    }
}
