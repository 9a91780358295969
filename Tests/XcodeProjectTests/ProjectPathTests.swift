import Testing
import XcodeProject

/// Paths resolve lexically, as Xcode resolves a group's `path`; the quick join of two clean paths
/// must agree with the full one.
@Suite struct ProjectPathTests {
    @Test(arguments: [
        ("/work/App", "Modules/Feed/FeedPresenter.swift", "/work/App/Modules/Feed/FeedPresenter.swift"),
        ("App", "Feed.swift", "App/Feed.swift"),
        ("/work/App", "../Shared/A.swift", "/work/Shared/A.swift"),
        ("/work/App", "./A.swift", "/work/App/A.swift"),
        ("/work/App/", "A.swift", "/work/App/A.swift"),
        ("/work//App", "A.swift", "/work/App/A.swift"),
        ("/work/App", "A.swift/", "/work/App/A.swift"),
        ("/work/App", "/abs/B.swift", "/abs/B.swift"),
        ("/", "A.swift", "/A.swift"),
        ("", "A.swift", "A.swift"),
        ("/work/App", "", "/work/App"),
        ("/work/App", "...", "/work/App/..."),
        ("/work/..hidden", ".build/A.swift", "/work/..hidden/.build/A.swift"),
        ("/work/App/..", "A.swift", "/work/A.swift"),
        ("a/b", "../../..", ".."),
        ("/a", "../../b", "/b"),
        ("/work/Приложение", "Лента/Лента.swift", "/work/Приложение/Лента/Лента.swift"),
    ])
    func joinResolvesDotsAndSlashes(base: String, path: String, expected: String) {
        #expect(ProjectPath.join(base, path) == expected)
    }
}
