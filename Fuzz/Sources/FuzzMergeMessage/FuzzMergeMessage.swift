import FlowlintCore
import FuzzSupport

/// Merge messages (git's, GitLab's, GitHub's) and merge-request titles: the parser, then the
/// flow and merge-request rules on whatever it makes of the input.
@main
enum FuzzMergeMessage {
    static func main() {
        guard let flow = try? FlowChecker(configuration: Configuration()),
              let requests = try? MergeRequestChecker(configuration: Configuration()) else { fatalError("default configuration") }
        runFuzzer { input in
            let message = text(input)
            let header = Substring(message).prefix { $0 != "\n" }
            if let merge = MergeMessage.parse(header) {
                for target in [merge.target ?? "master", "develop", "releases/release-1.2"] {
                    let event = FlowMerge(sha: "0", header: String(header), source: merge.source, target: target, sourceStartedOnTarget: false)
                    _ = flow.check(.merge(event))
                }
                _ = flow.check(.fork(FlowFork(branch: merge.source, startedOnBase: false)))
            }
            let request = MergeRequest(
                title: message, source: String(header), target: "develop", deleteSourceBranch: .yes, recordedOrigin: "master")
            _ = requests.check(request)
        }
    }
}
