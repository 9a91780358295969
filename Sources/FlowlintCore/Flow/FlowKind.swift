extension BranchNaming {
    /// The kind the flow audit judges a branch as: its own, or for a name that only misses the
    /// convention (`release/1.1.0`, `hotfix/crash`) the kind its prefix means to the branch
    /// suggester, since the name itself is `branch-name`'s business. Only the prefix counts: a
    /// guess from the rest (`future/release-2.0`, a version line such as `2.0`) is too weak to
    /// judge merges by. nil for protected branches and names of no kind.
    public func flowKind(of name: String) -> BranchKind? {
        if let branch = parse(name) { return branch.kind }
        // GitHub's revert of a merged pull request: `revert-124-hotfix/x` undoes `hotfix/x`.
        if name.hasPrefix("revert-"), let dash = name.dropFirst(7).firstIndex(of: "-"),
           name[name.index(name.startIndex, offsetBy: 7)..<dash].allSatisfy(\.isNumber) {
            return flowKind(of: String(name[name.index(after: dash)...]))
        }
        guard let slash = name.firstIndex(of: "/") else { return nil }
        return intendedKind(prefix: String(name[..<slash]))
    }
}
