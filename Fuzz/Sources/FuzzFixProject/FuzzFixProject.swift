import FuzzSupport

/// `protocols --fix --fix-renames` on generated MVP/VIPER projects whose defects the input
/// chooses (`GeneratedFixProject`): every declaration is kept exactly once, every file still
/// parses, and a second fix changes nothing.
@main
enum FuzzFixProject {
    static func main() {
        runFuzzer { input in
            let project = GeneratedFixProject(input)
            if let failure = project.fixFailure() {
                preconditionFailure("\(failure); defects: \(project.defects)")
            }
        }
    }
}
