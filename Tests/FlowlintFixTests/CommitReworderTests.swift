import FlowlintCore
import Foundation
import FlowlintFix
import FlowlintFlow
import FlowlintReport
import GitKit
import Testing
import TestSupport

/// `commits --fix` called as a library: messages reworded, trees and authors kept.
struct CommitReworderTests {
    static let loose = "EW_IOS-98: требуется собрать приложение\n\n- Обновил проект\n"
    static let fixed = "[EW_IOS-98] требуется собрать приложение\n\n- Обновил проект\n"
    static let good = "[EW_IOS-98] Добавить экран входа\n\n- Сделал экран\n"

    /// develop with one commit, then a feature branch with a loose header under a good one.
    static func repository() throws -> (TemporaryRepository, [String]) {
        let repo = try TemporaryRepository()
        try repo.commit(good, file: "base.txt")
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-98_Сборка")
        return (repo, [try repo.commit(loose, file: "a.txt"), try repo.commit(good, file: "b.txt")])
    }

    static func reworder(_ repo: TemporaryRepository, _ mode: RewriteMode) throws -> CommitReworder {
        let repository = try Repository.discover(from: repo.path)
        let scan = HistoryScan(repository: repository, checker: try CommitChecker(configuration: Configuration(), context: .history), branch: nil)
        let environment = repo.environment
        return CommitReworder(repository: repository, scan: scan, mode: mode, environment: { environment[$0] })
    }

    @Test func rewordsTheLooseHeaderKeepingEveryTree() throws {
        let (repo, old) = try Self.repository()
        let outcome = try Self.reworder(repo, .apply).run(.range(from: "develop", to: "HEAD"), tip: "HEAD")
        #expect(outcome.report.findings.isEmpty, "\(outcome.report.findings)")
        #expect(outcome.report.checked.commits == 2)
        let new = try repo.git("rev-list", "--reverse", "develop..HEAD").split(separator: "\n").map(String.init)
        #expect(new.count == 2)
        for (before, after) in zip(old, new) {
            #expect(before != after)
            #expect(try repo.git("rev-parse", before + "^{tree}") == repo.git("rev-parse", after + "^{tree}"))
        }
        #expect(try repo.git("log", "-1", "--format=%B", new[0]) == Self.fixed.trimmingCharacters(in: .newlines))
        #expect(try repo.git("rev-parse", "ORIG_HEAD") == old[1])
        #expect(outcome.report.notes.map(\.en).first?.hasPrefix("messages reworded: 1;") == true)
    }

    @Test func aDryRunShowsTheDiffAndWritesNothing() throws {
        let (repo, old) = try Self.repository()
        let outcome = try Self.reworder(repo, .dryRun).run(.range(from: "develop", to: "HEAD"), tip: "HEAD")
        #expect(try repo.git("rev-parse", "HEAD") == old[1])
        #expect(outcome.diff.contains("-EW_IOS-98: требуется собрать приложение\n+[EW_IOS-98] требуется собрать приложение\n"), "\(outcome.diff)")
        #expect(outcome.report.findings.isEmpty)
    }

    @Test func aRangeThatDoesNotEndAtHEADIsRefused() throws {
        let (repo, old) = try Self.repository()
        #expect {
            try Self.reworder(repo, .apply).run(.range(from: "develop", to: old[0]), tip: old[0])
        } throws: { error in
            guard case .usage(let sentence) = error as? UseCaseError else { return false }
            return sentence.en.hasPrefix("--fix rewrites the current branch: the range must end at HEAD")
        }
        #expect(try repo.git("rev-parse", "HEAD") == old[1])
    }

    @Test func theRangeListsParentsBeforeChildren() throws {
        let (repo, old) = try Self.repository()
        let range = try RewriteRange(try Repository.discover(from: repo.path), .range(from: "develop", to: "HEAD"), since: .none)
        #expect(range.commits.map(\.id.hex) == old.reversed())
        #expect(range.parentsFirst().map(\.id.hex) == old)
    }

    @Test(arguments: [
        ("@1767258000 +0300", 1_767_258_000, 180), ("1767258000 -0130", 1_767_258_000, -90),
        ("2026-01-01T12:00:00+03:00", 1_767_258_000, 180), ("2026-01-01T09:00:00Z", 1_767_258_000, 0),
    ])
    func committerDatesInGitsPlainForms(text: String, time: Int64, offset: Int32) throws {
        let parsed = try #require(CommitterClock.parse(text))
        #expect(parsed.0 == time && parsed.1 == offset)
        let signature = try CommitterClock.signature(name: "Я", email: "me@example.com", environment: { $0 == "GIT_COMMITTER_DATE" ? text : nil })
        #expect(signature.time == time && signature.offsetMinutes == offset)
    }

    @Test func aDateGitWouldNotReadIsNotParsed() {
        #expect(CommitterClock.parse("yesterday") == nil)
        #expect(CommitterClock.parse("2026-01-01") == nil)
    }
}

