import ArgumentParser
import FlowlintArchitecture
import FlowlintConfig
import FlowlintCore
import FlowlintReport
import FlowlintTracker
import GitKit

/// One run of a command: its options, and the repository and configuration, each loaded only
/// when first needed (the commit-msg path should not pay for what it doesn't use).
final class Invocation {
    let options: RunOptions
    private var cachedRepository: Repository?
    private var cachedConfiguration: Configuration?
    private var cachedProbe: GitProbe??
    private var cachedTracker: TrackerReview??
    /// The configuration file's bytes (none for the defaults): the source cache's key.
    private(set) var configurationBytes: [UInt8] = []

    convenience init(_ options: GlobalOptions) throws {
        try self.init(options.runOptions)
    }

    init(_ options: RunOptions) throws {
        self.options = options
        if let directory = options.directory, !Files.changeDirectory(directory) {
            throw Failure.usage(
                ru: "не удаётся перейти в папку \(directory): проверьте путь в -C",
                en: "cannot change to \(directory): check the path given to -C")
        }
    }

    /// `--lang`, else the configuration's `lang:`, else `FLOWLINT_LANG` and the locale. A
    /// configuration that can't be read says so itself later, in the environment's language.
    var language: Language {
        if let explicit = options.explicitLanguage { return explicit }
        if let configured = (try? configuration())?.language { return configured }
        return options.language
    }

    func repository() throws -> Repository {
        if let cachedRepository { return cachedRepository }
        do {
            let repository = try Repository.discover(from: nil)
            cachedRepository = repository
            return repository
        } catch where error.kind == .notOwned {
            let path = Files.currentDirectory()
            throw Failure.unreadable(
                ru: "репозиторий принадлежит другому пользователю: если ему можно доверять, выполните git config --global --add safe.directory \(path)",
                en: "the repository belongs to another user: if you trust it, run git config --global --add safe.directory \(path)")
        } catch {
            throw Failure.unreadable(
                ru: "здесь нет git-репозитория (\(error.message)): запустите flowlint внутри репозитория или укажите -C ПУТЬ",
                en: "not a git repository (\(error.message)): run flowlint inside a repository or pass -C PATH")
        }
    }

    /// The repository read from its files without libgit2, when that is enough (hooks).
    func probe() -> GitProbe? {
        if let cachedProbe { return cachedProbe }
        let probe = GitProbe.discover(from: Files.currentDirectory(), environment: Environment.value)
        cachedProbe = .some(probe)
        return probe
    }

    /// The tracker rules, when `tracker:` is configured; their "not checked" notes are added
    /// to the report by `finish`.
    func tracker() throws -> TrackerReview? {
        if let cachedTracker { return cachedTracker }
        let configuration = try configuration()
        let review = try Failure.fromConfiguration { try TrackerReview(configuration, environment: Environment.value) }
        cachedTracker = .some(review)
        return review
    }

    /// `--write-baseline` records every finding; `--baseline` drops the recorded ones.
    private func applyBaseline(_ report: Report) throws -> Report {
        if let path = options.writeBaseline {
            guard Files.writeAtomically(Array(Baseline(report.findings).serialized().utf8), to: path) else {
                throw Failure.unreadable(ru: "не удаётся записать базу \(path)", en: "cannot write the baseline \(path)")
            }
        }
        guard let path = options.baseline else { return report }
        guard let bytes = Files.read(path, limit: 64 << 20) else {
            throw Failure.usage(ru: "не удаётся прочитать базу \(path): проверьте путь", en: "cannot read the baseline \(path): check the path")
        }
        let baseline: Baseline
        do {
            baseline = try Baseline.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw Failure.usage(ru: "\(path): \(error.reason); запишите её заново: --write-baseline", en: "\(path): \(error.reason); write it again with --write-baseline")
        }
        var filtered = report
        filtered.findings = baseline.filter(report.findings)
        let hidden = report.findings.count - filtered.findings.count
        if hidden > 0 {
            filtered.notes.append(LocalizedText(
                ru: "не показано: " + Plural.ru(hidden, "прежнее замечание", "прежних замечания", "прежних замечаний") + " из базы \(path)",
                en: Plural.en(hidden, "finding", "findings") + " recorded in \(path) not shown"))
        }
        return filtered
    }

