/// Reads Objective-C headers and implementation files into `ObjCFileFacts`: imports, forward
/// declarations, protocols, interfaces (class extensions and categories too), properties,
/// method declarations across lines, doc comments and `#pragma mark`. Anything else (macros,
/// functions, C declarations) is passed over.
public enum ObjCScanner {
    public static func scan(path: String, source: String) -> ObjCFileFacts {
        let tokens = ObjCLexer.tokens(source)
        var parser = Parser(tokens: tokens, facts: ObjCFileFacts(path: path))
        parser.run()
        var facts = parser.facts
        if facts.hasCDeclarations {
            let declared = CDeclarationNames.read(tokens)
            facts.cNames = declared.names
            facts.hasUnnamedCDeclarations = declared.hasUnnamed
        }
        // What a header's own declarations may need from the headers it imports.
        if facts.isHeader { facts.usedNames = Set(tokens.lazy.filter { $0.kind == .identifier }.map { String($0.text) }).sorted() }
        else { facts.selfAssignments = selfAssignments(tokens.filter { token in
            if case .comment = token.kind { return false }
            return true
        }) }
        return facts
    }

    /// `x.dataSource = self` and `[x setDataSource:self]` (and `delegate`), `self` ending the value.
    static func selfAssignments(_ tokens: [ObjCLexer.Token]) -> [SelfAssignment] {
        var found: [SelfAssignment] = []
        for index in tokens.indices.dropFirst().dropLast(3) {
            let text = tokens[index].text
            if tokens[index - 1].text == ".", let property = SelfAssignment.properties.first(where: { $0 == text }),
               tokens[index + 1].text == "=", tokens[index + 2].text == "self", tokens[index + 3].text == ";" {
                found.append(SelfAssignment(line: tokens[index].line, receiver: String(tokens.indices.contains(index - 2) ? tokens[index - 2].text : ""), property: property))
            } else if let property = SelfAssignment.properties.first(where: { "set" + $0.prefix(1).uppercased() + $0.dropFirst() == text }),
                      tokens[index + 1].text == ":", tokens[index + 2].text == "self", tokens[index + 3].text == "]" {
                found.append(SelfAssignment(line: tokens[index].line, receiver: String(tokens[index - 1].text), property: property))
            }
        }
        return found
    }

    struct Parser {
        let tokens: [ObjCLexer.Token]
        var facts: ObjCFileFacts
        var index = 0
        /// A doc comment waiting for the declaration right after it.
        var pendingDoc = false

        init(tokens: [ObjCLexer.Token], facts: ObjCFileFacts) {
            self.tokens = tokens
            self.facts = facts
        }

        var current: ObjCLexer.Token? { index < tokens.count ? tokens[index] : nil }

        /// The next token that is not a comment; comments are recorded as they are passed.
        mutating func peek() -> ObjCLexer.Token? {
            while let token = current {
                switch token.kind {
                case .comment(let doc):
                    facts.suppressions.add(comment: token.text, line: token.line)
                    pendingDoc = doc
                    index += 1
                case .directive:
                    directive(token)
                    pendingDoc = false
                    index += 1
                default:
                    return token
                }
            }
            return nil
        }

        mutating func take() -> ObjCLexer.Token? {
            guard let token = peek() else { return nil }
            index += 1
            return token
        }

        mutating func takeIf(_ text: String) -> Bool {
            guard peek()?.text == text[...] else { return false }
            index += 1
            return true
        }

        mutating func run() {
            while let token = peek() {
                let doc = pendingDoc
                pendingDoc = false
                guard token.kind == .atKeyword else {
                    if token.kind == .identifier, Self.cDeclarationWords.contains(token.text) { facts.hasCDeclarations = true }
                    index += 1
                    continue
                }
                index += 1
                switch token.text {
                case "@class": facts.forwardClasses += nameList()
                case "@protocol": protocolDeclaration(token, doc: doc)
                case "@interface": facts.interfaces.append(container(token, doc: doc, isImplementation: false))
                case "@implementation": facts.implementations.append(container(token, doc: doc, isImplementation: true))
                default: break
                }
            }
        }

        // MARK: - Declarations

