import Foundation
import Testing
import TestSupport
@testable import GitKit

/// The walk used when nothing is hidden (`--all`, one revision): each commit once, the same
/// commits as `git rev-list`, newest first, and a shallow clone's boundary as roots.
struct ReachableCommitsTests {
    /// Several branches, merges, a second root and an annotated tag, each commit a minute
    /// after the one before (git orders by committer date too).
    static func history() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        var minute = 0
        func commit(_ message: String) throws {
            minute += 1
            repo.environment["GIT_COMMITTER_DATE"] = "2026-01-01T12:\(String(format: "%02d", minute)):00+03:00"
            try repo.commit(message + "\n\n- текст", file: "f\(minute).txt")
        }
        try commit("[A-1] d1")
        try repo.git("checkout", "-q", "-b", "features/A-2_x")
        try commit("[A-2] f1")
        try repo.git("checkout", "-q", "develop")
        try commit("[A-3] d2")
        try repo.git("checkout", "-q", "features/A-2_x")
        try commit("[A-2] f2")
        try repo.git("checkout", "-q", "develop")
        minute += 1
        repo.environment["GIT_COMMITTER_DATE"] = "2026-01-01T12:\(String(format: "%02d", minute)):00+03:00"
        try repo.git("merge", "-q", "--no-ff", "-m", "Merge branch 'features/A-2_x' into 'develop'", "features/A-2_x")
        try repo.git("tag", "-a", "-m", "версия", "v1.0")
        try repo.git("checkout", "-q", "--orphan", "other")
        try commit("[A-4] второй корень")
        try repo.git("checkout", "-q", "develop")
        try commit("[A-5] d3")
        return repo
    }

    func commits(_ repo: TemporaryRepository, _ selection: RevisionSelection) throws -> [String] {
        let walk = try RevisionWalk(try Repository.discover(from: repo.path))
        try walk.select(selection)
        var ids: [String] = []
        while let commit = walk.next() { ids.append(commit.id.hex) }
        #expect(walk.error == nil)
        return ids
    }

    @Test func allIsRevListAllInItsOrder() throws {
        let repo = try Self.history()
        let walked = try commits(repo, .all)
        #expect(walked == (try repo.git("rev-list", "--all").split(separator: "\n").map(String.init)))
        #expect(Set(walked).count == walked.count)
    }

    @Test(arguments: ["develop", "features/A-2_x", "other", "v1.0"])
    func oneRevisionIsRevList(revision: String) throws {
        let repo = try Self.history()
        #expect(try commits(repo, .single(revision)) == (try repo.git("rev-list", revision).split(separator: "\n").map(String.init)))
    }

    @Test func aShallowClonesBoundaryIsARoot() throws {
        let origin = try Self.history()
        let clone = origin.scratch("shallow")
        try origin.git(["clone", "-q", "--depth", "2", "-b", "develop", "file://" + origin.path, clone], in: origin.root.path)
        let shallow = TemporaryRepository(existing: clone, root: origin.root)
        let expected = try shallow.git("rev-list", "--all").split(separator: "\n").map(String.init)
        #expect(try commits(shallow, .all) == expected)
        #expect(expected.count == 2)
    }

    @Test func aMissingParentEndsTheWalkWithAnError() throws {
        let repo = try Self.history()
        let parent = try repo.git("rev-parse", "develop~1")
        try FileManager.default.removeItem(atPath: repo.path + "/.git/objects/" + parent.prefix(2) + "/" + parent.dropFirst(2))
        let walk = try RevisionWalk(try Repository.discover(from: repo.path))
        try walk.select(.single("develop"))
        var count = 0
        while walk.next() != nil { count += 1 }
        #expect(count == 1)
        #expect(walk.error?.kind == .notFound)
    }
}
