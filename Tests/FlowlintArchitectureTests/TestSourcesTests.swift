import Testing
@testable import FlowlintArchitecture

/// Test doubles and test folders are not the architecture (issue 11).
struct TestSourcesTests {
    @Test(arguments: [
        ("AppTests/Login/LoginPresenterTests.swift", true),
        ("App/LoginSpecs/LoginViewSpy.swift", true),
        ("Mocks/LoginViewMock.swift", true),
        ("App/Login/LoginViewMock.swift", true),
        ("App/Login/LoginViewFake.m", true),
        ("UITests", true),
        ("App/TestDoubles/Any.swift", true),
        ("App/Login/LoginPresenter.swift", false),
        ("App/Contest/ContestPresenter.swift", false),
        ("App/Login/.Mock", false),
        ("App/Testsuite/Login.swift", false),
        ("App/Login/Spectrum.swift", false),
        ("Подборки/Тесты.swift", false),
        ("", false),
        ("/", false),
    ])
    func testPaths(path: String, isTest: Bool) {
        #expect(TestSources.isTest(path) == isTest)
    }

    /// Dropping tests keeps the others in order, and gives the same array back when there are
    /// none (no copy of every file's facts).
    @Test func droppedKeepsOrder() {
        let paths = ["App/A.swift", "AppTests/ATests.swift", "App/B.swift", "Mocks/M.swift", "App/C.swift"]
        #expect(TestSources.dropped(from: paths) { $0 } == ["App/A.swift", "App/B.swift", "App/C.swift"])
        #expect(TestSources.dropped(from: ["App/A.swift", "App/B.swift"]) { $0 } == ["App/A.swift", "App/B.swift"])
        #expect(TestSources.dropped(from: ["AppTests/ATests.swift"]) { $0 }.isEmpty)
        #expect(TestSources.dropped(from: [String]()) { $0 }.isEmpty)
    }
}

