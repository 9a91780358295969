import Testing
import FlowlintCore
@testable import FlowlintReport

struct BaselineTests {
    func finding(_ rule: String, line: Int, message: String = "a \"quoted\"\nmessage — тест \u{1F}") -> Finding {
        Finding(rule: rule, severity: .error, message: LocalizedText(ru: message, en: message),
                location: .file(path: "A/B.swift", line: line, column: 3))
    }

    @Test func roundTripsThroughItsFile() throws {
        let baseline = Baseline([finding("mvp-weak-view", line: 3), finding("mvp-weak-view", line: 9), finding("mvp-class-bound", line: 1)])
        #expect(try Baseline.parse(baseline.serialized()) == baseline)
    }

    @Test func keysIgnorePositionsAndCountOccurrences() {
        let baseline = Baseline([finding("mvp-weak-view", line: 3)])
        let moved = [finding("mvp-weak-view", line: 40), finding("mvp-weak-view", line: 41)]
        #expect(baseline.filter(moved).count == 1, "one recorded, the second one is new")
        #expect(baseline.filter([finding("mvp-class-bound", line: 3)]).count == 1)
    }

    @Test(arguments: ["", "{}", "{\"version\": 2}", "{\"version\": 1, \"findings\": [{\"key\": 5}]}"])
    func rejectsWhatItDidNotWrite(text: String) {
        #expect(throws: Baseline.Invalid.self) { try Baseline.parse(text) }
    }
}

struct TruncatedBaselineTests {
    /// A file cut anywhere (a full disk, an interrupted copy) is an error, never an empty baseline.
    @Test func everyCutIsRejected() throws {
        let baseline = Baseline([
            Finding(rule: "mvp-weak-view", severity: .error, message: LocalizedText(ru: "м", en: "m"),
                    location: .file(path: "A.swift", line: 1, column: 1)),
        ])
        let text = baseline.serialized()
        #expect(try Baseline.parse(text) == baseline)
        for cut in 0..<text.trimmingSuffixWhitespace.count {
            #expect(throws: Baseline.Invalid.self, "cut at \(cut)") { try Baseline.parse(String(text.prefix(cut))) }
        }
        #expect(try Baseline.parse(Baseline().serialized()) == Baseline())
    }
}

private extension String {
    var trimmingSuffixWhitespace: Substring {
        var text = Substring(self)
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
