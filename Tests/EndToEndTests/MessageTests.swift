import Foundation
import Testing
import TestSupport

/// `flowlint message` and the commit-msg path on real files: clean-up, encodings, bad input.
struct MessageCommandTests {
    func messageFile(_ repo: TemporaryRepository, _ bytes: [UInt8]) throws -> String {
        let path = repo.scratch("MSG-\(UUID().uuidString)")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theSeedMessagePasses() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint("message", try messageFile(repo, Array(Seed.message.utf8)))
        #expect(result.status == 0, "\(result)")
    }

    @Test func readsStandardInput() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        #expect(try repo.flowlint("message", "-", stdin: Seed.message).status == 0)
        let bad = try repo.flowlint("message", stdin: "fix\n")
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("<stdin>:1:1: error:"))
    }

    @Test func cleansLikeGitBeforeChecking() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let text = Seed.message + "# Please enter the commit message for your changes.\n"
            + "# ------------------------ >8 ------------------------\ndiff --git a/x b/x\nEnglish English English\n"
        #expect(try repo.flowlint("message", try messageFile(repo, Array(text.utf8))).status == 0)
    }

    @Test func honoursCoreCommentChar() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.git("config", "core.commentChar", ";")
        let text = Seed.message + "; Please enter the commit message, English words here\n"
        #expect(try repo.flowlint("message", try messageFile(repo, Array(text.utf8))).status == 0)
        let viaParameters = try repo.flowlint(
            "message", try messageFile(repo, Array((Seed.message + "@ English comment words\n").utf8)),
            environment: ["GIT_CONFIG_PARAMETERS": "'core.commentchar'='@'"])
        #expect(viaParameters.status == 0, "\(viaParameters)")
    }

    @Test func commentCharInAnIncludedFileIsFollowed() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write("../extra.gitconfig", "[core]\n\tcommentChar = %\n")
        try repo.git("config", "include.path", "../../extra.gitconfig")
        let text = Seed.message + "% English comment words here\n"
        #expect(try repo.flowlint("message", try messageFile(repo, Array(text.utf8))).status == 0)
    }

    @Test func anEmptyMessageIsNotAViolation() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        #expect(try repo.flowlint("message", try messageFile(repo, Array("# only comments\n\n".utf8))).status == 0)
    }

    @Test func issueMismatchIsAWarning() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint("message", try messageFile(repo, Array("[EW_IOS-7] задача\n\n- сделал\n".utf8)))
        #expect(result.status == 0)
        #expect(result.stdout.contains("warning: ID EW_IOS-7 differs from the branch's ID EW_IOS-98 [commit-issue-mismatch]"))
        #expect(result.stdout.contains("→ suggestion: [EW_IOS-98] задача"))
    }

    @Test func invalidUTF8IsAFinding() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let bytes = Array("[EW_IOS-98] ".utf8) + [0xD2, 0xE5, 0xF1, 0xF2] + Array("\n\n- сделал\n".utf8)
        let result = try repo.flowlint("message", try messageFile(repo, bytes))
        #expect(result.status == 1)
        #expect(result.stdout.contains("[commit-encoding]"))
    }

    @Test func commitEncodingConfigDecodesTheFile() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.git("config", "i18n.commitEncoding", "windows-1251")
        // "[EW_IOS-98] Тест\n\n- Тест\n" in Windows-1251.
        let bytes = Array("[EW_IOS-98] ".utf8) + [0xD2, 0xE5, 0xF1, 0xF2] + Array("\n\n- ".utf8) + [0xD2, 0xE5, 0xF1, 0xF2, 0x0A]
        let result = try repo.flowlint("message", try messageFile(repo, bytes))
        #expect(result.status == 0, "\(result)")
    }

    @Test func nulBytesAreAFinding() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let bytes = Array("[EW_IOS-98] задача\n\n- сделал".utf8) + [0] + Array("хвост\n".utf8)
        let result = try repo.flowlint("message", try messageFile(repo, bytes))
        #expect(result.status == 1)
        #expect(result.stdout.contains("NUL byte"))
    }

    @Test func tenMegabyteMessageIsCheckedQuickly() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let body = String(repeating: "- Обновил структуру и настройки проекта\n", count: 140_000)
        let result = try FlowlintBinary.run(
            ["message", try messageFile(repo, Array(("[EW_IOS-98] задача\n\n" + body).utf8))], in: repo, timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 0)
    }

    @Test func aMissingFileIsExit3() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint("message", repo.scratch("nope"))
        #expect(result.status == 3)
        #expect(result.stderr.contains("cannot read the message"))
    }

    @Test func worksOutsideARepository() throws {
        let repo = try TemporaryRepository()
        let outside = repo.scratch("plain")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let result = try repo.flowlint(
            "message", "-", environment: ["GIT_CEILING_DIRECTORIES": repo.root.path], stdin: Seed.message, directory: outside)
        #expect(result.status == 0, "\(result)")
    }
}
