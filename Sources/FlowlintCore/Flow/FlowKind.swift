extension BranchNaming {
    /// The kind the flow audit judges a branch as: its own, or for a name that only misses the
    /// convention (`release/1.1.0`, `hotfix/crash`) the kind its prefix means to the branch
    /// suggester, since the name itself is `branch-name`'s business. With a prefix, only the
    /// prefix counts: a guess from the rest (`future/release-2.0`) is too weak to judge merges by.
    /// nil for protected branches and names of no kind.
    public func flowKind(of name: String) -> BranchKind? {
        if let branch = parse(name) { return branch.kind }
        // GitHub's revert of a merged pull request: `revert-124-hotfix/x` undoes `hotfix/x`.
        if name.hasPrefix("revert-"), let dash = name.dropFirst(7).firstIndex(of: "-"),
           name[name.index(name.startIndex, offsetBy: 7)..<dash].allSatisfy(\.isNumber) {
            return flowKind(of: String(name[name.index(after: dash)...]))
        }
        // A branch named by a full version (`2.10.0`, `v3.0.0`, `v2.12`) is a release; a bare
        // short one (`2.0`) is often a long-lived line for a major version.
        if Self.isFullVersion(Substring(name)) { return .release }
        guard let slash = name.firstIndex(of: "/") else {
            // No prefix: a word before `-` or `_` the suggester knows (`fix-1065` → a bug fix),
            // else its guess (`release-0.0.6` → a release).
            let words = name.split { $0 == "-" || $0 == "_" }
            if let first = words.first, let kind = intendedKind(prefix: String(first)) { return kind }
            // `EACQAPW-4610-bugfixes`: a fix by its own words.
            if words.dropFirst().contains(where: { intendedKind(prefix: String($0)) == .bug }) { return .bug }
            return BranchSuggester(self).suggest(for: name).flatMap { parse($0)?.kind }
        }
        return intendedKind(prefix: String(name[..<slash]))
    }

    /// `2.10.0`, `v3.0.0`, `v.2.13.2`, `v2.12`; not `2.0` (a bare short version).
    private static func isFullVersion(_ name: Substring) -> Bool {
        let marked = name.first == "v"
        var version = marked ? name.dropFirst() : name
        if marked, version.first == "." { version = version.dropFirst() }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        return (parts.count == 3 || (marked && parts.count == 2))
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
