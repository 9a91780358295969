import FlowlintArchitecture
import FlowlintCore
import FuzzSupport

/// Swift sources: one parse and walk (swift-syntax), then every MVP and VIPER rule on the facts,
/// as a protocols file, a presenter and a VIPER component.
@main
enum FuzzSwift {
    static func main() {
        let checker = ArchitectureChecker(configuration: Configuration())
        runFuzzer { input in
            let source = text(input)
            // The same guarded entry the command uses: sources it refuses are not parsed.
            let files = ["Profile/ProfileProtocols.swift", "Profile/ProfilePresenter.swift", "PostListModule/Interactor/PostListInteractor.swift"]
                .compactMap { try? SwiftFactsCollector.collectIfParsable(path: $0, source: source).get() }
            _ = checker.check(files)
        }
    }
}
