import Testing
import XcodeProject

/// Imports of a moved header rewritten as the header's new place needs, every other byte kept.
struct HeaderImportsTests {
    static let moves = HeaderImports.Moves(
        [(old: "App/PostList/PostListModuleInteractor.h", new: "App/PostList/Interactor/PostListInteractor.h"),
         (old: "App/PostList/PostListPresenter.m", new: "App/PostList/Presenter/PostListPresenter.m")],
        files: ["App/PostList/PostListModuleInteractor.h", "App/PostList/PostListPresenter.m", "App/Common/Theme.h", "App/Other/Cell.h"],
        ambiguous: ["Cell.h"])

    static func rewritten(_ text: String, in file: String) -> String? {
        HeaderImports.rewrite(Array(text.utf8), in: file, moves).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [
        ("#import \"PostListModuleInteractor.h\"\n", "#import \"PostListInteractor.h\"\n"),
        ("#include <PostListModuleInteractor.h>\r\n", "#include <PostListInteractor.h>\r\n"),
        ("  #  import \"PostListModuleInteractor.h\" // the interactor\n", "  #  import \"PostListInteractor.h\" // the interactor\n"),
        ("#import <App/PostListModuleInteractor.h>", "#import <App/PostListInteractor.h>"),
        ("#import \"PostList/PostListModuleInteractor.h\"\n", "#import \"PostList/Interactor/PostListInteractor.h\"\n"),
    ])
    func anImportOfTheHeaderNamesItsNewPlace(line: String, expected: String) {
        #expect(Self.rewritten(line, in: "App/App-Bridging-Header.h") == expected)
    }

    @Test(arguments: [
        ("@import App.PostListModuleInteractor;\n", "@import App.PostListInteractor;\n"),
        ("  @import  App . PostListModuleInteractor ; // the interactor\r\n", "  @import  App . PostListInteractor ; // the interactor\r\n"),
    ])
    func aModuleImportOfTheHeaderNamesItsNewName(line: String, expected: String) {
        #expect(Self.rewritten(line, in: "App/PostList/PostListView.m") == expected)
    }

    @Test func aMovedFilesImportsByPathStillLeadToTheirHeaders() {
        let text = "#import \"../Common/Theme.h\"\n#import \"PostListModuleInteractor.h\"\n#import <UIKit/UIKit.h>\n"
        #expect(Self.rewritten(text, in: "App/PostList/PostListPresenter.m")
            == "#import \"../../Common/Theme.h\"\n#import \"PostListInteractor.h\"\n#import <UIKit/UIKit.h>\n")
    }

    @Test(arguments: ["#import \"Cell.h\"\n", "#import <UIKit/UIKit.h>\n", "// #import \"PostListModuleInteractor.h\"\n",
                      "#define X \"PostListModuleInteractor.h\"\n", "@import PostListModuleInteractor;\n",
                      "@import App.Cell;\n", "@import App.PostListModuleInteractor\n", "// @import App.PostListModuleInteractor;\n",
                      "@importApp.PostListModuleInteractor;\n", "@import App.PostListModuleInteractor.;\n"])
    func otherLinesAreLeftAsTheyAre(line: String) {
        #expect(Self.rewritten(line, in: "App/Other/Cell.m") == nil)
    }
}
