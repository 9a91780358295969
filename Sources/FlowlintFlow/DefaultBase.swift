import FlowlintCore
import GitKit

/// The branch the current one will be merged into (section 2): develop for features,
/// refactorings and releases; for a bug, the branch it was created from when recorded;
/// `origin/<base>` when only that exists. On a protected branch (or the branch that stands in
/// for one, `dev` for develop), its upstream. Every command finds it this way, with the names
/// the flow audit uses (`FlowNames`).
public struct DefaultBase {
    public let repository: Repository
    public let configuration: Configuration

    public init(repository: Repository, configuration: Configuration) {
        self.repository = repository
        self.configuration = configuration
    }

    public enum Resolution {
        case found(name: String, id: ObjectID)
        /// No base to compare with; the reason is for a note.
        case none(reason: LocalizedText)
    }

    public func resolve(explicit: String?, branchName: String?, branch: FlowBranch?) -> Resolution {
        if let explicit {
            // `--base dev` in a CI clone that has only `origin/dev`, as the default base.
            return lookUp([explicit, "origin/\(explicit)"]).map { .found(name: $0.0, id: $0.1) } ?? .none(reason: notFound(explicit))
        }
        let names = FlowNames.configuration(configuration, in: repository)
        if branch?.isProtected == true || branchName.map(names.protectedBranches.contains) == true {
            guard let name = branchName, let upstream = repository.upstream(of: name),
                  let id = try? repository.resolveCommit(upstream) else {
                return .none(reason: LocalizedText(
                    ru: "\(branchName ?? "HEAD") — основная ветка без upstream: коммиты не проверялись (flowlint commits --all проверит всю историю)",
                    en: "\(branchName ?? "HEAD") is a protected branch with no upstream: no commits checked (flowlint commits --all checks the whole history)"))
            }
            return .found(name: upstream, id: id)
        }
        let base = recordedOrigin(branchName) ?? names.flowBase
        if let (name, id) = lookUp([base, "origin/\(base)"]) { return .found(name: name, id: id) }
        return .none(reason: notFound(base))
    }

    /// `git config branch.<name>.flowlint-base`, written by `flowlint start bug` (issue tracker work).
    private func recordedOrigin(_ branchName: String?) -> String? {
        guard let branchName, let config = try? repository.config() else { return nil }
        return try? config.string("branch.\(branchName).flowlint-base")
    }

    private func lookUp(_ candidates: [String]) -> (String, ObjectID)? {
        for name in candidates {
            if let id = try? repository.resolveCommit(name) { return (name, id) }
        }
        return nil
    }

    private func notFound(_ base: String) -> LocalizedText {
        LocalizedText(
            ru: "базовая ветка \(base) не найдена (ни локально, ни в origin): укажите --base или диапазон",
            en: "base branch \(base) not found (neither locally nor on origin): pass --base or a range")
    }
}
