import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// The VIPER file rules' examples both ways: an example's text is a file, its `branch` the
/// file's path (`.h`/`.m` for Objective-C, `.swift` for Swift).
struct ViperRuleTests {
    /// Rules that also judge paths have trees for examples: ViperModuleTests runs those.
    static let rules = ArchitectureCatalog.viperRules.map { type(of: $0).description.id }
        .filter { id in !ArchitectureCatalog.moduleRules.contains { type(of: $0).description.id == id } }

    func findings(_ example: RuleExample) -> [Finding] {
        ExampleProject.findings(example, defaultPath: "Module/ModuleInteractorInput.h", inModule: true)
    }

    @Test(arguments: rules)
    func examplesBothWays(id: String) throws {
        try expectExamplesBothWays(id, findings: findings)
    }

    @Test func theSeedsObjectiveCPassesEveryRule() {
        let files = [
            ("PostList/Interactor/PostListInteractorInput.h", SeedViperObjC.interactorInput),
            ("PostList/Interactor/PostListInteractorOutput.h", SeedViperObjC.interactorOutput),
            ("PostList/Router/PostListRouterInput.h", SeedViperObjC.routerInput),
            ("PostList/Presenter/PostListPresenter.h", SeedViperObjCHeader.presenter),
        ].map { ObjCScanner.scan(path: $0.0, source: $0.1) }
        let found = ArchitectureChecker(configuration: Configuration()).check(objc: files)
        #expect(found.isEmpty, "\(found.map { "\($0.rule): \($0.message.en)" })")
    }

    @Test(arguments: [("obtainImageForPostId:", "obtain"), ("didTapLoginButton", "did"), ("URLForItem", "U"), ("open", "open"), ("set_value:", "set")])
    func firstWords(selector: String, word: String) {
        #expect(ViperRole.firstWord(Substring(selector)) == Substring(word))
    }

