import FlowlintCore
import FuzzSupport

/// Branch names: the rules, the suggester and the branch-name maker on arbitrary bytes. A
/// suggestion or a made name that fails the branch rules is a bug, so it traps.
@main
enum FuzzBranch {
    static func main() {
        guard let checker = try? BranchChecker(configuration: Configuration()) else { fatalError("default configuration") }
        let maker = BranchNameMaker(naming: checker.naming)
        runFuzzer { bytes in
            let name = text(bytes)
            for finding in checker.check(name) where finding.rule == BranchName.description.id {
                if let suggestion = finding.suggestion {
                    precondition(checker.check(suggestion).isEmpty, "suggestion \(suggestion) for \(name) is not valid")
                }
            }
            for kind in [BranchKind.feature, .bug, .refactoring] {
                if let made = maker.name(kind: kind, id: "EW_IOS-98", taskName: name, version: nil) {
                    precondition(checker.check(made).isEmpty, "made name \(made) is not valid")
                }
            }
            _ = TaskNameComparison.key(name)
        }
    }
}
