import FlowlintCore
import FuzzSupport

/// Commit messages: decoding in a declared encoding, git's clean-up, every commit rule in every
/// context, and the tracker's header parsing. The clean-up must be idempotent (git runs it on
/// a message that may already be clean), so a second pass that changes anything traps.
@main
enum FuzzMessage {
    static func main() {
        var configuration = Configuration()
        configuration.tracker = TrackerConfiguration(kind: .jira, url: "https://jira.example.com")
        guard let checkers = try? [CommitCheckContext.message, .history, .sharing].map({
            try CommitChecker(configuration: configuration, context: $0)
        }), let naming = try? BranchNaming(configuration), let tracker = try? TrackerChecker(configuration: configuration) else {
            fatalError("default configuration")
        }
        let branches = [nil, naming.parse("features/EW_IOS-98_Реализовать_отправку"), naming.parse("develop")]
        let encodings: [String?] = [nil, "UTF-8", "windows-1251", "KOI8-R", "no-such-encoding"]
        let commentChars: [String?] = [nil, "#", ";", "auto"]
        runFuzzer { input in
            let bytes = Array(input)
            let selector = Int(bytes.first ?? 0)
            let decoded = DecodedMessage.decode(bytes, encoding: encodings[selector % encodings.count])
            let cleanup = MessageCleanup(commentChar: .init(configValue: commentChars[(selector / 8) % commentChars.count]))
            let cleaned = cleanup.clean(decoded.text)
            if selector / 8 % commentChars.count != 3 {  // "auto" may pick another character the second time
                precondition(cleanup.clean(cleaned) == cleaned, "the clean-up is not idempotent")
            }
            let message = DecodedMessage(text: cleaned, problem: decoded.problem, bytes: bytes)
            for (index, checker) in checkers.enumerated() {
                _ = checker.check(message, parentCount: selector % 3, branch: branches[index])
            }
            if let subject = tracker.subject(header: cleaned) {
                let issue = TrackerIssue(id: subject.issueID, summary: decoded.text, type: "Bug")
                _ = tracker.check(subject, answer: .found(issue))
            }
        }
    }
}