/// `GIT_COMMITTER_DATE` read as git reads it: each form's result compared with the committer
/// line `git commit-tree` writes for it.
struct CommitterDateTests {
    static let forms = [
        "Thu, 07 Apr 2005 22:13:13 +0200", "Thu Apr 7 22:13:13 2005 +0200", "2005-04-07 22:13:13 +0200",
        "2005-04-07T22:13:13", "2005-04-07T22:13:13Z", "2005-04-07T22:13:13+02", "2005-04-07T22:13:13.250+02:00",
        "20050407T221313", "20050407 221313 +0200", "2005.04.07 22:13", "07.04.2005 22:13:13 +0300",
        "04/07/2005 22:13:13", "7/4/2005 22:13:13", "22:13:13 2005-04-07 -0130", "2005-04-07 22:13:13 +05:45",
        "2005-04-07 22:13:13 +2500", "2005-04-07 24:00:00 +0000", "2005-04-07 22:13:60 +0000", "Apr 7 2005 10:13pm CEST",
        "April 7, 2005 12:00 AM PST", "Sat, 1 Jan 2000 00:00:00 GMT", "2099-12-31 23:59:59 +0000", "12/31/2099 10:00",
        "@0 +0000", "@1112911993 +0200", "@1112911993 -0000", "@1112911993", "1112911993 +0200", "1112911993",
        "@18446744073709551615 +0000", "@9223372036854775808 +0000", "1970-01-01 00:00:00 +0100", "01 Apr 05 10:00",
        "yesterday", "now", "2005", "12:00", "1969-12-31 10:00", "2005-13-45 10:00", "Thu, 07 Apr 2005", "-0130",
    ]

    /// The time and zone git writes for `date`; nil when it refuses it or writes a time a commit
    /// can't hold (past 64 bits signed: git fsck rejects it).
    static func gitReading(_ date: String, in repo: TemporaryRepository) throws -> (Int64, Int32)? {
        var environment = repo.environment
        environment["GIT_COMMITTER_DATE"] = date
        environment["TZ"] = ProcessInfo.processInfo.environment["TZ"]
        let result = try Shell.run(
            Shell.which("git") ?? "/usr/bin/git", ["commit-tree", "HEAD^{tree}", "-m", "x"], in: repo.path, environment: environment)
        guard result.status == 0 else { return nil }
        let line = try repo.git("cat-file", "commit", result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            .split(separator: "\n").first { $0.hasPrefix("committer ") }
        let fields = try #require(line).split(separator: " ").suffix(2)
        let zone = try #require(Int32(fields.last?.dropFirst() ?? ""))
        let minutes = (zone / 100 * 60 + zone % 100) * (fields.last?.first == "-" ? -1 : 1)
        return Int64(fields.first ?? "").map { ($0, minutes) }
    }

    @Test func everyFormIsReadAsGitReadsIt() throws {
        let repo = try TemporaryRepository()
        try repo.commit("x")
        for form in Self.forms {
            let expected = try Self.gitReading(form, in: repo)
            let parsed = CommitterClock.parse(form)
            #expect(parsed?.0 == expected?.0 && parsed?.1 == expected?.1, "\(form): git \(String(describing: expected)), flowlint \(String(describing: parsed))")
        }
    }
}
