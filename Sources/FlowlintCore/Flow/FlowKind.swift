extension BranchNaming {
    /// The kind the flow audit judges a branch as: its own, or for a name that only misses the
    /// convention (`release/1.1.0`, `hotfix/crash`) the kind its suggested name has, since the
    /// name itself is `branch-name`'s business. nil for protected branches and names of no kind.
    public func flowKind(of name: String) -> BranchKind? {
        if let branch = parse(name) { return branch.kind }
        if let slash = name.firstIndex(of: "/"), let kind = intendedKind(prefix: String(name[..<slash])) { return kind }
        return BranchSuggester(self).suggest(for: name).flatMap { parse($0)?.kind }
    }
}
