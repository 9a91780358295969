import Dispatch
import FlowlintCore

/// Reads, parses and walks source files on all cores, then judges them together.
public struct ArchitectureChecker: Sendable {
    private let rules: [(rule: any SwiftFileRule, id: String, severity: Severity)]
    private let moduleRules: [(rule: any ViperModuleRule, id: String, severity: Severity)]
    private let viperRules: [(rule: any ViperRule, id: String, severity: Severity)]

    public init(configuration: Configuration) {
        rules = configuration.enabled(ArchitectureCatalog.swiftRules) { type(of: $0).description }
        moduleRules = configuration.enabled(ArchitectureCatalog.moduleRules) { type(of: $0).description }
        viperRules = configuration.enabled(ArchitectureCatalog.viperRules) { type(of: $0).description }
    }

    /// The files VIPER rules apply to: those of a VIPER module (MVP presenters and view
    /// controllers are not VIPER's business).
    public static func viperPaths(_ paths: [String]) -> Set<String> {
        viperPaths(ViperModule.find(in: paths))
    }

    public static func viperPaths(_ modules: [ViperModule]) -> Set<String> {
        Set(modules.flatMap { $0.files.map(\.path) })
    }

    /// Findings of the VIPER rules for Objective-C files, by path and line. `viperPaths`:
    /// the files in VIPER modules (by default found from these files' own paths).
    public func check(objc files: [ObjCFileFacts], viperPaths: Set<String>? = nil) -> [Finding] {
        let inModules = viperPaths ?? Self.viperPaths(files.map(\.path))
        let project = ViperProject(objc: files)
        return files.filter { inModules.contains($0.path) }.sorted { $0.path < $1.path }.flatMap { file in
            viperRules.flatMap { rule, id, severity in
                rule.check(objc: file, project).filter { !file.suppressions.isSuppressed(id, at: $0.position.line) }.map {
                    finding(id, severity, $0, path: file.path)
                }
            }.sorted { position($0) < position($1) }
        }
    }

    private func finding(_ id: String, _ severity: Severity, _ violation: SourceViolation, path: String) -> Finding {
        Finding(rule: id, severity: severity, message: violation.message,
                location: .file(path: path, line: violation.position.line, column: violation.position.column),
                suggestion: violation.suggestion)
    }

    /// Findings about VIPER modules' names and folders, from the paths of every source file.
    public func checkModules(_ paths: [String], suppressions: [String: Suppressions] = [:]) -> [Finding] {
        checkModules(ViperModule.find(in: paths), suppressions: suppressions)
    }

    public func checkModules(_ modules: [ViperModule], suppressions: [String: Suppressions] = [:]) -> [Finding] {
        var findings: [Finding] = []
        for module in modules {
            for (rule, id, severity) in moduleRules {
                for (path, violation) in rule.check(module) where suppressions[path]?.isSuppressed(id, at: violation.position.line) != true {
                    findings.append(Finding(
                        rule: id, severity: severity, message: violation.message,
                        location: .file(path: path, line: violation.position.line, column: violation.position.column),
                        suggestion: violation.suggestion))
                }
            }
        }
        return findings.sorted { a, b in
            guard case .file(let x, _, _) = a.location, case .file(let y, _, _) = b.location else { return false }
            return x != y ? x < y : a.rule < b.rule
        }
    }

    /// One file's facts, or why it was skipped.
    public enum Collected: Sendable {
        case facts(SwiftFileFacts)
        case objc(ObjCFileFacts)
        case skipped(path: String, reason: LocalizedText)
    }

    /// Collects every file in parallel; `load` reads one (nil text with a reason to skip it).
    /// Results keep the input order, whatever order the threads finish in.
    public static func collect(_ paths: [String], load: @Sendable (String) -> Result<String, SkipReason>) -> [Collected] {
        let results = ResultSlots<Collected>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            switch load(path) {
            case .success(let text) where path.hasSuffix(".swift"):
                switch SwiftFactsCollector.collectIfParsable(path: path, source: text) {
                case .success(let facts): results[index] = .facts(facts)
                case .failure(let reason): results[index] = .skipped(path: path, reason: reason.text)
                }
            case .success(let text): results[index] = .objc(ObjCScanner.scan(path: path, source: text))
            case .failure(let reason): results[index] = .skipped(path: path, reason: reason.text)
            }
        }
        return results.values
    }

    /// Findings for all files, by path, line and column. `viperPaths` as for Objective-C.
    public func check(_ files: [SwiftFileFacts], viperPaths: Set<String>? = nil) -> [Finding] {
        let project = ProjectFacts(files)
        let inModules = viperPaths ?? Self.viperPaths(files.map(\.path))
        var findings: [Finding] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            var fileFindings: [Finding] = []
            for (rule, id, severity) in viperRules where inModules.contains(file.path) {
                for violation in rule.check(swift: file, ViperProject()) where !file.suppressions.isSuppressed(id, at: violation.position.line) {
                    fileFindings.append(finding(id, severity, violation, path: file.path))
                }
            }
            for (rule, id, severity) in rules {
                for violation in rule.check(file, project) where !file.suppressions.isSuppressed(id, at: violation.position.line) {
                    fileFindings.append(Finding(
                        rule: id, severity: severity, message: violation.message,
                        location: .file(path: file.path, line: violation.position.line, column: violation.position.column),
                        suggestion: violation.suggestion))
                }
            }
            findings += fileFindings.enumerated().sorted { a, b in
                let (x, y) = (position(a.element), position(b.element))
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element)
        }
        return findings
    }

    private func position(_ finding: Finding) -> Position {
        if case .file(_, let line, let column) = finding.location { return Position(line: line, column: column) }
        return Position(line: 0, column: 0)
    }
}

/// Why a file was not checked.
public struct SkipReason: Error, Sendable {
    public let text: LocalizedText

    public init(ru: String, en: String) {
        text = LocalizedText(ru: ru, en: en)
    }
}

/// Slots written by concurrent iterations, each index by exactly one.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLockLike()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.locked { storage[index] } }
        set { lock.locked { storage[index] = newValue } }
    }

    var values: [Value] { lock.locked { storage.compactMap { $0 } } }
}

import Platform

/// A pthread mutex, to keep Foundation out of this target.
final class NSLockLike: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
