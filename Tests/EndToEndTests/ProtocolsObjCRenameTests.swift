import Foundation
import Testing
import TestSupport

/// `--fix-renames` on an Objective-C property (`listInteractor` → `interactor`): the
/// `@property`, ivar, getter and setter sends whose receiver is `self` in the class or a
/// variable declared with the class; refused when a receiver could be another class's.
struct ProtocolsObjCRenameTests {
    static let files = [
        "PostList/Interactor/PostListInteractor.h": "__attribute__((objc_root_class))\n@interface PostListInteractor\n@end\n",
        "PostList/Presenter/PostListPresenter.h": """
            @class PostListInteractor;

            __attribute__((objc_root_class))
            @interface PostListPresenter
            @property (nonatomic, strong) PostListInteractor *listInteractor;
            @end

            """,
        "PostList/Presenter/PostListPresenter.m": """
            #import "PostListPresenter.h"
            #import "PostListInteractor.h"

            @implementation PostListPresenter
            - (void)reload {
                PostListInteractor *listInteractor = self.listInteractor; // the listInteractor
                _listInteractor = listInteractor;
                [self setListInteractor:listInteractor];
                (void)[self listInteractor];
                id cast = (id)listInteractor;
                (void)cast;
            }

            - (PostListInteractor *)listInteractor {
                return _listInteractor;
            }
            @end

            """,
        "PostList/Assembly/PostListAssembly.m": """
            #import "PostListPresenter.h"
            #import "PostListInteractor.h"

            void PostListWire(PostListPresenter *presenter, PostListInteractor *listInteractor) {
                presenter.listInteractor = listInteractor;
                [presenter setListInteractor:listInteractor];
            }

            """,
    ]

    static func tree(_ extra: [String: String] = [:]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        for (path, text) in files.merging(extra, uniquingKeysWith: { $1 }) { try repo.write(path, text) }
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        return repo
    }

    /// `clang -fsyntax-only` over the `.m` files; nil when they compile or clang is missing.
    static func compiles(_ repo: TemporaryRepository) throws -> String? {
        guard let clang = Shell.which("clang") ?? ["/opt/swift/usr/bin/clang"].first(where: FileManager.default.fileExists) else { return nil }
        let files = try repo.git("ls-files", "--cached", "--others", "--exclude-standard").split(separator: "\n").map(String.init)
        let folders = Set(files.filter { $0.hasSuffix(".h") }.map { ($0 as NSString).deletingLastPathComponent })
        let arguments = ["-fsyntax-only", "-fobjc-runtime=macosx", "-fobjc-arc", "-x", "objective-c"] + folders.sorted().map { "-I" + $0 }
        for file in files where file.hasSuffix(".m") {
            let result = try Shell.run(clang, arguments + [file], in: repo.path, environment: ProcessInfo.processInfo.environment)
            if result.status != 0 { return result.description }
        }
        return nil
    }

    @Test func thePropertyItsIvarAndSetterAreRenamed() throws {
        let repo = try Self.tree()
        #expect(try Self.compiles(repo) == nil, "the example itself must compile")
        let printed = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect((printed.stdout + printed.stderr).contains("rename (not applied; --fix-renames applies it): PostListPresenter.listInteractor → `interactor` (PostList/Presenter/PostListPresenter.h:5), 8 uses in 2 files"), "\(printed)")
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect((result.stdout + result.stderr).contains("renamed: PostListPresenter.listInteractor → `interactor`"), "\(result)")
        #expect(try repo.read("PostList/Presenter/PostListPresenter.h").contains("@property (nonatomic, strong) PostListInteractor *interactor;"))
        let presenter = try repo.read("PostList/Presenter/PostListPresenter.m")
        for line in ["PostListInteractor *listInteractor = self.interactor; // the listInteractor", "_interactor = listInteractor;",
                     "[self setInteractor:listInteractor];", "(void)[self interactor];", "id cast = (id)listInteractor;",
                     "- (PostListInteractor *)interactor {\n    return _interactor;"] {
            #expect(presenter.contains(line), "\(line)\n\(presenter)")
        }
        let assembly = try repo.read("PostList/Assembly/PostListAssembly.m")
        #expect(assembly.contains("presenter.interactor = listInteractor;\n    [presenter setInteractor:listInteractor];"), "\(assembly)")
        #expect(try Self.compiles(repo) == nil)
        #expect(!(try repo.flowlint("protocols", "--lang", "en").stdout.contains("[viper-references]")))
        let again = try repo.flowlint("protocols", "--fix", "--fix-renames", "--dry-run")
        #expect(again.stdout.isEmpty, "\(again)")
    }

    static let cache = "__attribute__((objc_root_class))\n@interface PostListCache\n@property (nonatomic, strong) id listInteractor;\n@end\n"

    @Test(arguments: [
        (["Shared/PostListCache.h": cache, "Shared/Probe.m": "#import \"PostListCache.h\"\n\nvoid Probe(id x) {\n    (void)[x listInteractor];\n}\n"],
         "the receiver's type at Shared/Probe.m:4 can't be told, and PostListCache (Shared/PostListCache.h:2) also declares `listInteractor`"),
        (["Shared/Keys.m": "static const char *key = \"listInteractor\";\n"],
         "a string or @selector names `listInteractor` at Shared/Keys.m:1: the runtime finds it by name"),
        // A closer `id x` hides an earlier `PostListPresenter *x`.
        (["Shared/PostListCache.h": cache,
          "Shared/Probe.m": "#import \"PostListCache.h\"\n#import \"PostListPresenter.h\"\n\nvoid First(PostListPresenter *x) {}\n\nvoid Second(id x) {\n    (void)[x listInteractor];\n}\n"],
         "the receiver's type at Shared/Probe.m:7 can't be told, and PostListCache (Shared/PostListCache.h:2) also declares `listInteractor`"),
    ])
    func aReceiverOfAnotherClassOrANameInAStringBlocksIt(extra: [String: String], blocker: String) throws {
        let repo = try Self.tree(extra)
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        #expect((result.stdout + result.stderr).contains("not renamed: PostListPresenter.listInteractor → `interactor`: \(blocker)"), "\(result)")
        #expect(try repo.read("PostList/Presenter/PostListPresenter.m") == Self.files["PostList/Presenter/PostListPresenter.m"])
    }
}
