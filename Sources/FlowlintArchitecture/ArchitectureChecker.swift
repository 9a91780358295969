import Dispatch
import FlowlintCore
import Platform

/// Reads, parses and walks source files on all cores, then judges them together.
public struct ArchitectureChecker: Sendable {
    private let rules: [(rule: any SwiftFileRule, id: String, severity: Severity)]
    private let moduleRules: [(rule: any ViperModuleRule, id: String, severity: Severity)]
    private let viperRules: [(rule: any ViperRule, id: String, severity: Severity)]

    /// Whether `run` leaves the project's facts to the process's exit instead of freeing them
    /// (`ProcessLifetime`): for the command line, never for a long-lived caller.
    public var keepsFactsUntilExit = false
    /// Where the project starts in the paths checked, for telling its tests.
    public var testScope = TestScope()

    public init(configuration: Configuration) {
        rules = configuration.enabled(ArchitectureCatalog.swiftRules) { type(of: $0).description }
        moduleRules = configuration.enabled(ArchitectureCatalog.moduleRules) { type(of: $0).description }
        viperRules = configuration.enabled(ArchitectureCatalog.viperRules) { type(of: $0).description }
    }

    /// Every rule over every file, judged with what the whole project declares; findings by path,
    /// line and column. `paths`: other files of the project (their names count for modules).
    public func check(swift: [SwiftFileFacts], objc: [ObjCFileFacts], paths: [String] = []) -> [Finding] {
        run(swift: swift, objc: objc, paths: paths).findings
    }

    /// The findings, and each module file's module (for reports that group by module; with
    /// `only`, of those files alone).
    public struct Outcome: Sendable {
        public var findings: [Finding]
        public var moduleOfFile: [String: String]
    }

    /// `only`: the files whose own findings are wanted (a hook's staged files); the others are
    /// context for the rules that span files, and their per-file rules are not run.
    public func run(swift allSwift: [SwiftFileFacts], objc allObjC: [ObjCFileFacts], paths: [String] = [], only: Set<String>? = nil) -> Outcome {
        run(project(swift: allSwift, objc: allObjC, paths: paths), swift: allSwift, objc: allObjC, only: only)
    }

    /// What the whole project declares, from every file's facts.
    public func project(swift: [SwiftFileFacts], objc: [ObjCFileFacts], paths: [String]) -> ProjectFacts {
        // Tests' doubles (`LoginViewMock: LoginViewProtocol`) are not the architecture.
        ProjectFacts(swift: testScope.dropped(from: swift) { $0.path }, objc: testScope.dropped(from: objc) { $0.path },
                     paths: testScope.dropped(from: paths) { $0 })
    }

    /// The files judged against a project's facts built before (`ProjectSnapshot`): `swift` and
    /// `objc` need only hold the files of `only`.
    public func run(_ project: ProjectFacts, swift allSwift: [SwiftFileFacts], objc allObjC: [ObjCFileFacts], only: Set<String>? = nil) -> Outcome {
        let swift = testScope.dropped(from: allSwift) { $0.path }
        let objc = testScope.dropped(from: allObjC) { $0.path }
        // Each file is judged on its own against the shared project facts: on every core. Files
        // outside `only` are context: their facts count, their own findings are not looked for.
        let judgedSwift = only.map { only in swift.filter { only.contains($0.path) } } ?? swift
        let judgedObjC = only.map { only in objc.filter { only.contains($0.path) } } ?? objc
        var findings = ParallelWork.map(costs: judgedSwift.map { $0.declarationCount }) { index in
            judge(judgedSwift[index], project)
        }.flatMap { $0 }
        findings += ParallelWork.map(count: judgedObjC.count) { index in judge(judgedObjC[index], project) }.flatMap { $0 }
        let suppressions = Dictionary(swift.map { ($0.path, $0.suppressions) } + objc.map { ($0.path, $0.suppressions) },
                                      uniquingKeysWith: { first, _ in first })
        findings += checkModules(project, suppressions: suppressions, only: only)
        findings += Self.unknownSuppressedRules(judgedSwift.map { ($0.path, $0.suppressions) } + judgedObjC.map { ($0.path, $0.suppressions) })
        let moduleOfFile = Dictionary(project.modules.modules.values.flatMap { module in
            module.files.lazy.filter { only?.contains($0.path) != false }.map { ($0.path, module.name) }
        }, uniquingKeysWith: { first, _ in first })
        if keepsFactsUntilExit { ProcessLifetime.keep((project, swift, objc, suppressions)) }
        return Outcome(findings: Self.ordered(findings), moduleOfFile: moduleOfFile)
    }