        /// `@protocol A;` / `@protocol A, B;` (forward) or `@protocol A <B> … @end`: the token
        /// after the name decides.
        mutating func protocolDeclaration(_ keyword: ObjCLexer.Token, doc: Bool) {
            guard let name = peek(), name.kind == .identifier else { return }  // @protocol(Foo) is an expression
            let after = tokens.indices.contains(index + 1) ? tokens[index + 1].text : ""
            if after == ";" || after == "," {
                facts.forwardProtocols += nameList()
                return
            }
            facts.protocols.append(container(keyword, doc: doc, isImplementation: false))
        }

        /// Names separated by commas, up to and including `;`.
        mutating func nameList() -> [String] {
            var names: [String] = []
            while let token = peek(), token.text != ";" {
                if token.kind == .identifier { names.append(String(token.text)) }
                index += 1
                if token.kind == .atKeyword { break }
            }
            if peek()?.text == ";" { index += 1 }
            return names
        }

        /// An `@interface`, `@protocol` or `@implementation` header and its members to `@end`.
        mutating func container(_ keyword: ObjCLexer.Token, doc: Bool, isImplementation: Bool) -> ObjCContainer {
            var container = ObjCContainer(name: String(take()?.text ?? ""), line: keyword.line, hasDocComment: doc)
            if takeIf(":") { container.superclass = take().map { String($0.text) } }
            if takeIf("(") {
                var category = ""
                while let token = take(), token.text != ")" { category += token.text }
                container.category = category
            }
            if takeIf("<") { container.protocols = angleList() }
            if peek()?.text == "{" { skipBraces() }  // instance variables
            members(into: &container, isImplementation: isImplementation)
            return container
        }

        /// `<A, B<C>>` → [A, B]: top-level names only.
        mutating func angleList() -> [String] {
            var depth = 1, names: [String] = [], expectName = true
            while depth > 0, let token = take() {
                switch token.text {
                case "<": depth += 1
                case ">": depth -= 1
                case ",": if depth == 1 { expectName = true }
                default:
                    if depth == 1, expectName, token.kind == .identifier { names.append(String(token.text)); expectName = false }
                }
            }
            return names
        }

        mutating func members(into container: inout ObjCContainer, isImplementation: Bool) {
            while let token = peek() {
                let doc = pendingDoc
                pendingDoc = false
                if token.text == "@end" { container.endLine = token.line; index += 1; return }
                if token.text == "@property" {
                    index += 1
                    if let property = property(line: token.line, doc: doc) { container.properties.append(property) }
                } else if token.text == "-" || token.text == "+" {
                    index += 1
                    if let method = method(line: token.line, isClassMethod: token.text == "+", doc: doc, hasBody: isImplementation) {
                        container.methods.append(method)
                    }
                } else if token.text == "{" {
                    skipBraces()
                } else if token.kind == .atKeyword, ["@interface", "@implementation", "@protocol"].contains(token.text) {
                    return  // a missing @end: the next container starts here
                } else {
                    index += 1
                }
            }
        }

        // MARK: - Members

        /// `@property (nonatomic, weak) id<PostListViewInput> view;`, block types included.
        mutating func property(line: Int, doc: Bool) -> ObjCProperty? {
            var attributes: [String] = []
            if takeIf("(") {
                while let token = take(), token.text != ")" {
                    if token.kind == .identifier { attributes.append(String(token.text)) }
                }
            }
            var parts: [ObjCLexer.Token] = []
            var depth = 0
            while let token = peek(), !(depth == 0 && token.text == ";") {
                if token.kind == .atKeyword { break }
                if token.text == "(" || token.text == "<" { depth += 1 }
                if token.text == ")" || token.text == ">" { depth -= 1 }
                parts.append(token)
                index += 1
            }
            _ = takeIf(";")
            // The name is the last identifier, or the one after `^` in a block type.
            let caretName = parts.indices.first { parts[$0].text == "^" && $0 + 1 < parts.count && parts[$0 + 1].kind == .identifier }
                .map { parts[$0 + 1] }
            let trailing = parts.last { $0.kind == .identifier && !Self.isQualifier($0.text) }
            guard let name = caretName ?? trailing else { return nil }
            let type = parts.filter { $0 != name && !Self.isQualifier($0.text) }.map(\.text).joined(separator: " ")
            let isOutlet = parts.contains { $0.text == "IBOutlet" || $0.text == "IBOutletCollection" }
            return ObjCProperty(name: String(name.text), attributes: attributes, type: Self.normalise(type), line: line, hasDocComment: doc,
                                isOutlet: isOutlet)
        }

