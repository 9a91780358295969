import Foundation
import Testing
import TestSupport

/// `protocols --fix` and `--fix-renames` in a tree with an Xcode project: new files join the
/// targets of their module, moves keep their targets, renamed headers' imports follow, the moves
/// are staged as renames, and a project that can't be edited safely stops the fix.
struct ProtocolsFixXcodeTests {
    static let viewFile = "App/EventList/EventListViewController.swift"
    static let presenterFile = "App/EventList/EventListPresenter.swift"
    static let protocolsFile = "App/EventList/EventListProtocols.swift"

    static func mvpTree(_ project: XcodeProjectWriter?, extra: [String: String] = [:]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write(viewFile, ProtocolsFixTests.viewController)
        try repo.write(presenterFile, ProtocolsFixTests.presenter)
        try repo.write("App/AppDelegate.swift", "final class AppDelegate {}\n")
        if let project { try repo.write("App.xcodeproj/project.pbxproj", project.text()) }
        for (path, text) in extra { try repo.write(path, text) }
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        return repo
    }

    static let classic = XcodeProjectWriter(app: ["App/AppDelegate.swift", viewFile, presenterFile])

    @Test func aNewProtocolsFileJoinsTheGroupAndTargetsOfItsModule() throws {
        let repo = try Self.mvpTree(Self.classic)
        let before = XcodeProjectChecks.targets(try XcodeProjectChecks.model(repo), files: Self.classic.app)
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\(Self.protocolsFile): created"), "\(result)")
        #expect(result.stdout.contains("\(Self.protocolsFile): added to the project, targets: App"), "\(result)")
        let model = try XcodeProjectChecks.model(repo)
        #expect(model.compilingTargets(of: Self.protocolsFile).map(\.name) == ["App"])
        let group = try #require(model.references(at: Self.protocolsFile).first?.groupID)
        #expect(group == model.references(at: Self.viewFile).first?.groupID)
        try XcodeProjectChecks.keepsTheBuild(repo, before: before)
        try XcodeProjectChecks.oraclesAgree(repo)
        // A second run changes nothing.
        let project = try repo.read("App.xcodeproj/project.pbxproj")
        let again = try repo.flowlint("protocols", "--fix", "--dry-run")
        #expect(again.stdout.isEmpty, "\(again)")
        _ = try repo.flowlint("protocols", "--fix")
        #expect(try repo.read("App.xcodeproj/project.pbxproj") == project)
    }

