import ArgumentParser
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport

struct ProtocolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "protocols",
        abstract: "Check the MVP architecture of Swift code: protocols files, view and presenter protocols and their implementations.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Files or folders to check (default: the repository's work tree).")
    var paths: [String] = []

    func run() throws {
        let invocation = try Invocation(global)
        try invocation.finish(try ProtocolsCheck.run(invocation, paths: paths))
    }
}

enum ProtocolsCheck {
    /// Checks the given paths, or the whole work tree (then paths are reported from its root).
    static func run(_ invocation: Invocation, paths: [String]) throws -> Report {
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
        return report
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
