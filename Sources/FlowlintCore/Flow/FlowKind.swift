extension BranchNaming {
    /// The kind the flow audit judges a branch as: its own, or for a name that only misses the
    /// convention (`release/1.1.0`, `hotfix/crash`) the kind its prefix means to the branch
    /// suggester, since the name itself is `branch-name`'s business. Only the prefix counts: a
    /// guess from the rest (`future/release-2.0`) is too weak to judge merges by. nil for
    /// protected branches and names of no kind.
    public func flowKind(of name: String) -> BranchKind? {
        if let branch = parse(name) { return branch.kind }
        guard let slash = name.firstIndex(of: "/") else { return nil }
        return intendedKind(prefix: String(name[..<slash]))
    }
}
