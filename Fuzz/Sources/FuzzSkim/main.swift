import FlowlintArchitecture
import FuzzSupport

/// Skimming against a whole parse: for any Swift source that parses without errors, the facts
/// read with function bodies blanked are the facts read from the whole tree. (A source with
/// errors may differ only in what its broken bodies would have said.)
@main
enum FuzzSkim {
    static func main() {
        runFuzzer { input in
            let source = text(input)
            guard case .success(let skimmed) = SwiftFactsCollector.collectIfParsable(path: "Profile/ProfilePresenter.swift", source: source) else { return }
            let whole = SwiftFactsCollector.collect(path: "Profile/ProfilePresenter.swift", source: source, skimBodies: false)
            guard !whole.hasSyntaxErrors else { return }
            precondition(skimmed.encoded == whole.encoded, "skimmed facts differ from the whole parse's")
        }
    }
}