    @Test func forwardDeclarationSuggestionsNameTheImport() {
        let header = "#import \"PostListViewModelMapper.h\"\n#import \"PostListRouterInput.h\"\n@interface PostListPresenter : NSObject\n@end\n"
            + "//// P/PostListViewModelMapper.h\n@interface PostListViewModelMapper : NSObject\n@end\n"
            + "//// P/PostListRouterInput.h\n@protocol PostListRouterInput <NSObject>\n@end\n"
        let found = ExampleProject.findings(RuleExample(header, branch: "P/PostListPresenter.h"), defaultPath: "", inModule: true)
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

/// The seed's PostList module in Swift: every VIPER rule passes it.
enum SwiftPostList {
    static let files: [(String, String)] = [
        ("PostList/Interactor/PostListInteractorInput.swift", """
            /// Модуль отвечает за отображение списка постов в любой из лент приложения.
            protocol PostListInteractorInput: AnyObject {
                /// Запрашивает посты из кэша.
                func obtainNewsFromCache() -> [String]
                /// Выполняет вход.
                func performLogin(username: String, password: String)
            }
            """),
        ("PostList/Interactor/PostListInteractorOutput.swift", """
            /// Модуль отвечает за отображение списка постов в любой из лент приложения.
            protocol PostListInteractorOutput: AnyObject {
                /// Посты получены.
                func didObtainNews(_ news: [String])
            }
            """),
        ("PostList/Interactor/PostListInteractor.swift", """
            /// Модуль отвечает за отображение списка постов в любой из лент приложения.
            final class PostListInteractor: PostListInteractorInput {
                weak var output: PostListInteractorOutput?
                let accountService: AccountService

                init(accountService: AccountService) { self.accountService = accountService }

                func obtainNewsFromCache() -> [String] { [] }
                func performLogin(username: String, password: String) {}
            }
            """),
        ("PostList/Router/PostListRouterInput.swift", """
            /// Модуль отвечает за отображение списка постов в любой из лент приложения.
            protocol PostListRouterInput: AnyObject {
                /// Открывает новость.
                func openDetailNewsModule(newsId: String)
                /// Закрывает модуль.
                func closeCurrentModule()
            }
            """),
        ("PostList/View/PostListViewOutput.swift", """
            /// Модуль отвечает за отображение списка постов в любой из лент приложения.
            protocol PostListViewOutput: AnyObject {
                /// Нажата кнопка входа.
                func didTapLoginButton()
            }
            """),
        ("PostList/View/PostListViewController.swift", """
            /// Модуль отвечает за отображение списка постов в любой из лент приложения.
            final class PostListViewController: UIViewController {
                var output: PostListViewOutput!
            }
            """),
        ("PostList/Presenter/PostListPresenter.swift", """
            /// Модуль отвечает за отображение списка постов в любой из лент приложения.
            final class PostListPresenter: PostListViewOutput, PostListInteractorOutput {
                weak var view: PostListViewInput?
                var router: PostListRouterInput!
                var interactor: PostListInteractorInput!

                // MARK: - PostListViewOutput

                func didTapLoginButton() {}

                // MARK: - PostListInteractorOutput

                func didObtainNews(_ news: [String]) {}
            }
            """),
        ("PostList/Assembly/PostListAssembly.swift", """
            /// Модуль отвечает за отображение списка постов в любой из лент приложения.
            final class PostListAssembly {
                func viewPostListModule() -> PostListViewController { PostListViewController() }
                private func presenterPostListModule() -> PostListPresenter { PostListPresenter() }
            }
            """),
    ]
}

struct SwiftPostListTests {
    @Test func theSwiftPostListPassesEveryRule() {
        let facts = SwiftPostList.files.map { SwiftFactsCollector.collect(path: $0.0, source: $0.1) }
        let checker = ArchitectureChecker(configuration: Configuration())
        let found = checker.check(facts)
        #expect(found.isEmpty, "\(found.map { "\($0.rule) \($0.location): \($0.message.en)" })")
    }

    @Test(arguments: [
        ("weak var output: PostListInteractorOutput?", "var output: PostListInteractorOutput?", "viper-references"),
        ("func openDetailNewsModule(newsId: String)", "func showDetailNewsModule(newsId: String)", "viper-router-prefix"),
        ("func didTapLoginButton()\n}", "func loginButtonTapped()\n}", "viper-output-did"),
        ("// MARK: - PostListInteractorOutput", "// MARK: - Output", "viper-section-marks"),
        ("func viewPostListModule()", "func makeView()", "viper-assembly-prefix"),
        ("    /// Закрывает модуль.\n", "", "viper-doc-comments"),
        ("    let accountService: AccountService\n", "    private var cache: [String] = []\n    func remember(_ post: String) { cache.append(post) }\n", "viper-interactor-state"),
    ])
    func eachRuleFiresOnAVariation(original: String, replacement: String, rule: String) throws {
        #expect(try Self.rules(replacing: original, with: replacement).contains(rule))
    }

    /// A report in another past form says what happened as `did` does; a verb prefix written
    /// apart (`reSearch`) is still a verb. Words that only end in -ed, or a prefix before no
    /// verb, are still reported.
    @Test(arguments: [
        ("func didTapLoginButton()\n}", "func authorized()\n}", "viper-output-did", false),
        ("func didTapLoginButton()\n}", "func gotAuthError()\n}", "viper-output-did", false),
        ("func didTapLoginButton()\n}", "func copiedLink()\n}", "viper-output-did", false),
        ("func didTapLoginButton()\n}", "func needLogin()\n}", "viper-output-did", true),
        ("func didTapLoginButton()\n}", "func loginButtonTapped()\n}", "viper-output-did", true),
        ("func performLogin(username", "func reSearch(username", "viper-method-verb", false),
        ("func performLogin(username", "func incrementAttempts(username", "viper-method-verb", false),
        ("func performLogin(username", "func reNews(username", "viper-method-verb", true),
    ])
    func pastFormsAndPrefixedVerbs(original: String, replacement: String, rule: String, reported: Bool) throws {
        #expect(try Self.rules(replacing: original, with: replacement).contains(rule) == reported)
    }

    static func rules(replacing original: String, with replacement: String) throws -> [String] {
        var changed = false
        let files = SwiftPostList.files.map { path, text -> (String, String) in
            guard !changed, text.contains(original) else { return (path, text) }
            changed = true
            return (path, text.replacingOccurrences(of: original, with: replacement))
        }
        #expect(changed, "the variation applies")
        let facts = files.map { SwiftFactsCollector.collect(path: $0.0, source: $0.1) }
        return ArchitectureChecker(configuration: Configuration()).check(facts).map(\.rule)
    }
}

struct ViperTypeNameTests {
    @Test func typesNamedWithModuleAreReportedInBothLanguages() {
        let checker = ArchitectureChecker(configuration: Configuration())
        let objc = ObjCScanner.scan(path: "PostList/Interactor/PostListInteractor.h", source: "@interface PostListModuleInteractor : NSObject\n@end\n")
        let module = ["PostList/Presenter/PostListPresenter.h", "PostList/View/PostListViewInput.h"]
        #expect(checker.check(swift: [], objc: [objc], paths: module).contains { $0.rule == "viper-module-name" && $0.suggestion == "PostListInteractor" })
        let swift = SwiftFactsCollector.collect(path: "PostList/Router/PostListRouterInput.swift", source: "protocol PostListModuleRouterInput: AnyObject {}\n")
        #expect(checker.check(swift: [swift], objc: [], paths: module).contains { $0.rule == "viper-module-name" })
    }
}
