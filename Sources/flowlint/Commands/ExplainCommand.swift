import ArgumentParser
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule, with a good and a bad example from the seeds.")

    @OptionGroup var settings: SettingsOptions

    @Argument(help: "The rule ID, e.g. commit-header-format.")
    var rule: String

    func run() throws {
        let invocation = try Invocation(settings.runOptions)
        let language = invocation.language
        guard let description = AllRules.description(of: rule) else {
            let nearest = AllRules.ids.min { distance($0, rule) < distance($1, rule) } ?? ""
            throw Failure.usage(
                ru: "нет правила \(rule): ближайшее — \(nearest); список: flowlint rules",
                en: "no rule \(rule): the nearest is \(nearest); list them with flowlint rules")
        }
        let fixing = SureFixes.explanation(of: description.id).map { "\n--fix: " + $0.text(language) + "\n" } ?? ""
        Terminal.out(RuleExplanation.text(description, language) + fixing)
    }

    private func distance(_ a: String, _ b: String) -> Int {
        let common = zip(a, b).prefix { $0 == $1 }.count
        return max(a.count, b.count) - common
    }
}
