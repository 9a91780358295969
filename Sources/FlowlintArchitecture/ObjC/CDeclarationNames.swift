/// The names a header's C declarations give (typedefs, enums and their constants, `extern`
/// constants, macros): an `#import` of the header is needed only where one of them is used, as a
/// forward declaration stands in for its classes and protocols alone.
struct CDeclarationNames: Equatable {
    var names: [String] = []
    /// A C declaration whose name could not be read (a function, an unusual form): every import
    /// of the header is then needed, as if all its names were used.
    var hasUnnamed = false

    static func read(_ tokens: [ObjCLexer.Token]) -> CDeclarationNames {
        var found = CDeclarationNames()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive {
                found.readMacro(token.text)
                index += 1
            } else if token.kind == .identifier, ObjCScanner.Parser.cDeclarationWords.contains(token.text) {
                index = found.readDeclaration(tokens, from: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// `#define NAME …`, `#define NAME(x) …`.
    private mutating func readMacro(_ line: Substring) {
        let body = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard let rest = body.strippingPrefix("define") else { return }
        let name = rest.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if name.isEmpty { hasUnnamed = true } else { names.append(String(name)) }
    }

    /// One declaration from its first word to its `;` at the top level; returns where to go on.
    /// What it names: the last word before `;` or `=` (`extern NSString *const kKey;`,
    /// `typedef struct {…} Point;`), a block's or function pointer's `(^Name)`, an `NS_ENUM`'s
    /// second argument, and an enum's constants.
    private mutating func readDeclaration(_ tokens: [ObjCLexer.Token], from start: Int) -> Int {
        var depth = 0, index = start, lastWord: Substring?, named = false
        var body = Body.none
        while index < tokens.count {
            let token = tokens[index]
            // An Objective-C declaration never belongs to a C one: the C one was not understood.
            if token.kind == .atKeyword {
                hasUnnamed = hasUnnamed || !named
                return index
            }
            let previous = index > start ? tokens[index - 1].text : ""
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{":
                if depth == 0 { body = Self.body(before: tokens[start..<index]) }
                depth += 1
            case "}":
                depth -= 1
                // A function's body: `static inline BOOL Foo(…) {…}` names what is not read here.
                if depth == 0, body == .function {
                    hasUnnamed = true
                    return index + 1
                }
            case ";" where depth == 0, "=" where depth == 0:
                if let lastWord, Self.canName(lastWord), !named || body != .none { names.append(String(lastWord)) } else if !named { hasUnnamed = true }
                return (token.text == "=" ? skipToEnd(tokens, from: index) : index) + 1
            default:
                guard token.kind == .identifier else { break }
                if depth == 0 {
                    lastWord = token.text
                } else if depth == 1, previous == "^" || previous == "*", index >= start + 2, tokens[index - 2].text == "(" {
                    names.append(String(token.text))  // `(^Completion)`, `(*Handler)`
                    named = true
                } else if depth == 1, body == .enumeration, previous == "{" || previous == "," {
                    names.append(String(token.text))  // an enum's constant
                    named = true
                } else if depth == 1, body == .none, previous == ",", tokens[start..<index].contains(where: { $0.text.hasPrefix("NS_") }) {
                    names.append(String(token.text))  // `NS_ENUM(NSInteger, PostListState)`
                    named = true
                }
            }
            index += 1
        }
        hasUnnamed = true
        return index
    }

    private enum Body { case none, enumeration, record, function }

    /// What a `{` opens at the top level of a declaration: an enum's constants, a struct's fields,
    /// or a function's statements.
    private static func body(before tokens: ArraySlice<ObjCLexer.Token>) -> Body {
        if tokens.contains(where: { $0.text == "enum" || ($0.text.hasPrefix("NS_") && $0.text.hasSuffix("ENUM")) || $0.text == "NS_OPTIONS" }) {
            return .enumeration
        }
        return tokens.contains(where: { $0.text == "struct" || $0.text == "union" }) ? .record : .function
    }

    /// A word that can be a declared name: not a qualifier, a declaring word or a macro of the SDK.
    private static func canName(_ word: Substring) -> Bool {
        !ObjCScanner.Parser.isQualifier(word) && !ObjCScanner.Parser.cDeclarationWords.contains(word) && !word.hasPrefix("NS_")
            && !["void", "int", "char", "long", "short", "float", "double", "unsigned", "signed", "BOOL", "id"].contains(word)
    }

    private func skipToEnd(_ tokens: [ObjCLexer.Token], from start: Int) -> Int {
        var depth = 0, index = start
        while index < tokens.count {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case ";" where depth <= 0: return index
            default: break
            }
            if tokens[index].kind == .atKeyword { return index - 1 }
            index += 1
        }
        return index
    }
}
