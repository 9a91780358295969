import FlowlintCore

/// A `viper-references` rename of an Objective-C property (`addInteractor` → `interactor` of
/// `VTDAddPresenter`) over the tokens of every Objective-C file: its `@property`, `@synthesize`,
/// getter and setter (`setAddInteractor:`), the ivar `_addInteractor` in the class's
/// implementation, and every `x.addInteractor`, `[x addInteractor]`, `[x setAddInteractor:…]`
/// whose receiver is `self` there or a variable declared `VTDAddPresenter *x`. Where another
/// class or protocol declares the name too, a receiver of unknown type blocks it, as do a string
/// or `@selector` naming it, a Swift use, a protocol the class adopts requiring it.
struct ObjCMemberRename {
    let type: String
    let old: String
    let new: String
    let path: String
    let line: Int
    /// The class and its subclasses.
    private let classes: Set<String>
    /// Other classes and protocols declaring the name (`Name (path:line)`).
    private let others: [String]
    private let setter: (old: String, new: String)

    init?(_ finding: Finding, _ context: FixContext) {
        guard case .file(let path, let line, _) = finding.location, let new = MemberRenameRequest.newName(finding),
              let interface = context.objcFacts[path]?.interfaces.first(where: { $0.properties.contains { $0.line == line } }),
              let property = interface.properties.first(where: { $0.line == line }), property.name != new else { return nil }
        type = interface.name
        old = property.name
        self.new = new
        self.path = path
        self.line = line
        setter = ("set" + Self.capitalized(property.name), "set" + Self.capitalized(new))
        let containers = context.objcFacts.values.flatMap { facts in (facts.interfaces + facts.protocols).map { (facts.path, $0) } }
        var classes: Set<String> = [interface.name], changed = true
        while changed {
            changed = false
            for (_, container) in containers where container.superclass.map(classes.contains) == true && classes.insert(container.name).inserted {
                changed = true
            }
        }
        self.classes = classes
        others = containers.filter { !classes.contains($0.1.name) && Self.declares(property.name, $0.1) }.map { "\($0.1.name) (\($0.0):\($0.1.line))" }
    }

    private static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    private static func declares(_ name: String, _ container: ObjCContainer) -> Bool {
        container.properties.contains { $0.name == name } || container.methods.contains { $0.selector == name }
    }

    /// Why the rename is not sure, or nil.
    func blocker(_ context: FixContext) -> LocalizedText? {
        let interfaces = context.objcFacts.values.flatMap(\.interfaces).filter { classes.contains($0.name) }
        if let taken = interfaces.first(where: { Self.declares(new, $0) || $0.methods.contains { $0.selector == setter.new + ":" } }) {
            return LocalizedText(ru: "в \(taken.name) уже есть `\(new)`", en: "\(taken.name) already has `\(new)`")
        }
        let adopted = Set(interfaces.flatMap(\.protocols))
        if let required = context.objcFacts.values.flatMap(\.protocols).first(where: { adopted.contains($0.name) && Self.declares(old, $0) }) {
            return LocalizedText(ru: "\(type) принимает протокол \(required.name), который требует `\(old)`",
                                 en: "\(type) adopts protocol \(required.name), which requires `\(old)`")
        }
        let scan = self.scan(context)
        if let place = scan.named {
            return LocalizedText(ru: "строка или @selector в \(place) называет `\(old)`: по имени его находит рантайм",
                                 en: "a string or @selector names `\(old)` at \(place): the runtime finds it by name")
        }
        if let place = scan.unknown, let other = others.first {
            return LocalizedText(ru: "тип получателя в \(place) не виден из кода, а `\(old)` объявлен и в \(other)",
                                 en: "the receiver's type at \(place) can't be told, and \(other) also declares `\(old)`")
        }
        if let use = MemberRename.wordUse(of: old, in: context.swiftPaths(mentioning: old).sorted(), context) {
            return LocalizedText(ru: "`\(old)` встречается в Swift (\(use))", en: "Swift uses `\(old)` at \(use)")
        }
        return nil
    }

    func edits(_ context: FixContext) -> [TextEdit] { scan(context).edits }

    private struct Scan {
        var edits: [TextEdit] = []
        /// The first receiver of unknown type, and the first string or `@selector` naming the property.
        var unknown: String?
        var named: String?
    }

    private func scan(_ context: FixContext) -> Scan {
        var scan = Scan()
        for file in context.objcFacts.keys.sorted() {
            guard let text = context.text(file), text.contains(old) else { continue }
            let tokens = ObjCLexer.tokens(text).filter { if case .comment = $0.kind { return false } else { return true } }
            var walk = FileWalk(rename: self, path: file, text: text, tokens: tokens)
            walk.run(&scan)
        }
        return scan
    }

    /// One file's tokens, with the `@interface`/`@implementation` they are in.
    private struct FileWalk {
        let rename: ObjCMemberRename
        let path: String
        let text: String
        let tokens: [ObjCLexer.Token]
        var container: (name: String, isImplementation: Bool)?

        mutating func run(_ scan: inout Scan) {
            for index in tokens.indices {
                let token = tokens[index]
                switch token.kind {
                case .atKeyword: enter(index, &scan)
                case .string where Self.containsWord(rename.old, token.text): scan.named = scan.named ?? "\(path):\(token.line)"
                case .identifier: identifier(index, &scan)
                default: break
                }
            }
        }

