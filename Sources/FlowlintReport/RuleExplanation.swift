import FlowlintCore

/// What `flowlint explain RULE` prints: the rule, its summary and explanation, and the seeds'
/// good and bad examples. The HTML report includes the same text for each rule it shows.
public enum RuleExplanation {
    public static func text(_ description: RuleDescription, _ language: Language) -> String {
        var text = "\(description.id) (\(description.defaultSeverity.rawValue))\n"
        text += description.summary.text(language) + "\n\n" + description.explanation.text(language) + "\n"
        if let figure = PrecisionGate.figure(description.id) {
            text += "\n" + (language == .ru
                ? "Выключено по умолчанию: верны \(figure) находок на проектах и историях, на которых правило не настраивали; включить: rules: {\(description.id): \(description.defaultSeverity.rawValue)}"
                : "Off by default: \(figure) findings right on projects and histories it was not tuned on; turn it on with rules: {\(description.id): \(description.defaultSeverity.rawValue)}") + "\n"
        } else if PrecisionGate.unmeasured.contains(description.id) {
            text += "\n" + (language == .ru
                ? "Выключено по умолчанию, пока его точность не измерена на историях, на которых его не настраивали; включить: rules: {\(description.id): \(description.defaultSeverity.rawValue)}"
                : "Off by default until its precision is measured on histories it was not tuned on; turn it on with rules: {\(description.id): \(description.defaultSeverity.rawValue)}") + "\n"
        }
        if !description.good.isEmpty {
            text += "\n" + (language == .ru ? "Правильно:" : "Good:") + "\n" + examples(description.good, description, language)
        }
        if !description.bad.isEmpty {
            text += "\n" + (language == .ru ? "Неправильно:" : "Bad:") + "\n" + examples(description.bad, description, language)
        }
        return text
    }

    /// What the example's tracker holds: `tracker: EW_IOS-98 Story «…»`.
    private static func tracker(_ issue: TrackerIssue?, _ language: Language) -> String {
        guard let issue else { return language == .ru ? "в трекере такой задачи нет" : "the tracker has no such issue" }
        return "tracker: \(issue.id) \(issue.type ?? "") «\(issue.summary)»"
    }

    private static func examples(_ examples: [RuleExample], _ description: RuleDescription, _ language: Language) -> String {
        examples.map { example in
            let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            let label = description.scope == .source ? (language == .ru ? "файл" : "file") : (language == .ru ? "ветка" : "branch")
            var context = example.branch.map { "    (\(label) \($0))\n" } ?? ""
            if description.scope == .tracker { context += "    (\(tracker(example.tracker, language)))\n" }
            return context + lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }
}
