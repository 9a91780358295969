import Foundation
import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// `protocols --fix` rule by rule: every bad example of a fixable rule is fixed (the rule no
/// longer fires, the files still parse, nothing gets more findings), a second fix changes
/// nothing, and the good examples are left alone.
struct FixTests {
    static let rules = ArchitectureFixer.fixableRules

    @Test(arguments: rules)
    func badExamplesAreFixed(rule: String) throws {
        let description = try #require(AllRules.description(of: rule))
        for example in description.bad {
            let project = FixProject(example: example, rule: rule)
            let configuration = FixProject.only(rule)
            #expect(project.findings(configuration).contains { $0.rule == rule })
            let (outcome, fixed) = project.fixed(configuration)
            let left = fixed.findings(configuration).filter { $0.rule == rule }
            // A reference under another name is a rename (its uses change too): reported, not fixed.
            let renames = project.findings(configuration).filter { $0.rule == rule && Self.isRename($0) }
            #expect(left == renames, "\(rule) still fires: \(left.map(\.message.en))\n\(Self.show(fixed))")
            #expect(renames.isEmpty ? outcome.fixed[rule, default: 0] > 0 : outcome.files.isEmpty)
            #expect(project.cleanlyParsed.isSubset(of: fixed.cleanlyParsed), "\(Self.show(fixed))")
            #expect(fixed.findings().count <= project.findings().count, "\(Self.show(fixed))")
            #expect(fixed.fixed(configuration).outcome.files.isEmpty, "a second --fix changed:\n\(Self.show(fixed))")
            if ObjCCompiler.isAvailable {
                #expect(try ObjCCompiler.failures(fixed).isSubset(of: ObjCCompiler.failures(project)), "\(Self.show(fixed))")
            }
        }
    }

    @Test(arguments: rules)
    func goodExamplesAreUnchanged(rule: String) throws {
        let description = try #require(AllRules.description(of: rule))
        for example in description.good {
            let (outcome, _) = FixProject(example: example, rule: rule).fixed(FixProject.only(rule))
            #expect(outcome.files.isEmpty, "\(rule) changed a good example:\n\(outcome.files.map(\.new))")
        }
    }

    @Test func theSeedsModuleIsLeftAlone() {
        let project = FixProject([(SeedMVP.protocolsFile, SeedMVP.protocols), (SeedMVP.viewControllerFile, SeedMVP.viewController),
                                  (SeedMVP.presenterFile, SeedMVP.presenter), (SeedMVP.orderFile, SeedMVP.order)])
        #expect(project.fixed().outcome.files.isEmpty)
    }

    static func isRename(_ finding: Finding) -> Bool {
        finding.rule == "viper-references" && finding.message.en.contains("property named")
    }

    static func show(_ project: FixProject) -> String {
        project.files.map { "//// \($0.path)\n\($0.text)" }.joined()
    }
}

/// `clang -fsyntax-only` over a project's Objective-C files against stub Foundation and UIKit
/// headers, when clang is installed: which files fail to compile.
enum ObjCCompiler {
    static let clang = ["/usr/bin/clang", "/opt/swift/usr/bin/clang"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isAvailable: Bool { clang != nil }

    static func failures(_ project: FixProject) throws -> Set<String> {
        guard let clang, project.files.contains(where: { !$0.path.hasSuffix(".swift") }) else { return [] }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-fix-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/stubs/Foundation", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/stubs/UIKit", withIntermediateDirectories: true)
        try "@protocol NSObject\n@end\n@interface NSObject <NSObject>\n@end\n".write(toFile: root + "/stubs/Foundation/Foundation.h", atomically: true, encoding: .utf8)
        try "#import <Foundation/Foundation.h>\n@interface UIViewController : NSObject\n@end\n".write(toFile: root + "/stubs/UIKit/UIKit.h", atomically: true, encoding: .utf8)
        var folders: Set<String> = []
        for file in project.files where !file.path.hasSuffix(".swift") {
            let path = root + "/src/" + file.path
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            folders.insert(folder)
        }
        var failed: Set<String> = []
        for file in project.files where !file.path.hasSuffix(".swift") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: clang)
            process.arguments = ["-fsyntax-only", "-fobjc-arc", "-fobjc-runtime=macosx-10.15", "-x", file.path.hasSuffix(".h") ? "objective-c-header" : "objective-c",
                                 "-isystem", root + "/stubs"] + folders.sorted().map { "-I" + $0 } + [root + "/src/" + file.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.insert(file.path) }
        }
        return failed
    }
}

