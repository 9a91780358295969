import FlowlintConfig
import FlowlintCore
import FuzzSupport

/// `.flowlint.yml`: whatever the file holds ends in a configuration or a ConfigurationError,
/// and a configuration that loads builds every checker or fails with an error, never a trap.
@main
enum FuzzConfig {
    static func main() {
        let loader = ConfigurationLoader(file: ".flowlint.yml")
        runFuzzer { input in
            guard let configuration = try? loader.load(bytes: Array(input)) else { return }
            if let branches = try? BranchChecker(configuration: configuration) {
                _ = branches.check("features/EW_IOS-98_Реализовать_отправку")
            }
            if let commits = try? CommitChecker(configuration: configuration, context: .sharing) {
                _ = commits.check(DecodedMessage(text: "[EW_IOS-98] Реализовать отправку\n\n- Сделал\n"), branch: nil)
            }
            _ = try? FlowChecker(configuration: configuration)
            _ = try? MergeRequestChecker(configuration: configuration)
            _ = try? TrackerChecker(configuration: configuration)
        }
    }
}
