import ArgumentParser
import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "The change on the current branch: its name, its commits since the base, the sources it changed and the git-flow findings its commits bring; --all: the whole repository.")

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: ArgumentHelp("The base to compare with (default: where the branch will be merged).", valueName: "ref"))
    var base: String?

    @Flag(name: .long, help: "The whole repository: every commit, the whole tree, the whole git-flow graph.")
    var all = false

    @OptionGroup var authors: AuthorsOption
    @OptionGroup var cache: CacheOption

    func validate() throws {
        if all && base != nil {
            throw ValidationError("--all checks every commit: give either --base or --all, not both")
        }
    }

    func run() throws {
        let invocation = try Invocation(global)
        let repository = try invocation.repository()
        let branchChecker = try BranchCheck.checker(invocation)
        var report = Report()
        report.countsPerRule = true
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
        let history = HistoryScan(
            repository: repository, checker: try CommitCheck.checker(try invocation.configuration(), .history),
            branch: all ? nil : branch, tracker: try invocation.tracker(), tally: invocation.historyTally(byAuthor: authors.byAuthor))
        if all {
            report = report + (try wholeRepository(invocation, history))
        } else {
            report = report + (try change(invocation, history, branchName: branchName, branch: branch))
        }
        try invocation.finish(report)
    }

    /// What `commits --all`, `flow --all` and `protocols` report, in one run.
    private func wholeRepository(_ invocation: Invocation, _ history: HistoryScan) throws -> Report {
        var report = try history.run(.all)
        let flow = try FlowCheck.run(invocation, includeRemotes: true)
        report.findings += flow.findings
        report.notes += flow.notes
        if try invocation.repository().workDirectory != nil {
            report = report + (try ProtocolsCheck.run(invocation, paths: [], useCache: !cache.noCache))
        }
        return report
    }

    /// The branch's commits since its base, the flow findings they bring and the source findings
    /// in the files it changed (the whole project read as context for cross-file rules).
    private func change(_ invocation: Invocation, _ history: HistoryScan, branchName: String?, branch: FlowBranch?) throws -> Report {
        let repository = try invocation.repository()
        let resolution = DefaultBase(repository: repository, configuration: try invocation.configuration())
            .resolve(explicit: base, branchName: branchName, branch: branch)
        let name: String, id: ObjectID
        switch resolution {
        case .found(let found, let foundID): (name, id) = (found, foundID)
        case .none(let reason):
            if base != nil { throw Failure(code: .unreadable, sentence: reason) }
            return Report(notes: [reason, LocalizedText(
                ru: "без базы изменения ветки не определить: flowlint lint --all проверит весь репозиторий",
                en: "without a base the branch's change can't be told: flowlint lint --all checks the whole repository")])
        }
        let change = try BranchChange.of(repository, base: id, branchName: branchName)
        var report = try history.run(.range(from: name, to: "HEAD"))
        let flow = try FlowCheck.run(invocation, includeRemotes: false)
        report.findings += flow.findings.filter(change.introduced)
        report.notes += flow.notes
        if repository.workDirectory != nil, !change.paths.isEmpty {
            let checked = try ProtocolsCheck.collect(invocation, paths: [], useCache: !cache.noCache)
            var sources = checked.report
            sources.findings = sources.findings.filter(change.touches)
            // The whole tree is read as context; what was judged is the change's files.
            let unread = Set(checked.skipped)
            sources.checked.files = checked.files.filter { change.contains($0) && !unread.contains($0) }.count
            report = report + sources
        }
        return report
    }
}
