import Foundation
import Testing
import TestSupport

/// `flowlint protocols` on a module tree in a real repository.
struct ProtocolsCommandTests {
    static let protocols = """
        protocol EventListViewProtocol: AnyObject {

            // MARK: - Properties

            var presenter: EventListPresenterProtocol! { get set }

            // MARK: - Methods

            func showLoadingIndicator()
            func reloadEventList()
        }

        protocol EventListPresenterProtocol: AnyObject {

            // MARK: - Properties

            var view: EventListViewProtocol! { get set }

            // MARK: - Methods

            func viewDidLoad()
            func evenListCellPresenter(atIndex index: Int) -> EventListCellPresenterProtocol?
        }

        """
    static let viewController = """
        final class EventListViewController: UIViewController {
            // MARK: - Properties
            var presenter: EventListPresenterProtocol!
        }

        // MARK: - EventListViewProtocol
        extension EventListViewController: EventListViewProtocol {}

        """
    static let presenter = """
        final class EventListPresenter: EventListPresenterProtocol {
            // MARK: - Properties
            weak var view: EventListViewProtocol!
        }

        """

    static func tree() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write("App/EventList/EventListProtocols.swift", protocols)
        try repo.write("App/EventList/EventListViewController.swift", viewController)
        try repo.write("App/EventList/EventListPresenter.swift", presenter)
        try repo.commit(Seed.message)
        return repo
    }

    @Test func theSeedsModulePasses() throws {
        let repo = try Self.tree()
        let result = try repo.flowlint("protocols")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("checked: 3 files"))
    }

    /// The plain forms `protocols` takes without ArgumentParser (`FastPath`) answer exactly as
    /// ArgumentParser's parse does: `--color never` (which only ArgumentParser reads, and which
    /// changes nothing in these formats) sends the same arguments down its path.
    @Test(arguments: [
        ["protocols"], ["protocols", "App"], ["protocols", "--format", "json"], ["protocols", "--format=sarif", "App/EventList", "App/Settings"],
        ["protocols", "--no-cache", "--format", "junit"], ["protocols", "--strict", "--format", "gitlab"], ["protocols", "Missing"],
    ])
    func plainFormsAnswerAsArgumentParserDoes(arguments: [String]) throws {
        let repo = try Self.tree()
        try repo.write("App/Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController, SettingsViewProtocol {}\nprotocol SettingsViewProtocol: class {}\n")
        let fast = try repo.flowlint(arguments)
        let parsed = try repo.flowlint(arguments + ["--color", "never"])
        #expect(fast.status == parsed.status && fast.stdout == parsed.stdout && fast.stderr == parsed.stderr, "\(fast) \(parsed)")
    }

    /// What the fast path doesn't take is ArgumentParser's to refuse, with its usage message.
    @Test(arguments: [["protocols", "--format", "yaml"], ["protocols", "--format"], ["protocols", "--no-cache=1"], ["protocols", "--nope"]])
    func whatIsNotAPlainFormIsArgumentParsersToRefuse(arguments: [String]) throws {
        let repo = try Self.tree()
        let result = try repo.flowlint(arguments)
        #expect(result.status == 2, "\(result)")
    }

    @Test func findingsCarryPathLineAndColumn() throws {
        let repo = try Self.tree()
        try repo.write("App/Settings/SettingsViewController.swift", """
            final class SettingsViewController: UIViewController, SettingsViewProtocol {
                var presenter: SettingsPresenterProtocol!
            }
            protocol SettingsViewProtocol: class {}

            """)
        let result = try repo.flowlint("protocols", "--format", "json")
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let rules = findings.compactMap { $0["rule"] as? String }
        // The missing presenter protocol is one problem with the misplaced view protocol (SPEC 1:
        // one finding, the most specific): mvp-protocols-file reports it, mvp-protocol-pair doesn't.
        #expect(Set(rules) == ["mvp-view-conformance", "mvp-protocols-file", "mvp-class-bound", "mvp-implementation-marks"], "\(rules)")
        let conformance = try #require(findings.first { $0["rule"] as? String == "mvp-view-conformance" })
        let location = try #require(conformance["location"] as? [String: Any])
        #expect(location["path"] as? String == "App/Settings/SettingsViewController.swift")
        #expect(location["line"] as? Int == 1)
        #expect(location["column"] as? Int == 55)
        #expect(conformance["suggestion"] as? String == "extension SettingsViewController: SettingsViewProtocol {}")
    }

    @Test func excludesIgnoredAndVendoredFolders() throws {
        let repo = try Self.tree()
        let bad = "protocol XViewProtocol {}\n"
        try repo.write("Pods/Lib/XViewController.swift", bad)
        try repo.write("Carthage/Checkouts/Y.swift", bad)
        try repo.write("Generated/Z.swift", bad)
        try repo.write(".gitignore", "Generated/\n")
        try repo.write("Scripts/Tool.swift", bad)
        try repo.write(".flowlint.yml", "protocols:\n  exclude: ['Scripts/**', 'Pods/**', 'Carthage/**']\n")
        let result = try repo.flowlint("protocols")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("checked: 3 files"))
    }

    /// Paths named from a folder below the work tree's root are asked of `.gitignore` from the
    /// root: `Generated/` ignores `App/Generated/` as well, unless that folder is named itself.
    @Test func ignoresApplyFromASubfolder() throws {
        let repo = try Self.tree()
        try repo.write(".gitignore", "Generated/\n*.gen.swift\n")
        try repo.write("App/Generated/ZViewProtocol.swift", "protocol ZViewProtocol {}\n")
        try repo.write("App/EventList/Z.gen.swift", "protocol ZViewProtocol {}\n")
        let below = try repo.flowlint("protocols", ".", directory: repo.path + "/App")
        #expect(below.status == 0 && below.stdout.contains("checked: 3 files"), "\(below)")
        let named = try repo.flowlint("protocols", "Generated", directory: repo.path + "/App")
        #expect(named.status == 1 && named.stdout.contains("Generated/ZViewProtocol.swift"), "\(named)")
    }

    /// A file git tracks is checked where `.gitignore`'s patterns would ignore it (git shows its
    /// changes, and `git check-ignore` says it is not ignored); untracked ignored files stay out,
    /// in the same folders. Each answer is git's own.
    @Test func trackedFilesAreNotIgnored() throws {
        let repo = try Self.tree()
        try repo.write(".gitignore", "Generated/\n*.gen.swift\n")
        let files = ["Generated/TrackedViewProtocol.swift", "Generated/Deep/NewViewProtocol.swift", "App/Old.gen.swift", "App/New.gen.swift"]
        for file in files {
            let name = file.split(separator: "/").last?.split(separator: ".").first ?? ""
            try repo.write(file, "protocol \(name)ViewProtocol {}\n")
        }
        try repo.git("add", "-f", "Generated/TrackedViewProtocol.swift", "App/Old.gen.swift")
        let result = try repo.flowlint("protocols", "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let checked = Set(findings.compactMap { ($0["location"] as? [String: Any])?["path"] as? String })
        for file in files {
            let ignoredByGit = (try? repo.git("check-ignore", "-q", file)) != nil
            #expect(checked.contains(file) == !ignoredByGit, "\(file): git says \(ignoredByGit ? "ignored" : "not ignored")")
        }
        #expect(checked.contains("Generated/TrackedViewProtocol.swift") && !checked.contains("App/New.gen.swift"))
    }

    @Test func pathsGivenAreChecked() throws {
        let repo = try Self.tree()
        try repo.write("Other/AViewProtocol.swift", "protocol AViewProtocol {}\n")
        let one = try repo.flowlint("protocols", "Other/AViewProtocol.swift")
        #expect(one.status == 1)
        #expect(one.stdout.contains("Other/AViewProtocol.swift:1:10: error:"))
        #expect(try repo.flowlint("protocols", "App").status == 0)
        // A path that isn't there is exit 3 since issue 13 (B5), no longer a note with exit 0.
        let missing = try repo.flowlint("protocols", "no/such/path")
        #expect(missing.status == 3 && missing.stderr.contains("no/such/path: no such file or folder"), "\(missing)")
        // Named on the command line, an ignored folder is still checked; below the root it isn't.
        try FileManager.default.removeItem(atPath: repo.path + "/Other")
        try repo.write(".gitignore", "Generated/\n")
        try repo.write("Generated/BViewProtocol.swift", "protocol BViewProtocol {}\n")
        #expect(try repo.flowlint("protocols").status == 0)
        #expect(try repo.flowlint("protocols", "Generated").status == 1)
    }

    @Test func badFilesAreSkippedWithANote() throws {
        let repo = try Self.tree()
        try Data([0x70, 0x72, 0x6F, 0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: repo.path + "/App/Binary.swift"))
        try Data([0x2F, 0x2F, 0x20, 0xD2, 0xE5, 0xF1, 0xF2, 0x0A]).write(to: URL(fileURLWithPath: repo.path + "/App/Cp1251.swift"))
        try repo.write("App/Broken.swift", "protocol BrokenViewProtocol: AnyObject {\n    func show(\n")
        mkfifo(repo.path + "/App/Pipe.swift", 0o644)
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/App/Loop", withDestinationPath: "..")
        let result = try FlowlintBinary.run(["protocols"], in: repo, environment: ["LANG": "en_US.UTF-8"], timeout: 30)
        #expect(!result.timedOut)
        #expect(result.stdout.contains("App/Binary.swift: a binary file, skipped"))
        #expect(result.stdout.contains("App/Cp1251.swift: not UTF-8, skipped"))
        #expect(result.stdout.contains("App/Broken.swift: syntax errors"))
        #expect(result.stdout.contains("[mvp-protocols-file]"), "what parsed is still checked")
    }

    @Test func lintIncludesTheArchitecture() throws {
        let repo = try Self.tree()
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-98_Экран")
        try repo.write("App/EventList/EventListPresenter.swift", Self.presenter.replacingOccurrences(of: "weak var", with: "var"))
        let result = try repo.flowlint("lint")
        #expect(result.status == 1)
        #expect(result.stdout.contains("App/EventList/EventListPresenter.swift:3:9: error:"))
        #expect(result.stdout.contains("[mvp-weak-view]"))
    }

    @Test func rulesAndExplainKnowTheArchitectureRules() throws {
        let repo = try TemporaryRepository()
        #expect(try repo.flowlint("rules").stdout.contains("mvp-weak-view"))
        let explain = try repo.flowlint("explain", "mvp-weak-view")
        #expect(explain.stdout.contains("weak var view: EventListViewProtocol!"))
        try repo.write(".flowlint.yml", "rules:\n  mvp-view-method-prefix: off\n")
        let line = try repo.flowlint("rules").stdout.split(separator: "\n").first { $0.hasPrefix("mvp-view-method-prefix ") }
        #expect(line?.split(separator: " ").dropFirst().first == "off")
    }
}

