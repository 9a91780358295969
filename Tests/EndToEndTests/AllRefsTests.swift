import Foundation
import Testing
import TestSupport

/// `commits --all` names every ref it can't walk (issue 13, B15).
struct AllRefsTests {
    @Test func aRefToAMissingObjectIsExit3NamingIt() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Seed.message)
        try "1234567890123456789012345678901234567890\n".write(toFile: repo.path + "/.git/refs/heads/broken", atomically: true, encoding: .utf8)
        let result = try repo.flowlint("commits", "--all")
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("refs/heads/broken"), "\(result)")
        #expect(result.stderr.contains("1234567890123456789012345678901234567890"), "\(result)")
    }

    /// git walks past a ref to a blob or a tree (the Linux kernel has a tag to a tree); flowlint
    /// does too, but says so.
    @Test func aRefToABlobIsNamedNotSilentlySkipped() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Seed.message)
        let blob = try repo.git(["hash-object", "-w", "--stdin"], stdin: "hello\n")
        try repo.git("update-ref", "refs/tags/blob", blob)
        let result = try repo.flowlint("commits", "--all")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("refs/tags/blob points to no commit"), "\(result)")
        let clean = try TemporaryRepository()
        try clean.commit(Seed.message)
        #expect(try !clean.flowlint("commits", "--all").stdout.contains("points to no commit"))
    }
}