    private func judge(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [Finding] {
        var findings: [Finding] = []
        for (rule, id, severity) in rules {
            findings += rule.check(file, project).filter { !file.suppressions.isSuppressed(id, at: $0.position.line) }
                .map { finding(id, severity, $0, path: file.path) }
        }
        for (rule, id, severity) in viperRules {
            findings += rule.check(swift: file, project).filter { !file.suppressions.isSuppressed(id, at: $0.position.line) }
                .map { finding(id, severity, $0, path: file.path) }
        }
        return findings
    }

    private func judge(_ file: ObjCFileFacts, _ project: ProjectFacts) -> [Finding] {
        viperRules.flatMap { rule, id, severity in
            rule.check(objc: file, project).filter { !file.suppressions.isSuppressed(id, at: $0.position.line) }
                .map { finding(id, severity, $0, path: file.path) }
        }
    }

    /// Swift files alone (tests, the fuzzer).
    public func check(_ files: [SwiftFileFacts]) -> [Finding] { check(swift: files, objc: []) }

    /// Objective-C files alone.
    public func check(objc files: [ObjCFileFacts]) -> [Finding] { check(swift: [], objc: files) }

    /// Findings about VIPER modules' names and folders from paths alone.
    public func checkModules(_ paths: [String]) -> [Finding] {
        Self.ordered(checkModules(ProjectFacts(paths: paths), suppressions: [:]))
    }

    /// With `only`, only findings in those files (a module none of whose files is among them has
    /// nothing to report).
    private func checkModules(_ project: ProjectFacts, suppressions: [String: Suppressions], only: Set<String>? = nil) -> [Finding] {
        let modules = project.modules.sorted.filter { module in only.map { only in module.files.contains { only.contains($0.path) } } ?? true }
        return ParallelWork.map(count: modules.count) { index in
            moduleRules.flatMap { rule, id, severity in
                rule.check(modules[index], project)
                    .filter { path, violation in
                        only?.contains(path) != false && suppressions[path]?.isSuppressed(id, at: violation.position.line) != true
                    }
                    .map { path, violation in finding(id, severity, violation, path: path) }
            }
        }.flatMap { $0 }
    }

    /// Not a rule of the catalog: what `flowlint:disable` comments say is checked against it.
    public static let unknownRuleID = "flowlint-comment-unknown-rule"

    /// A `flowlint:disable` naming a rule flowlint doesn't know silences nothing: a warning with
    /// the nearest known ID. Part of the outcome, so a memo of an unchanged project keeps it.
    static func unknownSuppressedRules(_ files: [(path: String, suppressions: Suppressions)]) -> [Finding] {
        let ids = AllRules.ids
        let known = Set(ids)
        return files.flatMap { path, suppressions in
            suppressions.unknownRules(known: known).map { line, rule in
                let nearest = NearestName.nearest(to: rule, in: ids)?.name ?? "all"
                return Finding(
                    rule: unknownRuleID, severity: .warning,
                    message: LocalizedText(
                        ru: "неизвестное правило '\(rule)' в комментарии flowlint: может быть, '\(nearest)'? Такой комментарий ничего не выключает",
                        en: "unknown rule '\(rule)' in a flowlint comment: did you mean '\(nearest)'? It silences nothing"),
                    location: .file(path: path, line: line, column: 1))
            }
        }
    }

    private func finding(_ id: String, _ severity: Severity, _ violation: SourceViolation, path: String) -> Finding {
        Finding(rule: id, severity: severity, message: violation.message,
                location: .file(path: path, line: violation.position.line, column: violation.position.column),
                suggestion: violation.suggestion, fix: violation.fix)
    }

    /// By path, line and column; rules in catalog order where they meet (a stable sort).
    static func ordered(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { a, b in
            let (x, y) = (key(a.element), key(b.element))
            if x.path != y.path { return x.path < y.path }
            return x.position != y.position ? x.position < y.position : a.offset < b.offset
        }.map(\.element)
    }

    private static func key(_ finding: Finding) -> (path: String, position: Position) {
        if case .file(let path, let line, let column) = finding.location { return (path, Position(line: line, column: column)) }
        return ("", Position(line: 0, column: 0))
    }

    /// One file's facts, or why it was skipped.
    public enum Collected: Sendable {
        case facts(SwiftFileFacts)
        case objc(ObjCFileFacts)
        case skipped(path: String, reason: SkipReason)

        public var path: String {
            switch self {
            case .facts(let facts): facts.path
            case .objc(let facts): facts.path
            case .skipped(let path, _): path
            }
        }
    }

    /// Collects files on all cores within `ParseBudget`: biggest first, each worker taking the
    /// next file, with at most `ParseBudget.inFlight` bytes of source being parsed at once (a
    /// bigger file alone). Swift files over its size cap are skipped unread, with a note, and so
    /// are files nested past `BracketDepth`'s limits. Results keep the input order.
    /// With a `cache`, a file whose content it knows is not parsed, and what is parsed is kept.
    /// `size`: a file's size before it is read (git objects have no path to `stat`); `key`: a
    /// file's cache key known without reading it (a git blob's id), else its content's.
    public static func collect(
        _ paths: [String], cache: FactsCache? = nil, size: (String) -> Int = ParseBudget.size(of:),
        key: (String) -> ContentKey? = { _ in nil }, load: @Sendable (String) -> Result<String, SkipReason>
    ) -> [Collected] {
        collect(paths, sizes: paths.map(size), keys: cache == nil ? [] : paths.map(key), cache: cache, load: load)
    }

    /// The same with each file's size and key given by position (`keys` may be empty: none
    /// known); files read from git objects need no lookup by path.
    public static func collect(
        _ paths: [String], sizes: [Int], keys: [ContentKey?], cache: FactsCache?, load: @Sendable (String) -> Result<String, SkipReason>
    ) -> [Collected] {
        // A Swift file too big to parse is skipped unread: it costs nothing.
        let costs = zip(paths, sizes).map { path, size in path.hasSuffix(".swift") && size > ParseBudget.swiftSizeLimit ? 0 : size }
        return ParallelWork.map(costs: costs, budget: ParseBudget.inFlight) { index in
            collectOne(paths[index], size: sizes[index], cache: cache, known: keys.isEmpty ? nil : keys[index], load: load)
        }
    }

    private static func collectOne(
        _ path: String, size: Int, cache: FactsCache?, known: ContentKey?, load: (String) -> Result<String, SkipReason>
    ) -> Collected {
        let isSwift = path.hasSuffix(".swift")
        if isSwift, size > ParseBudget.swiftSizeLimit {
            return .skipped(path: path, reason: SkipReason(
                ru: "\(path): больше \(ParseBudget.swiftSizeLimit >> 20) МиБ кода Swift — разбор не уложится в память, пропущен",
                en: "\(path): over \(ParseBudget.swiftSizeLimit >> 20) MiB of Swift, too large to parse within memory, skipped"))
        }
        // Looked up before parsing (before reading, when the key is known), kept after: the
        // cache is a layer around "bytes -> facts".
        if let cache, let known, let cached = cache.lookup(known, path: path) { return cached }
        let loaded = load(path)
        guard let cache, case .success(let text) = loaded else { return collectLoaded(path, loaded) }
        let contentKey = known ?? ContentKey(path: path, text: text)
        if known == nil, let cached = cache.lookup(contentKey, path: path) { return cached }
        let collected = collectLoaded(path, loaded)
        cache.store(contentKey, collected)
        return collected
    }

    private static func collectLoaded(_ path: String, _ loaded: Result<String, SkipReason>) -> Collected {
        let isSwift = path.hasSuffix(".swift")
        switch loaded {
        case .success(let text) where isSwift:
            switch SwiftFactsCollector.collectIfParsable(path: path, source: text) {
            case .success(let facts): return .facts(facts)
            case .failure(let reason): return .skipped(path: path, reason: reason)
            }
        case .success(let text): return .objc(ObjCScanner.scan(path: path, source: text))
        case .failure(let reason): return .skipped(path: path, reason: reason)
        }
    }

    /// How much Swift is parsed at once. swift-syntax's tree takes up to about 270 bytes per
    /// byte of source (measured on 1 MB files: 115 MB for nested parentheses, 215 MB for
    /// `a+a+…`, 267 MB for `@a @a …`), so a 15.6 MB file took gigabytes and four in parallel
    /// aborted under a 3 GB limit. At most `inFlight` bytes of source are parsed at once,
    /// whatever the number of cores, which keeps parsing under about 600 MB.
    public enum ParseBudget {
        /// Bigger Swift files are skipped unread: real code is far smaller, generated files are
        /// not MVP or VIPER modules.
        public static let swiftSizeLimit = 2 << 20
        /// Source bytes being parsed at the same time.
        public static let inFlight = 2 << 20

        public static func size(of path: String) -> Int {
            var info = stat()
            return stat(path, &info) == 0 ? Int(info.st_size) : 0
        }
    }
}

/// Why a file was not checked.
public struct SkipReason: Error, Sendable {
    public let text: LocalizedText
    /// The file could not be read at all (`--strict` fails on that), as opposed to read and declined.
    public var unreadable = false

    public init(ru: String, en: String) {
        text = LocalizedText(ru: ru, en: en)
    }
}

private extension SwiftFileFacts {
    /// Roughly what judging the file costs: the rules look at its declarations.
    var declarationCount: Int { 1 + protocols.count + types.count + extensions.count }
}
