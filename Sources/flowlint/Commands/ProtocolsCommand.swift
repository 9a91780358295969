import ArgumentParser
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport

struct ProtocolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "protocols",
        abstract: "Check the MVP architecture of Swift code: protocols files, view and presenter protocols and their implementations.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var fixing: FixOptions

    @Flag(name: .customLong("fix-renames"), help: "With --fix: also move the files the renaming rules name (types are still renamed by hand).")
    var fixRenames = false

    @Argument(help: "Files or folders to check (default: the repository's work tree).")
    var paths: [String] = []

    func run() throws {
        try fixing.requireFixForDryRun()
        if fixRenames && !fixing.fix {
            throw Failure.usage(ru: "--fix-renames работает вместе с --fix: добавьте --fix", en: "--fix-renames goes with --fix: add --fix")
        }
        let invocation = try Invocation(global)
        guard fixing.fix else { return try invocation.finish(try ProtocolsCheck.run(invocation, paths: paths)) }
        let fixed = try ProtocolsFix.run(invocation, paths: paths, dryRun: fixing.dryRun, renames: fixRenames)
        try invocation.finish(fixed, toStandardError: fixing.dryRun)
    }
}

enum ProtocolsCheck {
    /// Checks the given paths, or the whole work tree (then paths are reported from its root).
    static func run(_ invocation: Invocation, paths: [String]) throws -> Report {
        try collect(invocation, paths: paths).report
    }

    /// What a check read, for `--fix` to go on from.
    struct Checked {
        var report: Report
        var swift: [SwiftFileFacts]
        var objc: [ObjCFileFacts]
        var files: [String]
        var configuration: Configuration
    }

    static func collect(_ invocation: Invocation, paths: [String]) throws -> Checked {
        let configuration = try invocation.configuration()
        let repository = try? invocation.repository()
        if paths.isEmpty, let root = invocation.workTreeRoot(), !Files.changeDirectory(root) {
            throw Failure.unreadable(ru: "не удаётся перейти в \(root)", en: "cannot change to \(root)")
        }
        let discovery = SourceDiscovery(root: ".", configuration: configuration, repository: repository)
        let found = discovery.sourceFiles(paths)
        try refuseMissing(found.missing)
        let files = found.files
        var report = Report(notes: found.notes)
        report.checked.countsFiles = true
        var unreadable = found.unreadable
        if files.isEmpty {
            report.notes.append(LocalizedText(ru: "исходных файлов для проверки не найдено", en: "no source files to check"))
        }
        var facts: [SwiftFileFacts] = []
        var objc: [ObjCFileFacts] = []
        for collected in ArchitectureChecker.collect(files, load: SourceLoading.load) {
            switch collected {
            case .objc(let file):
                objc.append(file)
            case .facts(let file):
                facts.append(file)
                if file.hasSyntaxErrors {
                    report.notes.append(LocalizedText(
                        ru: "\(file.path): синтаксические ошибки; проверено то, что удалось разобрать",
                        en: "\(file.path): syntax errors; checked what could be parsed"))
                }
            case .skipped(let path, let reason):
                report.notes.append(reason.text)
                if reason.unreadable { unreadable.append(path) }
            }
        }
        if invocation.options.strict { try refuseUnreadable(unreadable) }
        report.checked.files = facts.count + objc.count
        let result = ArchitectureChecker(configuration: configuration).run(swift: facts, objc: objc, paths: files)
        report.findings = result.findings
        report.sourceModules = result.moduleOfFile
        return Checked(report: report, swift: facts, objc: objc, files: files, configuration: configuration)
    }

    /// With `--strict`, a file that could not be read fails the run: notes alone would pass CI.
    private static func refuseUnreadable(_ unreadable: [String]) throws {
        guard !unreadable.isEmpty else { return }
        let shown = unreadable.prefix(3).joined(separator: ", ") + (unreadable.count > 3 ? ", …" : "")
        throw Failure.unreadable(
            ru: "с --strict: не читается \(unreadable.count) (\(shown)); дайте права на чтение или уберите их из проверки",
            en: "with --strict: \(unreadable.count) can't be read (\(shown)); make them readable or exclude them")
    }

    /// A path named on the command line that isn't there is a mistake, never "nothing to check".
    private static func refuseMissing(_ missing: [LocalizedText]) throws {
        guard !missing.isEmpty else { return }
        throw Failure.unreadable(
            ru: missing.map(\.ru).joined(separator: "; ") + ": проверьте путь",
            en: missing.map(\.en).joined(separator: "; ") + ": check the path")
    }
}
