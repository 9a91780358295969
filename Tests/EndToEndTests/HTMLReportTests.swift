import Foundation
import Testing
import TestSupport

/// `--format html` through the binary on real repositories.
struct HTMLReportTests {
    /// January: one failing commit and one passing; March: one passing. The author's name is
    /// the test identity's.
    static func history() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        for (date, message) in [
            ("2025-01-10T12:00:00Z", "<script>alert(1)</script> fix\n"),
            ("2025-01-20T12:00:00Z", Seed.message),
            ("2025-03-05T12:00:00Z", Seed.message),
        ] {
            repo.environment["GIT_COMMITTER_DATE"] = date
            repo.environment["GIT_AUTHOR_DATE"] = date
            try repo.commit(message)
        }
        return repo
    }

    static func count(_ id: String, in page: String) -> Int? {
        guard let start = page.range(of: "<dd id=\"n-\(id)\">") else { return nil }
        return Int(page[start.upperBound...].prefix { $0.isNumber })
    }

    @Test func aHistoryGetsItsTrendAndTheJSONCounts() throws {
        let repo = try Self.history()
        let html = try repo.flowlint("commits", "--all", "--format", "html", "--lang", "en")
        let json = try repo.flowlint("commits", "--all", "--format", "json")
        #expect(html.status == 1, "\(html)")
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(Self.count("errors", in: html.stdout) == summary["errors"] as? Int)
        #expect(Self.count("commits", in: html.stdout) == (summary["checked"] as? [String: Int])?["commits"])
        #expect(html.stdout.contains("<title>Jan 2025: 1 of 2 commits without findings (50%)</title>"))
        #expect(html.stdout.contains("<title>Mar 2025: 1 of 1 commit without findings (100%)</title>"))
        #expect(html.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt; fix</h3>"))
        #expect(!html.stdout.contains("<script>alert"))
    }

    @Test func authorsAppearOnlyWithByAuthor() throws {
        let repo = try Self.history()
        let anonymous = try repo.flowlint("commits", "--all", "--format", "html")
        #expect(!anonymous.stdout.contains("Тест Тестов"))
        #expect(!anonymous.stdout.contains("chart-authors"))
        let named = try repo.flowlint("commits", "--all", "--format", "html", "--by-author")
        #expect(named.stdout.contains("<figure id=\"chart-authors\">"))
        #expect(named.stdout.contains("Тест Тестов"))
        let jsonWith = try repo.flowlint("commits", "--all", "--format", "json", "--by-author")
        let jsonWithout = try repo.flowlint("commits", "--all", "--format", "json")
        #expect(jsonWith.stdout == jsonWithout.stdout, "other formats ignore it")
    }

    @Test func sourceDateEpochMakesTheReportReproducible() throws {
        let repo = try Self.history()
        let first = try repo.flowlint("commits", "--all", "--format", "html", environment: ["SOURCE_DATE_EPOCH": "1767268800"])
        let second = try repo.flowlint("commits", "--all", "--format", "html", environment: ["SOURCE_DATE_EPOCH": "1767268800"])
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("<time id=\"date\">2026-01-01 12:00 UTC</time>"))
    }

    @Test func protocolsChartsFindingsPerModule() throws {
        let repo = try TemporaryRepository()
        try repo.write("App/PostList/PostListModuleInteractor.h", "@interface PostListModuleInteractor : NSObject\n@end\n")
        try repo.write("App/PostList/PostListPresenter.m", "@implementation PostListPresenter\n@end\n")
        try repo.write("App/Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController, SettingsViewProtocol {\n    var presenter: SettingsPresenterProtocol!\n}\nprotocol SettingsViewProtocol: class {}\n")
        try repo.commit(Seed.message)
        let result = try repo.flowlint("protocols", "--format", "html", "--lang", "ru")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("<figure id=\"chart-modules\">"))
        #expect(result.stdout.contains("<title>PostList: "), "the VIPER module's name")
        #expect(result.stdout.contains("<title>App/Settings: "), "an MVP file's folder")
        #expect(!result.stdout.contains("chart-months"))
        #expect(result.stdout.contains("<html lang=\"ru\">"))
    }

    /// A commit with these committer dates: `@seconds +0000` through git where git accepts them,
    /// written with git hash-object where it doesn't (a negative time).
    static func dated(_ dates: [String]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        for date in dates {
            if date.hasPrefix("@-") {
                let tree = try repo.git("write-tree")
                let parent = try? repo.git("rev-parse", "-q", "--verify", "HEAD")
                let time = date.dropFirst()
                let object = "tree \(tree)\n" + (parent.map { "parent \($0)\n" } ?? "")
                    + "author Тест Тестов <test@example.com> \(time)\ncommitter Тест Тестов <test@example.com> \(time)\n\n" + Seed.message
                try repo.git("update-ref", "HEAD", try repo.git(["hash-object", "-t", "commit", "-w", "--literally", "--stdin"], stdin: object))
            } else {
                repo.environment["GIT_COMMITTER_DATE"] = date
                repo.environment["GIT_AUTHOR_DATE"] = date
                try repo.commit(Seed.message)
            }
        }
        return repo
    }

    /// Dates git accepts however far from today (1e15 s is some 31 million years on, and git
    /// fsck passes it), and before 1970: the chart costs what its commits cost, not what every
    /// month between the first and the last would (1e15 s asked for 9 GB, 1e14 s for 0.9 GB;
    /// here the limit is 400 MB), and each commit's month is still shown.
    @Test(arguments: [
        ["@1000000000000000 +0000"], ["@0 +0000", "@1000000000000000 +0000"], ["@1736510400 +0000", "@100000000000000 +0000"],
        ["@0 +0000", "@99999999999999999 +0000"], ["@-100000000000000 +0000", "@1736510400 +0000"], ["@-1 +0000", "@0 +0000"],
    ])
    func farDatesKeepTheMonthChartSmall(dates: [String]) throws {
        let repo = try Self.dated(dates)
        let command = "ulimit -v 400000; exec '\(FlowlintBinary.path)' commits --all --format html --lang en"
        let result = try Shell.run("/bin/sh", ["-c", command], in: repo.path, environment: repo.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.utf8.count < 100_000, "\(result.stdout.utf8.count) bytes")
        #expect(result.stdout.components(separatedBy: "<circle class=\"dot\"").count - 1 == dates.count, "one point per month with commits")
        #expect(result.stdout.components(separatedBy: ": 1 of 1 commit without findings (100%)</title>").count - 1 == dates.count)
        if dates.contains("@0 +0000") { #expect(result.stdout.contains("<title>Jan 1970: 1 of 1 commit")) }
        if dates.contains("@-1 +0000") { #expect(result.stdout.contains("<title>Dec 1969: 1 of 1 commit")) }
    }

    @Test func lintShowsTheBranchAndTheCommitsSinceTheBase() throws {
        let repo = try TemporaryRepository.withFeatureBranch("feature/<b>x</b>")
        try repo.commit(Seed.english)
        let result = try repo.flowlint("lint", "--format", "html", "--by-author")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("<h3 class=b>feature/&lt;b&gt;x&lt;/b&gt;</h3>"))
        #expect(result.stdout.contains("<figure id=\"chart-months\">"))
        #expect(result.stdout.contains("<figure id=\"chart-authors\">"))
    }
}
