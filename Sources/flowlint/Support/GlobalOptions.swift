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

    @Option(name: .long, help: ArgumentHelp(
        "Output format: text, json, sarif, junit, gitlab (Code Quality), github (workflow commands), html (a page for people), checkstyle, rdjson (reviewdog) or markdown; repeatable, each with =FILE to write it there (one run, several reports).",
        valueName: "name[=file]"))
    var format: [FormatRequest] = []

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

    func validate() throws {
        if format.filter({ $0.file == nil }).count > 1 {
            throw ValidationError("only one --format goes to standard output: give the others a file, e.g. --format gitlab=gl-code-quality.json")
        }
        let files = format.compactMap(\.file)
        if Set(files).count < files.count {
            throw ValidationError("two --format options write the same file: give each its own")
        }
    }

    /// The format written to standard output: the one given without a file, else text.
    var standardFormat: OutputFormat { format.first { $0.file == nil }?.format ?? .text }

    var runOptions: RunOptions {
        var options = RunOptions(directory: directory, config: config, format: standardFormat, language: lang, color: color, strict: strict)
        options.reportFiles = format.compactMap { request in request.file.map { (request.format, $0) } }
        options.baseline = baseline
        options.writeBaseline = writeBaseline
        options.quiet = quiet
        options.verbose = verbose
        return options
    }

    var language: Language { runOptions.language }
}

/// The options of the commands that check nothing (`init`, `rules`, `explain`): where to run,
/// which configuration, which language. Checking flags (`--strict`, `--baseline`, `--quiet`…)
/// would be accepted there and do nothing, so they are refused as unknown.
struct SettingsOptions: ParsableArguments {
    @OptionGroup var place: PlaceOptions

    @Option(name: .long, help: "Language of messages: ru or en (default from the configuration's lang:, FLOWLINT_LANG, LANG).")
    var lang: Language?

    var config: String? { place.config }
    var runOptions: RunOptions { RunOptions(directory: place.directory, config: place.config, language: lang) }
}

/// Where to run and which configuration: what every command takes.
struct PlaceOptions: ParsableArguments {
    @Option(name: .customShort("C"), help: ArgumentHelp("Run as if started in <path>.", valueName: "path"))
    var directory: String?

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: .flowlint.yml at the repository root).", valueName: "file"))
    var config: String?
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
    /// Reports written to files in the same run (`--format NAME=FILE`).
    var reportFiles: [(format: OutputFormat, path: String)] = []

    /// Every format the run writes.
    var formats: [OutputFormat] { [format] + reportFiles.map(\.format) }

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

/// `--format NAME` or `--format NAME=FILE`.
struct FormatRequest: ExpressibleByArgument {
    var format: OutputFormat
    var file: String?

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let format = OutputFormat(rawValue: String(parts[0])) else { return nil }
        if parts.count == 2 {
            guard !parts[1].isEmpty else { return nil }
            file = String(parts[1])
        }
        self.format = format
    }

    static var allValueStrings: [String] { OutputFormat.allCases.map(\.rawValue) }
}
