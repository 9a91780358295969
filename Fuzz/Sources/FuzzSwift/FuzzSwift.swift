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
            let files = ["Profile/ProfileProtocols.swift", "Profile/ProfilePresenter.swift", "PostListModule/Interactor/PostListInteractor.swift"]
                .map { SwiftFactsCollector.collect(path: $0, source: source) }
            _ = checker.check(files)
        }
    }
}
