import Foundation
import Testing
import TestSupport

/// `flowlint start` on real repositories: the names it makes, where it branches from, what it
/// records, and that it refuses rather than lose work.
struct StartTests {
    /// develop and master with one commit each; master checked out.
    static func repository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.commit("[EW_IOS-1] начальный коммит\n\n- Создал проект\n", file: "README.md")
        try repo.git("branch", "master")
        try repo.commit("[EW_IOS-1] начальный коммит\n\n- Продолжил\n", file: "develop.txt")
        try repo.git("checkout", "-q", "master")
        return repo
    }

    func currentBranch(_ repo: TemporaryRepository) throws -> String {
        try repo.git("symbolic-ref", "--short", "HEAD")
    }

    @Test(arguments: [
        (["feature", "EW_IOS-98", "Реализовать", "отправку"], "features/EW_IOS-98_Реализовать_отправку"),
        (["feature", "ew_ios-98", "Экран «Мой профиль»: ещё раз!"], "features/EW_IOS-98_Экран_Мои_профиль_еще_раз"),
        (["refactoring", "Сетевой слой"], "refactoring/Сетевои_слои"),
        (["release", "1.2"], "releases/release-1.2"),
        (["release", "v2.0.1-rc1"], "releases/release-2.0.1-rc1"),
    ])
    func featuresRefactoringsAndReleasesStartFromDevelop(arguments: [String], expected: String) throws {
        let repo = try Self.repository()
        let result = try FlowlintBinary.run(["start"] + arguments, in: repo, environment: ["LANG": "en_US.UTF-8"])
        #expect(result.status == 0, "\(result)")
        #expect(try currentBranch(repo) == expected)
        #expect(try repo.git("rev-parse", "HEAD") == repo.git("rev-parse", "develop"))
        let check = try repo.flowlint("branch")
        #expect(check.status == 0 && !check.stdout.contains("["), "\(check)")
    }

    @Test func aBugStartsFromTheCurrentBranchAndRecordsIt() throws {
        let repo = try Self.repository()
        let result = try repo.flowlint("start", "bug", "EW_IOS-99", "Падение при входе")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("it goes back into master"))
        #expect(try currentBranch(repo) == "bugs/EW_IOS-99_Падение_при_входе")
        #expect(try repo.git("rev-parse", "HEAD") == repo.git("rev-parse", "master"))
        #expect(try repo.git("config", "branch.bugs/EW_IOS-99_Падение_при_входе.flowlint-base") == "master")
        // The recorded origin is where `mr` expects the bug to go back.
        try repo.commit("[EW_IOS-99] Падение при входе\n\n- Исправил\n")
        let back = try repo.flowlint("mr", "--title", "[EW_IOS-99] Падение при входе", "--target", "master", "--delete-source-branch", "yes")
        #expect(back.status == 0, "\(back)")
        let elsewhere = try repo.flowlint("mr", "--title", "[EW_IOS-99] Падение при входе", "--target", "develop", "--delete-source-branch", "yes")
        #expect(elsewhere.status == 1)
        #expect(elsewhere.stdout.contains("[mr-target]"))
    }

    @Test func theNameComesFromTheTrackerAndIsCutAtAWordBoundary() throws {
        let jira = try FakeJira()
        let repo = try Self.repository()
        try jira.configure(repo)
        let result = try repo.flowlint("start", "feature", "EW_IOS-98")
        #expect(result.status == 0, "\(result)")
        #expect(try currentBranch(repo) == "features/EW_IOS-98_Реализовать_независимую_отправку_и_получение_данных_с_сервера")
        let short = try repo.flowlint("start", "bug", "EW_IOS-99", "--max-name-length", "20", "--no-switch")
        #expect(short.status == 0, "\(short)")
        #expect(try repo.git("branch", "--list", "bugs/*") == "bugs/EW_IOS-99_Исправить_падение")
        #expect(!short.stdout.contains(FakeJira.token))
        // A feature started for a Bug is made, with the tracker's warning.
        let kind = try repo.flowlint("start", "feature", "EW_IOS-99", "--no-switch")
        #expect(kind.status == 0, "\(kind)")
        #expect(kind.stderr.contains("[tracker-issue-kind]"))
    }

    @Test func anUnknownIDOrAnUnreachableTrackerMakesNoBranch() throws {
        let jira = try FakeJira()
        let repo = try Self.repository()
        try jira.configure(repo)
        let unknown = try repo.flowlint("start", "feature", "EW_IOS-4242")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("the tracker has no issue EW_IOS-4242"))
        jira.server.stop()
        let down = try repo.flowlint("start", "feature", "EW_IOS-7")
        #expect(down.status == 2)
        #expect(down.stderr.contains("pass it, flowlint start feature EW_IOS-7 NAME"))
        #expect(try repo.git("branch", "--list", "features/*").isEmpty)
        // With the name given, a tracker that is down doesn't stop the start.
        let named = try repo.flowlint("start", "feature", "EW_IOS-7", "Отправка")
        #expect(named.status == 0, "\(named)")
        #expect(named.stderr.contains("not checked against the tracker"))
    }

    @Test func aSwitchThatWouldLoseWorkIsRefusedAndNothingChanges() throws {
        let repo = try Self.repository()
        try repo.write("develop.txt", "local work\n")  // untracked on master, tracked on develop
        let result = try repo.flowlint("start", "feature", "EW_IOS-98", "Отправка")
        #expect(result.status == 1)
        #expect(result.stderr.contains("would overwrite local changes (develop.txt)"))
        #expect(try currentBranch(repo) == "master")
        #expect(try repo.read("develop.txt") == "local work\n")
        #expect(try repo.git("branch", "--list", "features/*").isEmpty)
        let created = try repo.flowlint("start", "feature", "EW_IOS-98", "Отправка", "--no-switch")
        #expect(created.status == 0, "\(created)")
        #expect(try currentBranch(repo) == "master")
        #expect(try repo.git("branch", "--list", "features/*") == "features/EW_IOS-98_Отправка")
    }

    @Test func localChangesTheSwitchDoesntTouchComeAlong() throws {
        let repo = try Self.repository()
        try repo.write("README.md", "edited\n")
        let result = try repo.flowlint("start", "feature", "EW_IOS-98", "Отправка")
        #expect(result.status == 0, "\(result)")
        #expect(try currentBranch(repo) == "features/EW_IOS-98_Отправка")
        #expect(try repo.read("README.md") == "edited\n")
    }

    @Test func badRequestsSayWhatToDo() throws {
        let repo = try Self.repository()
        try repo.git("branch", "features/EW_IOS-98_Отправка", "develop")
        let cases: [([String], Int32, String)] = [
            // Nothing was checked and found wrong: the request can't be done as asked (bad usage).
            (["start", "feature", "EW_IOS-98", "Отправка"], 2, "already exists: switch to it with git switch features/EW_IOS-98_Отправка"),
            (["start", "feature", "Отправка"], 2, "is not an issue ID"),
            (["start", "feature", "EW_IOS-98"], 2, "no task name"),
            (["start", "release", "next"], 2, "is not a version"),
            (["start", "epic", "EW_IOS-98"], 2, "unknown branch kind"),
            (["start", "feature", "EW_IOS-98", "«»"], 2, "needs letters or digits"),
            (["start", "feature", "EW_IOS-5", "x", "--from", "nowhere"], 3, "revision nowhere not found"),
        ]
        for (arguments, status, sentence) in cases {
            let result = try FlowlintBinary.run(arguments, in: repo, environment: ["LANG": "en_US.UTF-8"])
            #expect(result.status == status, "\(arguments): \(result)")
            #expect(result.stderr.contains(sentence), "\(arguments): \(result)")
        }
        #expect(try currentBranch(repo) == "master")
    }

    @Test func detachedEmptyAndBareRepositoriesAreRefused() throws {
        let repo = try Self.repository()
        try repo.git("checkout", "-q", "--detach", "HEAD")
        let detached = try repo.flowlint("start", "bug", "EW_IOS-99", "Падение")
        #expect(detached.status == 2 && detached.stderr.contains("HEAD is detached"), "\(detached)")
        let fromMaster = try repo.flowlint("start", "bug", "EW_IOS-99", "Падение", "--from", "master")
        #expect(fromMaster.status == 0, "\(fromMaster)")
        #expect(try repo.git("config", "branch.bugs/EW_IOS-99_Падение.flowlint-base") == "master")

        let empty = try TemporaryRepository()
        let nothing = try empty.flowlint("start", "feature", "EW_IOS-98", "Отправка")
        #expect(nothing.status == 3 && nothing.stderr.contains("develop exists neither locally nor on origin"), "\(nothing)")

        let bare = try TemporaryRepository(bare: true)
        try bare.git(["fetch", "-q", repo.path, "develop:develop"])
        let refused = try bare.flowlint("start", "feature", "EW_IOS-98", "Отправка")
        #expect(refused.status == 2 && refused.stderr.contains("--no-switch"))
        #expect(try bare.flowlint("start", "feature", "EW_IOS-98", "Отправка", "--no-switch").status == 0)
        #expect(try bare.git("branch", "--list", "features/*") == "features/EW_IOS-98_Отправка")
    }

    @Test func aCloneWithoutALocalDevelopStartsFromOriginsDevelop() throws {
        let origin = try Self.repository()
        let clone = TemporaryRepository(existing: origin.root.path + "/clone", root: origin.root)
        try origin.git(["clone", "-q", "-b", "master", origin.path, clone.path], in: origin.root.path)
        let result = try clone.flowlint("start", "feature", "EW_IOS-98", "Отправка")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("from origin/develop"))
        #expect(try clone.git("rev-parse", "HEAD") == origin.git("rev-parse", "develop"))
    }
}
