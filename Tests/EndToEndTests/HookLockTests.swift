import Foundation
import Testing
import TestSupport

/// The user's hook survives installs and uninstalls running at once, and a symbolic link is
/// the user's (issue 13, B11, B12).
struct HookLockTests {
    static let original = "#!/bin/sh\n# the user's own hook\nexit 0\n"

    /// Two installs and an uninstall at once, many rounds, through the binary; after each round
    /// an uninstall must give back exactly the user's hook.
    @Test func concurrentInstallsAndUninstallsKeepTheUsersHook() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let hook = repo.path + "/.git/hooks/commit-msg"
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        var lost: [Int] = []
        for round in 0..<40 {
            try Self.original.write(toFile: hook, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
            let group = DispatchGroup()
            for command in ["install", "install", "uninstall"] {
                group.enter()
                let env = environment
                DispatchQueue.global().async {
                    _ = try? Shell.run(FlowlintBinary.path, ["hooks", command], in: repo.path, environment: env)
                    group.leave()
                }
            }
            group.wait()
            _ = try repo.flowlint("hooks", "uninstall")
            if (try? String(contentsOfFile: hook, encoding: .utf8)) != Self.original { lost.append(round) }
            try? FileManager.default.removeItem(atPath: hook + ".pre-flowlint")
        }
        #expect(lost.isEmpty, "the user's hook was lost in rounds \(lost)")
    }

    @Test func aSymbolicLinkToASharedFlowlintHookIsChainedAndRestored() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        // A team's shared hook, written by flowlint elsewhere, linked into this repository.
        let shared = repo.scratch("shared-hooks")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let other = try TemporaryRepository()
        try other.git("config", "core.hooksPath", shared)
        #expect(try other.flowlint("hooks", "install").status == 0)
        let sharedText = try String(contentsOfFile: shared + "/commit-msg", encoding: .utf8)
        let hook = repo.path + "/.git/hooks/commit-msg"
        try FileManager.default.createSymbolicLink(atPath: hook, withDestinationPath: shared + "/commit-msg")

        let install = try repo.flowlint("hooks", "install")
        #expect(install.status == 0, "\(install)")
        #expect(install.stdout.contains("commit-msg: installed; the existing hook is kept"), "\(install)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: hook + ".pre-flowlint") == shared + "/commit-msg")

        let uninstall = try repo.flowlint("hooks", "uninstall")
        #expect(uninstall.status == 0, "\(uninstall)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: hook) == shared + "/commit-msg")
        #expect(try String(contentsOfFile: shared + "/commit-msg", encoding: .utf8) == sharedText)
    }
}
