import FlowlintCore
import FlowlintTracker
import FuzzSupport

/// What comes from outside for the tracker: Jira's and YouTrack's answers (any status, any
/// body) and the cache files on disk. Each ends in an answer or nil, and a found issue's
/// summary goes through the tracker rules.
@main
enum FuzzTracker {
    static func main() {
        let clients = [TrackerConfiguration.Kind.jira, .youtrack].map { kind in
            TrackerClient(TrackerConfiguration(kind: kind, url: "https://tracker.example.com"), environment: { _ in "token" })
        }
        var configuration = Configuration()
        configuration.tracker = clients[0].configuration
        guard let checker = try? TrackerChecker(configuration: configuration),
              let branch = checker.subject(branch: "features/EW_IOS-98_Реализовать_отправку"),
              let header = checker.subject(header: "[EW_IOS-98] Реализовать отправку") else { fatalError("default configuration") }
        runFuzzer { input in
            let bytes = Array(input)
            let status = [200, 404, 401, 500][Int(bytes.first ?? 0) % 4]
            for client in clients {
                if case .found(let issue) = client.answer(id: "EW_IOS-98", status: status, body: bytes) {
                    _ = checker.check(branch, answer: .found(issue))
                    _ = checker.check(header, answer: .found(issue))
                }
            }
            if let entry = TrackerCache.entry(bytes, url: "https://tracker.example.com", id: "EW_IOS-98") {
                _ = checker.check(branch, answer: entry.answer)
            }
        }
    }
}
