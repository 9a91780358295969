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

    public func match(_ name: String, ids: IssueIDMatcher, versions: VersionMatcher = .standard) -> Captures? {
        match(tokens[...], Substring(name), Matchers(ids: ids, versions: versions), captures: Captures())
    }

    /// What the placeholders `{id}` and `{version}` match.
    struct Matchers {
        let ids: IssueIDMatcher
        let versions: VersionMatcher
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

    private func match(_ tokens: ArraySlice<Token>, _ rest: Substring, _ matchers: Matchers, captures: Captures) -> Captures? {
        guard let token = tokens.first else { return rest.isEmpty ? captures : nil }
        let next = tokens.dropFirst()
        var captures = captures
        switch token {
        case .literal(let text):
            guard rest.hasPrefix(text) else { return nil }
            return match(next, rest.dropFirst(text.count), matchers, captures: captures)
        case .id:
            guard let id = matchers.ids.prefix(of: rest) else { return nil }
            captures.id = String(id)
            return match(next, rest[id.endIndex...], matchers, captures: captures)
        case .version:
            guard let version = matchers.versions.prefix(of: rest) else { return nil }
            captures.version = String(version)
            return match(next, rest[version.endIndex...], matchers, captures: captures)
        case .name:
            return matchName(next, rest, matchers, captures: captures)
        }
    }

    /// A name runs to the end, or up to an occurrence of the literal that follows it.
    private func matchName(_ next: ArraySlice<Token>, _ rest: Substring, _ matchers: Matchers, captures: Captures) -> Captures? {
        var captures = captures
        var ends: [Substring.Index] = [rest.endIndex]
        if case .literal(let literal)? = next.first {
            ends = rest.indices.filter { rest[$0...].hasPrefix(literal) }
        }
        for end in ends.reversed() where BranchNameParts.isValidTaskName(rest[..<end]) {
            captures.name = String(rest[..<end])
            if let found = match(next, rest[end...], matchers, captures: captures) { return found }
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
}
