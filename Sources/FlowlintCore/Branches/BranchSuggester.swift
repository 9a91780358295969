/// Suggests the nearest valid branch name: `feature/…` → `features/…`, `release/1.2` →
/// `releases/release-1.2`, spaces → `_`, й/ё → и/е. A suggestion is only offered when it is
/// itself a valid name.
public struct BranchSuggester: Sendable {
    /// Prefixes people type for each kind.
    static let prefixAliases: [String: BranchKind] = [
        "feature": .feature, "features": .feature, "feat": .feature, "feats": .feature,
        "refactoring": .refactoring, "refactor": .refactoring, "refactorings": .refactoring, "refact": .refactoring,
        "release": .release, "releases": .release, "rel": .release,
        "bug": .bug, "bugs": .bug, "bugfix": .bug, "bugfixes": .bug, "fix": .bug, "fixes": .bug,
        "hotfix": .bug, "hotfixes": .bug,
    ]

    let naming: BranchNaming

    public init(_ naming: BranchNaming) {
        self.naming = naming
    }

    public func suggest(for name: String) -> String? {
        let normalized = normalize(name)
        let (prefix, rest) = splitPrefix(normalized)
        let kind = prefix.flatMap { naming.intendedKind(prefix: $0) } ?? guessKind(rest)
        guard let kind, let template = naming.template(for: kind) else {
            return valid(normalized)
        }
        var captures = BranchTemplate.Captures()
        switch kind {
        case .feature, .bug:
            guard let (id, taskName) = splitIssueID(rest) else { return nil }
            captures.id = id
            captures.name = taskName
        case .refactoring:
            captures.name = joinWords(rest.replacingOccurrences(of: "/", with: "_"))
        case .release:
            captures.version = extractVersion(rest)
        }
        return template.render(captures).flatMap(valid)
    }

    /// Whitespace runs become `_`, forbidden letters lose their marks, `_` runs collapse.
    private func normalize(_ name: String) -> String {
        let trimmed = name.split(whereSeparator: \.isWhitespace).joined(separator: "_")
        let replaced = ForbiddenLetters(naming.configuration.forbiddenLetters).replacingAll(in: trimmed)
        return joinWords(replaced)
    }

    private func joinWords(_ text: String) -> String {
        text.split(separator: "_", omittingEmptySubsequences: true).joined(separator: "_")
    }

    private func splitPrefix(_ name: String) -> (String?, String) {
        guard let slash = name.firstIndex(of: "/") else { return (nil, name) }
        return (String(name[..<slash]), String(name[name.index(after: slash)...]))
    }

    /// With no prefix: an issue ID means a feature, a version means a release.
    private func guessKind(_ rest: String) -> BranchKind? {
        if extractVersion(rest) != nil, rest.lowercased().hasPrefix("release") { return .release }
        if splitIssueID(rest) != nil { return .feature }
        return nil
    }

    /// `EW_IOS-98-fix crash` → (`EW_IOS-98`, `fix_crash`); `add_screen_FLIC-30` → (`FLIC-30`,
    /// `add_screen`): the words around the ID are the task's name.
    private func splitIssueID(_ rest: String) -> (String, String)? {
        guard let found = issueID(in: rest) else { return nil }
        let words = [found.before, found.after].map { joinWords(String($0).replacingOccurrences(of: "/", with: "_")) }
        let taskName = words.filter { !$0.isEmpty }.joined(separator: "_")
        guard !taskName.isEmpty else { return nil }
        return (found.id, taskName)
    }

    static let separators: Set<Character> = ["_", "-", "/", " ", "."]

    /// The issue ID a name holds, whole and as written (`add_screen_FLIC-30`), and the text
    /// before and after it. An ID is never made of the name's own words by upper-casing them
    /// (`bugfix/issue-208` holds no key `ISSUE-208`, `add_actor_screen_flic-30` no
    /// `ADD_ACTOR_SCREEN_FLIC-30`), except a leading one whose project `issue-id.projects`
    /// names (`ew_ios-98` with `EW_IOS` listed). `CVE-2018-1058` holds no ID either: cutting it at
    /// `CVE-2018` would suggest a branch for another key.
    private func issueID(in rest: String) -> (id: String, before: Substring, after: Substring)? {
        var start = rest.startIndex
        while start < rest.endIndex {
            if start == rest.startIndex || Self.separators.contains(rest[rest.index(before: start)]),
               let id = wholeID(rest[start...]) {
                return (id, rest[..<start], rest[start...].dropFirst(id.count).drop { Self.separators.contains($0) })
            }
            start = rest.index(after: start)
        }
        guard !naming.ids.projects.isEmpty else { return nil }
        let leading = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard let id = wholeID(Substring(leading.uppercased())) else { return nil }
        return (id, "", rest.dropFirst(id.count).drop { Self.separators.contains($0) })
    }

    /// The ID `text` starts with, when it ends at a separator and is not part of a longer key.
    private func wholeID(_ text: Substring) -> String? {
        guard let id = naming.ids.prefix(of: text) else { return nil }
        let after = text[id.endIndex...]
        if after.first == "-", after.dropFirst().first?.isNumber == true { return nil }
        guard after.first.map(Self.separators.contains) ?? true else { return nil }
        return String(id)
    }

    /// A feature or bug name with its ID but no task name (`PBCKP-114`, `feature/PBCKP-114`):
    /// no name can be suggested, as it can't be made up, but the form can be shown with the ID.
    public func missingTaskName(in name: String) -> (kind: BranchKind, id: String)? {
        let (prefix, rest) = splitPrefix(normalize(name))
        let kind = prefix.flatMap { naming.intendedKind(prefix: $0) } ?? .feature
        guard kind == .feature || kind == .bug, let found = issueID(in: rest),
              joinWords(String(found.before) + String(found.after)).isEmpty else { return nil }
        return (kind, found.id)
    }

    /// A feature or bug name that holds no issue ID (`bugfix/issue-208`): the form it needs,
    /// with `<ID>` where the tracker's key goes, since a key can't be made up.
    public func missingIssueID(in name: String) -> (kind: BranchKind, words: String)? {
        let (prefix, rest) = splitPrefix(normalize(name))
        guard let kind = prefix.flatMap({ naming.intendedKind(prefix: $0) }), kind == .feature || kind == .bug,
              issueID(in: rest) == nil else { return nil }
        let words = joinWords(rest.replacingOccurrences(of: "/", with: "_"))
        return words.isEmpty ? nil : (kind, words)
    }

    /// The first dotted version anywhere in the text: `release-v1.2` → `1.2`.
    private func extractVersion(_ text: String) -> String? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index].isNumber, let version = naming.versions.prefix(of: text[index...]) {
                return String(version)
            }
            index = text.index(after: index)
        }
        return nil
    }

    private func valid(_ candidate: String) -> String? {
        guard naming.parse(candidate) != nil,
              ForbiddenLetters(naming.configuration.forbiddenLetters).occurrences(in: candidate).isEmpty
        else { return nil }
        return candidate
    }
}

extension String {
    /// Every occurrence replaced, without Foundation.
    public func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        out += rest
        return out
    }
}
