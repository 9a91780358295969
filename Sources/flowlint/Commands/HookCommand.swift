import ArgumentParser
import FlowlintCore
import FlowlintReport

/// What installed hooks call. Output goes to standard error, which git shows.
struct HookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hook",
        abstract: "Run one git hook: pre-commit, commit-msg, prepare-commit-msg, pre-push or (on a server) pre-receive.",
        subcommands: [PreCommit.self, CommitMsg.self, PrepareCommitMsg.self, PrePush.self, PreReceive.self])

    struct PreCommit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pre-commit",
            abstract: "Check the architecture of the staged Swift and Objective-C files (their staged content) against the rest of the project.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var cache: CacheOption

        func run() throws {
            try Self.check(options: global.runOptions, useCache: !cache.noCache)
        }

        static func check(options: RunOptions, useCache: Bool) throws {
            let invocation = try Invocation(options)
            var report = try StagedSourcesCheck(invocation: invocation, useCache: useCache).run()
            if report.errors > 0 || (options.strict && report.warnings > 0) { report.notes.append(RetryAdvice.stagedSources) }
            try invocation.finish(report, toStandardError: true, quietWhenClean: true)
        }
    }

    struct CommitMsg: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "commit-msg", abstract: "Check the message git is about to commit.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The message file git passes (.git/COMMIT_EDITMSG).") var file: String

        func run() throws {
            try Self.check(file: file, options: global.runOptions)
        }

        static func check(file: String, options: RunOptions) throws {
            let invocation = try Invocation(options)
            let check = MessageFileCheck(invocation: invocation, refusesOversized: true, judgesGitsCommit: true)
            var report = try check.run(path: file, displayPath: file)
            if report.errors > 0 || (options.strict && report.warnings > 0) {
                // git keeps the rejected message; say where, so nothing typed is lost.
                report.notes.append(RetryAdvice.commit(file: file, invocation: invocation))
            }
            try invocation.finish(report, toStandardError: true, quietWhenClean: true)
        }
    }

    struct PrepareCommitMsg: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prepare-commit-msg", abstract: "Pre-fill [<ID>] <task name> from the branch name for new messages.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The message file.") var file: String
        @Argument(help: "Where the message comes from: message, template, merge, squash or commit.") var source: String?
        @Argument(help: "The commit, for amends.") var sha: String?

        func run() throws {
            let invocation = try Invocation(global)
            RetryAdvice.note(source: source, sha: sha, invocation: invocation)
            try MessagePrefill(invocation: invocation).run(file: file, source: source)
        }
    }

    struct PrePush: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pre-push", abstract: "Check the pushed branches' names and the commits being pushed.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The remote's name.") var remote: String?
        @Argument(help: "The remote's URL.") var url: String?

        func run() throws {
            let invocation = try Invocation(global)
            var report = try PushCheck(invocation: invocation, remote: remote ?? "origin").run()
            if report.errors > 0 || (global.strict && report.warnings > 0) {
                report.notes.append(RetryAdvice.push(
                    report, remote: remote ?? "origin", strict: global.strict, repository: try? invocation.repository()))
            }
            try invocation.finish(report, toStandardError: true, quietWhenClean: true)
        }
    }

    struct PreReceive: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pre-receive",
            abstract: "On a git server: reject pushes of badly named new branches or commits that break the conventions.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let invocation = try Invocation(global)
            let report = try ReceiveCheck(invocation: invocation).run()
            try invocation.finish(report, toStandardError: true, quietWhenClean: true)
        }
    }
}
