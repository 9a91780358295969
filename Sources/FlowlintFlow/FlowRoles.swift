import FlowlintCore
import GitKit

/// A branch as the audit sees it: local, or remote-tracking (without its remote) when there is
/// no local branch of that name: a CI clone often has only `origin/develop`.
struct BranchTip {
    let name: String
    let id: ObjectID
    let isRemote: Bool

    static func all(in repository: Repository) throws(GitError) -> [BranchTip] {
        var tips = try repository.branches(.local).map { BranchTip(name: $0.name, id: $0.target, isRemote: false) }
        var names = Set(tips.map(\.name))
        for branch in try repository.branches(.remote) where names.insert(branch.nameWithoutRemote).inserted {
            tips.append(BranchTip(name: branch.nameWithoutRemote, id: branch.target, isRemote: true))
        }
        return tips
    }
}

/// Which branches play develop's and master's parts. With the default names missing, `dev` and
/// `main` play them (said in a note): many teams' histories use those names.
struct FlowRoles {
    let base: (name: String, id: ObjectID)?
    let production: [(name: String, id: ObjectID)]
    /// The configuration with the names actually audited, for the rules' messages.
    let configuration: Configuration
    var notes: [LocalizedText] = []

    static let aliases = ["develop": ["dev", "development"], "master": ["main"]]

    init(_ configuration: Configuration, tips: [BranchTip]) {
        var effective = configuration
        var notes: [LocalizedText] = []
        // A stand-in is never the branch that already plays the other part: with `flow.base: main`
        // (this repository's own configuration) main is develop, not master.
        func resolve(_ name: String, taken: String? = nil) -> (String, ObjectID)? {
            if let tip = tips.first(where: { $0.name == name }) { return (name, tip.id) }
            guard let (alias, tip) = Self.aliases[name, default: []].lazy.filter({ $0 != taken }).compactMap({ alias in
                tips.first { $0.name == alias }.map { (alias, $0) }
            }).first else { return nil }
            notes.append(LocalizedText(
                ru: "нет ветки \(name): вместо неё проверялась \(alias)",
                en: "no \(name) branch: \(alias) was audited in its place"))
            effective.protectedBranches = effective.protectedBranches.map { $0 == name ? alias : $0 }
            if effective.flowBase == name { effective.flowBase = alias }
            // The flow table names it too (`into: [develop]`).
            for (kind, var rule) in effective.flow {
                rule.from = rule.from.map { $0 == name ? alias : $0 }
                rule.into = rule.into.map { $0 == name ? alias : $0 }
                effective.flow[kind] = rule
            }
            return (alias, tip.id)
        }
        let base = resolve(configuration.flowBase)
        var production: [(String, ObjectID)] = []
        for name in FlowTable(configuration).productionBranches where base != nil {
            if let found = resolve(name, taken: base?.0) {
                production.append(found)
            } else {
                notes.append(LocalizedText(
                    ru: "нет ветки \(name): правила flow-master-merge и flow-direct-commit не проверялись",
                    en: "no \(name) branch: the rules flow-master-merge and flow-direct-commit did not run"))
            }
        }
        self.base = base.map { (name: $0.0, id: $0.1) }
        self.production = production.map { (name: $0.0, id: $0.1) }
        self.configuration = effective
        self.notes = notes
    }
}

/// The configuration with the names this repository gives develop and master: with the
/// configured ones missing, `dev`/`development` and `main` play them, in every command alike
/// (`flow`, `commits`, `lint`, `mr`). `flow.base: dev` says so once for all.
public enum FlowNames {
    public static func configuration(_ configuration: Configuration, in repository: Repository) -> Configuration {
        guard let tips = try? BranchTip.all(in: repository) else { return configuration }
        return FlowRoles(configuration, tips: tips).configuration
    }
}
