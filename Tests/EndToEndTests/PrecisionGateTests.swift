import Foundation
import Testing
import TestSupport

/// Rules below the precision bar on projects they were not tuned on are off unless a team turns
/// them on. (The other end-to-end tests run every rule: TemporaryRepository's environment sets
/// FLOWLINT_ENABLE_ALL_RULES.)
struct PrecisionGateTests {
    static let strongView = """
        protocol LoginViewProtocol: AnyObject {
            func showError()
        }
        protocol LoginPresenterProtocol: AnyObject {
            func viewDidLoad()
        }
        final class LoginPresenter: LoginPresenterProtocol {
            var view: LoginViewProtocol?
            func viewDidLoad() {}
        }
        """

    func protocols(_ repo: TemporaryRepository, _ environment: [String: String]) throws -> Shell.Result {
        try repo.flowlint(["protocols", "--format", "json"], environment: environment)
    }

    @Test func aGatedRuleIsOffByDefaultAndOnWhenTheTeamSaysSo() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write("Login/LoginProtocols.swift", Self.strongView)
        let byDefault = try protocols(repo, ["FLOWLINT_ENABLE_ALL_RULES": ""])
        #expect(!byDefault.stdout.contains("mvp-weak-view"), "\(byDefault)")
        let all = try protocols(repo, ["FLOWLINT_ENABLE_ALL_RULES": "1"])
        #expect(all.stdout.contains("mvp-weak-view"), "\(all)")
        try repo.write(".flowlint.yml", "rules:\n  mvp-weak-view: error\n")
        let configured = try protocols(repo, ["FLOWLINT_ENABLE_ALL_RULES": ""])
        #expect(configured.stdout.contains("mvp-weak-view"), "\(configured)")
        #expect(configured.status == 1)
    }

    @Test func rulesAndExplainSayWhyARuleIsOff() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let rules = try repo.flowlint(["rules"], environment: ["FLOWLINT_ENABLE_ALL_RULES": ""])
        let line = rules.stdout.split(separator: "\n").first { $0.hasPrefix("mvp-weak-view ") }
        #expect(line?.contains(" off ") == true, "\(rules.stdout)")
        let explained = try repo.flowlint(["explain", "mvp-weak-view"], environment: ["FLOWLINT_ENABLE_ALL_RULES": ""])
        #expect(explained.stdout.contains("Off by default: 1 / 12 findings right on projects and histories it was not tuned on"), "\(explained)")
        let on = try repo.flowlint(["rules"], environment: ["FLOWLINT_ENABLE_ALL_RULES": ""]).stdout
        #expect(on.split(separator: "\n").first { $0.hasPrefix("viper-module-name ") }?.contains(" error ") == true, "\(on)")
    }
}
