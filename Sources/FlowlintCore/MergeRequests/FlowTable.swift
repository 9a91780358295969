/// The table of section 1.1 as configured under `flow:`: where each kind of branch may go.
public struct FlowTable: Sendable {
    let configuration: Configuration

    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Protected branches other than the flow's base: `master`, which receives only releases
    /// and bug fixes.
    public var productionBranches: [String] {
        configuration.protectedBranches.filter { $0 != configuration.flowBase }
    }

    /// Whether `source` may be merged into `target`. A bug fix's `origins` are the branches it
    /// was made from (the graph's answer, or `flowlint start`'s record), empty when unknown.
    public func allows(
        source: FlowBranch?, target: FlowBranch?, targetName: String, origins: [String], mergedIntoOrigin: Bool, naming: BranchNaming
    ) -> Bool {
        if target?.kind == .release {
            let accepts = configuration.flow[.release]?.accepts ?? [BranchKind.bug.rawValue]
            guard source?.kind.map({ accepts.contains($0.rawValue) }) ?? false else { return false }
        }
        guard let kind = source?.kind else {
            // develop, master or an unrecognised name: never into master or a release.
            return !productionBranches.contains(targetName) && target?.kind != .release
        }
        let into = configuration.flow[kind]?.into ?? []
        if into.contains("any") || into.contains(targetName) { return true }
        guard into.contains("origin") else { return false }
        return judgeFix(origins: origins, mergedIntoOrigin: mergedIntoOrigin, target: targetName, naming: naming) == .allowed
    }

    /// How a bug fix may go into a branch.
    public enum FixVerdict: Sendable, Equatable {
        case allowed
        /// Into a branch its origin flows into, but before it went back into its origin.
        case originFirst
        /// Into a branch its origin doesn't flow into.
        case wrongTarget
    }

    /// A fix goes back into the branch it was made from; one made from master or a release may
    /// go into develop too once it is there, as a release does, and one made from master into
    /// a release (git-flow's hotfix while a release is open). Unknown origins decide nothing.
    public func judgeFix(origins: [String], mergedIntoOrigin: Bool, target: String, naming: BranchNaming) -> FixVerdict {
        let into = configuration.flow[.bug]?.into ?? ["origin"]
        guard !origins.isEmpty, into.contains("origin"), !into.contains("any"), !into.contains(target),
              !origins.contains(target) else { return .allowed }
        guard origins.contains(where: { fix(madeOn: $0, naming: naming, mayGoInto: target) }) else { return .wrongTarget }
        return mergedIntoOrigin ? .allowed : .originFirst
    }

    /// Whether a fix made on `origin` may follow it into `target`.
    private func fix(madeOn origin: String, naming: BranchNaming, mayGoInto target: String) -> Bool {
        let fromProduction = productionBranches.contains(origin)
        if target == configuration.flowBase { return fromProduction || naming.flowKind(of: origin) == .release }
        return fromProduction && naming.flowKind(of: target) == .release
    }

    /// Where a branch may go, for the message.
    public func allowedTargets(for source: FlowBranch?, origins: [String]) -> [String] {
        guard let kind = source?.kind else { return [configuration.flowBase] }
        let into = configuration.flow[kind]?.into ?? []
        return into.flatMap { $0 == "origin" ? Array(origins.prefix(1)) : [$0] }
    }
}
