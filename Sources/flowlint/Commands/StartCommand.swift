import ArgumentParser
import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit

/// `flowlint start KIND ID-or-NAME [NAME]`: git-flow's `start`, making the name right from the
/// beginning instead of reporting it afterwards.
struct StartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Create a correctly named branch from the right base and switch to it.",
        discussion: """
            feature ID [NAME]    features/<ID>_<name> from the flow's base (develop)
            bug ID [NAME]        bugs/<ID>_<name> from the current branch (recorded)
            refactoring NAME|ID  refactoring/<name> from the flow's base
            release VERSION      releases/release-<version> from the flow's base

            Without NAME the task's name comes from the tracker (tracker: in .flowlint.yml). й/ё and \
            spaces are replaced and an over-long name is cut at a word boundary.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "feature, bug, refactoring or release.")
    var kind: String

    @Argument(help: "The issue ID (feature, bug), the name or an ID (refactoring), the version (release).")
    var idOrName: String

    @Argument(help: "The task's name (default: the tracker's summary).")
    var name: [String] = []

    @Option(help: ArgumentHelp("Start from this revision instead of the kind's base.", valueName: "revision"))
    var from: String?

    @Flag(name: .customLong("no-switch"), help: "Only create the branch; stay on the current one.")
    var noSwitch = false

    @Option(name: .customLong("max-name-length"), help: "Cut the name part at a word boundary to this many characters.")
    var maxNameLength = BranchNameMaker.defaultMaxNameLength

    func run() throws {
        let invocation = try Invocation(global)
        let repository = try invocation.repository()
        guard noSwitch || repository.workDirectory != nil else {
            throw Failure.usage(
                ru: "в голом (bare) репозитории нет рабочей копии: передайте --no-switch",
                en: "a bare repository has no work tree: pass --no-switch")
        }
        let checker = try BranchCheck.checker(invocation)
        let kind = try branchKind(checker.naming)
        let plan = try StartPlan.make(
            kind: kind, idOrName: idOrName, name: name.joined(separator: " "), naming: checker.naming,
            maxNameLength: maxNameLength, tracker: try invocation.tracker())
        try review(plan.branch, checker, invocation)
        // Not a finding (nothing is wrong with the branch): the request can't be done as asked.
        guard !repository.branchExists(plan.branch) else {
            throw Failure.usage(
                ru: "ветка \(plan.branch) уже есть: перейдите на неё (git switch \(plan.branch))",
                en: "branch \(plan.branch) already exists: switch to it with git switch \(plan.branch)")
        }
        let base = try StartBase(repository: repository, configuration: invocation.configuration()).resolve(kind: kind, from: from)
        let done = try BranchStart(repository: repository)
            .create(plan.branch, at: base, recordingOrigin: kind == .bug ? base.name : nil, switching: !noSwitch)
        Terminal.out(TerminalText.escape(done.text(invocation.language)) + "\n")
    }

    private func branchKind(_ naming: BranchNaming) throws -> BranchKind {
        let lowered = kind.lowercased()
        if let exact = BranchKind(rawValue: lowered) { return exact }
        if let alias = naming.intendedKind(prefix: lowered) { return alias }
        throw Failure.usage(
            ru: "неизвестный вид ветки \(kind): feature, bug, refactoring или release",
            en: "unknown branch kind \(kind): feature, bug, refactoring or release")
    }

    /// The branch and tracker rules on the name about to be made: errors refuse, warnings are
    /// shown and the branch is made.
    private func review(_ branch: String, _ checker: BranchChecker, _ invocation: Invocation) throws {
        var report = Report(checked: CheckedCounts(branches: 1))
        report.findings = try BranchCheck.findings(branch, checker, invocation)
        let trackerNotes = try invocation.tracker()?.notes ?? []
        guard !report.findings.isEmpty || !trackerNotes.isEmpty else { return }
        try invocation.finish(report, toStandardError: true)
    }
}