        private mutating func enter(_ index: Int, _ scan: inout Scan) {
            let keyword = tokens[index].text
            if keyword == "@end" { container = nil }
            if ["@interface", "@implementation"].contains(keyword), let name = token(index + 1) { container = (String(name), keyword == "@implementation") }
            if keyword == "@selector", let name = token(index + 2), [rename.old, rename.setter.old].contains(String(name)) {
                scan.named = scan.named ?? "\(path):\(tokens[index].line)"
            }
        }

        private func token(_ index: Int) -> Substring? { tokens.indices.contains(index) ? tokens[index].text : nil }

        private var inClass: Bool { container.map { rename.classes.contains($0.name) } ?? false }

        private mutating func identifier(_ index: Int, _ scan: inout Scan) {
            let text = tokens[index].text, previous = token(index - 1), next = token(index + 1)
            if text == "_" + rename.old {
                if inClass, container?.isImplementation == true { replace(index, "_" + rename.new, &scan) }
            } else if text == rename.setter.old, next == ":" {
                if isMethodName(index) { if inClass { replace(index, rename.setter.new, &scan) } } else { send(index, &scan) }
            } else if text == rename.old {
                if let statement = statementKeyword(before: index), ["@property", "@synthesize", "@dynamic"].contains(statement) {
                    if inClass { replace(index, rename.new, &scan) }
                } else if previous == "." {
                    judge(receiver: index - 2, index, &scan)
                } else if isMethodName(index), next == "{" || next == ";" {
                    if inClass { replace(index, rename.new, &scan) } // the getter's declaration or definition
                } else if next == "]", previous != ":" {
                    send(index, &scan) // `[receiver name]`; after `:` it is an argument, a variable
                }
            }
        }

        /// `[receiver name]` or `[receiver setName:…]`.
        private mutating func send(_ index: Int, _ scan: inout Scan) {
            if token(index - 2) == "[" { judge(receiver: index - 1, index, &scan) } else { unknown(index, &scan) }
        }

        private mutating func judge(receiver: Int, _ index: Int, _ scan: inout Scan) {
            // A plain variable: not a member (`a.b.old`, `a->b`).
            guard receiver >= 2, tokens.indices.contains(receiver), tokens[receiver].kind == .identifier,
                  ![".", ">"].contains(tokens[receiver - 1].text) else { return unknown(index, &scan) }
            let name = tokens[receiver].text
            if name == "self" {
                if inClass { replace(index, replacement(index), &scan) } else if container == nil { unknown(index, &scan) }
                return
            }
            // The nearest earlier declaration of it in this file: `Type *name`, a method's
            // `(Type *)name`; another kind (`id name`) is unknown.
            guard let declaration = (1..<receiver).reversed().first(where: { tokens[$0].text == name
                      && (["*", ")"].contains(tokens[$0 - 1].text) || tokens[$0 - 1].kind == .identifier) }) else { return unknown(index, &scan) }
            let star = tokens[declaration - 1].text == ")" ? declaration - 2 : declaration - 1
            guard star >= 1, tokens[star].text == "*", tokens[star - 1].kind == .identifier else { return unknown(index, &scan) }
            if rename.classes.contains(String(tokens[star - 1].text)) { replace(index, replacement(index), &scan) }
        }

        private func replacement(_ index: Int) -> String {
            tokens[index].text == rename.setter.old ? rename.setter.new : rename.new
        }

        private func unknown(_ index: Int, _ scan: inout Scan) {
            if rename.others.isEmpty { return replace(index, replacement(index), &scan) }
            scan.unknown = scan.unknown ?? "\(path):\(tokens[index].line)"
        }

        private func replace(_ index: Int, _ text: String, _ scan: inout Scan) {
            let token = tokens[index].text
            let start = self.text.utf8.distance(from: self.text.utf8.startIndex, to: token.startIndex)
            scan.edits.append(TextEdit(path, start..<(start + token.utf8.count), text))
        }

        /// `- (Type *)name` at a statement's start: a method's name, not a cast's operand.
        private func isMethodName(_ index: Int) -> Bool {
            guard token(index - 1) == ")" else { return false }
            var depth = 0, back = index - 1
            while back >= 0 {
                if tokens[back].text == ")" { depth += 1 } else if tokens[back].text == "(" { depth -= 1 }
                if depth == 0 { break }
                back -= 1
            }
            guard back >= 1, ["-", "+"].contains(tokens[back - 1].text) else { return false }
            let before = back >= 2 ? tokens[back - 2] : nil
            return before.map { [";", "{", "}"].contains($0.text) || $0.kind == .atKeyword || $0.kind == .directive } ?? true
        }

        /// The `@`-keyword starting the statement holding `index` (`@property`), if any.
        private func statementKeyword(before index: Int) -> Substring? {
            for back in stride(from: index - 1, through: 0, by: -1) {
                let token = tokens[back]
                if token.kind == .atKeyword { return token.text }
                if [";", "{", "}"].contains(token.text) { return nil }
            }
            return nil
        }

        static func containsWord(_ word: String, _ text: Substring) -> Bool {
            var rest = text[...]
            while let found = rest.firstRange(of: word) {
                let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
                let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
                if !(before.isLetter || before.isNumber || before == "_"), !(after.isLetter || after.isNumber || after == "_") { return true }
                rest = text[found.upperBound...]
            }
            return false
        }
    }
}
