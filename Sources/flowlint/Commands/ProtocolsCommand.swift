import ArgumentParser
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport
import Platform

struct ProtocolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "protocols",
        abstract: "Check the MVP and VIPER architecture of Swift and Objective-C code: protocols files, modules, their protocols and implementations.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var cache: CacheOption

    @OptionGroup var fixing: FixOptions

    @Flag(name: .customLong("fix-renames"), help: "With --fix: also rename what the renaming rules name: files, and the VIPER properties and types it is sure of.")
    var fixRenames = false

    @Argument(help: "Files or folders to check (default: the repository's work tree).")
    var paths: [String] = []

    func run() throws {
        try fixing.requireFixForDryRun()
        if fixRenames && !fixing.fix {
            throw Failure.usage(ru: "--fix-renames работает вместе с --fix: добавьте --fix", en: "--fix-renames goes with --fix: add --fix")
        }
        guard fixing.fix else { return try Self.check(paths: paths, options: global.runOptions, useCache: !cache.noCache) }
        let invocation = try Invocation(global)
        let fixed = try ProtocolsFix.run(invocation, paths: paths, dryRun: fixing.dryRun, renames: fixRenames, useCache: !cache.noCache)
        try invocation.finish(fixed, toStandardError: fixing.dryRun)
    }
}

extension ProtocolsCommand {
    /// The check without `--fix`, as the command line's fast path runs it too (`FastPath`).
    static func check(paths: [String], options: RunOptions, useCache: Bool) throws {
        let invocation = try Invocation(options)
        try invocation.finish(try ProtocolsCheck.run(invocation, paths: paths, useCache: useCache))
    }
}

enum ProtocolsCheck {
    /// Checks the given paths, or the whole work tree (then paths are reported from its root).
    static func run(_ invocation: Invocation, paths: [String], useCache: Bool) throws -> Report {
        try collect(invocation, paths: paths, useCache: useCache).report
    }

    /// What a check read, for `--fix` to go on from.
    struct Checked {
        var report: Report
        var swift: [SwiftFileFacts]
        var objc: [ObjCFileFacts]
        var files: [String]
        var configuration: Configuration
        var testScope: TestScope
        /// Source files found but not read as source (too big, not UTF-8, unreadable).
        var skipped: [String]
    }

    /// `memo`: an unchanged project's outcome may come from the cache's memo (no facts then).
    static func collect(_ invocation: Invocation, paths: [String], useCache: Bool, memo: Bool = true) throws -> Checked {
        // A fix killed half-way is finished or undone before anything is read.
        try FixJournal.recover(invocation, paths: paths)
        let configuration = try invocation.configuration()
        // The pack is read while libgit2 is still starting on the other core (`Main`).
        var cacheNotes: [LocalizedText] = []
        let cache = SourceCache.make(invocation, enabled: useCache, notes: &cacheNotes)
        let repository = try? invocation.repository()
        if paths.isEmpty, let root = invocation.workTreeRoot(), !Files.changeDirectory(root) {
            throw Failure.unreadable(ru: "не удаётся перейти в \(root)", en: "cannot change to \(root)")
        }
        let discovery = SourceDiscovery(root: ".", configuration: configuration, repository: repository)
        let found = discovery.sourceFiles(paths)
        try refuseMissing(found.missing)
        // A file no target builds is not app code: said once, not judged.
        let (files, outsideTargets) = ProjectTargets.judged(found, invocation)
        var report = Report(notes: found.notes + outsideTargets)
        if let nested = ConfigurationFile.notRead(found.configurations, invocation: invocation) { report.notes.append(nested) }
        report.checked.countsFiles = true
        var unreadable = found.unreadable
        if files.isEmpty {
            report.notes.append(LocalizedText(ru: "исходных файлов для проверки не найдено", en: "no source files to check"))
        }
        report.notes += cacheNotes
        var checker = ArchitectureChecker(configuration: configuration)
        checker.keepsFactsUntilExit = true
        checker.testScope = TestScope.of(paths: paths, workTree: repository?.workDirectory)
        let (result, sources, checked) = checker.check(files: files, cache: cache, memo: memo, stamps: found.stamps)
        // Freed at exit, not object by object (`ProcessLifetime`): a command runs once.
        ProcessLifetime.keep((sources, found))
        SourceCache.finish(cache)
        report.notes += sources.notes.map(\.text)
        unreadable += sources.unreadable
        if invocation.options.strict { try refuseUnreadable(unreadable) }
        report.checked.files = checked
        report.findings = result.findings
        report.sourceModules = result.moduleOfFile
        return Checked(report: report, swift: sources.swift, objc: sources.objc, files: files, configuration: configuration,
                       testScope: checker.testScope, skipped: sources.skippedPaths + unreadable)
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
