import ArgumentParser
import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit

struct FlowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow",
        abstract: "Audit the git-flow graph: what was merged into master and the releases, and where branches started.")

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "Also audit where remote-tracking branches that have no local branch started.")
    var all = false

    func run() throws {
        let invocation = try Invocation(global)
        let report = try FlowCheck.run(invocation, includeRemotes: all)
        try invocation.finish(report)
    }
}

enum FlowCheck {
    static func run(_ invocation: Invocation, includeRemotes: Bool) throws -> Report {
        let repository = try invocation.repository()
        guard !repository.isEmpty else { return Report() }
        let configuration = try invocation.configuration()
        let audit = FlowAudit(repository: repository, configuration: configuration, includeRemotes: includeRemotes)
        // A bad pattern or template is bad configuration (exit 2); an unreadable history, exit 3.
        let result = try Failure.fromConfiguration {
            do {
                return try audit.run()
            } catch let error as GitError {
                throw Failure.git(error, shallow: repository.isShallow)
            }
        }
        return Report(
            findings: result.findings, checked: CheckedCounts(branches: result.branches, commits: result.commits),
            notes: result.notes)
    }
}
