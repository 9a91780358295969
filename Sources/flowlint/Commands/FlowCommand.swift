import ArgumentParser
import FlowlintCore
import FlowlintReport

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
        let checker = try Failure.fromConfiguration { try FlowChecker(configuration: invocation.configuration()) }
        return try FlowAudit(repository: repository, checker: checker, includeRemotes: includeRemotes).run()
    }
}
