import Foundation
import Testing
import TestSupport

/// `flowlint new … --target T [--group PATH]` adding the module to the Xcode project, as Generamba does.
struct NewModuleXcodeTests {
    static let project = XcodeProjectWriter(app: ["App/AppDelegate.swift", "App/Modules/Feed/FeedView.swift"], tests: ["AppTests/AppTests.swift"])

    static func tree() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        for path in project.app + project.tests { try repo.write(path, "final class \((path as NSString).deletingPathExtension.split(separator: "/").last ?? "A") {}\n") }
        try repo.write("App.xcodeproj/project.pbxproj", project.text())
        return repo
    }

    @Test(arguments: [["mvp", "Events"], ["viper", "PostList"], ["viper", "NewPost", "--language", "objc"]])
    func theModulesFilesJoinTheTargetInTheGroupsOfTheirFolders(arguments: [String]) throws {
        let repo = try Self.tree()
        let result = try repo.flowlint(["new"] + arguments + ["--target", "App", "--group", "App/Modules", "--lang", "en"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("added to the project App.xcodeproj, targets: App"), "\(result)")
        let model = try XcodeProjectChecks.model(repo)
        let created = result.stdout.split(separator: "\n").filter { $0.hasPrefix("created ") }.map { String($0.dropFirst("created ".count)) }
        #expect(!created.isEmpty)
        for path in created {
            #expect(path.hasPrefix("App/Modules/"), "\(path)")
            #expect(!model.references(at: path).isEmpty, "\(path) is not in the project")
            if !path.hasSuffix(".h") { #expect(model.compilingTargets(of: path).map(\.name) == ["App"], "\(path)") }
        }
        try XcodeProjectChecks.keepsTheBuild(repo, before: XcodeProjectChecks.targets(model, files: Self.project.app))
        try XcodeProjectChecks.oraclesAgree(repo)
    }

    @Test func anUnknownTargetChangesNothing() throws {
        let repo = try Self.tree()
        let result = try repo.flowlint("new", "mvp", "Events", "--target", "Widget", "--lang", "en")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("the project has no target Widget; it has App, AppTests"), "\(result)")
        #expect(!repo.exists("Events"))
        #expect(try repo.read("App.xcodeproj/project.pbxproj") == Self.project.text())
    }

    @Test func withoutAProjectTargetIsABadRequestAndWithoutTargetFilesAreWrittenAsBefore() throws {
        let repo = try TemporaryRepository()
        let refused = try repo.flowlint("new", "mvp", "Events", "--target", "App", "--lang", "en")
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stderr.contains("no Xcode project holds"), "\(refused)")
        let written = try repo.flowlint("new", "mvp", "Events", "--lang", "en")
        #expect(written.status == 0, "\(written)")
        #expect(repo.exists("Events/EventsProtocols.swift") || written.stdout.contains("created Events"), "\(written)")
    }
}