struct ViperModulesEndToEndTests {
    @Test func flatAndMisnamedModulesThroughTheBinary() throws {
        let repo = try TemporaryRepository()
        try repo.write("App/NewPostUserStory/NewPostModule/Interactor/NewPostInteractor.h", "@interface NewPostInteractor : NSObject\n@end\n")
        try repo.write("App/NewPostUserStory/NewPostModule/Router/NewPostRouterInput.h", "@protocol NewPostRouterInput <NSObject>\n@end\n")
        try repo.write("App/PostList/PostListModuleInteractor.h", "@interface PostListModuleInteractor : NSObject\n@end\n")
        try repo.write("App/PostList/PostListPresenter.m", "@implementation PostListPresenter\n@end\n")
        let result = try repo.flowlint("protocols", "--format", "json")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("\"files\": 4"))
        #expect(result.stdout.contains("\"rule\": \"viper-module-name\""))
        #expect(result.stdout.contains("\"suggestion\": \"App/PostList/Presenter/PostListPresenter.m\""))
        for rule in ["viper-module-name", "viper-module-folders", "viper-file-naming"] {
            let findings = result.stdout.split(separator: "\n").filter { $0.contains("\"rule\": \"\(rule)\"") }
            #expect(!findings.contains { $0.contains("NewPost") }, "the seed's tree is correct")
        }
    }
}

