import Foundation
import Testing
import TestSupport

/// Files planted where flowlint reads or writes: FIFOs where files are expected, symbolic
/// links at the names of its temporary files, a baseline cut short. Nothing hangs, nothing is
/// written through a link, nothing cut short passes as empty.
struct HostileFilesTests {
    static let english = ["LANG": "en_US.UTF-8"]

    /// Symbolic links to `victim` at `<target>.flowlint-tmp-<pid>` for the next few hundred
    /// process IDs: the names the temporary files used to have.
    static func plantLinks(at target: String, to victim: String) throws {
        let last = Int((try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? Int(getpid())
        for pid in last...(last + 600) {
            try? FileManager.default.createSymbolicLink(atPath: "\(target).flowlint-tmp-\(pid)", withDestinationPath: victim)
        }
    }

    @Test func writingABaselineNeverFollowsALinkAtItsTemporaryName() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        let victim = repo.scratch("victim")
        try "precious\n".write(toFile: victim, atomically: true, encoding: .utf8)
        let folder = repo.scratch("baselines")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.plantLinks(at: folder + "/baseline.json", to: victim)
        let result = try repo.flowlint("lint", "--write-baseline", folder + "/baseline.json")
        #expect(result.status == 1, "\(result)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: folder + "/baseline.json", encoding: .utf8).contains("\"version\": 1"))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/baseline.json")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func installingHooksIntoASharedFolderNeverFollowsAPlantedLink() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let shared = repo.scratch("shared-hooks")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try repo.git("config", "core.hooksPath", shared)
        let victim = repo.scratch("victim")
        try "precious\n".write(toFile: victim, atomically: true, encoding: .utf8)
        for hook in ["commit-msg", "prepare-commit-msg", "pre-push"] { try Self.plantLinks(at: shared + "/" + hook, to: victim) }
        let result = try repo.flowlint("hooks", "install")
        #expect(result.status == 0, "\(result)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: victim)[.posixPermissions] as? Int
        #expect(permissions.map { $0 & 0o111 } == 0, "the victim was made executable")
        #expect(try String(contentsOfFile: shared + "/commit-msg", encoding: .utf8).contains("flowlint"))
    }

    @Test func aTruncatedBaselineIsExit2NamingIt() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        let path = repo.scratch("baseline.json")
        #expect(try repo.flowlint("lint", "--write-baseline", path).status == 1)
        let whole = try String(contentsOfFile: path, encoding: .utf8)
        #expect(try repo.flowlint("lint", "--baseline", path).status == 0)
        for cut in [whole.count / 2, 40, whole.count - 3] {
            try String(whole.prefix(cut)).write(toFile: path, atomically: true, encoding: .utf8)
            let result = try repo.flowlint("lint", "--baseline", path)
            #expect(result.status == 2, "cut at \(cut): \(result)")
            #expect(result.stderr.contains(path), "\(result)")
        }
    }

    @Test func aFIFOAsTheBaselineIsExit2NotAHang() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let fifo = repo.scratch("baseline.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try FlowlintBinary.run(["lint", "--baseline", fifo], in: repo, environment: Self.english, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 2, "\(result)")
    }

    @Test func aFIFONamedAsASourceFileIsNotAHang() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        #expect(mkfifo(repo.path + "/Screen.swift", 0o644) == 0)
        let result = try FlowlintBinary.run(["protocols", "Screen.swift"], in: repo, environment: Self.english, timeout: 20)
        #expect(!result.timedOut)
        #expect((result.stdout + result.stderr).contains("Screen.swift"), "\(result)")
    }

    @Test(arguments: [".git/HEAD", ".git"])
    func aFIFOInPlaceOfGitsFilesIsNotAHang(path: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let full = repo.path + "/" + path
        try FileManager.default.removeItem(atPath: full)
        #expect(mkfifo(full, 0o644) == 0)
        // `message` needs no repository: it checks the text alone; `lint` finds none.
        let message = try FlowlintBinary.run(["message", "-"], in: repo, environment: Self.english, stdin: Array(Seed.message.utf8), timeout: 20)
        #expect(!message.timedOut && message.status == 0, "\(message)")
        let lint = try FlowlintBinary.run(["lint"], in: repo, environment: Self.english, timeout: 20)
        #expect(!lint.timedOut && lint.status == 3, "\(lint)")
    }
}
