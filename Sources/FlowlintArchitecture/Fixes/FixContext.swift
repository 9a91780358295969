import SwiftParser
import SwiftSyntax

/// A Swift file being fixed: its text, its tree and its lines, to turn a finding's position into
/// the nodes and byte offsets an edit needs.
final class SwiftSource: Sendable {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let lines: LineOffsets

    init(path: String, text: String) {
        self.path = path
        self.text = text
        tree = Parser.parse(source: text)
        lines = LineOffsets(text)
    }

    /// The innermost node of type `T` holding the token at `position`.
    func node<T: SyntaxProtocol>(at position: Position, _ type: T.Type) -> T? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: lines.offset(position))) else { return nil }
        var current: Syntax? = Syntax(token)
        while let node = current {
            if let found = node.as(T.self) { return found }
            current = node.parent
        }
        return nil
    }

    func token(at position: Position) -> TokenSyntax? {
        tree.token(at: AbsolutePosition(utf8Offset: lines.offset(position)))
    }

    /// Where a declaration's own lines begin: the start of the line of its doc comment or its
    /// first token, so doc comments move and get marked with it (a `// MARK:` above stays where
    /// it is). Nil when something else shares that line (`{ var a: Int`).
    func declarationLineStart(_ node: some SyntaxProtocol) -> Int? {
        var offset = node.position.utf8Offset
        var firstContent: Int?
        for piece in node.leadingTrivia {
            switch piece {
            case .docLineComment, .docBlockComment: if firstContent == nil { firstContent = offset }
            case .lineComment, .blockComment: firstContent = nil
            default: break
            }
            offset += piece.sourceLength.utf8Length
        }
        let start = firstContent ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
        let lineStart = lines.lineStart(start)
        let before = lines.bytes[lineStart..<start]
        return before.allSatisfy { $0 == 0x20 || $0 == 0x09 } ? lineStart : nil
    }

    /// The declaration's whole lines: from `declarationLineStart` to past the newline after it.
    /// Nil when it shares a line with other code.
    func declarationLines(_ node: some SyntaxProtocol) -> Range<Int>? {
        guard let start = declarationLineStart(node) else { return nil }
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let lineEnd = lines.lineEnd(end)
        let after = lines.bytes[end..<lineEnd]
        guard after.allSatisfy({ [0x20, 0x09, 0x0D, 0x0A].contains($0) }) || trailingIsComment(node) else { return nil }
        return start..<lineEnd
    }

    private func trailingIsComment(_ node: some SyntaxProtocol) -> Bool {
        node.trailingTrivia.contains { if case .lineComment = $0 { return true } else { return false } }
    }

    func slice(_ range: Range<Int>) -> String {
        String(decoding: lines.bytes[range], as: UTF8.self)
    }
}

/// What a fix may look at: the project's facts, every file's current text, and parsed Swift
/// files (parsed once per pass, when a fix asks). The renames keep one context from rename to
/// rename (`refresh` takes in the files one changed): building it again read and parsed every
/// file once per rename.
final class FixContext {
    /// Made from the files as they are when first asked for (tests left out): the renames don't need it.
    var project: ProjectFacts {
        if let projectFacts { return projectFacts }
        let built = ProjectFacts(swift: testScope.dropped(from: swiftOrder.compactMap { swiftFacts[$0] }) { $0.path },
                                 objc: testScope.dropped(from: objcOrder.compactMap { objcFacts[$0] }) { $0.path },
                                 paths: testScope.dropped(from: paths) { $0 })
        projectFacts = built
        return built
    }
    private(set) var swiftFacts: [String: SwiftFileFacts]
    private(set) var objcFacts: [String: ObjCFileFacts]
    private let read: (String) -> String?
    private var texts: [String: String?] = [:]
    private var parsed: [String: SwiftSource] = [:]
    private var projectFacts: ProjectFacts?
    private let paths: [String]
    private let testScope: TestScope
    /// The Swift and Objective-C files in the order the fix keeps them, and their word indexes
    /// (made when a rename first looks a name up).
    private let swiftOrder: [String], objcOrder: [String]
    private var swiftWords: WordIndex?, objcWords: WordIndex?
    /// What a fix of one whole declaration has done this pass (`claim`), and where those
    /// declarations are, by key (`claim(_:range:)`).
    private var claimed: Set<String> = []
    private var claimedRanges: [String: [Range<Int>]] = [:]

    init(project: ProjectFacts, swift: [String: SwiftFileFacts], objc: [String: ObjCFileFacts], read: @escaping (String) -> String?) {
        projectFacts = project
        swiftFacts = swift
        objcFacts = objc
        swiftOrder = swift.keys.sorted()
        objcOrder = objc.keys.sorted()
        paths = []
        testScope = TestScope()
        self.read = read
    }

