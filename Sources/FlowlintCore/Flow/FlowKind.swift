extension BranchNaming {
    /// The kind the flow audit judges a branch as: its own, or for a name that only misses the
    /// convention (`release/1.1.0`, `hotfix/crash`) the kind its prefix means to the branch
    /// suggester, since the name itself is `branch-name`'s business. Only the prefix counts: a
    /// guess from the rest (`future/release-2.0`) is too weak to judge merges by. nil for protected branches and names of no kind.
    public func flowKind(of name: String) -> BranchKind? {
        if let branch = parse(name) { return branch.kind }
        // GitHub's revert of a merged pull request: `revert-124-hotfix/x` undoes `hotfix/x`.
        if name.hasPrefix("revert-"), let dash = name.dropFirst(7).firstIndex(of: "-"),
           name[name.index(name.startIndex, offsetBy: 7)..<dash].allSatisfy(\.isNumber) {
            return flowKind(of: String(name[name.index(after: dash)...]))
        }
        // A branch named by a full version (`2.10.0`, `v3.0.0`) is a release; a short one (`2.0`)
        // is often a long-lived line for a major version.
        if Self.isFullVersion(Substring(name)) { return .release }
        guard let slash = name.firstIndex(of: "/") else {
            // No prefix: a word before `-` or `_` the suggester knows (`fix-1065` → a bug fix),
            // else its guess (`release-0.0.6` → a release).
            if let end = name.firstIndex(where: { $0 == "-" || $0 == "_" }), let kind = intendedKind(prefix: String(name[..<end])) {
                return kind
            }
            return BranchSuggester(self).suggest(for: name).flatMap { parse($0)?.kind }
        }
        return intendedKind(prefix: String(name[..<slash]))
    }

    private static func isFullVersion(_ name: Substring) -> Bool {
        var version = name.first == "v" ? name.dropFirst() : name
        if version.first == "." { version = version.dropFirst() }  // `v.2.13.2`
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
