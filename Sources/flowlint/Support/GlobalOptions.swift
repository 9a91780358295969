import ArgumentParser
import FlowlintCore
import FlowlintReport

extension OutputFormat: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// The options every checking command takes (section 2).
struct GlobalOptions: ParsableArguments {
    @Option(name: .customShort("C"), help: ArgumentHelp("Run as if started in <path>.", valueName: "path"))
    var directory: String?

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: .flowlint.yml at the repository root).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: "Output format: text, json, sarif, junit, gitlab (Code Quality), github (workflow commands) or html (a page for people).")
    var format: OutputFormat = .text

    @Option(name: .long, help: "Language of messages: ru or en (default from LANG).")
    var lang: Language?

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .long, help: "Warnings fail too.")
    var strict = false

    @Flag(name: .long, help: "Print errors only (the hooks' default).")
    var quiet = false

    @Flag(name: .long, help: "In hooks, print warnings too.")
    var verbose = false

    @Option(name: .long, help: ArgumentHelp("Report only findings not recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in this file (then use --baseline).", valueName: "file"))
    var writeBaseline: String?

    var runOptions: RunOptions {
        var options = RunOptions(directory: directory, config: config, format: format, language: lang, color: color, strict: strict)
        options.baseline = baseline
        options.writeBaseline = writeBaseline
        options.quiet = quiet
        options.verbose = verbose
        return options
    }

    var language: Language { runOptions.language }
}

/// The global options as plain values, so the hook fast path can build them without
/// ArgumentParser.
struct RunOptions {
    var directory: String?
    var config: String?
    var format: OutputFormat = .text
    var explicitLanguage: Language?
    var color: ColorChoice = .auto
    var strict = false
    var baseline: String?
    var writeBaseline: String?
    var quiet = false
    var verbose = false

    init(directory: String? = nil, config: String? = nil, format: OutputFormat = .text, language: Language? = nil,
         color: ColorChoice = .auto, strict: Bool = false) {
        self.directory = directory
        self.config = config
        self.format = format
        self.explicitLanguage = language
        self.color = color
        self.strict = strict
    }

    var language: Language { explicitLanguage ?? Language.fromEnvironment(Environment.all) }
}
