import ArgumentParser
import FlowlintCore
import FlowlintFix
import FlowlintFlow
import FlowlintReport
import GitKit

struct CommitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "commits",
        abstract: "Check the messages of a range of commits (A..B, A...B, REV, REV^!, ^A B); default: the base branch..HEAD.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("What git rev-list takes: A..B, A...B, REV, REV^!, REV^@, REV^-, ^A B.", valueName: "range"))
    var range: [String] = []

    @Flag(name: .long, help: "Every commit reachable from any ref, as git rev-list --all.")
    var all = false

    @Option(name: .long, help: ArgumentHelp("The base of the default range.", valueName: "ref"))
    var base: String?

    @OptionGroup var authors: AuthorsOption

    @OptionGroup var fixing: FixOptions

    func validate() throws {
        if all && !range.isEmpty {
            throw ValidationError("give either a range or --all, not both")
        }
        if all && fixing.fix {
            throw ValidationError("--fix rewrites the current branch's commits: give a range ending at HEAD, not --all")
        }
    }

    func run() throws {
        let mode = try fixing.rewriteMode()
        let invocation = try Invocation(global)
        let repository = try invocation.repository()
        let configuration = try invocation.configuration()
        let branchName = try CurrentBranch.name(in: repository, environment: Environment.nonEmpty)
        let branch = try BranchCheck.checker(invocation).naming.intended(branchName ?? "")
        var scan = HistoryScan(
            repository: repository, checker: try CommitCheck.checker(configuration, .history), branch: all ? nil : branch,
            tracker: try invocation.tracker(), tally: invocation.historyTally(byAuthor: authors.byAuthor))
        // `--fix` reports what it rewrote, with a diff: only a plain check streams.
        let streamed = mode == nil ? invocation.reportStream() : nil
        scan.stream = streamed
        if all {
            try invocation.finish(try scan.run(.all), streamed: streamed)
            return
        }
        if !range.isEmpty {
            try finish(scan, .parse(arguments: range), mode, invocation, streamed)
            return
        }
        if repository.isEmpty {
            try invocation.finish(Report(), streamed: streamed)
            return
        }
        switch DefaultBase(repository: repository, configuration: configuration).resolve(explicit: base, branchName: branchName, branch: branch) {
        case .found(let name, _):
            try finish(scan, .range(from: name, to: "HEAD"), mode, invocation, streamed)
        case .none(let reason):
            throw Failure(code: .unreadable, sentence: reason)
        }
    }

    /// The check, or with `--fix` the rewording of the range and the check of its result.
    private func finish(
        _ scan: HistoryScan, _ selection: RevisionSelection, _ mode: RewriteMode?, _ invocation: Invocation, _ streamed: StreamedReport?
    ) throws {
        guard let mode else {
            try invocation.finish(try scan.run(selection), streamed: streamed)
            return
        }
        guard let tip = selection.tip else {
            throw Failure.usage(
                ru: "--fix переписывает текущую ветку: укажите диапазон A..HEAD, а не A...B",
                en: "--fix rewrites the current branch: give a range A..HEAD, not A...B")
        }
        let reworder = CommitReworder(repository: scan.repository, scan: scan, mode: mode, environment: Environment.nonEmpty)
        let outcome = try reworder.run(selection, tip: tip)
        try invocation.finish(outcome.report, diff: outcome.diff, mode: mode)
    }
}

/// `--by-author`: the HTML report's chart of findings per author. Off by default: it names
/// people, and without it no author's name is read.
struct AuthorsOption: ParsableArguments {
    @Flag(name: .customLong("by-author"), help: "With --format html: a chart of findings per author (it names people).")
    var byAuthor = false
}

enum CommitCheck {
    static func checker(_ configuration: Configuration, _ context: CommitCheckContext) throws -> CommitChecker {
        try Failure.fromConfiguration { try CommitChecker(configuration: configuration, context: context) }
    }
}
