/// A branch-name template such as `features/{id}_{name}`, matched against names.
public struct BranchTemplate: Sendable, Equatable {
    enum Token: Sendable, Equatable {
        case literal(String)
        case id
        case name
        case version
    }

    public struct InvalidTemplate: Error, Sendable {
        public let template: String
        public let reason: String
    }

    /// What a match captured.
    public struct Captures: Sendable, Equatable {
        public var id: String?
        public var name: String?
        public var version: String?
    }

    public let text: String
    let tokens: [Token]

    public init(_ text: String) throws(InvalidTemplate) {
        self.text = text
        tokens = try Self.tokenize(text)
    }

    /// The literal text before the first placeholder: `features/`.
    public var prefix: String {
        if case .literal(let text)? = tokens.first { return text }
        return ""
    }

    public func match(_ name: String, ids: IssueIDMatcher) -> Captures? {
        match(tokens[...], Substring(name), ids: ids, captures: Captures())
    }

    /// Fills the placeholders; nil when the template needs a part that is missing.
    public func render(_ captures: Captures) -> String? {
        var out = ""
        for token in tokens {
            switch token {
            case .literal(let text): out += text
            case .id: guard let id = captures.id else { return nil }; out += id
            case .name: guard let name = captures.name else { return nil }; out += name
            case .version: guard let version = captures.version else { return nil }; out += version
            }
        }
        return out
    }

    private func match(_ tokens: ArraySlice<Token>, _ rest: Substring, ids: IssueIDMatcher, captures: Captures) -> Captures? {
        guard let token = tokens.first else { return rest.isEmpty ? captures : nil }
        let next = tokens.dropFirst()
        var captures = captures
        switch token {
        case .literal(let text):
            guard rest.hasPrefix(text) else { return nil }
            return match(next, rest.dropFirst(text.count), ids: ids, captures: captures)
        case .id:
            guard let id = ids.prefix(of: rest) else { return nil }
            captures.id = String(id)
            return match(next, rest[id.endIndex...], ids: ids, captures: captures)
        case .version:
            guard let version = BranchNameParts.versionPrefix(of: rest) else { return nil }
            captures.version = String(version)
            return match(next, rest[version.endIndex...], ids: ids, captures: captures)
        case .name:
            return matchName(next, rest, ids: ids, captures: captures)
        }
    }

    /// A name runs to the end, or up to an occurrence of the literal that follows it.
    private func matchName(_ next: ArraySlice<Token>, _ rest: Substring, ids: IssueIDMatcher, captures: Captures) -> Captures? {
        var captures = captures
        var ends: [Substring.Index] = [rest.endIndex]
        if case .literal(let literal)? = next.first {
            ends = rest.indices.filter { rest[$0...].hasPrefix(literal) }
        }
        for end in ends.reversed() where BranchNameParts.isValidTaskName(rest[..<end]) {
            captures.name = String(rest[..<end])
            if let found = match(next, rest[end...], ids: ids, captures: captures) { return found }
        }
        return nil
    }

    private static func tokenize(_ text: String) throws(InvalidTemplate) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw InvalidTemplate(template: text, reason: "unclosed '{'")
            }
            let placeholder = rest[rest.index(after: open)..<close]
            let token: Token
            switch placeholder {
            case "id": token = .id
            case "name": token = .name
            case "version": token = .version
            default: throw InvalidTemplate(template: text, reason: "unknown placeholder '{\(placeholder)}' (use {id}, {name}, {version})")
            }
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
            if let last = tokens.last, !Self.isLiteral(last) {
                throw InvalidTemplate(template: text, reason: "two placeholders need a separator between them")
            }
            tokens.append(token)
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        guard !tokens.isEmpty else { throw InvalidTemplate(template: text, reason: "empty template") }
        return tokens
    }

    private static func isLiteral(_ token: Token) -> Bool {
        if case .literal = token { return true }
        return false
    }
}

/// The lexical rules for the parts of a branch name.
public enum BranchNameParts {
    /// A task name: words of letters (Cyrillic too) and digits joined by `_`; `-` and `.` are
    /// allowed inside words. No spaces, no empty words.
    public static func isValidTaskName(_ name: Substring) -> Bool {
        guard !name.isEmpty, name.first != "_", name.last != "_", !name.contains("__") else { return false }
        var hasWordCharacter = false
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                hasWordCharacter = true
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue  // the combining breve of a decomposed й is still part of a letter
            } else if !"_-.".unicodeScalars.contains(scalar) {
                return false
            }
        }
        return hasWordCharacter
    }

    /// `1.2`, `1.2.3`, optionally `-suffix`, at the start of `text`, longest first.
    public static func versionPrefix(of text: Substring) -> Substring? {
        var index = text.startIndex
        var numbers = 0
        while true {
            let start = index
            while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
            guard index > start else { break }
            numbers += 1
            guard numbers < 3, index < text.endIndex, text[index] == ".",
                  text.index(after: index) < text.endIndex, text[text.index(after: index)].isASCII,
                  text[text.index(after: index)].isNumber else { break }
            index = text.index(after: index)
        }
        guard numbers >= 2 else { return nil }
        if index < text.endIndex, text[index] == "-" {
            var end = text.index(after: index)
            while end < text.endIndex, text[end].isASCII, text[end].isLetter || text[end].isNumber || text[end] == "." {
                end = text.index(after: end)
            }
            if end > text.index(after: index) { index = end }
        }
        return text[..<index]
    }
}
