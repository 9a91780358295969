import ArgumentParser
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport

struct ProtocolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "protocols",
        abstract: "Check the MVP architecture of Swift code: protocols files, view and presenter protocols and their implementations.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var cache: CacheOption

    @Argument(help: "Files or folders to check (default: the repository's work tree).")
    var paths: [String] = []

    func run() throws {
        let invocation = try Invocation(global)
        try invocation.finish(try ProtocolsCheck.run(invocation, paths: paths, useCache: !cache.noCache))
    }
}

enum ProtocolsCheck {
    /// Checks the given paths, or the whole work tree (then paths are reported from its root).
    static func run(_ invocation: Invocation, paths: [String], useCache: Bool) throws -> Report {
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
        let cache = SourceCache.make(invocation, enabled: useCache, notes: &report.notes)
        let sources = CollectedSources(ArchitectureChecker.collect(files, cache: cache, load: SourceLoading.load))
        SourceCache.finish(cache)
        report.notes += sources.notes.map(\.text)
        unreadable += sources.unreadable
        if invocation.options.strict { try refuseUnreadable(unreadable) }
        report.checked.files = sources.count
        let result = ArchitectureChecker(configuration: configuration).run(swift: sources.swift, objc: sources.objc, paths: files)
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