        /// `- (void)obtainImageForPostId:(NSString *)postId;`, over several lines, with blocks in
        /// the types and macros after the selector. In an implementation the body is skipped.
        mutating func method(line: Int, isClassMethod: Bool, doc: Bool, hasBody: Bool) -> ObjCMethod? {
            let returnType = takeIf("(") ? parenthesised() : "id"
            var selector = ""
            var parameterTypes: [String] = []
            while let token = peek(), token.text != ";", token.text != "{", token.text != "@end" {
                if token.kind == .identifier, tokens.indices.contains(index + 1), tokens[index + 1].text == ":" {
                    selector += token.text + ":"
                    index += 2
                    parameterTypes.append(takeIf("(") ? Self.normalise(parenthesised()) : "id")
                    if peek()?.kind == .identifier { index += 1 }  // the argument's name
                } else if selector.isEmpty, token.kind == .identifier {
                    selector = String(token.text)
                    index += 1
                } else if token.text == "(" {
                    index += 1
                    _ = parenthesised()  // NS_SWIFT_NAME(…), __attribute__((…))
                } else {
                    index += 1
                }
            }
            _ = takeIf(";")
            if hasBody, peek()?.text == "{" { skipBraces() }
            guard !selector.isEmpty else { return nil }
            return ObjCMethod(selector: selector, isClassMethod: isClassMethod, returnType: Self.normalise(returnType), line: line,
                              hasDocComment: doc, parameterTypes: parameterTypes)
        }

        /// The text up to the matching `)` (the `(` already taken).
        mutating func parenthesised() -> String {
            var depth = 1, parts: [Substring] = []
            while depth > 0, let token = take() {
                if token.text == "(" { depth += 1 }
                if token.text == ")" { depth -= 1; if depth == 0 { break } }
                parts.append(token.text)
            }
            return parts.joined(separator: " ")
        }

        mutating func skipBraces() {
            var depth = 0
            while let token = take() {
                if token.text == "{" { depth += 1 }
                if token.text == "}" { depth -= 1; if depth <= 0 { return } }
            }
        }

        // MARK: - Directives

        mutating func directive(_ token: ObjCLexer.Token) {
            let body = token.text.dropFirst().drop { $0 == " " || $0 == "\t" }
            if let rest = body.strippingPrefix("import") ?? body.strippingPrefix("include") {
                let text = rest.drop { $0 == " " || $0 == "\t" }
                guard let open = text.first, open == "\"" || open == "<" else { return }
                let close: Character = open == "<" ? ">" : "\""
                let path = text.dropFirst().prefix { $0 != close }
                facts.imports.append(ObjCImport(path: String(path), isSystem: open == "<", line: token.line))
            } else if body.strippingPrefix("define") != nil {
                facts.hasCDeclarations = true
            } else if let rest = body.strippingPrefix("pragma") {
                let text = rest.drop { $0 == " " || $0 == "\t" }
                guard let mark = text.strippingPrefix("mark") else { return }
                let title = mark.drop { $0 == " " || $0 == "\t" || $0 == "-" }.trimmingCharacters(in: " \t\r")
                facts.pragmaMarks.append(ObjCPragmaMark(line: token.line, title: String(title)))
            }
        }

        /// Top-level words that declare what `@class`/`@protocol` can't: types, enums, constants.
        static let cDeclarationWords: Set<Substring> = [
            "typedef", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "NS_TYPED_ENUM", "extern", "FOUNDATION_EXPORT",
            "FOUNDATION_EXTERN", "UIKIT_EXTERN", "enum", "struct", "static",
        ]

        static func isQualifier(_ text: Substring) -> Bool {
            ["nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "null_unspecified",
             "_Null_unspecified", "__kindof", "const", "IBOutlet", "IBInspectable", "__weak", "__strong"].contains(text)
        }

        /// `id < Foo >` → `id<Foo>`; a space between words and before a pointer's `*`
        /// (`NSString *`, `NSArray<id<Foo>> *`).
        static func normalise(_ type: String) -> String {
            var out = ""
            for part in type.split(separator: " ") {
                if let last = out.last, let first = part.first {
                    let word: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
                    if (word(last) && word(first)) || (first == "*" && last != "*" && last != "(" && last != "^") {
                        out += " "
                    }
                }
                out += part
            }
            return out
        }
    }
}