struct ViperObjectiveCEndToEndTests {
    static let module: [(String, String)] = [
        ("App/PostListModule/Interactor/PostListInteractorInput.h", """
            /**
             Модуль отвечает за отображение списка постов.
             */
            @protocol PostListInteractorInput <NSObject>
            /// Запрашивает посты.
            - (NSArray *)obtainNewsFromCache;
            @end
            """),
        ("App/PostListModule/Interactor/PostListInteractor.h", """
            #import "PostListInteractorInput.h"
            @protocol PostListInteractorOutput;
            /**
             Модуль отвечает за отображение списка постов.
             */
            @interface PostListInteractor : NSObject <PostListInteractorInput>
            @property (nonatomic, weak) id<PostListInteractorOutput> output;
            @end
            """),
        ("App/PostListModule/Router/PostListRouterInput.h", """
            /**
             Модуль отвечает за отображение списка постов.
             */
            @protocol PostListRouterInput <NSObject>
            /// Закрывает модуль.
            - (void)closeCurrentModule;
            @end
            """),
    ]

    @Test func theSeedsStylePassesAndVariationsFail() throws {
        let repo = try TemporaryRepository()
        for (path, text) in Self.module { try repo.write(path, text) }
        let clean = try repo.flowlint("protocols")
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.stdout.contains("checked: 3 files"))
        try repo.write("App/PostListModule/Router/PostListRouterInput.h", Self.module[2].1.replacingOccurrences(of: "closeCurrentModule", with: "dismissCurrentModule"))
        try repo.write("App/PostListModule/Interactor/PostListInteractor.h", Self.module[1].1.replacingOccurrences(of: "weak", with: "strong"))
        let broken = try repo.flowlint("protocols", "--format", "json")
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("\"rule\": \"viper-router-prefix\""))
        #expect(broken.stdout.contains("\"rule\": \"viper-references\""))
        #expect(broken.stdout.contains("\"suggestion\": \"@property (nonatomic, weak) id<PostListInteractorOutput> output;\""))
    }
}
