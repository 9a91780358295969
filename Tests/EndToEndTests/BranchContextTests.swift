import Foundation
import Testing
import TestSupport

/// The branch and base a check compares with, as real clones have them (issue 12).
struct BranchContextTests {
    @Test func anExplicitBaseIsFoundOnOriginLikeTheDefaultOne() throws {
        let origin = try TemporaryRepository(initialBranch: "dev")
        try origin.commit("[EW_IOS-1] начальный коммит\n\n- Создал проект\n")
        let clone = TemporaryRepository(existing: origin.root.path + "/clone", root: origin.root)
        try origin.git(["clone", "-q", "-b", "dev", origin.path, clone.path], in: origin.root.path)
        try clone.git("checkout", "-q", "-b", "features/EW_IOS-98_Отправка")
        try clone.git("branch", "-q", "-D", "dev")  // a CI clone: only origin/dev
        try clone.commit(Seed.english)
        let result = try clone.flowlint("commits", "--base", "dev", "--format", "json")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("\"commits\": 1"))
        #expect(result.stdout.contains("commit-language"))
        #expect(try clone.flowlint("commits", "--base", "nothing").status == 3)
    }

    @Test(arguments: ["feature/EW_IOS-98_Отправка", "bugfix/EW_IOS-98-Отправка"])
    func aMisnamedBranchsIDIsStillCompared(branch: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch(branch)
        try repo.commit("[EW_IOS-99] Отправка данных\n\n- Добавил отправку\n")
        let result = try repo.flowlint("commits", "--base", "develop", "--format", "json")
        #expect(result.stdout.contains("commit-issue-mismatch"), "\(result)")
        #expect(result.stdout.contains("[EW_IOS-98] Отправка данных"))
    }

    /// git reads a relative path after `-C` from that folder (`git -C dir --git-dir=rel`);
    /// so does `--config`, and the error says where it looked.
    @Test func aRelativeConfigAfterCIsReadFromThatFolder() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        try repo.write("team.yml", "commits:\n  language: any\n  require-body: false\nrules:\n  commit-header-format: off\n")
        let found = try repo.flowlint("-C", "repo", "commits", "--base", "develop", "--config", "team.yml", directory: repo.root.path)
        #expect(found.status == 0, "\(found)")
        try "commits:\n  language: any\n".write(toFile: repo.scratch("outside.yml"), atomically: true, encoding: .utf8)
        let missing = try repo.flowlint("-C", "repo", "commits", "--base", "develop", "--config", "outside.yml", directory: repo.root.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("repo/outside.yml") && missing.stderr.contains("-C folder"), "\(missing)")
    }
}
