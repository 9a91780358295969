import Foundation
import Testing
import TestSupport
@testable import FlowlintReport

struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", oldLabel: "a/f", newLabel: "b/f") == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.render(old: old, new: new, oldLabel: "a/f.swift", newLabel: "b/f.swift") == """
            --- a/f.swift
            +++ b/f.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesGetTheirOwnHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n19\n", with: "\n")
        let diff = UnifiedDiff.render(old: old, new: new, oldLabel: "a", newLabel: "b")
        #expect(diff.components(separatedBy: "\n@@ ").count == 3, "\(diff)")
        #expect(diff.contains("@@ -1,5 +1,5 @@\n"), "\(diff)")
        #expect(diff.contains("@@ -16,5 +16,4 @@\n"), "\(diff)")
    }

    @Test func aMissingFinalNewlineIsMarked() {
        let diff = UnifiedDiff.render(old: "a\nb", new: "a\nb\n", oldLabel: "a", newLabel: "b")
        #expect(diff == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    @Test func fromAndToNothing() {
        #expect(UnifiedDiff.render(old: "", new: "x\n", oldLabel: "a", newLabel: "b") == "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n")
        #expect(UnifiedDiff.render(old: "x\ny\n", new: "", oldLabel: "a", newLabel: "b") == "--- a\n+++ b\n@@ -1,2 +0,0 @@\n-x\n-y\n")
    }

    /// Texts too different for a small edit script are shown replaced whole, quickly.
    @Test func unrelatedLongTextsStayBounded() {
        let old = (0..<30_000).map { "a\($0)\n" }.joined(), new = (0..<30_000).map { "b\($0)\n" }.joined()
        let diff = UnifiedDiff.render(old: old, new: new, oldLabel: "a", newLabel: "b")
        #expect(diff.hasPrefix("--- a\n+++ b\n@@ -1,30000 +1,30000 @@\n-a0\n"))
    }

    /// GNU patch is the reader that matters: every diff must turn the old text into the new one.
    @Test(arguments: 0..<60)
    func patchAppliesEveryDiff(seed: Int) throws {
        guard let patch = Shell.which("patch") else { return }
        var random = SplitMix(seed: UInt64(seed))
        let alphabet = ["a", "b", "c", "// MARK: - Methods", "", "}", "weak var view: View?"]
        func text() -> String {
            let lines = (0..<random.next(below: 25)).map { _ in alphabet[random.next(below: alphabet.count)] }
            let body = lines.joined(separator: "\n")
            return body.isEmpty || random.next(below: 4) == 0 ? body : body + "\n"
        }
        let old = text(), new = text()
        let diff = UnifiedDiff.render(old: old, new: new, oldLabel: "a/f", newLabel: "b/f", context: random.next(below: 4))
        guard !diff.isEmpty else { #expect(old == new); return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(old.utf8).write(to: folder.appendingPathComponent("f"))
        let result = try Shell.run(patch, ["-s", "-p1", "-i", "-", "--no-backup-if-mismatch"], in: folder.path,
                                   environment: [:], stdin: Array(diff.utf8))
        #expect(result.status == 0, "\(result)\n\(diff)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("f")) == Data(new.utf8), "\(diff)")
    }
}

extension SplitMix {
    /// A number in 0..<bound (0 when bound is 0).
    mutating func next(below bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}

extension UnifiedDiffTests {
    /// "\r\n" is one Character in Swift; the diff must still see two lines.
    @Test func windowsLineEndsAreLines() {
        let diff = UnifiedDiff.render(old: "a\r\nb\r\n", new: "a\r\nc\r\n", oldLabel: "a", newLabel: "b")
        #expect(diff == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }
}

extension UnifiedDiffTests {
    /// Labels as git's diff writes them (`quote_c_style`), so that `git apply` reads the path back.
    @Test(arguments: [
        ("a/plain.swift", "a/plain.swift"), ("a/dir\nname.swift", "\"a/dir\\nname.swift\""), ("a/t\tb", "\"a/t\\tb\""),
        ("a/q\"b\\c", "\"a/q\\\"b\\\\c\""), ("a/\u{01}\u{7F}", "\"a/\\001\\177\""), ("a/Экран.swift", "a/Экран.swift"),
        ("a/with space", "a/with space\t"), ("a/x y\n", "\"a/x y\\n\"\t"),
    ])
    func labelsAreQuotedAsGitQuotesThem(path: String, label: String) {
        let diff = UnifiedDiff.render(old: "a\n", new: "b\n", oldLabel: path, newLabel: path)
        #expect(diff.hasPrefix("--- \(label)\n+++ \(label)\n@@ "), "\(diff)")
    }
}
