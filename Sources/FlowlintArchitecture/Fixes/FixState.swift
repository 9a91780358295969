import SwiftParser
import SwiftSyntax

/// The files as the fix has left them so far: their texts, the facts of each, and which files
/// were declined because a change would not parse.
struct FixState {
    private(set) var swiftFacts: [SwiftFileFacts]
    private(set) var objcFacts: [ObjCFileFacts]
    private(set) var paths: [String]
    /// The same, to tell a new file (made once: making it on each change was a rename's cost).
    private var knownPaths: Set<String>
    private(set) var declined: Set<String> = []
    private var texts: [String: String] = [:]
    private var originals: [String: String?] = [:]
    private var swiftIndex: [String: Int] = [:]
    private var objcIndex: [String: Int] = [:]
    private let read: (String) -> String?
    private let allowsWrite: (String, Bool) -> Bool
    /// Where the project starts in the paths, for telling its tests.
    var testScope = TestScope()

    init(swift: [SwiftFileFacts], objc: [ObjCFileFacts], paths: [String], read: @escaping (String) -> String?,
         mayWrite: @escaping (String, Bool) -> Bool = { _, _ in true }) {
        swiftFacts = swift
        objcFacts = objc
        self.paths = paths
        knownPaths = Set(paths)
        self.read = read
        allowsWrite = mayWrite
        for (index, file) in swift.enumerated() { swiftIndex[file.path] = index }
        for (index, file) in objc.enumerated() { objcIndex[file.path] = index }
    }

    func text(_ path: String) -> String? { texts[path] ?? read(path) }

    /// Whether a fix may write `path`: as a new file when there is no text for it.
    func mayWrite(_ path: String) -> Bool { allowsWrite(path, text(path) == nil) }

    func context() -> FixContext {
        FixContext(swift: swiftFacts, objc: objcFacts, paths: paths, testScope: testScope, read: text)
    }

    func swiftFacts(of path: String) -> SwiftFileFacts? { swiftIndex[path].map { swiftFacts[$0] } }
    func objcFacts(of path: String) -> ObjCFileFacts? { objcIndex[path].map { objcFacts[$0] } }

    /// Applies the groups that don't overlap one taken before (a group is one finding's edits,
    /// taken whole or not at all). A file that would stop parsing is declined with every group
    /// touching it, so a move never loses its text. A group touching a file no fix may write (a
    /// name that is taken, a new file no target would build) is left out whole: the protocol
    /// stays where it is.
    /// Returns the changed paths.
    mutating func apply(_ groups: [[TextEdit]]) -> [String] {
        var taken: [[TextEdit]] = []
        // By path: only edits of one file can overlap (checking each group against every edit
        // taken made a pass quadratic in the project's findings).
        var takenEdits: [String: [TextEdit]] = [:]
        var writable: [String: Bool] = [:]
        for group in groups where !group.contains(where: { edit in takenEdits[edit.path]?.contains { $0.overlaps(edit) } == true }) {
            let allowed = group.allSatisfy { edit in
                if let known = writable[edit.path] { return known }
                let allowed = mayWrite(edit.path)
                writable[edit.path] = allowed
                return allowed
            }
            guard allowed else { continue }
            taken.append(group)
            for edit in group { takenEdits[edit.path, default: []].append(edit) }
        }
        var results: [String: String] = [:]
        while true {
            results = [:]
            let byPath = Array(Dictionary(grouping: taken.flatMap { $0 }, by: \.path))
            let olds = byPath.map { text($0.key) }
            // Each file edited and parsed again on every core: one after another, this was a
            // fifth of a fix.
            let edited = ParallelWork.map(count: byPath.count) { index -> (new: String, breaks: Bool)? in
                let (path, edits) = byPath[index]
                let new = TextEdit.apply(edits, to: olds[index] ?? "")
                guard new != olds[index] else { return nil }
                return (new, path.hasSuffix(".swift") && Self.breaksParsing(old: olds[index], new: new))
            }
            var failed: Set<String> = []
            for ((path, _), result) in zip(byPath, edited) {
                guard let result else { continue }
                if result.breaks { failed.insert(path) } else { results[path] = result.new }
            }
            guard !failed.isEmpty else { break }
            declined.formUnion(failed)
            taken.removeAll { group in group.contains { failed.contains($0.path) } }
        }
        store(results)
        return results.keys.sorted()
    }

    /// Files no fix may touch any more.
    mutating func decline(_ paths: [String]) {
        declined.formUnion(paths)
    }

    /// A file that parsed cleanly must still parse cleanly; one that didn't may not get worse.
    static func breaksParsing(old: String?, new: String) -> Bool {
        let after = Parser.parse(source: new)
        guard after.hasError else { return false }
        guard let old else { return true }
        return !Parser.parse(source: old).hasError
    }

    /// The new texts and their facts (collected on every core), in the order of their paths.
    private mutating func store(_ results: [String: String]) {
        let changed = results.sorted { $0.key < $1.key }
        let collected = ParallelWork.map(count: changed.count) { index -> ArchitectureChecker.Collected in
            let (path, new) = changed[index]
            return path.hasSuffix(".swift")
                ? .facts(SwiftFactsCollector.collect(path: path, source: new)) : .objc(ObjCScanner.scan(path: path, source: new))
        }
        for ((path, new), facts) in zip(changed, collected) {
            if originals[path] == nil { originals[path] = .some(read(path)) }
            texts[path] = new
            switch facts {
            case .facts(let facts): Self.put(facts, for: path, in: &swiftFacts, index: &swiftIndex)
            case .objc(let facts): Self.put(facts, for: path, in: &objcFacts, index: &objcIndex)
            case .skipped: break
            }
            if knownPaths.insert(path).inserted { paths.append(path) }
        }
    }

    /// A file's new facts in place of its old ones, or after the rest when it is new.
    private static func put<Facts>(_ facts: Facts, for path: String, in list: inout [Facts], index: inout [String: Int]) {
        if let position = index[path] { list[position] = facts } else {
            index[path] = list.count
            list.append(facts)
        }
    }

    /// Every file changed or created, with its text before the fix, by path.
    var changedFiles: [ArchitectureFixer.ChangedFile] {
        originals.keys.sorted().compactMap { path in
            guard let new = texts[path], let old = originals[path] else { return nil }
            return old == new ? nil : ArchitectureFixer.ChangedFile(path: path, old: old, new: new)
        }
    }
}
