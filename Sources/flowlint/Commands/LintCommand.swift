import ArgumentParser
import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "The terminal overview: the current branch, the commits since its base, the git-flow graph and the Swift architecture.")

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: ArgumentHelp("The base to compare with (default: where the branch will be merged).", valueName: "ref"))
    var base: String?

    @OptionGroup var authors: AuthorsOption
    @OptionGroup var cache: CacheOption

    func run() throws {
        let invocation = try Invocation(global)
        let repository = try invocation.repository()
        let configuration = try invocation.configuration()
        let branchChecker = try BranchCheck.checker(invocation)
        var report = Report()
        let branchName = try CurrentBranch.name(in: repository, environment: Environment.nonEmpty)
        var branch: FlowBranch?
        if let branchName {
            report.checked.branches = 1
            report.findings = try BranchCheck.findings(branchName, branchChecker, invocation)
            branch = branchChecker.naming.intended(branchName)
        } else {
            report.notes.append(LocalizedText(
                ru: "HEAD отсоединён: имя ветки не проверялось",
                en: "HEAD is detached: no branch name checked"))
        }
        guard !repository.isEmpty else {
            report.notes.append(LocalizedText(ru: "в репозитории ещё нет коммитов", en: "the repository has no commits yet"))
            try invocation.finish(report)
            return
        }
        let resolution = DefaultBase(repository: repository, configuration: configuration)
            .resolve(explicit: base, branchName: branchName, branch: branch)
        switch resolution {
        case .found(let name, _):
            let scan = HistoryScan(
                repository: repository, checker: try CommitCheck.checker(configuration, .history), branch: branch,
                tracker: try invocation.tracker(), tally: invocation.historyTally(byAuthor: authors.byAuthor))
            report = report + (try scan.run(.range(from: name, to: "HEAD")))
        case .none(let reason):
            if base != nil { throw Failure(code: .unreadable, sentence: reason) }
            report.notes.append(reason)
        }
        let flow = try FlowCheck.run(invocation, includeRemotes: false)
        report.findings += flow.findings
        report.notes += flow.notes
        if repository.workDirectory != nil {
            let sources = try ProtocolsCheck.run(invocation, paths: [], useCache: !cache.noCache)
            report = report + sources
        }
        try invocation.finish(report)
    }
}
