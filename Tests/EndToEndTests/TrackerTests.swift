import Foundation
import Testing
import TestSupport

/// A Jira that serves recorded issues from a loopback server; the rest of each test is real:
/// repositories, the built binary, `git commit` through installed hooks.
final class FakeJira: @unchecked Sendable {
    static let token = "jira-SECRET-never-printed"
    static let issues: [String: (summary: String, type: String)] = [
        "EW_IOS-98": ("Реализовать независимую отправку и получение данных с сервера", "Story"),
        "EW_IOS-99": ("Исправить падение при входе в «Мой профиль»", "Bug"),
        "EW_IOS-1": ("Начальный коммит", "Task"),
    ]

    let server: HTTPStub

    init(delay: Double = 0) throws {
        server = try HTTPStub { request in
            guard request.headers["authorization"] == "Bearer \(FakeJira.token)" else {
                return .init(status: 401, body: #"{"errorMessages":["unauthorized"]}"#)
            }
            let prefix = "/rest/api/2/issue/"
            let id = request.path.hasPrefix(prefix) ? String(request.path.dropFirst(prefix.count).prefix { $0 != "?" }) : ""
            guard let issue = FakeJira.issues[id] else {
                return .init(status: 404, body: #"{"errorMessages":["Issue does not exist or you do not have permission to see it."]}"#)
            }
            let body = #"{"key":"\#(id)","fields":{"summary":"\#(issue.summary)","issuetype":{"name":"\#(issue.type)"},"status":{"name":"Open"}}}"#
            return .init(body: body, delay: delay)
        }
    }

    /// The issue IDs asked for, in order.
    var asked: [String] {
        server.requests.map { String($0.path.dropFirst("/rest/api/2/issue/".count).prefix { $0 != "?" }) }
    }

    /// Writes `.flowlint.yml` pointing at this tracker and gives the repository the token.
    func configure(_ repo: TemporaryRepository, timeout: String = "1") throws {
        try repo.write(".flowlint.yml", "tracker:\n  kind: jira\n  url: \(server.baseURL)\n  timeout: \(timeout)\n")
        repo.environment["FLOWLINT_TRACKER_TOKEN"] = Self.token
        repo.attachments.append(self)
    }
}

struct TrackerCommandTests {
    static let storyHeader = "[EW_IOS-98] Реализовать независимую отправку и получение данных с сервера"

    static func repository(_ jira: FakeJira, branch: String = Seed.featureBranch) throws -> TemporaryRepository {
        let repo = try TemporaryRepository.withFeatureBranch(branch)
        try jira.configure(repo)
        return repo
    }

    func message(_ repo: TemporaryRepository, _ text: String, _ arguments: String...) throws -> Shell.Result {
        try FlowlintBinary.run(["message", "-"] + arguments, in: repo, environment: ["LANG": "en_US.UTF-8"], stdin: Array(text.utf8))
    }

    @Test func aHeaderWithTheTrackersNamePasses() throws {
        let jira = try FakeJira()
        let repo = try Self.repository(jira)
        let result = try message(repo, Self.storyHeader + "\n\n- Сделал отправку\n")
        #expect(result.status == 0 && !result.stdout.contains("[tracker-"), "\(result)")
        #expect(jira.asked == ["EW_IOS-98"])
        #expect(jira.server.requests.first?.headers["authorization"] == "Bearer \(FakeJira.token)")
    }

    @Test func anUnknownIDIsAnErrorAndAWrongNameAWarningWithTheExactText() throws {
        let jira = try FakeJira()
        let repo = try Self.repository(jira)
        let unknown = try message(repo, "[EW_IOS-4242] Реализовать отправку\n\n- Сделал\n", "--format", "json")
        #expect(unknown.status == 1)
        #expect(unknown.stdout.contains("\"rule\": \"tracker-issue-exists\""))
        let renamed = try message(repo, "[EW_IOS-98] Сделать отправку\n\n- Сделал\n")
        #expect(renamed.status == 0, "\(renamed)")
        #expect(renamed.stdout.contains("[tracker-task-name]"))
        #expect(renamed.stdout.contains(Self.storyHeader))
        #expect(try message(repo, "[EW_IOS-98] Сделать отправку\n\n- Сделал\n", "--strict").status == 1)
        for result in [unknown, renamed] {
            #expect(!result.stdout.contains(FakeJira.token) && !result.stderr.contains(FakeJira.token))
        }
    }

    @Test func aFeatureBranchForABugIsAWarningSuggestingABugBranch() throws {
        let jira = try FakeJira()
        let repo = try Self.repository(jira, branch: "features/EW_IOS-99_Исправить_падение_при_входе_в_Мои_профиль")
        let result = try repo.flowlint("branch")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("[tracker-issue-kind]"))
        #expect(result.stdout.contains("bugs/EW_IOS-99_Исправить_падение_при_входе_в_Мои_профиль"))
        #expect(!result.stdout.contains("[tracker-task-name]"))
    }

    @Test func historyAsksOncePerIDAndThenAnswersFromTheCache() throws {
        let jira = try FakeJira()
        let repo = try Self.repository(jira)
        for _ in 0..<3 { try repo.commit(Self.storyHeader + "\n\n- Сделал\n") }
        try repo.commit("[EW_IOS-99] Исправить падение при входе в Мой профиль\n\n- Исправил\n")
        let first = try repo.flowlint("commits")
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("checked: 4 commits"), "\(first)")
        #expect(jira.asked.sorted() == ["EW_IOS-98", "EW_IOS-99"])
        let second = try repo.flowlint("commits")
        #expect(second.stdout == first.stdout)
        #expect(jira.server.requests.count == 2)
    }

