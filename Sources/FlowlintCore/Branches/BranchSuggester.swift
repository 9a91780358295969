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

    /// `ew_ios-98-fix crash` → (`EW_IOS-98`, `fix_crash`).
    private func splitIssueID(_ rest: String) -> (String, String)? {
        guard let (id, remainder) = leadingIssueID(rest) else { return nil }
        let taskName = joinWords(String(remainder).replacingOccurrences(of: "/", with: "_"))
        guard !taskName.isEmpty else { return nil }
        return (id, taskName)
    }

    /// The issue ID a name starts with, whole, and what follows it: `CVE-2018-1058` holds no ID,
    /// since cutting it at `CVE-2018` would suggest a branch for another key.
    private func leadingIssueID(_ rest: String) -> (String, Substring)? {
        let leading = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard let id = naming.ids.prefix(of: Substring(leading.uppercased())) else { return nil }
        let after = rest.dropFirst(id.count)
        if after.first == "-", after.dropFirst().first?.isNumber == true { return nil }
        return (String(id), after.drop { "_-/ ".contains($0) })
    }

    /// A feature or bug name with its ID but no task name (`PBCKP-114`, `feature/PBCKP-114`):
    /// no name can be suggested, as it can't be made up, but the form can be shown with the ID.
    public func missingTaskName(in name: String) -> (kind: BranchKind, id: String)? {
        let (prefix, rest) = splitPrefix(normalize(name))
        let kind = prefix.flatMap { naming.intendedKind(prefix: $0) } ?? .feature
        guard kind == .feature || kind == .bug, let (id, remainder) = leadingIssueID(rest),
              joinWords(String(remainder)).isEmpty else { return nil }
        return (kind, id)
    }

    /// The first dotted version anywhere in the text: `release-v1.2` → `1.2`.
    private func extractVersion(_ text: String) -> String? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index].isNumber, let version = BranchNameParts.versionPrefix(of: text[index...]) {
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
