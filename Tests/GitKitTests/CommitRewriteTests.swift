import Foundation
import Testing
import TestSupport
@testable import GitKit

/// Commit objects edited as bytes: what isn't changed stays as it was.
struct CommitRewriteTests {
    static let signed = Array("""
        tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904
        parent 1111111111111111111111111111111111111111
        parent 2222222222222222222222222222222222222222
        author Тест <t@example.com> 1767258000 +0300
        committer Тест <t@example.com> 1767258000 +0300
        encoding windows-1251
        gpgsig -----BEGIN PGP SIGNATURE-----
         
         iQEzBAABCAAdFiEE
         -----END PGP SIGNATURE-----

        """.utf8) + [0x0A, 0xCF, 0xF0, 0x00, 0x0A]

    @Test func takesApartAndPutsBackTheSameBytes() throws {
        let object = try #require(CommitObject(Self.signed))
        #expect(object.bytes == Self.signed)
        #expect(object.headers.count == 7)
        #expect(object.message == [0xCF, 0xF0, 0x00, 0x0A])
    }

    @Test func replacesParentsAndCommitterAndDropsTheSignatureOnly() throws {
        var object = try #require(CommitObject(Self.signed))
        let parent = try #require(ObjectID(hex: String(repeating: "3", count: 40)))
        object.replaceParents([parent])
        object.replaceCommitter(Signature(name: "Я", email: "me@example.com", time: 1_800_000_000, offsetMinutes: -90))
        object.dropSignatures()
        let text = String(decoding: object.bytes, as: UTF8.self)
        #expect(text.hasPrefix("""
            tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904
            parent 3333333333333333333333333333333333333333
            author Тест <t@example.com> 1767258000 +0300
            committer Я <me@example.com> 1800000000 -0130
            encoding windows-1251


            """))
        #expect(Array(object.bytes.suffix(5)) == [0x0A, 0xCF, 0xF0, 0x00, 0x0A])  // the blank line, then the message
    }

    @Test func aRootCommitGetsItsFirstParentAfterTheTree() throws {
        var object = try #require(CommitObject(Array("tree 1\nauthor a\ncommitter c\n\nm\n".utf8)))
        let parent = try #require(ObjectID(hex: String(repeating: "a", count: 40)))
        object.replaceParents([parent])
        #expect(String(decoding: object.bytes, as: UTF8.self) == "tree 1\nparent \(parent.hex)\nauthor a\ncommitter c\n\nm\n")
    }

    @Test func anObjectWithoutTheBlankLineIsRefused() {
        #expect(CommitObject(Array("tree 1\nauthor a".utf8)) == nil)
        #expect(CommitObject(Array("tree 1\nauthor a\n".utf8)) == nil)
    }

    @Test func aWrittenObjectIsReadBackAndTheRefMovesOnlyFromTheExpectedTip() throws {
        let repo = try TemporaryRepository()
        let first = try repo.commit("[A-1] первый\n\n- текст\n", file: "a.txt")
        let opened = try Repository.discover(from: repo.path)
        let old = try #require(ObjectID(hex: first))
        var object = try #require(CommitObject(try opened.rawCommitObject(old)))
        object.message = Array("[A-1] другой\n\n- текст\n".utf8)
        let new = try opened.writeCommitObject(object.bytes)
        #expect(try repo.git("diff-tree", first, new.hex).isEmpty)
        #expect(throws: GitError.self) { try opened.updateReference("refs/heads/develop", from: new, to: old, reflog: "x") }
        try opened.updateReference("refs/heads/develop", from: old, to: new, reflog: "flowlint test")
        try opened.setOrigHead(old)
        #expect(try repo.git("rev-parse", "develop") == new.hex)
        #expect(try repo.git("rev-parse", "ORIG_HEAD") == first)
        #expect(try repo.git("reflog", "-1", "--format=%gs", "HEAD") == "flowlint test")
        #expect(!opened.hasOperationInProgress)
    }

    @Test func renamingABranchRefusesATakenName() throws {
        let repo = try TemporaryRepository()
        try repo.commit("[A-1] первый\n\n- текст\n")
        try repo.git("branch", "other")
        let opened = try Repository.discover(from: repo.path)
        #expect(throws: Repository.RenameRefusal.targetExists) { try opened.renameBranch("develop", to: "other") }
        #expect(throws: Repository.RenameRefusal.noSuchBranch) { try opened.renameBranch("missing", to: "x") }
        try opened.renameBranch("develop", to: "main")
        #expect(try repo.git("symbolic-ref", "--short", "HEAD") == "main")
    }
}
