import FlowlintArchitecture
import FlowlintCore
import SwiftParser

/// A small project of one or two MVP and VIPER modules (`flowlint new`'s templates) with defects
/// the input bytes choose, each breaking one convention a fix mends (a protocol not bound to `AnyObject`,
/// methods or protocols out of order, protocols outside their file, a strong or misnamed
/// reference, a MARK missing, a `…Module` name); then what `protocols --fix --fix-renames` must
/// keep: every declaration exactly once, every file parsing, and a second run changing nothing.
/// Shared by the fuzzer and the tests (the same file).
struct GeneratedFixProject {
    private(set) var texts: [String: String] = [:]
    /// What was chosen, for a failure's message.
    private(set) var defects: [String] = []

    private static let names = ["PostList", "Profile", "Settings", "Chat", "Feed"]

    init(_ bytes: some Collection<UInt8>) {
        var choices = Choices(bytes: Array(bytes))
        let count = 1 + choices.next(2)
        for index in 0..<count {
            let name = Self.names[index]
            if choices.next(2) == 0 { mvp(name, &choices) } else { viper(name, &choices) }
        }
    }

    /// Bits and small numbers from the input, zeros once it is spent.
    private struct Choices {
        let bytes: [UInt8]
        var position = 0
        mutating func next(_ count: Int) -> Int {
            defer { position += 1 }
            return position < bytes.count ? Int(bytes[position]) % count : 0
        }
        mutating func flag() -> Bool { next(2) == 1 }
    }

    private mutating func mvp(_ name: String, _ choices: inout Choices) {
        var files = Dictionary(((try? ModuleTemplate.files(.mvp, name: name, language: .swift)) ?? []).map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let protocols = "\(name)/\(name)Protocols.swift", presenter = "\(name)/\(name)Presenter.swift"
        let edits: [(String, String, String, String)] = [
            ("presenter protocol unbound", protocols, "protocol \(name)PresenterProtocol: AnyObject {", "protocol \(name)PresenterProtocol {"),
            ("view protocol `: class`", protocols, "protocol \(name)ViewProtocol: AnyObject {", "protocol \(name)ViewProtocol: class {"),
            ("presenter methods out of order", protocols, "    func viewDidLoad()\n}", "    func title(for section: Int) -> String?\n    func viewDidLoad()\n}"),
            ("strong view", presenter, "    weak var view: ", "    var view: "),
        ]
        for (defect, path, old, new) in edits where choices.flag() { replace(&files, defect, path, old, new) }
        if choices.flag(), let text = files[protocols], let split = text.firstRange(of: "protocol \(name)PresenterProtocol") {
            defects.append("\(name): protocols out of order")
            files[protocols] = String(text[split.lowerBound...]) + "\n" + String(text[..<split.lowerBound])
        }
        if choices.flag(), let text = files.removeValue(forKey: protocols) {
            defects.append("\(name): protocols in the presenter's file")
            files[presenter] = text + "\n" + (files[presenter] ?? "")
        }
        texts.merge(files) { $1 }
    }

    private mutating func viper(_ name: String, _ choices: inout Choices) {
        var files = Dictionary(((try? ModuleTemplate.files(.viper, name: name, language: .swift)) ?? []).map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let root = "\(name)Module/"
        let interactor = root + "Interactor/\(name)Interactor.swift", assembly = root + "Assembly/\(name)Assembly.swift"
        if choices.flag() {
            replace(&files, "interactor's output named presenter", interactor, "weak var output:", "weak var presenter:")
            replace(&files, "", interactor, "output?.didObtainData()", "presenter?.didObtainData()")
            replace(&files, "", assembly, "interactor.output = presenter", "interactor.presenter = presenter")
        }
        if choices.flag() {
            replace(&files, "strong interactor output", interactor, "    weak var ", "    var ")
        }
        if choices.flag() {
            replace(&files, "presenter without its Properties MARK", root + "Presenter/\(name)Presenter.swift", "    // MARK: - Properties\n\n", "")
        }
        if choices.flag() {
            // `PostListModule…` types in `PostListModule/`: the types are renamed, the files left to move.
            defects.append("\(name): types named \(name)Module…")
            files = Dictionary(files.map { path, text in
                (root + path.dropFirst(root.count).replacing(name, with: name + "Module"), text.replacing(name, with: name + "Module"))
            }, uniquingKeysWith: { first, _ in first })
        }
        texts.merge(files) { $1 }
    }

    private mutating func replace(_ files: inout [String: String], _ defect: String, _ path: String, _ old: String, _ new: String) {
        guard let text = files[path], text.contains(old) else { return }
        if !defect.isEmpty { defects.append("\(path): \(defect)") }
        files[path] = text.replacing(old, with: new)
    }

    // MARK: - The fix and its invariants

    /// Fixes the project twice (renames applied); what went wrong, or nil.
    func fixFailure() -> String? {
        let configuration = Configuration()
        let checker = ArchitectureChecker(configuration: configuration)
        let fixer = ArchitectureFixer(configuration: configuration)
        let fix = { (texts: [String: String]) -> ArchitectureFixer.Outcome in
            let facts = texts.keys.sorted().compactMap { path in try? SwiftFactsCollector.collectIfParsable(path: path, source: texts[path] ?? "").get() }
            let paths = facts.map(\.path)
            return fixer.fix(swift: facts, objc: [], paths: paths, findings: checker.check(swift: facts, objc: [], paths: paths),
                             renames: .apply, read: { texts[$0] })
        }
        let first = fix(texts)
        var fixed = texts
        for file in first.files {
            if Parser.parse(source: file.new).hasError { return "\(file.path) does not parse after the fix" }
            fixed[file.path] = file.new
        }
        if let lost = Self.declarationsDiffer(texts, fixed, renamed: first.typeRenames) { return lost }
        let second = fix(fixed)
        guard second.files.isEmpty else { return "a second fix changes \(second.files.map(\.path))" }
        return nil
    }

    /// Types and protocols, each declared exactly once before and after, the same ones but for
    /// the types renamed; the protocols' methods all kept.
    private static func declarationsDiffer(_ before: [String: String], _ after: [String: String], renamed: Set<String>) -> String? {
        let (namesBefore, methodsBefore) = declarations(before), (namesAfter, methodsAfter) = declarations(after)
        if let twice = namesAfter.first(where: { $0.value != 1 }) { return "\(twice.key) is declared \(twice.value) times after the fix" }
        let lost = Set(namesBefore.keys).subtracting(namesAfter.keys), gained = Set(namesAfter.keys).subtracting(namesBefore.keys)
        guard lost.count == gained.count, gained.isSubset(of: renamed) else { return "declarations lost: \(lost.sorted()), gained: \(gained.sorted())" }
        guard methodsBefore == methodsAfter else { return "the protocols' methods changed: \(methodsBefore) → \(methodsAfter)" }
        return nil
    }

    private static func declarations(_ texts: [String: String]) -> (names: [String: Int], methods: [String: Int]) {
        var names: [String: Int] = [:], methods: [String: Int] = [:]
        for (path, text) in texts {
            guard case .success(let facts) = SwiftFactsCollector.collectIfParsable(path: path, source: text) else { continue }
            for name in facts.declaredNames { names[name, default: 0] += 1 }
            for method in facts.protocols.flatMap(\.methods) { methods[method.name, default: 0] += 1 }
        }
        return (names, methods)
    }
}
