import Testing
import FlowlintCore
@testable import FlowlintArchitecture

struct ViperModuleTests {
    static let rules = ArchitectureCatalog.moduleRules.map { type(of: $0).description.id }

    func findings(_ tree: String) -> [Finding] {
        ArchitectureChecker(configuration: Configuration()).checkModules(SeedViper.paths(tree))
    }

    @Test(arguments: rules)
    func examplesBothWays(id: String) throws {
        try expectExamplesBothWays(id) { findings($0.text) }
    }

    @Test func theSeedsTreeIsTwoCorrectModules() {
        let modules = ViperModule.find(in: SeedViper.paths(SeedViper.tree))
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

    @Test func mvpModulesAreNotTakenForViper() {
        let mvp = "EventList/EventListProtocols.swift\nEventList/EventListPresenter.swift\nEventList/EventListViewController.swift"
        #expect(ViperModule.find(in: SeedViper.paths(mvp)).isEmpty)
    }

    @Test func suggestionsAreTheExpectedPaths() {
        let flat = findings("PostList/PostListInteractor.h\nPostList/PostListPresenter.m")
        #expect(flat.map(\.suggestion) == ["PostList/Interactor/PostListInteractor.h", "PostList/Presenter/PostListPresenter.m"])
        let named = findings("PostList/Interactor/PostsInteractor.h\nPostList/Router/PostListRouter.h")
        #expect(named.first { $0.rule == "viper-file-naming" }?.suggestion == "PostListInteractor.h")
    }
}
