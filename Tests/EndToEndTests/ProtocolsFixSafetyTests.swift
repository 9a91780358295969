import Foundation
import Testing
import TestSupport

/// `protocols --fix` never loses a declaration to a name it could not take, never writes
/// through a link out of the project or replaces a link, never edits a submodule, and takes
/// paths as given (absolute ones too).
struct ProtocolsFixSafetyTests {
    enum Taken: String, CaseIterable {
        case notUTF8, folder, danglingLink
    }

    /// The protocols file's name taken by something the check could not read: the protocols stay
    /// in the view controller's file, nothing is overwritten.
    @Test(arguments: Taken.allCases)
    func aTakenNameKeepsTheProtocolsWhereTheyAre(taken: Taken) throws {
        let repo = try ProtocolsFixTests.tree()
        let name = repo.path + "/App/EventList/EventListProtocols.swift"
        switch taken {
        case .notUTF8: try Data([0x2F, 0x2F, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: name))
        case .folder: try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: false)
        case .danglingLink: try FileManager.default.createSymbolicLink(atPath: name, withDestinationPath: "Nowhere.swift")
        }
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("App/EventList/EventListProtocols.swift: not changed: the name is taken"), "\(result)")
        let view = try repo.read("App/EventList/EventListViewController.swift")
        #expect(view.contains("protocol EventListViewProtocol") && view.contains("protocol EventListPresenterProtocol"), "\(view)")
        switch taken {
        case .notUTF8: #expect(repo.bytes(at: name) == [0x2F, 0x2F, 0xFF, 0xFE, 0x0A])
        case .folder: #expect(try FileManager.default.contentsOfDirectory(atPath: name).isEmpty)
        case .danglingLink: #expect(try FileManager.default.destinationOfSymbolicLink(atPath: name) == "Nowhere.swift")
        }
    }

    /// `App/Flat/FlatA/Interactor -> /outside`: a file is not moved through it.
    @Test func aMoveNeverGoesThroughALinkOutOfTheProject() throws {
        let repo = try TemporaryRepository()
        try repo.write("App/Flat/FlatA/FlatAInteractor.swift", "final class FlatAInteractor {}\n")
        try repo.write("App/Flat/FlatA/Presenter/FlatAPresenter.swift", "final class FlatAPresenter {}\n")
        try repo.write("App/Flat/FlatA/Router/FlatARouter.swift", "final class FlatARouter {}\n")
        let outside = repo.scratch("outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/App/Flat/FlatA/Interactor", withDestinationPath: outside)
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let printed = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(printed.stdout.contains("git mv App/Flat/FlatA/FlatAInteractor.swift App/Flat/FlatA/Interactor/FlatAInteractor.swift"), "\(printed)")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect(result.stdout.contains("not moved: App/Flat/FlatA/FlatAInteractor.swift → App/Flat/FlatA/Interactor/FlatAInteractor.swift: the path leads through a link out of the project"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        #expect(repo.exists("App/Flat/FlatA/FlatAInteractor.swift"))
    }

    /// A tracked link to a file (inside the project or out of it) stays a link; the file inside
    /// is fixed through its own name, the one outside is neither read nor written.
    @Test(arguments: [true, false])
    func aLinkIsNeverReplacedByAFile(inside: Bool) throws {
        let repo = try ProtocolsFixTests.tree()
        let presenter = try repo.read("App/EventList/EventListPresenter.swift")
        let target = inside ? repo.path + "/App/Shared/Presenter.txt" : repo.scratch("outside-presenter.swift")
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try presenter.write(toFile: target, atomically: false, encoding: .utf8)
        let link = repo.path + "/App/EventList/EventListPresenter.swift"
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        let why = inside ? "it is a symbolic link" : "the path leads through a link out of the project"
        #expect(result.stdout.contains("App/EventList/EventListPresenter.swift: not changed: " + why), "\(result)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == presenter)
        // The rest of the fix is made.
        #expect(repo.exists("App/EventList/EventListProtocols.swift"))
    }

    /// A property rename whose uses reach a file that is a link is not made at all: half of it
    /// would not build.
    @Test func aRenameThatWouldWriteALinkIsNotMade() throws {
        let repo = try ProtocolsRenameTests.tree()
        let link = repo.path + "/PostList/Assembly/PostListAssembly.swift"
        try repo.write("Shared/Assembly.txt", ProtocolsRenameTests.assembly)
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../Shared/Assembly.txt")
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect(result.stdout.contains("not renamed: PostListInteractor.presenter → `output`: PostList/Assembly/PostListAssembly.swift may not be written"), "\(result)")
        #expect(try repo.read("PostList/Interactor/PostListInteractor.swift").contains("var presenter: PostListInteractorOutput?"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../Shared/Assembly.txt")
        #expect(try repo.read("Shared/Assembly.txt") == ProtocolsRenameTests.assembly)
    }

    /// A repository nested in the project (a submodule, or one added as a gitlink) is checked as
    /// before and never edited.
    @Test func aSubmoduleIsNeverEdited() throws {
        let repo = try ProtocolsFixTests.tree()
        let kit = try TemporaryRepository()
        try kit.write("KitList/KitListViewController.swift", ProtocolsFixTests.viewController.replacingOccurrences(of: "EventList", with: "KitList"))
        try kit.git("add", "-A")
        try kit.commit(Seed.message)
        try FileManager.default.createDirectory(atPath: repo.path + "/Vendor", withIntermediateDirectories: true)
        _ = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["clone", "-q", kit.path, "Vendor/Kit"], in: repo.path, environment: repo.environment)
        try repo.git("add", "Vendor/Kit")
        try repo.commit(Seed.message)
        let before = try kit.read("KitList/KitListViewController.swift")
        let checked = try repo.flowlint("protocols", "--lang", "en")
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(try repo.read("Vendor/Kit/KitList/KitListViewController.swift") == before, "\(result)")
        #expect(!repo.exists("Vendor/Kit/KitList/KitListProtocols.swift"))
        #expect(result.stdout.contains("Vendor/Kit/KitList/KitListViewController.swift: not changed: it is in a submodule"), "\(result)")
        // The project's own module is fixed; the submodule's findings are reported as before.
        #expect(repo.exists("App/EventList/EventListProtocols.swift"))
        #expect(checked.stdout.contains("Vendor/Kit/KitList/KitListViewController.swift"), "\(checked)")
        #expect(result.stdout.contains("Vendor/Kit/KitList/KitListViewController.swift"), "\(result)")
    }

    /// A repository holding a VIPER PostList module's files at these paths (each declares the
    /// type its role names: `PostsInteractor.swift` holds `PostListInteractor`), committed.
    static func postList(_ paths: [String]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        for path in paths {
            let role = ["InteractorInput", "Interactor", "Presenter", "Router"].first { path.hasSuffix($0 + ".swift") } ?? ""
            try repo.write("PostList/" + path, role == "InteractorInput" ? "protocol PostListInteractorInput {}\n" : "final class PostList\(role) {}\n")
        }
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        return repo
    }

    /// `protocols /absolute/path --fix --fix-renames` from another folder: the files move where
    /// they are, and nothing appears in the current folder.
    @Test func anAbsolutePathIsFixedWhereItIs() throws {
        let repo = try Self.postList(["Presenter/PostListPresenter.swift", "Interactor/PostsInteractor.swift",
                                      "Interactor/PostListInteractorInput.swift", "PostListRouter.swift"])
        let elsewhere = repo.scratch("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let printed = try FlowlintBinary.run(["protocols", repo.path, "--fix", "--lang", "en"], in: repo, directory: elsewhere)
        #expect(printed.stdout.contains("mkdir -p \(repo.path)/PostList/Router && git mv \(repo.path)/PostList/PostListRouter.swift"), "\(printed)")
        let result = try FlowlintBinary.run(["protocols", repo.path, "--fix", "--fix-renames", "--lang", "en"], in: repo, directory: elsewhere)
        #expect(result.status == 0, "\(result)")
        #expect(repo.exists("PostList/Interactor/PostListInteractor.swift"), "\(result)")
        #expect(repo.exists("PostList/Router/PostListRouter.swift"), "\(result)")
        #expect(!repo.exists("PostList/PostListRouter.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    /// `Interactor/` is wanted and `interactor/` is there: the file goes into it (one folder on
    /// macOS), no twin appears; the printed command moves it there too.
    @Test func aFolderThatDiffersOnlyInCaseIsReused() throws {
        let repo = try Self.postList(["Presenter/PostListPresenter.swift", "interactor/PostListInteractorInput.swift",
                                      "PostListInteractor.swift", "Router/PostListRouter.swift"])
        let printed = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(printed.stdout.contains("mkdir -p PostList/interactor && git mv PostList/PostListInteractor.swift PostList/interactor/PostListInteractor.swift"),
                "\(printed)")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect(result.stdout.contains("moved: PostList/PostListInteractor.swift → PostList/interactor/PostListInteractor.swift"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: repo.path + "/PostList").sorted() == ["Presenter", "Router", "interactor"])
        #expect(repo.exists("PostList/interactor/PostListInteractor.swift"))
    }

    /// Outside a repository the journal lies in the project, where an unpacked project could have
    /// put one: a journal naming a file outside the project (a move from there, or a "temporary"
    /// a rollback would remove) is refused whole, and that file stays where it is.
    @Test(arguments: [true, false])
    func aPlantedJournalNeverTouchesAFileOutsideTheProject(committed: Bool) throws {
        let repo = try TemporaryRepository()
        let project = repo.scratch("unpacked"), outside = repo.scratch("secret.txt")
        try FileManager.default.createDirectory(atPath: project + "/App", withIntermediateDirectories: true)
        try "secret\n".write(toFile: outside, atomically: false, encoding: .utf8)
        let steps = committed ? "move \(outside) \(project)/App/stolen.txt\nplanned 1\ncommitted\n"
                              : "replace \(outside) \(project)/App/a.swift\nplanned 1\n"
        try ("flowlint-journal 1\n" + steps).write(toFile: project + "/.flowlint-fix.journal", atomically: false, encoding: .utf8)
        let result = try FlowlintBinary.run(["protocols", "--lang", "en"], in: repo, directory: project)
        #expect(result.status == 3 && result.stderr.contains("is not a flowlint journal"), "\(result)")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "secret\n")
        #expect(!FileManager.default.fileExists(atPath: project + "/App/stolen.txt"))
    }
}
