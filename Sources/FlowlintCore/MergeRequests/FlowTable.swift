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

    public func allows(source: FlowBranch?, sourceName: String, target: FlowBranch?, targetName: String, recordedOrigin: String?) -> Bool {
        if target?.kind == .release {
            let accepts = configuration.flow[.release]?.accepts ?? [BranchKind.bug.rawValue]
            return source?.kind.map { accepts.contains($0.rawValue) } ?? false
        }
        guard let kind = source?.kind else {
            // develop, master or an unrecognised name: never into master or a release.
            return !productionBranches.contains(targetName)
        }
        let into = configuration.flow[kind]?.into ?? []
        if into.contains("any") || into.contains(targetName) { return true }
        if into.contains("origin") {
            guard let recordedOrigin else { return true }  // unknown origin: can't say it's wrong
            return recordedOrigin == targetName
        }
        return false
    }

    /// Where a branch may go, for the message.
    public func allowedTargets(for source: FlowBranch?, recordedOrigin: String?) -> [String] {
        guard let kind = source?.kind else { return [configuration.flowBase] }
        let into = configuration.flow[kind]?.into ?? []
        return into.flatMap { $0 == "origin" ? (recordedOrigin.map { [$0] } ?? []) : [$0] }
    }
}
