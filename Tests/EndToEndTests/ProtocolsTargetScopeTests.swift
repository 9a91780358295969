import Foundation
import Testing
import TestSupport

/// Targets decide scope: with an Xcode project, a source file no target builds is said once and
/// not judged by the architecture rules; in a target, or with no project, it is judged as before.
struct ProtocolsTargetScopeTests {
    static let viewFile = ProtocolsFixXcodeTests.viewFile
    static let presenterFile = ProtocolsFixXcodeTests.presenterFile
    static let note = "\(viewFile): in no target of the Xcode project"

    /// The view declares its protocols in its own file: findings of `mvp-protocols-file` there
    /// (`PATH:LINE:COLUMN: …`; a note is `PATH: …`).
    static func findings(in path: String, _ output: String) -> Int {
        output.split(separator: "\n").filter { $0.hasPrefix(path + ":") && $0.dropFirst(path.count + 1).first?.isNumber == true }.count
    }

    @Test func aFileInNoTargetIsSaidOnceAndNotJudged() throws {
        let project = XcodeProjectWriter(app: ["App/AppDelegate.swift", Self.presenterFile], unbuilt: [Self.viewFile])
        let repo = try ProtocolsFixXcodeTests.mvpTree(project)
        let result = try repo.flowlint("protocols", "--lang", "en")
        #expect(result.stdout.components(separatedBy: Self.note).count == 2, "\(result)")
        #expect(Self.findings(in: Self.viewFile, result.stdout) == 0, "\(result)")
        // `--fix` leaves it as it is (the presenter, in the target, is fixed).
        let fixed = try repo.flowlint("protocols", "--fix", "--lang", "en")
        #expect(fixed.stdout.components(separatedBy: Self.note).count == 2, "\(fixed)")
        #expect(try repo.read(Self.viewFile) == ProtocolsFixTests.viewController, "\(fixed)")
        #expect(!repo.exists(ProtocolsFixXcodeTests.protocolsFile), "\(fixed)")
    }

    @Test func aFileNoProjectListsIsOutsideToo() throws {
        let project = XcodeProjectWriter(app: ["App/AppDelegate.swift", Self.presenterFile])
        let repo = try ProtocolsFixXcodeTests.mvpTree(project)
        let result = try repo.flowlint("protocols", "--lang", "en")
        #expect(result.stdout.components(separatedBy: Self.note).count == 2, "\(result)")
        #expect(Self.findings(in: Self.viewFile, result.stdout) == 0, "\(result)")
    }

    @Test(arguments: [true, false])
    func aFileInATargetOrWithNoProjectIsJudged(withProject: Bool) throws {
        let repo = try ProtocolsFixXcodeTests.mvpTree(withProject ? ProtocolsFixXcodeTests.classic : nil)
        let result = try repo.flowlint("protocols", "--lang", "en")
        #expect(!result.stdout.contains("in no target"), "\(result)")
        #expect(Self.findings(in: Self.viewFile, result.stdout) > 0, "\(result)")
    }

    /// A project that can't be read decides nothing: every file is judged, and the check says why.
    @Test func aProjectThatCantBeReadLeavesEveryFileJudged() throws {
        var text = XcodeProjectWriter(app: ["App/AppDelegate.swift"]).text()
        text = text.replacingOccurrences(of: "/* Begin PBXGroup section */\n", with: "/* Begin PBXGroup section */\n<<<<<<< HEAD\n")
        let repo = try ProtocolsFixXcodeTests.mvpTree(nil, extra: ["App.xcodeproj/project.pbxproj": text])
        let result = try repo.flowlint("protocols", "--lang", "en")
        #expect(result.stdout.contains("every file is checked"), "\(result)")
        #expect(Self.findings(in: Self.viewFile, result.stdout) > 0, "\(result)")
    }
}
