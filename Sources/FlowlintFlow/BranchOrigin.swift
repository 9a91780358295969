import FlowlintCore
import GitKit

/// Where a branch was made, from the graph (in CI there is no record of `flowlint start`): the
/// branches whose first-parent line meets its own first-parent line nearest its tip. A tie
/// between develop, master or a release and a task branch made from them goes to the former:
/// their lines own the commits they share.
public struct BranchOrigin: Sendable, Equatable {
    /// Most specific first; empty when no other branch's line was met.
    public let origins: [String]
    /// Whether an origin already holds the branch's tip (it went back there first).
    public let mergedIntoOrigin: Bool

    /// A fork point further from the tip than this is not looked for (a bug fix is short), nor
    /// are more commits read in all.
    static let chainLimit = 5_000
    static let stepLimit = 200_000

    /// `tip` is the branch's; `branch` its name (left out of the candidates, as its remote).
    public static func find(_ repository: Repository, configuration: Configuration, branch: String, tip: ObjectID) throws -> BranchOrigin {
        let naming = try BranchNaming(configuration)
        let tips = try BranchTip.all(in: repository).filter { $0.name != branch && $0.id != tip }
        let roles = FlowRoles(configuration, tips: tips)
        var position: [ObjectID: Int] = [:]
        let walk = try RevisionWalk(repository)
        walk.firstParentOnly()
        try walk.push(tip)
        while position.count < chainLimit, let id = walk.nextID() { position[id] = position.count }
        var nearest = Int.max
        var found: [(name: String, main: Bool)] = []
        var steps = 0
        for candidate in tips {
            let main = candidate.name == roles.base?.name || roles.production.contains { $0.name == candidate.name }
                || naming.flowKind(of: candidate.name) == .release
            guard let met = try meeting(candidate.id, position, repository, steps: &steps) else { continue }
            if met < nearest { (nearest, found) = (met, []) }
            if met == nearest { found.append((candidate.name, main)) }
        }
        let main = found.filter(\.main)
        let origins = (main.isEmpty ? found : main).map(\.name).sorted { rank($0, roles, naming) < rank($1, roles, naming) }
        let merged = try origins.contains { name in
            guard let id = tips.first(where: { $0.name == name })?.id else { return false }
            return try repository.mergeBase(tip, id) == tip
        }
        return BranchOrigin(origins: origins, mergedIntoOrigin: merged)
    }

    /// How far down the chain a candidate's first-parent line meets it.
    private static func meeting(_ start: ObjectID, _ position: [ObjectID: Int], _ repository: Repository, steps: inout Int) throws -> Int? {
        let walk = try RevisionWalk(repository)
        walk.firstParentOnly()
        try walk.push(start)
        while steps < stepLimit, let id = walk.nextID() {
            steps += 1
            if let met = position[id] { return met }
        }
        return nil
    }

    /// Releases first, then develop, then master: the most specific line first.
    private static func rank(_ name: String, _ roles: FlowRoles, _ naming: BranchNaming) -> Int {
        if naming.flowKind(of: name) == .release { return 0 }
        if name == roles.base?.name { return 1 }
        return roles.production.contains { $0.name == name } ? 2 : 3
    }
}
