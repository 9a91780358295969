import FlowlintCore
import GitKit

/// Where `start` branches from: the flow's base for features, refactorings and releases
/// (local, else `origin/<base>`), the current branch for a bug, or `--from`.
public struct StartBase {
    public struct Resolved {
        /// The branch name to record as a bug's origin, when the base is a branch.
        public let name: String?
        public let shown: String
        public let id: ObjectID
    }

    public let repository: Repository
    public let configuration: Configuration

    public init(repository: Repository, configuration: Configuration) {
        self.repository = repository
        self.configuration = configuration
    }

    public func resolve(kind: BranchKind, from: String?) throws -> Resolved {
        if let from { return try explicit(from) }
        if kind == .bug { return try currentBranch() }
        let base = configuration.flowBase
        for candidate in [base, "origin/\(base)"] {
            if let id = try? repository.resolveCommit(candidate) { return Resolved(name: base, shown: candidate, id: id) }
        }
        throw UseCaseError.unreadable(
            ru: "базовой ветки \(base) нет ни локально, ни в origin: создайте её или укажите --from РЕВИЗИЯ",
            en: "the base branch \(base) exists neither locally nor on origin: create it or pass --from REVISION")
    }

    private func explicit(_ from: String) throws -> Resolved {
        guard let id = try? repository.resolveCommit(from) else {
            throw UseCaseError.unreadable(
                ru: "ревизия \(from) не найдена: проверьте --from", en: "revision \(from) not found: check --from")
        }
        let branch: String?
        if repository.branchExists(from) {
            branch = from
        } else if from.hasPrefix("origin/") {
            branch = String(from.dropFirst("origin/".count))
        } else {
            branch = nil  // a commit or a tag: no origin to go back to
        }
        return Resolved(name: branch, shown: from, id: id)
    }

    private func currentBranch() throws -> Resolved {
        let head: Head
        do { head = try repository.head() } catch { throw UseCaseError.git(error, shallow: false) }
        switch head {
        case .branch(let name, let target):
            return Resolved(name: name, shown: name, id: target)
        case .detached:
            throw UseCaseError.usage(
                ru: "HEAD отсоединён: ветка ошибки начинается от ветки, укажите её — --from ВЕТКА",
                en: "HEAD is detached: a bug branch starts from a branch; name it with --from BRANCH")
        case .unborn:
            throw UseCaseError.unreadable(
                ru: "в репозитории ещё нет коммитов: ветку не от чего начать",
                en: "the repository has no commits yet: there is nothing to start a branch from")
        }
    }
}
