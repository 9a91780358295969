import FlowlintFlow
import Foundation
import Testing

/// What git passes to the push hooks, read as a library from a pipe.
struct RefUpdateTests {
    static let old = String(repeating: "1", count: 40), new = String(repeating: "2", count: 40)

    /// A pipe holding `text`, closed for writing; the read end is returned (closed by the caller).
    static func pipe(_ text: String) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        try #require(Foundation.pipe(&ends) == 0)
        let bytes = Array(text.utf8)
        try #require(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        close(ends[1])
        return ends[0]
    }

    @Test func onlyBranchUpdatesThatAreNoDeletionsAreKept() throws {
        let input = """
            \(Self.old) \(Self.new) refs/heads/features/EW_IOS-1_Вход
            \(Self.old) \(Self.new) refs/tags/v1.0
            \(Self.old) \(RefUpdate.zero) refs/heads/old

            \(RefUpdate.zero) \(Self.new) refs/heads/develop
            """
        let descriptor = try Self.pipe(input)
        defer { close(descriptor) }
        let updates = try RefUpdate.readBranchUpdates(.preReceive, from: descriptor)
        #expect(updates.map(\.branchName) == ["features/EW_IOS-1_Вход", "develop"])
        #expect(updates.map(\.isNewRef) == [false, true])
    }

    @Test func prePushLinesNameTheRemoteRef() throws {
        let descriptor = try Self.pipe("refs/heads/local \(Self.new) refs/heads/features/EW_IOS-2_Экран \(Self.old)\n")
        defer { close(descriptor) }
        #expect(try RefUpdate.readBranchUpdates(.prePush, from: descriptor)
            == [RefUpdate(ref: "refs/heads/features/EW_IOS-2_Экран", oldID: Self.old, newID: Self.new)])
    }

    @Test func aLineGitWouldNotWriteIsRefused() throws {
        let descriptor = try Self.pipe("hello there\n")
        defer { close(descriptor) }
        #expect {
            try RefUpdate.readBranchUpdates(.preReceive, from: descriptor)
        } throws: { error in
            guard case .usage(let sentence) = error as? UseCaseError else { return false }
            return sentence.en == "a line on standard input is not in git's format ('hello there'): git runs this hook, not a person"
        }
    }

    @Test func aLineOverTheLimitIsRefusedNotCut() throws {
        let descriptor = try Self.pipe(String(repeating: "x", count: 3000))  // no line end in what was read
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor, maximumLineLength: 2048)
        #expect(throws: UseCaseError.self) { try reader.next() }
    }
}