/// Fixes that would not compile are not made.
struct FixSafetyTests {
    @Test func aViewThatIsNoClassBoundProtocolIsNotMadeWeak() {
        let project = FixProject([
            ("Feed/FeedProtocols.swift", "protocol Displaying {}\n"),
            ("Feed/FeedPresenter.swift", "final class FeedPresenter: FeedPresenterProtocol {\n    // MARK: - Properties\n    var view: Displaying\n    init(view: Displaying) { self.view = view }\n}\nprotocol FeedPresenterProtocol: AnyObject {}\n"),
        ])
        let configuration = FixProject.only("mvp-weak-view")
        #expect(project.findings(configuration).contains { $0.rule == "mvp-weak-view" })
        #expect(project.fixed(configuration).outcome.files.isEmpty)
    }

    @Test func aRenamedReferenceIsReportedNotFixed() {
        let project = FixProject([("PostList/Interactor/PostListInteractor.swift", "final class PostListInteractor {\n    weak var presenter: PostListPresenterProtocol?\n}\n")],
                                 paths: ExampleProject.siblings(of: "PostList/Interactor/PostListInteractor.swift", declared: ["PostListInteractor"]))
        let (outcome, fixed) = project.fixed(FixProject.only("viper-references"))
        #expect(outcome.files.isEmpty)
        #expect(fixed.findings().contains { $0.rule == "viper-references" })
    }

    /// Seen on the corpus: a view protocol whose module declares no presenter protocol moves
    /// alone into a new `<Module>Protocols.swift` (the seed keeps every protocol of the module
    /// there); `mvp-protocol-pair` then asks for the presenter protocol beside it, and the
    /// findings don't grow. A protocol of no MVP role stays where it is.
    @Test(arguments: [true, false])
    func halfAPairMovesIntoANewProtocolsFile(isView: Bool) {
        let name = isView ? "ListViewProtocol" : "ListDataSource"
        let view = "import UIKit\n\nprotocol \(name): AnyObject {\n    func showList()\n}\n\nfinal class ListViewController: UIViewController {}\n"
        let project = FixProject([
            ("List/ListViewController.swift", view),
            ("List/ListPresenter.swift", "final class ListPresenter {\n    // MARK: - Properties\n    weak var view: \(name)?\n}\n"),
        ])
        let before = project.findings()
        #expect(before.contains { $0.rule == "mvp-protocols-file" } == isView, "\(before.map(\.rule))")
        let (outcome, fixed) = project.fixed()
        let after = fixed.findings()
        #expect(after.count <= before.count, "\(before.map(\.rule)) → \(after.map(\.rule))")
        guard isView else {
            #expect(outcome.files.isEmpty)
            return
        }
        #expect(fixed.texts["List/ListProtocols.swift"] == "import UIKit\n\nprotocol ListViewProtocol: AnyObject {\n    func showList()\n}\n")
        let rest = fixed.texts["List/ListViewController.swift"] ?? ""
        #expect(!rest.contains("protocol ") && rest.hasPrefix("import UIKit\n\n") && rest.hasSuffix("final class ListViewController: UIViewController {}\n"), "\(rest)")
        #expect(!after.contains { $0.rule == "mvp-protocols-file" })
        #expect(after.contains { $0.rule == "mvp-protocol-pair" && $0.suggestion == "protocol ListPresenterProtocol: AnyObject {}" }, "\(after)")
    }

    @Test func commentsAndFormattingOutsideTheEditStayByteForByte() {
        let text = "import UIKit // ui\n\n/* block */\nprotocol ListViewProtocol:   class {   // odd spacing\n\n    func showList( )\n}\n\nprotocol ListPresenterProtocol: AnyObject {}\n"
        let (_, fixed) = FixProject([("List/ListProtocols.swift", text)]).fixed(FixProject.only("mvp-class-bound"))
        #expect(fixed.texts["List/ListProtocols.swift"] == text.replacingOccurrences(of: ":   class {", with: ":   AnyObject {"))
    }
}