    /// Its files are not app code (no target builds them): not judged, so not fixed either.
    @Test func aModuleInNoTargetGetsNoNewFileAndItsProtocolsStay() throws {
        let project = XcodeProjectWriter(app: ["App/AppDelegate.swift"], unbuilt: [Self.viewFile, Self.presenterFile])
        let repo = try Self.mvpTree(project)
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.stdout.contains("\(Self.viewFile): in no target of the Xcode project"), "\(result)")
        #expect(result.stdout.contains("\(Self.presenterFile): in no target of the Xcode project"), "\(result)")
        #expect(!repo.exists(Self.protocolsFile))
        #expect(try repo.read(Self.viewFile).contains("protocol EventListViewProtocol"))
        #expect(try repo.read("App.xcodeproj/project.pbxproj") == project.text())
    }

    @Test func inASynchronisedFolderTheFileIsCreatedAndTheProjectIsLeftAsItIs() throws {
        var project = XcodeProjectWriter(app: [])
        project.synchronized = ("App", "AppTests")
        let repo = try Self.mvpTree(project)
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == 0, "\(result)")
        #expect(repo.exists(Self.protocolsFile))
        #expect(try repo.read("App.xcodeproj/project.pbxproj") == project.text())
        #expect(try XcodeProjectChecks.model(repo).compilingTargets(of: Self.protocolsFile).map(\.name) == ["App"])
    }

    @Test func aGeneratedProjectIsLeftToItsGenerator() throws {
        let project = XcodeProjectWriter(app: ["App/AppDelegate.swift"])
        let repo = try Self.mvpTree(project, extra: ["project.yml": "name: App\n"])
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == 0, "\(result)")
        #expect(repo.exists(Self.protocolsFile))
        #expect(try repo.read("App.xcodeproj/project.pbxproj") == project.text())
    }

    @Test(arguments: [
        ("<<<<<<< HEAD\n", 2, "merge conflict"),
        ("objectVersion = 56;", 2, "objectVersion 99 is unknown"),
    ])
    func aProjectThatCantBeEditedSafelyStopsTheFixBeforeAnythingIsWritten(damage: String, status: Int32, sentence: String) throws {
        var text = Self.classic.text()
        text = damage.hasPrefix("<") ? text.replacingOccurrences(of: "/* Begin PBXGroup section */\n", with: "/* Begin PBXGroup section */\n" + damage)
            : text.replacingOccurrences(of: damage, with: "objectVersion = 99;")
        let repo = try Self.mvpTree(nil, extra: ["App.xcodeproj/project.pbxproj": text])
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == status, "\(result)")
        #expect(result.stderr.contains(sentence), "\(result)")
        #expect(try repo.git("status", "--porcelain").isEmpty)
    }

    @Test func aProjectFileThatIsALinkStopsTheFix() throws {
        let repo = try Self.mvpTree(nil, extra: ["Elsewhere/project.pbxproj": Self.classic.text()])
        try FileManager.default.createDirectory(atPath: repo.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/App.xcodeproj/project.pbxproj",
                                                   withDestinationPath: repo.path + "/Elsewhere/project.pbxproj")
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("symbolic link"), "\(result)")
        #expect(!repo.exists(Self.protocolsFile))
    }

    @Test func twoProjectsClaimingTheModuleStopTheFix() throws {
        let repo = try Self.mvpTree(Self.classic, extra: ["Other.xcodeproj/project.pbxproj": Self.classic.text()])
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("belongs to two projects"), "\(result)")
        #expect(!repo.exists(Self.protocolsFile))
    }
}

/// `--fix-renames` moving an Objective-C module's files.
struct ProtocolsFixXcodeRenameTests {
    static let header = "App/PostList/PostListModuleInteractor.h"
    static let implementation = "App/PostList/PostListModuleInteractor.m"
    static let files: [String: String] = [
        header: "#import <Foundation/Foundation.h>\n\n@interface PostListModuleInteractor : NSObject\n@end\n",
        implementation: "#import \"PostListModuleInteractor.h\"\n\n@implementation PostListModuleInteractor\n@end\n",
        "App/PostList/PostListPresenter.m": "#import \"PostListPresenter.h\"\n#import \"PostList/PostListModuleInteractor.h\"\n\n@implementation PostListPresenter\n@end\n",
        "App/PostList/PostListPresenter.h": "#import <Foundation/Foundation.h>\n\n@interface PostListPresenter : NSObject\n@end\n",
        "App/App-Bridging-Header.h": "#include \"PostListModuleInteractor.h\"\n",
        "App/App.pch": "  #  import <App/PostListModuleInteractor.h>\n",
        "App/Feed/FeedLoader.m": "@import App.PostListModuleInteractor;\n",
    ]
    static let project = XcodeProjectWriter(app: files.keys.sorted())

