import ArgumentParser
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its configured severity.")

    @OptionGroup var settings: SettingsOptions

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(name: .long, help: "text (a table) or json.")
    var format: Format = .text

    func run() throws {
        let invocation = try Invocation(settings.runOptions)
        let configuration = (try? invocation.configuration()) ?? Configuration()
        let rules = AllRules.descriptions
        if format == .json {
            let items = rules.map { rule in
                let statements: [String] = (SeedStatements.byRule[rule.id] ?? []).map { JSON.string($0) }
                return JSON.object([
                    ("id", JSON.string(rule.id)), ("scope", JSON.string(rule.scope.rawValue)),
                    ("default_severity", JSON.string(rule.defaultSeverity.rawValue)),
                    ("level", JSON.string(configuration.level(of: rule).rawValue)),
                    ("summary", JSON.string(rule.summary.text(invocation.language))),
                    ("statements", "[" + statements.joined(separator: ", ") + "]"),
                ])
            }
            Terminal.out("[\n  " + items.joined(separator: ",\n  ") + "\n]")
            return
        }
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let level = configuration.level(of: rule).rawValue
            let padded = rule.id + String(repeating: " ", count: width - rule.id.count)
            let levelPadded = level + String(repeating: " ", count: 8 - level.count)
            // The seeds' statements the rule checks (docs/coverage.md), so a team can trace it back.
            let statements = SeedStatements.byRule[rule.id].map { "  [" + $0.joined(separator: " ") + "]" } ?? ""
            Terminal.out("\(padded)  \(levelPadded)\(rule.summary.text(invocation.language))\(statements)")
        }
    }
}
