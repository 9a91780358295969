import ArgumentParser
import FlowlintArchitecture
import FlowlintConfig
import FlowlintCore
import FlowlintReport
import GitKit

/// One run of a command: its options, and the repository and configuration, each loaded only
/// when first needed (the commit-msg path should not pay for what it doesn't use).
final class Invocation {
    let options: RunOptions
    private var cachedRepository: Repository?
    private var cachedConfiguration: Configuration?
    private var cachedProbe: GitProbe??
    private var cachedTracker: TrackerReview??

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

    var language: Language { options.language }

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
        let review = try TrackerReview.make(configuration())
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
            filtered.notes.append(LocalizedText(ru: "в базе \(path): \(hidden) прежних замечаний не показано", en: "\(hidden) findings recorded in \(path) not shown"))
        }
        return filtered
    }

    /// The work tree's root with a trailing slash, nil in a bare repository or outside one.
    func workTreeRoot() -> String? {
        if let probe = probe() { return probe.workTree.map { $0.hasSuffix("/") ? $0 : $0 + "/" } }
        return (try? repository())?.workDirectory
    }

    /// `--config FILE`, else `.flowlint.yml` at the work tree's root, else the defaults.
    func configuration() throws -> Configuration {
        if let cachedConfiguration { return cachedConfiguration }
        let loaded = try loadConfiguration()
        cachedConfiguration = loaded
        return loaded
    }

    /// `--config FILE`; else `.flowlint.yml` in the work tree; in a bare repository (a git
    /// server) the one committed on HEAD, so a push can't change the rules it is checked by.
    private func loadConfiguration() throws -> Configuration {
        let path: String
        if let explicit = options.config {
            path = explicit
        } else if let root = workTreeRoot() {
            path = root + ConfigurationLoader.fileName
            guard Files.exists(path) else { return Configuration() }
        } else if let repository = try? repository(), repository.workDirectory == nil,
                  let bytes = repository.fileContents(ConfigurationLoader.fileName, at: "HEAD") {
            return try parseConfiguration(bytes, file: "HEAD:" + ConfigurationLoader.fileName)
        } else {
            return Configuration()
        }
        guard let bytes = Files.read(path, limit: 1 << 20) else { throw unreadableConfiguration(path) }
        return try parseConfiguration(bytes, file: path)
    }

    /// Says where a relative path was looked for: after `-C`, from that folder, as git reads
    /// `git -C dir --git-dir=rel`.
    private func unreadableConfiguration(_ path: String) -> Failure {
        guard !path.hasPrefix("/") else {
            return Failure.usage(
                ru: "не удаётся прочитать файл настроек \(path): проверьте путь и права",
                en: "cannot read the configuration file \(path): check the path and permissions")
        }
        let looked = Files.currentDirectory() + "/" + path
        return Failure.usage(
            ru: "не удаётся прочитать файл настроек \(path) (искали \(looked): относительный путь отсчитывается от папки -C, как в git): проверьте путь и права",
            en: "cannot read the configuration file \(path) (looked at \(looked): a relative path is read from the -C folder, as git does): check the path and permissions")
    }

    private func parseConfiguration(_ bytes: [UInt8], file: String) throws -> Configuration {
        do {
            return try ConfigurationLoader(file: file, knownRules: AllRules.ids).load(bytes: bytes)
        } catch let error as ConfigurationError {
            throw Failure(code: .usage, sentence: LocalizedText(ru: error.description, en: error.description))
        }
    }

    /// Prints the report and returns the exit status the findings call for. Hooks pass
    /// `quietWhenClean`: a commit that passes prints nothing.
    func finish(_ report: Report, toStandardError: Bool = false, quietWhenClean: Bool = false) throws {
        var report = report
        if let tracker = cachedTracker ?? nil { report.notes += tracker.notes }
        report = try applyBaseline(report)
        if quietWhenClean, report.findings.isEmpty, report.notes.isEmpty, options.format == .text { return }
        let color: Bool
        switch options.color {
        case .always: color = true
        case .never: color = false
        case .auto:
            color = Terminal.isTerminal(toStandardError ? 2 : 1) && Environment.value("NO_COLOR") == nil
                && Environment.value("TERM") != "dumb"
        }
        let formatter = Formatters.formatter(for: options.format, version: FlowlintVersion.current) { AllRules.descriptions }
        Terminal.write(formatter.format(report, options: FormatOptions(language: language, color: color)), toStandardError: toStandardError)
        if report.errors > 0 || (options.strict && report.warnings > 0) {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}
