import Foundation
import Testing
import TestSupport

/// The push gates fail closed (issue 13: S3, S5, S6): no ref, input size or message size gets
/// commits past pre-receive or pre-push unchecked.
struct PushGateTests {
    static let zero = String(repeating: "0", count: 40)

    /// S3: bad commits first pushed under a tag or another ref, then a branch at them.
    @Test(arguments: ["refs/tags/v-english", "refs/x/y"])
    func commitsSneakedInUnderAnotherRefAreCheckedWhenABranchReachesThem(ref: String) throws {
        let setup = try PreReceiveTests.makeServer()
        try setup.client.git("checkout", "-q", "-b", "features/EW_IOS-10_Экран")
        try setup.client.commit("english commit under a tag\n")
        let sneak = try setup.push("origin", "HEAD:" + ref)
        #expect(sneak.status == 0, "tags and other refs pass: \(sneak)")
        let branch = try setup.push("origin", "HEAD")
        #expect(branch.status != 0, "\(branch)")
        #expect(branch.stderr.contains("[commit-header-format]"), "\(branch)")
        #expect(!setup.serverHas("refs/heads/features/EW_IOS-10_Экран"))
        // An existing branch moved onto them is refused too.
        let develop = try setup.push("origin", "HEAD:develop")
        #expect(develop.status != 0, "\(develop)")
    }

    @Test func anAnnotatedTagDoesNotLaunderItsCommitsEither() throws {
        let setup = try PreReceiveTests.makeServer()
        try setup.client.commit("english commit\n")
        try setup.client.git("tag", "-a", "-m", "release", "v9")
        #expect(try setup.push("origin", "refs/tags/v9").status == 0)
        let branch = try setup.push("origin", "develop")
        #expect(branch.status != 0, "\(branch)")
        #expect(branch.stderr.contains("english commit"), "\(branch)")
    }

    /// S5: 700,000 refs sorted before `refs/heads/` once pushed the 64 MiB read limit past the
    /// one bad branch at the end. The hook's interface is its standard input, fed here directly.
    @Test func aHugePreReceiveInputIsReadToItsEnd() throws {
        let setup = try PreReceiveTests.makeServer()
        try setup.client.git("checkout", "-q", "-b", "features/EW_IOS-11_Экран")
        let bad = try setup.client.commit("english commit\n")
        #expect(try setup.push("origin", "HEAD:refs/x/bad").status == 0)
        let good = try setup.server.git("rev-parse", "develop")
        var input = [UInt8]()
        input.reserveCapacity(72 << 20)
        for index in 0..<720_000 {
            input += Array("\(Self.zero) \(good) refs/a/\(String(index + 1_000_000))\n".utf8)
        }
        #expect(input.count > 64 << 20)
        input += Array("\(Self.zero) \(bad) refs/heads/features/EW_IOS-11_Экран\n".utf8)
        let result = try FlowlintBinary.run(
            ["hook", "pre-receive"], in: setup.server, environment: ["LANG": "en_US.UTF-8"], stdin: input, timeout: 300)
        #expect(result.status == 1, "\(result.stderr.prefix(2000))")
        #expect(result.stderr.contains("[commit-header-format]"))
    }

    @Test func aHugePrePushInputIsReadToItsEnd() throws {
        let remote = try TemporaryRepository(bare: true)
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-12_Экран")
        try repo.git("remote", "add", "origin", remote.path)
        try repo.git("push", "-q", "origin", "develop")
        let good = try repo.git("rev-parse", "develop")
        let bad = try repo.commit("english commit\n")
        var input = [UInt8]()
        for index in 0..<150_000 {
            let tag = "refs/tags/t\(index + 1_000_000)"
            input += Array("\(tag) \(good) \(tag) \(Self.zero)\n".utf8)
        }
        #expect(input.count > 16 << 20)
        let branch = "refs/heads/features/EW_IOS-12_Экран"
        input += Array("\(branch) \(bad) \(branch) \(Self.zero)\n".utf8)
        let result = try FlowlintBinary.run(
            ["hook", "pre-push", "origin", remote.path], in: repo, environment: ["LANG": "en_US.UTF-8"], stdin: input, timeout: 300)
        #expect(result.status == 1, "\(result.stderr.prefix(2000))")
        #expect(result.stderr.contains("[commit-header-format]"))
    }

