import Testing
import Platform
@testable import FlowlintArchitecture

/// How much Swift is parsed at once (issue 13, B4).
struct ParseBudgetTests {
    /// Jobs run on every core but never more than the budget in flight; results keep the order.
    @Test(arguments: [[400, 300, 200, 900, 100, 100], [10, 5000, 10, 10], Array(repeating: 10, count: 500), []])
    func workStaysWithinTheBudgetAndKeepsTheOrder(costs: [Int]) {
        let meter = InFlightMeter()
        let results = ParallelWork.map(costs: costs, budget: 1000) { index in
            meter.start(costs[index])
            usleep(200)
            meter.stop(costs[index])
            return index
        }
        #expect(results == Array(costs.indices))
        let biggest = costs.max() ?? 0
        #expect(meter.peak <= max(1000, biggest), "a job over the budget runs alone, the rest within it")
    }

    @Test func aJobOverTheBudgetRunsAlone() {
        let meter = InFlightMeter()
        let costs = [5000, 10, 10, 10]
        _ = ParallelWork.map(costs: costs, budget: 1000) { index in
            meter.start(costs[index]); usleep(2000); meter.stop(costs[index])
        }
        #expect(meter.peak == 5000)
    }

    @Test(arguments: [("let x = " + String(repeating: "(", count: 257) + String(repeating: ")", count: 257), true),
                      ("let x = " + String(repeating: "(", count: 256) + String(repeating: ")", count: 256), false),
                      (String(repeating: "f({ ", count: 130) + String(repeating: "}) ", count: 130), true),
                      ("let s = \"" + String(repeating: "(", count: 1000) + "\"", false),
                      ("// " + String(repeating: "{", count: 1000), false)])
    func nestingOfParenthesesAndBraces(source: String, exceeds: Bool) {
        #expect(BracketDepth.excess(in: source, squareLimit: .max) == (exceeds ? .nesting : nil))
    }
}

/// The cost running at once, and its peak, as the jobs report it.
final class InFlightMeter: @unchecked Sendable {
    private var current = 0
    private(set) var peak = 0
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }

    func start(_ cost: Int) {
        pthread_mutex_lock(&mutex); current += cost; peak = max(peak, current); pthread_mutex_unlock(&mutex)
    }

    func stop(_ cost: Int) {
        pthread_mutex_lock(&mutex); current -= cost; pthread_mutex_unlock(&mutex)
    }
}

/// `#` that starts nothing makes swift-syntax slow (quadratic); valid Swift has none, so past
/// a few hundred the file is refused with a note instead of hanging a hook.
struct StrayPoundTests {
    @Test(arguments: [
        (String(repeating: "#", count: 300), true),
        (String(repeating: "########\n", count: 40), true),
        (String(repeating: "########a\n", count: 40), true),
        (String(repeating: "# ", count: 257), true),
        (String(repeating: "#", count: 200), false),
        (String(repeating: "#if DEBUG\nlet a = #selector(f)\n#endif\n", count: 400), false),
        (String(repeating: "let s = #\"a\\\"b\"#\nlet t = ##\"x\"##\n", count: 400), false),
        (String(repeating: "let s = \"###\"\n// ### header\n/* # */\n", count: 400), false),
        ("#!/usr/bin/env swift\nprint(#file, #line)\n", false),
    ])
    func strayPounds(source: String, refused: Bool) {
        #expect(BracketDepth.excess(in: source, squareLimit: .max, nestingLimit: .max) == (refused ? .strayPounds : nil))
    }

    @Test func aFileOfStrayPoundsIsSkippedQuickly() throws {
        let result = SwiftFactsCollector.collectIfParsable(path: "Notes.swift", source: String(repeating: "#", count: 100_000))
        guard case .failure(let reason) = result else { Issue.record("parsed"); return }
        #expect(reason.text.en.contains("not Swift"))
    }
}