    /// The repository's git folder (a worktree's own), absolute and without a trailing slash;
    /// nil outside a repository.
    func gitDirectory() -> String? {
        let found = probe()?.gitDirectory ?? (try? repository())?.gitDirectory
        guard let found, let real = Files.realPath(found) else { return nil }
        return real
    }

    /// The work tree's root with a trailing slash, nil in a bare repository or outside one.
    func workTreeRoot() -> String? {
        if let probe = probe() { return probe.workTree.map { $0.hasSuffix("/") ? $0 : $0 + "/" } }
        return (try? repository())?.workDirectory
    }

    /// SARIF names files from the repository's root (outside one, the current folder) however
    /// they were given: links are resolved on both sides so `/link/repo/x.swift` still lies
    /// inside the root git found.
    private func sourceRoot() -> SourceRoot {
        let here = Files.currentDirectory()
        let root = workTreeRoot().flatMap(Files.realPath) ?? Files.realPath(here) ?? here
        return SourceRoot(root: root, currentDirectory: here)
    }

    /// Absolute file paths in findings with their links resolved, for SARIF.
    private static func resolvingLinks(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            guard case .file(let path, let line, let column) = finding.location, path.hasPrefix("/"),
                  let real = Files.realPath(path) else { return finding }
            return Finding(rule: finding.rule, severity: finding.severity, message: finding.message,
                           location: .file(path: real, line: line, column: column), suggestion: finding.suggestion, fix: finding.fix)
        }
    }

    /// `--config FILE`, else `.flowlint.yml` at the work tree's root, else the defaults.
    func configuration() throws -> Configuration {
        if let cachedConfiguration { return cachedConfiguration }
        var loaded = try loadConfiguration()
        if PrecisionGate.everyRule(Environment.value) {
            // The cache's outcome must not be one computed with the gated rules off.
            configurationBytes += Array("\n# \(PrecisionGate.variable)\n".utf8)
        } else {
            PrecisionGate.apply(to: &loaded)
        }
        cachedConfiguration = loaded
        return loaded
    }

    /// `--config FILE`; else `.flowlint.yml` in the work tree; in a bare repository (a git
    /// server) the one committed on HEAD, so a push can't change the rules it is checked by.
    private func loadConfiguration() throws -> Configuration {
        if let explicit = options.config {
            return try parseConfiguration(try ConfigurationFile.explicit(explicit), file: explicit)
        } else if let root = workTreeRoot() {
            guard let found = try ConfigurationFile.inWorkTree(root: root) else { return Configuration() }
            return try parseConfiguration(found.bytes, file: found.path)
        } else if let repository = try? repository(), repository.workDirectory == nil,
                  let bytes = repository.fileContents(ConfigurationLoader.fileName, at: "HEAD") {
            let file = "HEAD:" + ConfigurationLoader.fileName
            return try parseConfiguration(try ConfigurationFile.committed(bytes, file: file), file: file)
        }
        return Configuration()
    }

    private func parseConfiguration(_ bytes: [UInt8], file: String) throws -> Configuration {
        configurationBytes = bytes
        do {
            return try ConfigurationLoader(file: file, knownRules: AllRules.ids).load(bytes: bytes)
        } catch let error as ConfigurationError {
            throw Failure(code: .usage, sentence: LocalizedText(ru: error.description, en: error.description))
        }
    }

    /// What a history scan keeps for the HTML report's charts (nothing for other formats):
    /// the months of the checked commits, and their authors with `--by-author`.
    func historyTally(byAuthor: Bool) -> HistoryTally? {
        options.formats.contains(.html) ? HistoryTally(byAuthor: byAuthor) : nil
    }

    /// A report written while a history scan runs, when nothing needs all its findings at once:
    /// no baseline to write or read, and a format that streams. Nil otherwise.
    func reportStream() -> StreamedReport? {
        guard options.baseline == nil, options.writeBaseline == nil, options.reportFiles.isEmpty,
              let formatter = formatter(options.format) as? any StreamingReportFormatter else { return nil }
        let stream = formatter.stream(options: formatOptions(options.format, toStandardError: false))
        guard options.format == .sarif else { return StreamedReport(stream, output: .descriptor(1)) }
        return StreamedReport(stream, output: .descriptor(1), prepare: Self.resolvingLinks)
    }

    private func formatter(_ format: OutputFormat) -> any ReportFormatter {
        Formatters.formatter(for: format, version: FlowlintVersion.current, date: Clock.now()) {
            AllRules.descriptions
        }
    }

    /// `toStandardError`: nil for a file, which is never coloured.
    private func formatOptions(_ format: OutputFormat, toStandardError: Bool?) -> FormatOptions {
        let color: Bool
        switch (options.color, toStandardError) {
        case (_, nil), (.never, _): color = false
        case (.always, _): color = true
        case (.auto, let toStandardError?):
            // NO_COLOR wins; FORCE_COLOR and CLICOLOR_FORCE colour a CI log that is no terminal.
            let forced = ["FORCE_COLOR", "CLICOLOR_FORCE"].contains { Environment.nonEmpty($0).map { $0 != "0" } ?? false }
            color = Environment.value("NO_COLOR") == nil
                && (forced || (Terminal.isTerminal(toStandardError ? 2 : 1) && Environment.value("TERM") != "dumb"))
        }
        var formatOptions = FormatOptions(language: language, color: color)
        if format == .sarif { formatOptions.sourceRoot = sourceRoot() }
        return formatOptions
    }

    /// `--format NAME=FILE`: each report written whole, then put in place.
    private func writeReportFiles(_ report: Report) throws {
        for (format, path) in options.reportFiles {
            var output = ReportOutput.memory()
            let findings = format == .sarif ? Self.resolvingLinks(report.findings) : report.findings
            var written = report
            written.findings = findings
            formatter(format).write(written, options: formatOptions(format, toStandardError: nil), to: &output)
            guard Files.writeAtomically(Array(output.text.utf8), to: path) else {
                throw Failure.unreadable(ru: "не удаётся записать отчёт \(path): проверьте путь и права", en: "cannot write the report \(path): check the path and permissions")
            }
        }
    }

    /// Prints the report (or, when its findings were streamed, the rest of it) and returns
    /// the exit status the findings call for. Hooks pass `quietWhenClean`: a commit that
    /// passes prints nothing, and only errors are printed unless `--verbose` (warnings that
    /// don't block a commit are noise on every commit). `--quiet` prints errors only anywhere;
    /// with `--strict` warnings block, so they are printed.
    /// `reported`: handed the report as the outputs get it (baseline and `--quiet` applied),
    /// before they are written.
    func finish(
        _ report: Report, streamed: StreamedReport? = nil, toStandardError: Bool = false, quietWhenClean: Bool = false,
        reported: ((Report) -> Void)? = nil
    ) throws {
        var report = report
        if let tracker = cachedTracker ?? nil { report.notes += tracker.notes }
        let fails: Bool
        if let streamed {
            streamed.end(report)
            fails = report.errors > 0 || (options.strict && report.warnings > 0)
        } else {
            report = try applyBaseline(report)
            fails = report.errors > 0 || (options.strict && report.warnings > 0)
            let errorsOnly = (options.quiet || (quietWhenClean && !options.verbose)) && !options.strict
            if errorsOnly { report.findings.removeAll { $0.severity != .error } }
            reported?(report)
            try writeReportFiles(report)
            if quietWhenClean, report.findings.isEmpty, report.notes.isEmpty, options.format == .text { return }
            let formatOptions = formatOptions(options.format, toStandardError: toStandardError)
            if options.format == .sarif { report.findings = Self.resolvingLinks(report.findings) }
            // Straight into the descriptor in large blocks: a history's 100,000 findings are
            // never one string in memory.
            var output = ReportOutput.descriptor(toStandardError ? 2 : 1)
            formatter(options.format).write(report, options: formatOptions, to: &output)
            output.flush()
        }
        if fails {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}
