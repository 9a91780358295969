import ArgumentParser
import FlowlintArchitecture
import FlowlintCore

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule, with a good and a bad example from the seeds.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The rule ID, e.g. commit-header-format.")
    var rule: String

    func run() throws {
        let invocation = try Invocation(global)
        let language = invocation.language
        guard let description = AllRules.description(of: rule) else {
            let nearest = AllRules.ids.min { distance($0, rule) < distance($1, rule) } ?? ""
            throw Failure.usage(
                ru: "нет правила \(rule): ближайшее — \(nearest); список: flowlint rules",
                en: "no rule \(rule): the nearest is \(nearest); list them with flowlint rules")
        }
        var text = "\(description.id) (\(description.defaultSeverity.rawValue))\n"
        text += description.summary.text(language) + "\n\n" + description.explanation.text(language) + "\n"
        if !description.good.isEmpty {
            text += "\n" + (language == .ru ? "Правильно:" : "Good:") + "\n" + examples(description.good, description, language)
        }
        if !description.bad.isEmpty {
            text += "\n" + (language == .ru ? "Неправильно:" : "Bad:") + "\n" + examples(description.bad, description, language)
        }
        Terminal.out(text)
    }

    /// What the example's tracker holds: `tracker: EW_IOS-98 Story «…»`.
    private func tracker(_ issue: TrackerIssue?, _ language: Language) -> String {
        guard let issue else { return language == .ru ? "в трекере такой задачи нет" : "the tracker has no such issue" }
        return "tracker: \(issue.id) \(issue.type ?? "") «\(issue.summary)»"
    }

    private func examples(_ examples: [RuleExample], _ description: RuleDescription, _ language: Language) -> String {
        examples.map { example in
            let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            let label = description.scope == .source ? (language == .ru ? "файл" : "file") : (language == .ru ? "ветка" : "branch")
            var context = example.branch.map { "    (\(label) \($0))\n" } ?? ""
            if description.scope == .tracker { context += "    (\(tracker(example.tracker, language)))\n" }
            return context + lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    private func distance(_ a: String, _ b: String) -> Int {
        let common = zip(a, b).prefix { $0 == $1 }.count
        return max(a.count, b.count) - common
    }
}
