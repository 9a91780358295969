import FlowlintCore
import FlowlintFlow
import GitKit
import TestSupport

/// Histories made with the git CLI the way teams make them: branches merged with merge commits
/// (GitLab's, GitHub's and git's messages, or fast-forwards) and deleted.
struct FlowHistoryBuilder {
    let repo: TemporaryRepository

    /// A repository with one commit on `master` and `develop` made from it.
    init(master: String = "master", develop: String? = "develop") throws {
        repo = try TemporaryRepository(initialBranch: master)
        try repo.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n", file: "README")
        if let develop { try repo.git("branch", develop) }
    }

    /// A branch from `start` with `commits` commits; returns its tip.
    @discardableResult
    func branch(_ name: String, from start: String, commits: Int = 1) throws -> String {
        try repo.git("checkout", "-q", "-b", name, start)
        return try self.commits(commits, on: name)
    }

    @discardableResult
    func commits(_ count: Int, on name: String) throws -> String {
        try repo.git("checkout", "-q", name)
        var last = ""
        // The branch's own issue ID, as a team's commits carry it.
        let id = name.firstRange(of: #/EW_IOS-[0-9]+/#).map { String(name[$0]) } ?? "EW_IOS-1"
        for index in 0..<count {
            last = try repo.commit("[\(id)] Шаг \(index + 1) в \(name)\n\n- Сделал\n", file: "\(name.replacingOccurrences(of: "/", with: "-")).txt")
        }
        return last
    }

    /// A merge commit of `branch` into `target` (git's message unless one is given); returns it.
    @discardableResult
    func merge(_ branch: String, into target: String, message: String? = nil, delete: Bool = true) throws -> String {
        try repo.git("checkout", "-q", target)
        try repo.git(["merge", "-q", "--no-ff", "--no-edit"] + (message.map { ["-m", $0] } ?? []) + [branch])
        if delete { try repo.git("branch", "-q", "-D", branch) }
        return try repo.git("rev-parse", "HEAD")
    }

    /// `target` moved to `branch` without a merge commit.
    func fastForward(_ target: String, to branch: String) throws {
        try repo.git("checkout", "-q", target)
        try repo.git("merge", "-q", "--ff-only", branch)
    }

    func sha(_ revision: String) throws -> String { try repo.git("rev-parse", revision) }

    func audit(_ configuration: Configuration = Configuration(), includeRemotes: Bool = false) throws -> FlowAudit.Result {
        let repository = try Repository.discover(from: repo.path)
        return try FlowAudit(repository: repository, configuration: configuration, includeRemotes: includeRemotes).run()
    }
}

extension FlowAudit.Result {
    /// Where each finding of a rule is: a commit's sha or a branch's name.
    func places(_ rule: String) -> [String] {
        findings.filter { $0.rule == rule }.map { finding in
            switch finding.location {
            case .commit(let sha, _, _): return sha
            case .branch(let name): return name
            default: return ""
            }
        }
    }

    func messages(_ rule: String) -> [String] {
        findings.filter { $0.rule == rule }.map(\.message.en)
    }
}
