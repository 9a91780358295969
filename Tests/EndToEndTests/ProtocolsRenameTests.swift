import Foundation
import Testing
import TestSupport

/// `protocols --fix --fix-renames` renaming a VIPER property across the project: applied only
/// when sure, the result type-checks, printed without `--fix-renames`.
struct ProtocolsRenameTests {
    static let interactor = """
        final class PostListInteractor {
            // MARK: - Properties
            var presenter: PostListInteractorOutput? // the presenter

            // MARK: - Init
            init(presenter: PostListInteractorOutput?) {
                self.presenter = presenter
            }

            // MARK: - Methods
            func reload() {
                presenter?.didLoad()
                let handler: () -> Void = { [weak self] in self?.presenter?.didLoad() }
                handler()
            }
        }

        """
    static let extensionFile = """
        extension PostListInteractor {
            func load() {
                if let presenter {
                    presenter.didLoad()
                }
                let path = \\PostListInteractor.presenter
                _ = path
            }
        }

        """
    static let output = """
        protocol PostListInteractorOutput: AnyObject {
            func didLoad()
        }

        """
    static let presenter = """
        final class PostListPresenter: PostListInteractorOutput {
            func didLoad() {}
        }

        """
    static let assembly = """
        final class PostListAssembly {
            func assemble() -> PostListPresenter {
                let presenter = PostListPresenter()
                let interactor = PostListInteractor(presenter: nil)
                interactor.presenter = presenter
                return presenter
            }
        }

        """

    static func tree(_ extra: [String: String] = [:]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        let files = ["PostList/Interactor/PostListInteractor.swift": interactor,
                     "PostList/Interactor/PostListInteractor+Loading.swift": extensionFile,
                     "PostList/Interactor/PostListInteractorOutput.swift": output,
                     "PostList/Presenter/PostListPresenter.swift": presenter,
                     "PostList/Assembly/PostListAssembly.swift": assembly].merging(extra) { $1 }
        for (path, text) in files { try repo.write(path, text) }
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        return repo
    }

    /// `swiftc -typecheck` over the repository's Swift files: the renamed code still builds.
    static func typechecks(_ repo: TemporaryRepository) throws -> String? {
        guard let swiftc = Shell.which("swiftc") ?? ["/opt/swift/usr/bin/swiftc"].first(where: FileManager.default.fileExists) else { return nil }
        let sources = try repo.git("ls-files", "--cached", "--others", "--exclude-standard", "*.swift").split(separator: "\n").map(String.init)
            .filter { FileManager.default.fileExists(atPath: repo.path + "/" + $0) }
        let result = try Shell.run(swiftc, ["-typecheck"] + sources, in: repo.path, environment: ProcessInfo.processInfo.environment)
        return result.status == 0 ? nil : result.description
    }

    @Test func aPropertyIsRenamedAcrossItsFilesAndMadeWeak() throws {
        let repo = try Self.tree()
        #expect(try Self.typechecks(repo) == nil, "the example itself must build")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("renamed: PostListInteractor.presenter → `output` (PostList/Interactor/PostListInteractor.swift:3)"), "\(result)")
        let interactor = try repo.read("PostList/Interactor/PostListInteractor.swift")
        #expect(interactor.contains("    weak var output: PostListInteractorOutput? // the presenter\n"), "\(interactor)")
        // The parameter shadows the property: the label and the argument keep their name.
        #expect(interactor.contains("init(presenter: PostListInteractorOutput?) {\n        self.output = presenter\n"), "\(interactor)")
        #expect(interactor.contains("        output?.didLoad()\n"), "\(interactor)")
        #expect(interactor.contains("self?.output?.didLoad()"), "\(interactor)")
        let loading = try repo.read("PostList/Interactor/PostListInteractor+Loading.swift")
        #expect(loading.contains("if let presenter = output {\n            presenter.didLoad()"), "\(loading)")
        #expect(loading.contains("\\PostListInteractor.output"), "\(loading)")
        let assembly = try repo.read("PostList/Assembly/PostListAssembly.swift")
        #expect(assembly.contains("let presenter = PostListPresenter()"), "\(assembly)")
        #expect(assembly.contains("PostListInteractor(presenter: nil)"), "\(assembly)")
        #expect(assembly.contains("interactor.output = presenter"), "\(assembly)")
        #expect(try Self.typechecks(repo) == nil)
        #expect(!(try repo.flowlint("protocols", "--lang", "en").stdout.contains("[viper-references]")))
        let again = try repo.flowlint("protocols", "--fix", "--fix-renames", "--dry-run")
        #expect(again.stdout.isEmpty, "\(again)")
    }

