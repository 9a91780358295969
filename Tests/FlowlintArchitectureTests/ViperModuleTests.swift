import Testing
import FlowlintCore
@testable import FlowlintArchitecture

struct ViperModuleTests {
    static let rules = ArchitectureCatalog.moduleRules.map { type(of: $0).description.id }

    func findings(_ tree: String) -> [Finding] {
        ExampleProject.treeFindings(tree)
    }

    @Test(arguments: rules)
    func examplesBothWays(id: String) throws {
        try expectExamplesBothWays(id) { findings($0.text) }
    }

    @Test func theSeedsTreeIsTwoCorrectModules() {
        let modules = ModuleModel(files: SeedViper.paths(SeedViper.tree).map { ($0, []) }).sorted
        #expect(modules.map(\.name) == ["ChooseAvatar", "NewPost"])
        #expect(findings(SeedViper.tree).isEmpty)
    }

    @Test(arguments: [
        ("PostListInteractorInput", "PostList", ViperComponent.interactorInput),
        ("PostListRouter", "PostList", .router), ("PostListRoute", "PostList", .route),
        ("PostListViewController", "PostList", .viewController), ("PostListModuleInput", "PostList", .moduleInput),
        ("PostListModuleModuleInput", "PostListModule", .moduleInput), ("PostListCellObjectFactory", "PostList", .cellObjectFactory),
    ])
    func splitsNames(name: String, module: String, component: ViperComponent) {
        let split = ViperComponent.split(Substring(name))
        #expect(split?.module == Substring(module))
        #expect(split?.component == component)
    }

    /// The byte path and the generic one agree, names that aren't components included.
    @Test(arguments: ["Interactor", "interactorInput", "postListRouter", "PostList", "ПостRouter", "ПостListInteractorOutput", "R",
                      "XCell", "Cell", "PostListRouteR", "ABRouterInputs", "_PostListRouter"])
    func splitsOnlyCapitalisedNamesWithAComponentSuffix(name: String) {
        let split = ViperComponent.split(Substring(name))
        let expected = ViperComponent.bySuffixLength.first { name.hasSuffix($0.rawValue) && name.utf8.count > $0.rawValue.utf8.count }
            .flatMap { component in name.first.map { $0.isUppercase || !$0.isASCII } == true ? component : nil }
        #expect(split?.component == expected)
        #expect(split.map { String($0.module) + $0.component.rawValue } == (expected == nil ? nil : name))
        // A substring in the middle of a bigger string splits the same way.
        let embedded = ("x." + name + ".y").dropFirst(2).dropLast(2)
        #expect(ViperComponent.split(embedded)?.module == split?.module)
    }

    @Test func mvpModulesAreNotTakenForViper() {
        let mvp = "EventList/EventListProtocols.swift\nEventList/EventListPresenter.swift\nEventList/EventListViewController.swift"
        #expect(ModuleModel(files: SeedViper.paths(mvp).map { ($0, []) }).modules.isEmpty)
    }

    @Test func suggestionsAreTheExpectedPaths() {
        let flat = findings("PostList/PostListInteractor.h\nPostList/PostListPresenter.m")
        #expect(flat.map(\.suggestion) == ["PostList/Interactor/PostListInteractor.h", "PostList/Presenter/PostListPresenter.m"])
        let named = findings("PostList/Router/PostListRouter.h\n//// PostList/Interactor/PostsInteractor.h\n@interface PostListInteractor : NSObject\n@end\n")
        #expect(named.first { $0.rule == "viper-file-naming" }?.suggestion == "PostList/Interactor/PostListInteractor.h")
    }
}
