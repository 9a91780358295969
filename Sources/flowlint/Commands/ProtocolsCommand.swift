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
        let (files, notes) = discovery.sourceFiles(paths)
        var report = Report(notes: notes)
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
            case .skipped(_, let reason):
                report.notes.append(reason)
            }
        }
        report.checked.files = facts.count + objc.count
        let checker = ArchitectureChecker(configuration: configuration)
        let suppressions = Dictionary(facts.map { ($0.path, $0.suppressions) } + objc.map { ($0.path, $0.suppressions) },
                                      uniquingKeysWith: { first, _ in first })
        let modules = ViperModule.find(in: files)
        let viperPaths = ArchitectureChecker.viperPaths(modules)
        report.findings = checker.check(facts, viperPaths: viperPaths) + checker.check(objc: objc, viperPaths: viperPaths)
            + checker.checkModules(modules, suppressions: suppressions)
        for module in modules {
            for file in module.files { report.sourceModules[file.path] = module.name }
        }
        return report
    }
}