    @Test func withoutFixRenamesTheRenameIsPrintedAndNothingIsRenamed() throws {
        let repo = try Self.tree()
        let result = try repo.flowlint("protocols", "--fix", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("rename (not applied; --fix-renames applies it): PostListInteractor.presenter → `output` (PostList/Interactor/PostListInteractor.swift:3), 6 uses in 3 files"), "\(result)")
        #expect(try repo.read("PostList/Interactor/PostListInteractor.swift").contains("var presenter: PostListInteractorOutput?"))
        #expect(try repo.read("PostList/Assembly/PostListAssembly.swift") == Self.assembly)
        #expect(try repo.read("PostList/Interactor/PostListInteractor+Loading.swift") == Self.extensionFile)
    }

    @Test func dryRunWithFixRenamesShowsTheRenameAndWritesNothing() throws {
        let repo = try Self.tree()
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--dry-run", "--lang", "en")
        #expect(result.stdout.contains("-        interactor.presenter = presenter\n+        interactor.output = presenter\n"), "\(result)")
        #expect(try repo.git("status", "--porcelain").isEmpty)
    }

    /// Every `.presenter` of the project has a base known to be the interactor (see
    /// ProtocolsRenameInferenceTests for the others): another type's `presenter` stays as it is.
    @Test func anotherTypeWithTheNameKeepsIt() throws {
        let coordinator = "final class Coordinator {\n    var presenter: String = \"\"\n\n    func reset() {\n        presenter = \"\"\n        self.presenter = \"\"\n    }\n}\n"
        let repo = try Self.tree(["App/Coordinator.swift": coordinator])
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("renamed: PostListInteractor.presenter → `output` (PostList/Interactor/PostListInteractor.swift:3)"), "\(result)")
        #expect(try repo.read("App/Coordinator.swift") == coordinator)
        #expect(try repo.read("PostList/Assembly/PostListAssembly.swift").contains("interactor.output = presenter"))
        #expect(try Self.typechecks(repo) == nil)
    }

    @Test func twoTypesRenamedToTheSameNameAreRenamedTogether() throws {
        let view = """
            final class PostListViewController {
                var presenter: PostListViewOutput?

                func viewDidLoad() {
                    presenter?.viewIsReady()
                }
            }

            protocol PostListViewOutput: AnyObject {
                func viewIsReady()
            }

            """
        let repo = try Self.tree(["PostList/View/PostListViewController.swift": view])
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("renamed: PostListInteractor.presenter, PostListViewController.presenter → `output`"), "\(result)")
        let fixed = try repo.read("PostList/View/PostListViewController.swift")
        #expect(fixed.contains("    var output: PostListViewOutput?\n") && fixed.contains("        output?.viewIsReady()"), "\(fixed)")
        #expect(try Self.typechecks(repo) == nil)
    }

    @Test(arguments: [true, false])
    func aLocalWithTheNewNameGetsSelf(localInScope: Bool) throws {
        let local = localInScope ? "        let output = 1\n        _ = output\n" : ""
        let interactor = Self.interactor.replacingOccurrences(of: "    func reload() {\n", with: "    func reload() {\n" + local)
        let repo = try Self.tree(["PostList/Interactor/PostListInteractor.swift": interactor])
        _ = try repo.flowlint("protocols", "--fix", "--fix-renames")
        let fixed = try repo.read("PostList/Interactor/PostListInteractor.swift")
        #expect(fixed.contains(localInScope ? "        self.output?.didLoad()\n" : "        output?.didLoad()\n"), "\(fixed)")
        #expect(fixed.contains("    weak var output: PostListInteractorOutput?"), "\(fixed)")
        #expect(try Self.typechecks(repo) == nil)
    }

    /// A protocol no renamed type adopts keeps its requirement (one the interactor adopts:
    /// ProtocolsRenameInferenceTests).
    @Test func aProtocolNoRenamedTypeAdoptsKeepsTheName() throws {
        let holder = "protocol Holder {\n    var presenter: PostListInteractorOutput? { get }\n}\n"
        let repo = try Self.tree(["App/Holder.swift": holder])
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect((result.stdout + result.stderr).contains("renamed: PostListInteractor.presenter → `output`"), "\(result)")
        #expect(try repo.read("App/Holder.swift") == holder)
        #expect(try Self.typechecks(repo) == nil)
    }

    @Test func theNewNameTakenInTheTypeBlocksTheRename() throws {
        let interactor = Self.interactor.replacingOccurrences(of: "    // MARK: - Init\n", with: "    var output: Int { 0 }\n\n    // MARK: - Init\n")
        let repo = try Self.tree(["PostList/Interactor/PostListInteractor.swift": interactor])
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect(try repo.read("PostList/Assembly/PostListAssembly.swift") == Self.assembly, "\(result)")
    }
}