    @Test func aLineGitWouldNeverWriteIsRefusedNotSkipped() throws {
        let setup = try PreReceiveTests.makeServer()
        let result = try FlowlintBinary.run(
            ["hook", "pre-receive"], in: setup.server, environment: ["LANG": "en_US.UTF-8"],
            stdin: Array("garbage\n".utf8))
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("not in git's format"), "\(result)")
    }

    /// S6: a message over 64 MiB was "not checked", and the push went through.
    @Test func aMessageOverSixtyFourMebibytesIsRefusedByPrePushAndPreReceive() throws {
        let setup = try PreReceiveTests.makeServer()
        let client = setup.client
        try client.git("checkout", "-q", "-b", "features/EW_IOS-13_Экран")
        var huge = Array("[EW_IOS-13] огромное сообщение\n\n- описание\n".utf8)
        huge += [UInt8](repeating: 0x61, count: 65 << 20)
        let big = try client.commitRaw(huge)
        #expect(try client.flowlint("hooks", "install").status == 0)
        let prePush = try setup.push("origin", "HEAD")
        #expect(prePush.status != 0, "\(prePush.stderr.prefix(2000))")
        #expect(prePush.stderr.contains("commit \(big.prefix(10)): its message of 65 MiB is over 64 MiB and is refused"), "\(prePush.stderr.prefix(2000))")
        let preReceive = try setup.push("--no-verify", "origin", "HEAD")
        #expect(preReceive.status != 0, "\(preReceive.stderr.prefix(2000))")
        #expect(preReceive.stderr.contains("remote: flowlint: commit \(big.prefix(10)): its message of 65 MiB is over 64 MiB and is refused"),
                "\(preReceive.stderr.prefix(2000))")
        #expect(!setup.serverHas("refs/heads/features/EW_IOS-13_Экран"))
    }

    @Test func theCommitMsgHookRefusesAMessageOverSixtyFourMebibytes() throws {
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-14_Экран")
        #expect(try repo.flowlint("hooks", "install").status == 0)
        let file = repo.scratch("HUGE_MSG")
        var huge = Array("[EW_IOS-14] огромное сообщение\n\n- описание\n".utf8)
        huge += [UInt8](repeating: 0x61, count: 65 << 20)
        #expect(FileManager.default.createFile(atPath: file, contents: Data(huge)))
        let before = try repo.git("rev-parse", "HEAD")
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        let result = try Shell.run(
            Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty", "-F", file], in: repo.path, environment: environment)
        #expect(result.status != 0, "\(result.stderr.prefix(2000))")
        #expect(result.stderr.contains("is over 64 MiB and is refused"), "\(result.stderr.prefix(2000))")
        #expect(try repo.git("rev-parse", "HEAD") == before)
    }

    /// `mr` in CI is a gate too.
    @Test func mergeRequestsRefuseAMessageOverSixtyFourMebibytes() throws {
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-15_Экран")
        var huge = Array("[EW_IOS-15] огромное сообщение\n\n- описание\n".utf8)
        huge += [UInt8](repeating: 0x61, count: 65 << 20)
        let big = try repo.commitRaw(huge)
        let result = try repo.flowlint("mr", "--title", "[EW_IOS-15] Экран", "--delete-source-branch", "yes")
        #expect(result.status == 1, "\(result.stderr.prefix(2000))")
        #expect(result.stderr.contains("commit \(big.prefix(10)): its message of 65 MiB is over 64 MiB and is refused"), "\(result)")
    }
}
