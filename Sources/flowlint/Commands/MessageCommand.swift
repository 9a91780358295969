import ArgumentParser
import FlowlintCore
import FlowlintFix

struct MessageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Check one commit message, from a file or standard input (what the commit-msg hook runs).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The message file, or - for standard input.", valueName: "file"))
    var file: String?

    @OptionGroup var fixing: FixOptions

    func run() throws {
        try Self.check(file: file ?? "-", options: global.runOptions, fix: try fixing.rewriteMode())
    }

    static func check(file path: String, options: RunOptions, fix: RewriteMode? = nil) throws {
        let invocation = try Invocation(options)
        if path == "-", Terminal.isTerminal(0) {
            throw Failure.usage(
                ru: "укажите файл с сообщением или передайте его на стандартный ввод: flowlint message FILE",
                en: "give a message file or pipe the message in: flowlint message FILE")
        }
        if fix != nil, path == "-" {
            throw Failure.usage(
                ru: "--fix переписывает файл: укажите его путь (flowlint message --fix FILE)",
                en: "--fix rewrites a file: give its path (flowlint message --fix FILE)")
        }
        var check = MessageFileCheck(invocation: invocation)
        check.fix = fix
        let (report, diff) = try check.outcome(path: path, displayPath: path == "-" ? "<stdin>" : path)
        try invocation.finish(report, diff: diff, mode: fix)
    }
}
