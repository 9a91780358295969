/// Reads git's config-file syntax without libgit2: `[section]`, `[section "sub"]`, the old
/// `[section.sub]`, `key = value`, bare `key` (true), `#`/`;` comments, quotes, escapes and
/// line continuations. Keys come back as `section.key` or `section.sub.key`, with section and
/// key lower-cased and the subsection kept as written, as git compares them.
public enum ConfigFileParser {
    public struct Entry: Equatable, Sendable {
        public let key: String
        public let value: String
    }

    /// What a file holds; `usesIncludes` means its values can't be known without following
    /// `include`/`includeIf`, which only libgit2 does here.
    public struct Parsed: Sendable {
        public var entries: [Entry] = []
        public var usesIncludes = false
    }

    public static func parse(_ text: Substring) -> Parsed {
        var parsed = Parsed()
        var section = ""
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })[...]
        while let rawLine = lines.popFirst() {
            var line = rawLine
            // A backslash at the end of a line continues it.
            while line.hasSuffix("\\"), let next = lines.popFirst() { line = line.dropLast() + next }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let first = trimmed.first, first != "#", first != ";" else { continue }
            if first == "[" {
                guard let (name, rest) = sectionHeader(trimmed) else { continue }
                section = name
                if section.hasPrefix("include") { parsed.usesIncludes = true }
                if let entry = entryAfterHeader(rest, section: section) { parsed.entries.append(entry) }
                continue
            }
            if let entry = entry(trimmed, section: section) { parsed.entries.append(entry) }
        }
        return parsed
    }

    /// `[core]`, `[branch "main"]`, `[branch.main]` → the section's name, and what follows `]`.
    static func sectionHeader(_ line: Substring) -> (String, Substring)? {
        let inner = line.dropFirst()
        if let quote = inner.firstIndex(of: "\"") {
            let name = inner[..<quote].trimmingWhitespace().lowercased()
            var subsection = ""
            var index = inner.index(after: quote)
            while index < inner.endIndex, inner[index] != "\"" {
                if inner[index] == "\\", inner.index(after: index) < inner.endIndex { index = inner.index(after: index) }
                subsection.append(inner[index])
                index = inner.index(after: index)
            }
            guard index < inner.endIndex, let close = inner[index...].firstIndex(of: "]") else { return nil }
            return (name + "." + subsection, inner[inner.index(after: close)...])
        }
        guard let close = inner.firstIndex(of: "]") else { return nil }
        let raw = inner[..<close].trimmingWhitespace()
        // The old syntax lower-cases the section but keeps `[section.Sub]`'s subsection as is.
        if let dot = raw.firstIndex(of: ".") {
            return (raw[..<dot].lowercased() + "." + raw[raw.index(after: dot)...], inner[inner.index(after: close)...])
        }
        return (raw.lowercased(), inner[inner.index(after: close)...])
    }

    /// git allows `[core] commentChar = ;` on one line.
    private static func entryAfterHeader(_ rest: Substring, section: String) -> Entry? {
        let trimmed = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = trimmed.first, first != "#", first != ";" else { return nil }
        return entry(trimmed, section: section)
    }

    static func entry(_ line: Substring, section: String) -> Entry? {
        let nameEnd = line.firstIndex { !($0.isLetter || $0.isNumber || $0 == "-") } ?? line.endIndex
        let name = line[..<nameEnd].lowercased()
        guard !name.isEmpty, !section.isEmpty else { return nil }
        let rest = line[nameEnd...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else {
            return rest.isEmpty || rest.first == "#" || rest.first == ";" ? Entry(key: section + "." + name, value: "true") : nil
        }
        return Entry(key: section + "." + name, value: value(rest.dropFirst()))
    }

    /// A value: surrounding blanks dropped, `"…"` kept verbatim, `\n \t \b \\ \"` unescaped,
    /// a comment ends it outside quotes.
    static func value(_ text: Substring) -> String {
        var out = ""
        var pendingSpace = ""
        var quoted = false
        var index = text.drop { $0 == " " || $0 == "\t" }.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if !quoted, character == "#" || character == ";" { break }
            if !quoted, character == " " || character == "\t" {
                pendingSpace.append(character)
                continue
            }
            if !out.isEmpty || quoted { out += pendingSpace }
            pendingSpace = ""
            switch character {
            case "\"": quoted.toggle()
            case "\\" where index < text.endIndex:
                let escaped = text[index]
                index = text.index(after: index)
                switch escaped {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "b": if !out.isEmpty { out.removeLast() }
                default: out.append(escaped)
                }
            default: out.append(character)
            }
        }
        return out
    }

    /// `GIT_CONFIG_PARAMETERS` as git writes it for `git -c key=value`: `'key'='value'` pairs
    /// (older git: `'key=value'`), separated by spaces.
    public static func commandLineParameters(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var tokens: [String] = []
        var current = ""
        var inQuote = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "'" { inQuote.toggle(); continue }
            if !inQuote, character == "\\", index < text.endIndex {
                current.append(text[index]); index = text.index(after: index); continue
            }
            if !inQuote, character == " " {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { tokens.append(current) }
        for token in tokens {
            guard let equals = token.firstIndex(of: "=") else {
                entries.append(Entry(key: normalizedKey(token), value: "true"))
                continue
            }
            entries.append(Entry(key: normalizedKey(String(token[..<equals])), value: String(token[token.index(after: equals)...])))
        }
        return entries
    }

    /// A value git reads with `git_config_bool_or_int` as a switch (`commit.verbose`): on for
    /// `true`, `yes`, `on`, a bare key (parsed as `true`) or a non-zero number, `2` and `1k`
    /// included; off when unset, empty, `false`, `no`, `off`, zero, or what git itself refuses.
    public static func isOn(_ value: String?) -> Bool {
        guard let value = value?.lowercased() else { return false }
        if ["true", "yes", "on"].contains(value) { return true }
        let digits = value.last.map { "kmg".contains($0) } == true ? value.dropLast() : Substring(value)
        return (Int(digits) ?? 0) != 0
    }

    /// `Core.CommentChar` → `core.commentchar`; a subsection keeps its case.
    public static func normalizedKey(_ key: String) -> String {
        guard let firstDot = key.firstIndex(of: "."), let lastDot = key.lastIndex(of: ".") else { return key.lowercased() }
        let section = key[..<firstDot].lowercased()
        let name = key[key.index(after: lastDot)...].lowercased()
        if firstDot == lastDot { return section + "." + name }
        return section + "." + key[key.index(after: firstDot)..<lastDot] + "." + name
    }
}

extension StringProtocol {
    /// Without leading and trailing whitespace. (Not a set of characters: in Swift `"\r\n"` is
    /// one character, so a set written as `" \t\r\n"` would not contain `"\n"`.)
    func trimmingWhitespace() -> Substring {
        var result = Substring(self)
        while let first = result.first, first.isWhitespace { result = result.dropFirst() }
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }
}
