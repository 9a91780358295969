import FlowlintCore

/// The protocols requiring a member that is renamed: a protocol adopted by a renamed type is
/// renamed with it when every type adopting it (directly or through a protocol inheriting it)
/// is renamed the same way; otherwise it blocks the rename, since its other adopters would keep
/// the old name and the renamed ones would no longer conform.
struct RenamedProtocols {
    private(set) var renamed: Set<String> = []
    /// The renamed protocols and the protocols inheriting them: a value of one of those types
    /// reaches the renamed member.
    private(set) var scope: Set<String> = []
    private(set) var blocker: LocalizedText?

    /// `types`: the renamed types with their superclasses and subclasses; `declarations`: every
    /// declaration of the old name.
    init(types: Set<String>, declarations: [MemberDeclaration], _ context: FixContext) {
        let requiring = declarations.filter(\.ownerIsProtocol)
        guard !requiring.isEmpty else { return }
        // Tests included (the project's facts leave them out): a mock adopting the protocol keeps it.
        var inheritors: [String: Set<String>] = [:], adoptions: [String: Set<String>] = [:]
        for facts in context.swiftFacts.values {
            for declared in facts.protocols {
                for parent in declared.inherited { inheritors[parent, default: []].insert(declared.name) }
            }
            for type in facts.types { adoptions[type.name, default: []].formUnion(type.inherited.map(\.name)) }
            for fact in facts.extensions { adoptions[fact.extendedType, default: []].formUnion(fact.conformances.map(\.name)) }
        }
        // A conformance through a type alias (`typealias Both = A & B`) hides which protocols it brings.
        if let alias = Self.typeAlias(among: Set(types.flatMap { adoptions[$0] ?? [] }), context) {
            blocker = LocalizedText(ru: "переименуемый тип принимает псевдоним типа \(alias.name) (\(alias.path)): не видно, каких протоколов требования",
                                    en: "a renamed type adopts the type alias \(alias.name) (\(alias.path)): which protocols' requirements it brings can't be told")
            return
        }
        for requirement in requiring {
            guard let name = requirement.owner, !renamed.contains(name) else { continue }
            let family = Self.family(of: name, inheritors)
            let adopters = Set(adoptions.filter { !family.isDisjoint(with: $0.value) }.map(\.key))
            guard let adopter = adopters.intersection(types).sorted().first else { continue }
            if let outsider = adopters.subtracting(types).sorted().first {
                let old = requirement.name, place = "\(requirement.path):\(requirement.line)"
                blocker = LocalizedText(
                    ru: "\(adopter) принимает протокол \(name), который требует `\(old)` (\(place)); его принимает и \(outsider), а там `\(old)` не переименовывается",
                    en: "\(adopter) adopts protocol \(name), which requires `\(old)` at \(place) and is adopted by \(outsider) too, whose `\(old)` is not renamed")
                return
            }
            renamed.insert(name)
            scope.formUnion(family)
        }
    }

    /// One of the names declared as a type alias in a Swift file of the project, and where.
    private static func typeAlias(among names: Set<String>, _ context: FixContext) -> (name: String, path: String)? {
        // A file declaring one as `typealias Name ` holds it as a word.
        for path in context.swiftPaths(mentioning: Array(names)).sorted() {
            guard let text = context.text(path), text.contains("typealias") else { continue }
            if let name = names.sorted().first(where: { text.contains("typealias \($0) ") || text.contains("typealias \($0)=") }) {
                return (name, path)
            }
        }
        return nil
    }

    /// The protocol and every protocol inheriting it, directly or not.
    private static func family(of name: String, _ inheritors: [String: Set<String>]) -> Set<String> {
        var all: Set<String> = [name], queue = [name]
        while let next = queue.popLast() {
            for child in inheritors[next] ?? [] where all.insert(child).inserted { queue.append(child) }
        }
        return all
    }
}
