import Foundation
import Testing
import TestSupport

/// `flowlint new`: the modules it writes pass every rule, compile, and nothing is overwritten.
struct NewModuleTests {
    static let variants: [[String]] = [["mvp", "Events"], ["viper", "PostList"], ["viper", "NewPost", "--language", "objc"]]

    @Test(arguments: variants)
    func aNewModulePassesEveryRule(arguments: [String]) throws {
        let repository = try TemporaryRepository()
        let created = try FlowlintBinary.run(["new"] + arguments + ["--path", "Modules"], in: repository)
        #expect(created.status == 0, "\(created)")
        let checked = try FlowlintBinary.run(["protocols", "Modules", "--format", "json", "--strict"], in: repository)
        #expect(checked.status == 0, "\(checked)")
        #expect(checked.stdout.contains("\"findings\": []"), "\(checked.stdout)")
    }

    /// Swift against a stub UIKit (`swiftc -typecheck`), Objective-C against stub Foundation and
    /// UIKit headers (`clang -fsyntax-only`): the templates are code, not text.
    @Test(arguments: variants)
    func aNewModuleCompiles(arguments: [String]) throws {
        let repository = try TemporaryRepository()
        #expect(try FlowlintBinary.run(["new"] + arguments, in: repository).status == 0)
        let stubs = repository.scratch("stubs")
        if arguments.contains("objc") {
            guard let clang = Shell.which("clang") else { print("skipped: no clang to compile the Objective-C module"); return }
            try Stubs.objc(in: stubs)
            let module = repository.path + "/NewPostModule"
            let folders = try FileManager.default.subpathsOfDirectory(atPath: module).filter { !$0.contains(".") }.map { "-I\(module)/\($0)" }
            for source in try FileManager.default.subpathsOfDirectory(atPath: module).filter({ $0.hasSuffix(".m") }) {
                let result = try Shell.run(clang, ["-fsyntax-only", "-fblocks", "-fobjc-arc", "-fobjc-runtime=macosx-10.15", "-x", "objective-c",
                                                   "-isystem", stubs] + folders + ["\(module)/\(source)"], in: module, environment: [:])
                #expect(result.status == 0, "\(source): \(result)")
            }
        } else {
            guard let swiftc = Shell.which("swiftc") ?? ["/opt/swift/usr/bin/swiftc"].first(where: FileManager.default.fileExists) else {
                print("skipped: no swiftc to typecheck the Swift module"); return
            }
            try Stubs.uikit(in: stubs, swiftc: swiftc)
            let folder = repository.path + "/" + (arguments[0] == "mvp" ? arguments[1] : arguments[1] + "Module")
            let sources = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
            let result = try Shell.run(swiftc, ["-typecheck", "-I", stubs] + sources, in: folder, environment: ProcessInfo.processInfo.environment)
            #expect(result.status == 0, "\(result)")
        }
    }

    @Test func nothingIsOverwrittenAndBadNamesAreRefused() throws {
        let repository = try TemporaryRepository()
        try repository.write("PostListModule/View/PostListViewController.swift", "// mine\n")
        let refused = try FlowlintBinary.run(["new", "viper", "PostList", "--lang", "en"], in: repository)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("not overwriting"))
        #expect(try repository.read("PostListModule/View/PostListViewController.swift") == "// mine\n")
        #expect(!repository.exists("PostListModule/Presenter"))
        for arguments in [["viper", "PostListModule"], ["mvp", "post list"], ["mvp", "Events", "--language", "objc"], ["mvc", "Events"]] {
            let result = try FlowlintBinary.run(["new"] + arguments, in: repository)
            #expect(result.status == 2, "\(arguments): \(result)")
        }
    }
}

enum Stubs {
    static func objc(in folder: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Foundation", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder + "/UIKit", withIntermediateDirectories: true)
        try """
            typedef signed char BOOL;
            #define YES ((BOOL)1)
            #define nil ((id)0)
            @protocol NSObject
            @end
            @interface NSObject <NSObject>
            + (instancetype)new;
            @end
            """.write(toFile: folder + "/Foundation/Foundation.h", atomically: true, encoding: .utf8)
        try """
            #import <Foundation/Foundation.h>
            @interface UIViewController : NSObject
            - (void)viewDidLoad;
            - (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;
            @end
            """.write(toFile: folder + "/UIKit/UIKit.h", atomically: true, encoding: .utf8)
    }

    static func uikit(in folder: String, swiftc: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            open class UIViewController {
                public init() {}
                open func viewDidLoad() {}
                open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
            }
            """.write(toFile: folder + "/UIKit.swift", atomically: true, encoding: .utf8)
        let result = try Shell.run(swiftc, ["-emit-module", "-module-name", "UIKit", "-parse-as-library", "UIKit.swift", "-o", "UIKit.swiftmodule"],
                                   in: folder, environment: ProcessInfo.processInfo.environment)
        guard result.status == 0 else { throw StubError.build(result.description) }
    }

    enum StubError: Error { case build(String) }
}
