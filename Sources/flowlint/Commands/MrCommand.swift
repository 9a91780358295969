import ArgumentParser
import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit

enum YesNo: String, ExpressibleByArgument, CaseIterable {
    case yes, no
}

struct MrCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mr",
        abstract: "Check a merge request: its title, target, delete-source-branch option, source branch, commits and the architecture of the code it changes.",
        discussion: """
            In a GitLab merge-request pipeline or a GitHub pull_request workflow the request is read from the \
            platform (CI_MERGE_REQUEST_* and the GitLab API with FLOWLINT_GITLAB_TOKEN; the event file at \
            GITHUB_EVENT_PATH). Flags override what the platform says.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The request's title.") var title: String?
    @Option(help: "The source branch (default: the platform's, or the current branch).") var source: String?
    @Option(help: "The target branch (default: the platform's, or the flow's base).") var target: String?
    @Option(name: .customLong("delete-source-branch"), help: "Whether the request deletes its source branch: yes or no.")
    var deleteSourceBranch: YesNo?
    @Flag(name: .customLong("no-code"), help: "Don't check the architecture of the files the request changes.")
    var noCode = false
    @Flag(help: "Post the findings to the merge request: a summary note and a comment on each changed line a finding is about (FLOWLINT_GITLAB_TOKEN, GITHUB_TOKEN).")
    var comment = false
    @OptionGroup var cache: CacheOption

    func run() throws {
        let invocation = try Invocation(global)
        let repository = try invocation.repository()
        let configuration = try invocation.configuration()
        let platform = try PlatformRequest.detect(environment: Environment.nonEmpty)
        var request = try mergeRequest(platform, repository, configuration)
        let names = FlowNames.configuration(configuration, in: repository)
        let (base, head) = try range(platform, request, repository, flowBase: names.flowBase)
        try findOrigin(of: &request, head: head, repository, names)
        var report = Report()
        report.findings = try MergeRequestCheck.checker(names).check(request)
        let branchChecker = try BranchCheck.checker(invocation)
        report.checked.branches = 1
        report.findings += try BranchCheck.findings(request.source, branchChecker, invocation)
        if let tracker = try invocation.tracker() {
            report.findings += tracker.findings(header: request.title, at: .mergeRequest(field: "title"), place: .mergeRequestTitle)
        }
        let scan = HistoryScan(
            repository: repository, checker: try CommitCheck.checker(configuration, .sharing),
            branch: branchChecker.naming.intended(request.source), tracker: try invocation.tracker(), refusesOversized: true,
            tally: invocation.historyTally(byAuthor: false))
        report = report + (try scan.run(.single(head.hex), hiding: [base]))
        if !noCode {
            let code = MergeRequestCode(invocation: invocation, repository: repository, configuration: configuration, useCache: !cache.noCache)
            report = report + (try code.run(target: base, head: head))
        }
        addNotChecked(request, configuration, to: &report)
        let comments = comment
            ? RequestComments(platform: platform, head: head, repository: repository, language: invocation.language, environment: Environment.nonEmpty)
            : nil
        try invocation.finish(report, reported: comments.map { comments in { comments.post($0) } })
    }

    private func mergeRequest(_ platform: PlatformRequest, _ repository: Repository, _ configuration: Configuration) throws -> MergeRequest {
        guard let title = title ?? platform.title else {
            throw Failure.usage(
                ru: "нет заголовка мёрж реквеста: передайте --title или запустите в пайплайне мёрж реквеста",
                en: "no merge request title: pass --title or run in a merge-request pipeline")
        }
        guard let source = try source ?? platform.source ?? CurrentBranch.name(in: repository, environment: Environment.nonEmpty) else {
            throw Failure.usage(
                ru: "неизвестна исходная ветка: передайте --source", en: "the source branch is unknown: pass --source")
        }
        let delete: MergeRequest.DeleteSourceBranch = deleteSourceBranch.map { $0 == .yes ? .yes : .no }
            ?? platform.deleteSourceBranch
            ?? .unknown(LocalizedText(ru: "передайте --delete-source-branch yes|no", en: "pass --delete-source-branch yes|no"))
        let origin = ((try? repository.config().string("branch.\(source).flowlint-base")) ?? nil)
        let review = platform.review ?? .unknown(LocalizedText(
            ru: "запуск не в пайплайне мёрж реквеста: одобрения спросить не у кого",
            en: "not run in a merge-request pipeline: there is no platform to ask for approvals"))
        var request = MergeRequest(
            title: title, source: source, target: target ?? platform.target ?? defaultTarget(source, repository, configuration),
            deleteSourceBranch: delete, recordedOrigin: origin, review: review)
        request.onGitHub = platform.platform == .github
        return request
    }

    /// Where the source goes when nothing says: the base every command finds (develop, or the
    /// branch that stands in for it).
    private func defaultTarget(_ source: String, _ repository: Repository, _ configuration: Configuration) -> String {
        let branch = try? BranchNaming(configuration).intended(source)
        guard case .found(let name, _) = DefaultBase(repository: repository, configuration: configuration)
            .resolve(explicit: nil, branchName: source, branch: branch) else { return configuration.flowBase }
        return name.hasPrefix("origin/") ? String(name.dropFirst("origin/".count)) : name
    }

    /// Where a bug fix was made, from the graph (CI keeps no record of `flowlint start`), else
    /// from the record; and whether it is already there.
    private func findOrigin(of request: inout MergeRequest, head: ObjectID, _ repository: Repository, _ configuration: Configuration) throws {
        guard (try? BranchNaming(configuration).intended(request.source))??.kind == .bug else { return }
        let found = try Failure.fromConfiguration {
            do {
                return try BranchOrigin.find(repository, configuration: configuration, branch: request.source, tip: head)
            } catch let error as GitError {
                throw Failure.git(error, shallow: repository.isShallow)
            }
        }
        let recorded = request.origins.first
        // Where several lines meet at the fork point (a fix made from master's tip, which develop
        // also holds), the record of `flowlint start` says which one it was made from.
        if let recorded, found.origins.count > 1, found.origins.contains(recorded) {
            request.origins = [recorded]
        } else if !found.origins.isEmpty {
            (request.origins, request.mergedIntoOrigin) = (found.origins, found.mergedIntoOrigin)
            return
        }
        if let recorded, let id = try? repository.resolveCommit(recorded) {
            request.mergedIntoOrigin = (try? repository.mergeBase(head, id)) == head
        }
    }

    /// The request's commits: after the platform's base up to its head. Without a platform, after
    /// the target (or the flow's base when the target isn't here). A base the platform names is
    /// the only one tried: checking another range would pass the request silently.
    private func range(_ platform: PlatformRequest, _ request: MergeRequest, _ repository: Repository, flowBase: String) throws -> (ObjectID, ObjectID) {
        let baseCandidates = platform.baseSHA.map { [$0] }
            ?? [request.target, "origin/\(request.target)", flowBase, "origin/\(flowBase)"]
        let headCandidates = [platform.headSHA, source, "HEAD"].compactMap { $0 }
        guard let base = baseCandidates.lazy.compactMap({ try? repository.resolveCommit($0) }).first else {
            throw missing(baseCandidates[0], platform, repository)
        }
        guard let head = headCandidates.lazy.compactMap({ try? repository.resolveCommit($0) }).first else {
            throw missing(headCandidates[0], platform, repository)
        }
        return (base, head)
    }

    private func missing(_ revision: String, _ platform: PlatformRequest, _ repository: Repository) -> Failure {
        if repository.isShallow {
            let advice = platform.unshallowAdvice
            return Failure.unreadable(
                ru: "в неполном клоне (shallow) нет коммита \(revision), с которого начинается мёрж реквест: \(advice.ru)",
                en: "the shallow clone lacks \(revision), where the merge request starts: \(advice.en)")
        }
        return Failure.unreadable(
            ru: "коммит \(revision) не найден: скачайте целевую ветку (git fetch origin)",
            en: "commit \(revision) not found: fetch the target branch (git fetch origin)")
    }

    /// An option that couldn't be checked is said, never passed silently; `--strict` fails on it.
    /// The review never blocks: a platform's fault is no fault of the request.
    private func addNotChecked(_ request: MergeRequest, _ configuration: Configuration, to report: inout Report) {
        if case .unknown(let reason) = request.review, configuration.level(of: MrReview.description).severity != nil {
            let id = MrReview.description.id
            report.notes.append(LocalizedText(ru: "\(id) не проверено: \(reason.ru)", en: "\(id) not checked: \(reason.en)"))
        }
        let rule = MrDeleteSourceBranch.description
        guard case .unknown(let reason) = request.deleteSourceBranch, configuration.requireDeleteSourceBranch,
              configuration.level(of: rule).severity != nil else { return }
        let text = LocalizedText(
            ru: "\(rule.id) не проверено: \(reason.ru)", en: "\(rule.id) not checked: \(reason.en)")
        if global.strict {
            report.findings.append(Finding(
                rule: rule.id, severity: .error, message: LocalizedText(ru: text.ru + " (--strict)", en: text.en + " (--strict)"),
                location: .mergeRequest(field: "force_remove_source_branch")))
        } else {
            report.notes.append(text)
        }
    }
}

enum MergeRequestCheck {
    static func checker(_ configuration: Configuration) throws -> MergeRequestChecker {
        try Failure.fromConfiguration { try MergeRequestChecker(configuration: configuration) }
    }
}
