import Foundation
import Testing
import TestSupport

/// `flowlint message --fix FILE`: only the header line changes, every other byte stays.
struct MessageFixTests {
    static let body = "\n- Обновил структуру и настройки проекта\n"
    static let comments = "# Please enter the commit message for your changes.\n# On branch x\n"

    @Test(arguments: [
        ("EW_IOS-98: требуется собрать приложение", "[EW_IOS-98] требуется собрать приложение"),
        ("ew_ios-98 требуется собрать приложение", "[EW_IOS-98] требуется собрать приложение"),
        ("[EW_IOS-98]требуется собрать приложение", "[EW_IOS-98] требуется собрать приложение"),
        ("требуется собрать приложение", "[EW_IOS-98] требуется собрать приложение"),
    ])
    func theHeaderIsRewrittenAndTheRestKept(header: String, fixed: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let rest = Self.body + Self.comments
        let path = try repo.messageFile(Array(("# leading comment\n\n" + header + "  \n" + rest).utf8))
        let result = try repo.flowlint("message", "--fix", path)
        #expect(result.status == 0, "\(result)")
        #expect(repo.bytes(at: path) == Array(("# leading comment\n\n" + fixed + "  \n" + rest).utf8))
        #expect(try repo.flowlint("message", path).status == 0)
        let again = try repo.flowlint("message", "--fix", path)
        #expect(again.status == 0)
        #expect(repo.bytes(at: path) == Array(("# leading comment\n\n" + fixed + "  \n" + rest).utf8))
    }

    @Test(arguments: [
        "[EW_IOS-98]\n\n- Обновил проект\n",          // a missing task name needs the user's words
        "[EW_IOS-98] Fix the crash\n\n- Fixed it\n",  // so does a translation
        "EW_IOS-98:\n\n- Обновил проект\n",          // and a header that is only an ID
    ])
    func suggestionsThatNeedTheUsersWordsAreOnlyReported(message: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let path = try repo.messageFile(Array(message.utf8))
        let result = try repo.flowlint("message", "--fix", path)
        #expect(result.status == 1, "\(result)")
        #expect(repo.bytes(at: path) == Array(message.utf8))
    }

    @Test func findingsTheFixDoesntCoverAreStillReported() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let path = try repo.messageFile(Array("EW_IOS-98 Fix the crash\n\n- Fixed it\n".utf8))
        let result = try repo.flowlint("message", "--fix", path)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("[commit-language]"))
        #expect(!result.stdout.contains("[commit-header-format]"))
        #expect(repo.bytes(at: path) == Array("[EW_IOS-98] Fix the crash\n\n- Fixed it\n".utf8))
    }

    @Test(arguments: [[0xFF, 0xFE], [0x00, 0x41]])
    func badBytesAfterTheHeaderAreKept(bad: [UInt8]) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let tail = Array("\n- Обновил проект ".utf8) + bad + Array(" конец\n".utf8)
        let path = try repo.messageFile(Array("EW_IOS-98 требуется собрать приложение\n".utf8) + tail)
        let result = try repo.flowlint("message", "--fix", path)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("[commit-encoding]"))
        #expect(repo.bytes(at: path) == Array("[EW_IOS-98] требуется собрать приложение\n".utf8) + tail)
    }

    @Test func aHeaderThatIsNotUTF8IsNotTouched() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let bytes = Array("EW_IOS-98 требуется ".utf8) + [0xFF] + Array("\n\n- Обновил проект\n".utf8)
        let path = try repo.messageFile(bytes)
        let result = try repo.flowlint("message", "--fix", path)
        #expect(result.status == 1, "\(result)")
        #expect(repo.bytes(at: path) == bytes)
    }

    @Test func dryRunPrintsTheFilesDiffAndWritesNothing() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let message = "EW_IOS-98: требуется собрать приложение\n" + Self.body
        let path = try repo.messageFile(Array(message.utf8))
        let result = try repo.flowlint("message", "--fix", "--dry-run", path)
        #expect(result.status == 0, "\(result)")
        // An absolute path is named as it is (`patch -p0` reads it), never `a//tmp/…`.
        #expect(result.stdout.hasPrefix("--- \(path)\n+++ \(path)\n@@ -1,3 +1,3 @@\n"), "\(result)")
        #expect(result.stdout.contains("-EW_IOS-98: требуется собрать приложение\n+[EW_IOS-98] требуется собрать приложение\n"))
        #expect(repo.bytes(at: path) == Array(message.utf8))
    }

    @Test func aDryRunKeepsTheDiffApartFromAMachineReadableReport() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let path = try repo.messageFile(Array("EW_IOS-98 Fix the crash\n\n- Fixed it\n".utf8))
        let result = try repo.flowlint("message", "--fix", "--dry-run", "--format", "json", path)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.hasPrefix("--- /"))
        let json = try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any]
        let findings = json?["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { $0["rule"] as? String } == ["commit-language"])
    }

    /// git stores a byte-order mark in front of the header, where `message` refuses it: the fix
    /// drops it with the rest of the old header and writes the ID once.
    @Test(arguments: ["EW_IOS-98: требуется собрать приложение", "[EW_IOS-98] требуется собрать приложение"])
    func aByteOrderMarkGoesWithTheOldHeader(header: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let path = try repo.messageFile([0xEF, 0xBB, 0xBF] + Array((header + "\n" + Self.body).utf8))
        #expect(try repo.flowlint("message", path).status == 1)
        let dryRun = try repo.flowlint("message", "--fix", "--dry-run", path)
        #expect(dryRun.stdout.contains("\n+[EW_IOS-98] требуется собрать приложение\n"), "\(dryRun)")
        let result = try repo.flowlint("message", "--fix", path)
        #expect(result.status == 0, "\(result)")
        #expect(repo.bytes(at: path) == Array(("[EW_IOS-98] требуется собрать приложение\n" + Self.body).utf8))
        #expect(try repo.flowlint("message", path).status == 0)
        try repo.git("commit", "-q", "--allow-empty", "-F", path)
        #expect(try repo.git("cat-file", "commit", "HEAD").contains("\n\n[EW_IOS-98] требуется собрать приложение\n"))
    }

    @Test func aMissingFileOrStandardInputCannotBeFixed() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let missing = try repo.flowlint("message", "--fix", repo.scratch("no-such-file"))
        #expect(missing.status == 3, "\(missing)")
        let piped = try repo.flowlint("message", "--fix", "-", stdin: "fix\n")
        #expect(piped.status == 2, "\(piped)")
    }
}