    @Test func aDownTrackerNeverBlocksAndSaysNotChecked() throws {
        let jira = try FakeJira()
        let repo = try Self.repository(jira)
        jira.server.stop()
        let result = try message(repo, "[EW_IOS-4242] Что-то\n\n- Сделал\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("not checked against the tracker (EW_IOS-4242): Jira did not answer"))
        let strict = try message(repo, "[EW_IOS-98] Что-то\n\n- Сделал\n", "--strict")
        #expect(strict.status == 0, "a tracker that is down never blocks, even with --strict")
    }

    @Test func aSlowTrackerTimesOut() throws {
        let jira = try FakeJira(delay: 5)
        let repo = try Self.repository(jira)
        let start = Date()
        let result = try message(repo, Self.storyHeader + "\n\n- Сделал\n")
        #expect(Date().timeIntervalSince(start) < 4.5, "the 1 s timeout applies")
        #expect(result.status == 0)
        #expect(result.stdout.contains("not checked against the tracker"))
    }

    @Test func aWrongTokenIsNotCheckedAndNeverPrinted() throws {
        let jira = try FakeJira()
        let repo = try Self.repository(jira)
        repo.environment["FLOWLINT_TRACKER_TOKEN"] = "wrong-SECRET"
        let result = try message(repo, "[EW_IOS-4242] Что-то\n\n- Сделал\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Jira answered 401: check the token in FLOWLINT_TRACKER_TOKEN"))
        #expect(!result.stdout.contains("wrong-SECRET") && !result.stderr.contains("wrong-SECRET"))
    }

    @Test func withoutATrackerNothingIsAsked() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try FlowlintBinary.run(["message", "-"], in: repo, environment: [:], stdin: Array("[EW_IOS-4242] Что-то\n\n- Сделал\n".utf8))
        #expect(result.status == 0 && !result.stdout.contains("tracker"), "\(result)")
    }

    @Test func theMergeRequestTitleIsChecked() throws {
        let jira = try FakeJira()
        let repo = try Self.repository(jira)
        try repo.commit(Self.storyHeader + "\n\n- Сделал\n")
        let result = try repo.flowlint(
            "mr", "--title", "Draft: [EW_IOS-98] Отправка", "--target", "develop", "--delete-source-branch", "yes", "--format", "json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\"rule\": \"tracker-task-name\""))
        #expect(result.stdout.contains("\"field\": \"title\""))
    }

    @Test func theHooksPrefillTheTrackersNameAndBlockAnUnknownID() throws {
        let jira = try FakeJira()
        let repo = try Self.repository(jira, branch: "features/EW_IOS-98_Отправка")
        #expect(try repo.flowlint("hooks", "install").status == 0)
        let editor = repo.scratch("editor.sh")
        try "#!/bin/sh\nprintf '\\n- Сделал отправку\\n' >> \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        var environment = repo.environment
        environment["GIT_EDITOR"] = editor
        let git = Shell.which("git") ?? "/usr/bin/git"
        let prefilled = try Shell.run(git, ["commit", "--allow-empty"], in: repo.path, environment: environment)
        #expect(prefilled.status == 0, "\(prefilled)")
        #expect(try repo.git("log", "-1", "--format=%s") == Self.storyHeader)
        let unknown = try Shell.run(git, ["commit", "--allow-empty", "-m", "[EW_IOS-4242] Что-то", "-m", "- Сделал"], in: repo.path, environment: environment)
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("[tracker-issue-exists]"))
    }

    @Test func prePushRefusesAnUnknownIDAndAcceptsTheTrackersName() throws {
        let jira = try FakeJira()
        let remote = try TemporaryRepository(bare: true)
        let repo = try Self.repository(jira)
        try repo.git("remote", "add", "origin", remote.path)
        try repo.git("push", "-q", "origin", "develop")
        #expect(try repo.flowlint("hooks", "install").status == 0)
        try repo.git(["commit", "-q", "--allow-empty", "--no-verify", "-m", "[EW_IOS-4242] Что-то\n\n- Сделал"])
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        let git = Shell.which("git") ?? "/usr/bin/git"
        let refused = try Shell.run(git, ["push", "origin", "HEAD"], in: repo.path, environment: environment)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("[tracker-issue-exists]"))
        try repo.git(["commit", "-q", "--amend", "--allow-empty", "--no-verify", "-m", Self.storyHeader + "\n\n- Сделал"])
        let pushed = try Shell.run(git, ["push", "origin", "HEAD"], in: repo.path, environment: environment)
        #expect(pushed.status == 0, "\(pushed)")
        #expect(!pushed.stderr.contains(FakeJira.token))
    }
}