    static func tree() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        for (path, text) in files { try repo.write(path, text) }
        try repo.write("App.xcodeproj/project.pbxproj", project.text())
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        return repo
    }

    /// Where each moved file went, from `git status`'s renames.
    static func renames(_ repo: TemporaryRepository) throws -> [String: String] {
        var moves: [String: String] = [:]
        for line in try repo.git("status", "--porcelain").split(separator: "\n") where line.hasPrefix("R") {
            let parts = line.dropFirst(3).components(separatedBy: " -> ")
            if parts.count == 2 { moves[parts[0]] = parts[1] }
        }
        return moves
    }

    @Test func movedFilesKeepTheirTargetsTheirImportsFollowAndGitSeesRenames() throws {
        let repo = try Self.tree()
        let before = XcodeProjectChecks.targets(try XcodeProjectChecks.model(repo), files: Self.project.app)
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let moves = try Self.renames(repo)
        #expect(moves[Self.header] != nil && moves[Self.implementation] != nil, "\(result)\n\(moves)")
        try XcodeProjectChecks.keepsTheBuild(repo, before: before, moves: moves)
        let dangling = try XcodeProjectChecks.danglingImports(repo)
        #expect(dangling.isEmpty, "\(dangling)")
        let newHeader = ((moves[Self.header] ?? "") as NSString).lastPathComponent
        #expect(try repo.read("App/App-Bridging-Header.h") == "#include \"\(newHeader)\"\n")
        #expect(try repo.read("App/App.pch") == "  #  import <App/\(newHeader)>\n")
        #expect(try repo.read("App/Feed/FeedLoader.m") == "@import App.\((newHeader as NSString).deletingPathExtension);\n")
        try XcodeProjectChecks.oraclesAgree(repo)
        // A second run changes nothing.
        let status = try repo.git("status", "--porcelain")
        let project = try repo.read("App.xcodeproj/project.pbxproj")
        _ = try repo.flowlint("protocols", "--fix", "--fix-renames")
        #expect(try repo.git("status", "--porcelain") == status)
        #expect(try repo.read("App.xcodeproj/project.pbxproj") == project)
    }

    @Test func aDryRunProposesOneMovePerFileAndCountsWhatItWouldFix() throws {
        let repo = try Self.tree()
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--dry-run", "--lang", "en")
        let proposals = result.stderr.split(separator: "\n").filter { $0.contains("would be moved: \(Self.header) →") }
        #expect(proposals.count == 1, "\(result)")
        #expect(!result.stderr.contains("would fix 0 findings"), "\(result)")
        #expect(result.stdout.contains("+++ b/App.xcodeproj/project.pbxproj"), "\(result)")
        #expect(try repo.git("status", "--porcelain").isEmpty)
    }
}

/// `mvp-protocols-file` moving a pair whose halves are declared in two files.
struct ProtocolsFixPairTests {
    static let view = """
        import UIKit

        final class EventListViewController: UIViewController, EventListViewProtocol {
            // MARK: - Properties
            var presenter: EventListPresenterProtocol!
        }

        protocol EventListViewProtocol: AnyObject {
            func showLoadingIndicator()
        }

        """
    static let presenter = """
        import Foundation

        protocol EventListPresenterProtocol: AnyObject {
            // MARK: - Properties
            var view: EventListViewProtocol! { get set }
            // MARK: - Methods
            func viewDidLoad()
        }

        final class EventListPresenter: EventListPresenterProtocol {
            // MARK: - Properties
            weak var view: EventListViewProtocol!

            // MARK: - Methods
            func viewDidLoad() {}
        }

        """

    @Test func bothHalvesMoveInOneFixWithTheImportsOfBothFiles() throws {
        let repo = try TemporaryRepository()
        try repo.write("App/EventList/EventListViewController.swift", Self.view)
        try repo.write("App/EventList/EventListPresenter.swift", Self.presenter)
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == 0, "\(result)")
        let protocols = try repo.read("App/EventList/EventListProtocols.swift")
        #expect(protocols.hasPrefix("import Foundation\nimport UIKit\n\nprotocol EventListViewProtocol: AnyObject {"), "\(protocols)")
        #expect(protocols.components(separatedBy: "import ").count == 3, "\(protocols)")
        #expect(protocols.contains("protocol EventListPresenterProtocol: AnyObject {"), "\(protocols)")
        #expect(!(try repo.read("App/EventList/EventListViewController.swift")).contains("protocol "))
        #expect(!(try repo.read("App/EventList/EventListPresenter.swift")).contains("protocol "))
        #expect(!(try repo.flowlint("protocols", "--lang", "en")).stdout.contains("mvp-protocol-pair"))
    }
}
