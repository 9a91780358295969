import Foundation
import Testing
import TestSupport

/// A bare repository with flowlint's pre-receive hook, pushed to with real `git push`.
struct PreReceiveTests {
    struct Server {
        let server: TemporaryRepository
        let client: TemporaryRepository

        func push(_ arguments: String...) throws -> Shell.Result {
            var environment = client.environment
            environment["LANG"] = "en_US.UTF-8"
            return try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["push"] + arguments, in: client.path, environment: environment)
        }

        func serverHas(_ ref: String) -> Bool {
            (try? server.git("rev-parse", "-q", "--verify", ref)) != nil
        }
    }

    /// A server whose develop already holds a legacy commit that breaks the rules (pushed
    /// before the hook), then the hook installed.
    static func makeServer(config: String? = nil) throws -> Server {
        let server = try TemporaryRepository(bare: true)
        let clientPath = server.scratch("client")
        try server.git("clone", "-q", server.path, clientPath)
        let client = TemporaryRepository(existing: clientPath, root: server.root)
        try client.git("checkout", "-q", "-b", "develop")
        try client.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n")
        try client.commit("legacy english commit\n")
        if let config {
            try client.write(".flowlint.yml", config)
            try client.git("add", ".flowlint.yml")
            try client.commit("[EW_IOS-1] Настройки flowlint\n\n- Добавил .flowlint.yml\n")
        }
        try client.git("push", "-q", "origin", "develop")
        try server.git("symbolic-ref", "HEAD", "refs/heads/develop")
        let hook = server.path + "/hooks/pre-receive"
        try "#!/bin/sh\nexec '\(FlowlintBinary.path)' hook pre-receive\n".write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        return Server(server: server, client: client)
    }

    @Test func aBadlyNamedNewBranchIsRejected() throws {
        let setup = try Self.makeServer()
        try setup.client.git("checkout", "-q", "-b", "feature/EW_IOS-98_Экран")
        try setup.client.commit("[EW_IOS-98] Экран\n\n- Сделал экран\n")
        let result = try setup.push("origin", "HEAD")
        #expect(result.status != 0)
        #expect(result.stderr.contains("remote: "))
        #expect(result.stderr.contains("[branch-name]"))
        #expect(result.stderr.contains("features/EW_IOS-98_Экран"))
        #expect(!setup.serverHas("refs/heads/feature/EW_IOS-98_Экран"))
    }

    @Test func newCommitsAreCheckedOldOnesAreNot() throws {
        let setup = try Self.makeServer()
        // A new branch at the legacy commit brings nothing new: accepted.
        try setup.client.git("checkout", "-q", "-b", "features/EW_IOS-5_Старое")
        #expect(try setup.push("origin", "HEAD").status == 0)
        // A bad new commit on develop is refused, and develop doesn't move.
        try setup.client.git("checkout", "-q", "develop")
        let before = try setup.server.git("rev-parse", "develop")
        try setup.client.commit("Update dependencies\n")
        let bad = try setup.push("origin", "develop")
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("[commit-header-format]"))
        #expect(bad.stderr.contains("push rejected by flowlint"))
        #expect(!bad.stderr.contains("legacy english commit"), "commits the server has are not checked")
        #expect(try setup.server.git("rev-parse", "develop") == before)
        // Fixed, it goes through.
        try setup.client.git(["commit", "-q", "--amend", "--allow-empty", "-m", "[EW_IOS-6] Обновить зависимости\n\n- Обновил\n"])
        let good = try setup.push("origin", "develop")
        #expect(good.status == 0, "\(good)")
        #expect(good.stderr.isEmpty || !good.stderr.contains("error"))
    }

    @Test func fixupsAreRejectedOnTheServer() throws {
        let setup = try Self.makeServer()
        try setup.client.git("checkout", "-q", "-b", "features/EW_IOS-7_Экран")
        try setup.client.commit("[EW_IOS-7] Экран\n\n- Сделал\n")
        try setup.client.git(["commit", "-q", "--allow-empty", "--fixup", "HEAD"])
        let result = try setup.push("origin", "HEAD")
        #expect(result.status != 0)
        #expect(result.stderr.contains("[commit-fixup]"))
    }

    @Test func deletionsAndTagsPass() throws {
        let setup = try Self.makeServer()
        try setup.client.git("tag", "-a", "english-tag", "-m", "english", "HEAD~1")
        #expect(try setup.push("origin", "refs/tags/english-tag").status == 0)
        try setup.client.git("checkout", "-q", "-b", "features/EW_IOS-8_Удалить")
        #expect(try setup.push("origin", "HEAD").status == 0)
        let deletion = try setup.push("origin", ":features/EW_IOS-8_Удалить")
        #expect(deletion.status == 0, "\(deletion)")
        #expect(!setup.serverHas("refs/heads/features/EW_IOS-8_Удалить"))
    }

    @Test func theRulesComeFromTheServersHead() throws {
        let setup = try Self.makeServer(config: "commits:\n  language: en\n")
        try setup.client.commit("[EW_IOS-9] Update the framework\n\n- Updated MaaS\n")
        let english = try setup.push("origin", "develop")
        #expect(english.status == 0, "\(english)")
        // A push can't relax the rules it is checked by.
        try setup.client.write(".flowlint.yml", "rules:\n  commit-header-format: off\n  commit-body: off\n")
        try setup.client.git("add", ".flowlint.yml")
        try setup.client.commit("relax the rules\n")
        #expect(try setup.push("origin", "develop").status != 0)
    }
}
