import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// A small project of files (`.swift` parsed as Swift, others as Objective-C), every rule on:
/// one rule's findings as `path:line`.
enum LayerProject {
    static func findings(_ rule: String, _ files: [(String, String)]) -> [String] {
        let (swift, objc) = ExampleProject.facts(files.map { (path: $0.0, text: $0.1) })
        return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc)
            .filter { $0.rule == rule }.map { finding in
                guard case .file(let path, let line, _) = finding.location else { return "?" }
                return "\(path):\(line)"
            }
    }

    /// A presenter and an interactor: enough for `Name` to be a VIPER module.
    static func module(_ name: String, swift: Bool = true) -> [(String, String)] {
        swift
            ? [("\(name)/Presenter/\(name)Presenter.swift", "final class \(name)Presenter: \(name)InteractorOutput {}\n"),
               ("\(name)/Interactor/\(name)InteractorOutput.swift", "protocol \(name)InteractorOutput: AnyObject {}\n")]
            : [("\(name)/Presenter/\(name)Presenter.h", "@interface \(name)Presenter : NSObject <\(name)InteractorOutput>\n@end\n"),
               ("\(name)/Interactor/\(name)InteractorOutput.h", "@protocol \(name)InteractorOutput <NSObject>\n@end\n")]
    }
}

struct ViperWireframeTests {
    @Test func aModulesWireframeIsReportedWhereItIsDeclaredInBothLanguages() {
        let swift = LayerProject.findings("viper-wireframe", LayerProject.module("Profile") + [
            ("Profile/Router/ProfileWireframe.swift", "import UIKit\n\nfinal class ProfileWireframe {}\n"),
        ])
        #expect(swift == ["Profile/Router/ProfileWireframe.swift:3"])
        let objc = LayerProject.findings("viper-wireframe", LayerProject.module("Profile", swift: false) + [
            ("Profile/Router/ProfileWireFrame.h", "#import <UIKit/UIKit.h>\n@protocol ProfileWireFrameInput <NSObject>\n@end\n@interface ProfileWireFrame : NSObject\n@end\n"),
            ("Profile/Router/ProfileWireFrame.m", "@implementation ProfileWireFrame\n@end\n"),
        ])
        #expect(objc == ["Profile/Router/ProfileWireFrame.h:2", "Profile/Router/ProfileWireFrame.h:4"])
    }

    @Test func aWireframeOfNoModuleOrAWordEndingSoIsNotJudged() {
        let found = LayerProject.findings("viper-wireframe", LayerProject.module("Profile") + [
            ("App/RootWireframe.swift", "final class RootWireframe {}\n"),
            ("Profile/View/ProfileWireframeView.swift", "final class ProfileWireframeView {}\n"),
            ("Profile/View/wireframe.swift", "final class wireframe {}\n"),
        ])
        #expect(found.isEmpty)
    }

    @Test func theModulesRouterAndAssemblyPass() {
        let found = LayerProject.findings("viper-wireframe", LayerProject.module("Profile") + [
            ("Profile/Router/ProfileRouter.swift", "final class ProfileRouter {}\n"),
            ("Profile/Assembly/ProfileAssembly.swift", "final class ProfileAssembly {}\n"),
        ])
        #expect(found.isEmpty)
    }
}
