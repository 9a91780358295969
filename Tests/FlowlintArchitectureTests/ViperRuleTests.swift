import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// The VIPER file rules' examples both ways: an example's text is a file, its `branch` the
/// file's path (`.h`/`.m` for Objective-C, `.swift` for Swift).
struct ViperRuleTests {
    static let rules = ArchitectureCatalog.viperRules.map { type(of: $0).description.id }

    func findings(_ example: RuleExample) -> [Finding] {
        let path = example.branch ?? "Module/ModuleInteractorInput.h"
        let checker = ArchitectureChecker(configuration: Configuration())
        // One file can't show it is in a VIPER module; say so.
        if path.hasSuffix(".swift") {
            return checker.check([SwiftFactsCollector.collect(path: path, source: example.text)], viperPaths: [path])
        }
        return checker.check(objc: [ObjCScanner.scan(path: path, source: example.text)], viperPaths: [path])
    }

    @Test(arguments: rules)
    func examplesBothWays(id: String) throws {
        let description = try #require(AllRules.description(of: id))
        #expect(!description.good.isEmpty && !description.bad.isEmpty)
        for example in description.good {
            let found = findings(example).filter { $0.rule == id }
            #expect(found.isEmpty, "good example of \(id): \(found.map(\.message.en))")
        }
        for example in description.bad {
            #expect(findings(example).contains { $0.rule == id }, "bad example of \(id):\n\(example.text)")
        }
    }

    @Test func theSeedsObjectiveCPassesEveryRule() {
        let files = [
            ("PostList/Interactor/PostListInteractorInput.h", SeedViperObjC.interactorInput),
            ("PostList/Interactor/PostListInteractorOutput.h", SeedViperObjC.interactorOutput),
            ("PostList/Router/PostListRouterInput.h", SeedViperObjC.routerInput),
            ("PostList/Presenter/PostListPresenter.h", SeedViperObjCHeader.presenter),
        ].map { ObjCScanner.scan(path: $0.0, source: $0.1) }
        let found = ArchitectureChecker(configuration: Configuration()).check(objc: files, viperPaths: Set(files.map(\.path)))
        #expect(found.isEmpty, "\(found.map { "\($0.rule): \($0.message.en)" })")
    }

    @Test(arguments: [("obtainImageForPostId:", "obtain"), ("didTapLoginButton", "did"), ("URLForItem", "U"), ("open", "open"), ("set_value:", "set")])
    func firstWords(selector: String, word: String) {
        #expect(ViperRole.firstWord(Substring(selector)) == Substring(word))
    }

    @Test func forwardDeclarationSuggestionsNameTheImport() {
        let header = "#import \"PostListViewModelMapper.h\"\n#import \"PostListRouterInput.h\"\n@interface PostListPresenter : NSObject\n@end\n"
        let found = ArchitectureChecker(configuration: Configuration()).check(objc: [ObjCScanner.scan(path: "P/PostListPresenter.h", source: header)], viperPaths: ["P/PostListPresenter.h"])
            .filter { $0.rule == "viper-forward-declarations" }
        #expect(found.map(\.suggestion) == ["@class PostListViewModelMapper;", "@protocol PostListRouterInput;"])
    }
}

struct ViperScopeTests {
    @Test func mvpCodeIsLeftToTheMVPRules() {
        let presenter = SwiftFactsCollector.collect(path: "EventList/EventListPresenter.swift", source: "final class EventListPresenter {}\n")
        let rules = ArchitectureChecker(configuration: Configuration()).check([presenter]).map(\.rule)
        #expect(!rules.contains { $0.hasPrefix("viper-") })
    }
}
