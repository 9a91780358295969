import FlowlintArchitecture
import FlowlintCore
import FuzzSupport

/// Objective-C headers and implementation files: the scanner, then the VIPER rules on its facts.
@main
enum FuzzObjC {
    static func main() {
        let checker = ArchitectureChecker(configuration: Configuration())
        runFuzzer { input in
            let source = text(input)
            let header = ObjCScanner.scan(path: "PostListModule/Presenter/PostListPresenter.h", source: source)
            let implementation = ObjCScanner.scan(path: "PostListModule/Presenter/PostListPresenter.m", source: source)
            _ = checker.check(objc: [header, implementation])
        }
    }
}
