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
}
