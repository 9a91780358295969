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