    /// `swift`, `objc`: the files in the fix's order; `paths`: every file of the project;
    /// `testScope`: where the project starts in them, for telling its tests.
    init(swift: [SwiftFileFacts], objc: [ObjCFileFacts], paths: [String], testScope: TestScope = TestScope(),
         read: @escaping (String) -> String?) {
        swiftFacts = Dictionary(swift.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        objcFacts = Dictionary(objc.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        swiftOrder = swift.map(\.path)
        objcOrder = objc.map(\.path)
        self.paths = paths
        self.testScope = testScope
        self.read = read
    }

    func text(_ path: String) -> String? {
        if let known = texts[path] { return known }
        let loaded = read(path)
        texts[path] = loaded
        return loaded
    }

    func swift(_ path: String) -> SwiftSource? {
        if let known = parsed[path] { return known }
        guard path.hasSuffix(".swift"), let text = text(path) else { return nil }
        let source = SwiftSource(path: path, text: text)
        parsed[path] = source
        return source
    }

    /// Parses these Swift files now, on every core: most findings' fixes parse their own file,
    /// and parsing them one by one as asked was a fifth of a fix.
    func prepare(_ paths: [String]) {
        let wanted = Array(Set(paths.filter { $0.hasSuffix(".swift") && parsed[$0] == nil })).sorted()
        let texts = wanted.map { text($0) }
        let sources = ParallelWork.map(count: wanted.count) { index in texts[index].map { SwiftSource(path: wanted[index], text: $0) } }
        for (path, source) in zip(wanted, sources) { parsed[path] = source }
    }

    func lines(_ path: String) -> LineOffsets? {
        if let source = parsed[path] { return source.lines }
        return text(path).map(LineOffsets.init)
    }

    /// The Swift files, in the fix's order, that may hold one of `names` as a word: the others
    /// can't name them. A name the index can't answer for is looked for in every file's text.
    func swiftPaths(mentioning names: String...) -> [String] { swiftPaths(mentioning: names) }

    func swiftPaths(mentioning names: [String]) -> [String] {
        if swiftWords == nil { swiftWords = WordIndex(paths: swiftOrder, texts: swiftOrder.map(text)) }
        return swiftWords?.files(mentioning: names) ?? holding(names, among: swiftOrder)
    }

    /// The same among the Objective-C files.
    func objcPaths(mentioning names: String...) -> [String] {
        if objcWords == nil { objcWords = WordIndex(paths: objcOrder, texts: objcOrder.map(text)) }
        return objcWords?.files(mentioning: names) ?? holding(names, among: objcOrder)
    }

    private func holding(_ names: [String], among paths: [String]) -> [String] {
        paths.filter { path in
            guard let text = text(path) else { return false }
            return names.contains { text.utf8.firstRange(of: $0.utf8) != nil }
        }
    }

    /// True the first time a fix asks for this key in this context: a fix that rewrites a whole
    /// declaration gives the same edits for each of its findings, and making them all again for
    /// each one was quadratic (a presenter of 8,000 methods out of order took 4 GB).
    func claim(_ key: String) -> Bool {
        claimed.insert(key).inserted
    }

    /// The same for a declaration's byte range: true the first time; later findings inside it
    /// are settled by `isClaimed` before their token is looked up (`token(at:)` walks the
    /// declaration's members from its start: once per finding, a protocol of 10,000 methods
    /// cost more than linear).
    func claim(_ key: String, range: Range<Int>) -> Bool {
        guard !isClaimed(key, at: range.lowerBound) else { return false }
        claimedRanges[key, default: []].append(range)
        return true
    }

    func isClaimed(_ key: String, at offset: Int) -> Bool {
        claimedRanges[key]?.contains { $0.contains(offset) } == true
    }

    /// Takes in the files a rename changed: their facts and texts from `state`, the rest kept.
    func refresh(_ changed: [String], from state: FixState) {
        for path in changed {
            // From `state`: `read` sees the files as they were when this context was made.
            let text = state.text(path)
            texts[path] = .some(text)
            parsed[path] = nil
            if let facts = state.swiftFacts(of: path) { swiftFacts[path] = facts }
            if let facts = state.objcFacts(of: path) { objcFacts[path] = facts }
            // A file the indexes don't hold: they are made again when next asked.
            if swiftWords?.add(path, text: text ?? "") == false { swiftWords = nil }
            if objcWords?.add(path, text: text ?? "") == false { objcWords = nil }
        }
        projectFacts = nil
        claimed = []
        claimedRanges = [:]
    }
}
