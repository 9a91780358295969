import Foundation
import Testing
import TestSupport

/// `lint` judges the change on the current branch, as a linter run before a merge request does:
/// a new team's fresh branch on an app with an old wrong merge and old architecture findings
/// is green; `lint --all` is the whole repository.
struct LintChangeTests {
    static let badView = """
        final class SettingsViewController: UIViewController, SettingsViewProtocol {
            var presenter: SettingsPresenterProtocol!
        }
        protocol SettingsViewProtocol: class {}

        """

    /// An app whose history has a feature merged straight into master long ago, and whose
    /// tree has a view that breaks the MVP rules; develop is checked out.
    static func appWithOldMistakes() throws -> TemporaryRepository {
        let repo = try TemporaryRepository(initialBranch: "master")
        try repo.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n", file: "README")
        try repo.git("branch", "develop")
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-2_Экран")
        try repo.write("App/Settings/SettingsViewController.swift", badView)
        try repo.git("add", "-A")
        try repo.commit("[EW_IOS-2] Добавил экран настроек\n\n- Сделал экран\n")
        try repo.git("checkout", "-q", "master")
        try repo.git("merge", "-q", "--no-ff", "-m", "Merge branch 'features/EW_IOS-2_Экран' into 'master'", "features/EW_IOS-2_Экран")
        try repo.git("branch", "-q", "-D", "features/EW_IOS-2_Экран")
        try repo.git("checkout", "-q", "develop")
        try repo.git("merge", "-q", "--ff-only", "master")
        return repo
    }

    @Test func aFreshBranchOnARepositoryWithAnOldBadMergeIsGreen() throws {
        let repo = try Self.appWithOldMistakes()
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-3_Профиль")
        let result = try repo.flowlint("lint")
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("flow-master-merge"), "\(result)")
        #expect(!result.stdout.contains("mvp-"), "\(result)")
        let all = try repo.flowlint("lint", "--all")
        #expect(all.status == 1, "\(all)")
        #expect(all.stdout.contains("[flow-master-merge]"), "\(all)")
        #expect(all.stdout.contains("[mvp-class-bound]"), "\(all)")
    }

    @Test func theChangeIsItsCommitsItsFilesAndWhatItsCommitsBring() throws {
        let repo = try Self.appWithOldMistakes()
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-3_Профиль")
        try repo.write("App/Profile/ProfileViewController.swift", Self.badView.replacingOccurrences(of: "Settings", with: "Profile"))
        try repo.git("add", "-A")
        let bad = try repo.commit("Add the profile\n\n- Added it\n")
        let result = try repo.flowlint("lint")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("\(bad.prefix(8)):1: error:"), "\(result)")
        #expect(result.stdout.contains("File App/Profile/ProfileViewController.swift"), "\(result)")
        #expect(!result.stdout.contains("SettingsViewController"), "\(result)")
        #expect(!result.stdout.contains("flow-master-merge"), "\(result)")
        // A file being written, not yet committed, is part of the change too.
        try repo.write("App/Feed/FeedViewController.swift", Self.badView.replacingOccurrences(of: "Settings", with: "Feed"))
        let edited = try repo.flowlint("lint")
        #expect(edited.stdout.contains("File App/Feed/FeedViewController.swift"), "\(edited)")
    }

    @Test func aWrongMergeMadeOnTheBranchIsReported() throws {
        let repo = try Self.appWithOldMistakes()
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-3_Профиль")
        try repo.commit("[EW_IOS-3] Добавил профиль\n\n- Сделал профиль\n", file: "profile.txt")
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-4_Лента", "develop")
        try repo.commit("[EW_IOS-4] Добавил ленту\n\n- Сделал ленту\n", file: "feed.txt")
        try repo.git("checkout", "-q", "features/EW_IOS-3_Профиль")
        try repo.git("merge", "-q", "--no-ff", "-m", "Merge branch 'features/EW_IOS-4_Лента' into 'features/EW_IOS-3_Профиль'",
                     "features/EW_IOS-4_Лента")
        let result = try repo.flowlint("lint")
        #expect(result.stdout.contains("[flow-feature-target]"), "\(result)")
        #expect(!result.stdout.contains("[flow-master-merge]"), "\(result)")
    }

    @Test func theTextReportEndsWithACountPerRule() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        try repo.commit(Seed.english)
        let result = try repo.flowlint("lint")
        #expect(result.status == 1, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "By rule:"), "\(result)")
        #expect(lines[start + 1].hasSuffix("  commit-header-format"), "\(result)")
        #expect(lines[start + 1].contains(" 2  "), "\(result)")
        let russian = try repo.flowlint("lint", "--lang", "ru")
        #expect(russian.stdout.contains("По правилам:"), "\(russian)")
        #expect(!(try repo.flowlint("commits").stdout.contains("By rule:")), "only lint's overview counts per rule")
    }

    /// "checked: N files" counts what was judged, the change's sources, not the whole tree read
    /// as context.
    @Test func theFilesCountedAreTheChangesSources() throws {
        let repo = try Self.appWithOldMistakes()
        try repo.write("App/Feed/FeedPresenter.swift", "final class FeedPresenter {}\n")
        try repo.write("App/Feed/FeedRouter.swift", "final class FeedRouter {}\n")
        try repo.git("add", "-A")
        try repo.commit("[EW_IOS-1] Добавил ленту\n\n- Сделал ленту\n")
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-3_Профиль")
        try repo.write("App/Profile/ProfilePresenter.swift", "final class ProfilePresenter {}\n")
        try repo.write("notes.txt", "профиль\n")
        try repo.git("add", "-A")
        try repo.commit("[EW_IOS-3] Добавил профиль\n\n- Сделал профиль\n")
        let result = try repo.flowlint("lint")
        #expect(result.stdout.contains("checked: 1 branch, 1 commit, 1 file"), "\(result)")
        let json = try repo.flowlint("lint", "--format", "json")
        #expect(json.stdout.contains("\"files\": 1}"), "\(json)")
        let all = try repo.flowlint("lint", "--all")
        #expect(all.stdout.contains(", 4 files"), "\(all)")
    }
}
