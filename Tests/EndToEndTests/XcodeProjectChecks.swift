import Foundation
import Testing
import TestSupport
import XcodeProject

/// What "keeps the build" means for a fixed tree, checked on the project file as written.
enum XcodeProjectChecks {
    static func model(_ repo: TemporaryRepository, _ xcodeproj: String = "App.xcodeproj") throws -> ProjectModel {
        try XcodeProjects.read(xcodeproj: repo.path + "/" + xcodeproj).get()
    }

    /// Each compiled file's targets, by path in the project's folder.
    static func targets(_ model: ProjectModel, files: [String]) -> [String: [String]] {
        Dictionary(files.map { ($0, model.compilingTargets(of: $0).map(\.name)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every file the project references exists; every file that was in a target (`before`, its
    /// path moved by `moves`) is in the same targets.
    static func keepsTheBuild(_ repo: TemporaryRepository, before: [String: [String]], moves: [String: String] = [:],
                              xcodeproj: String = "App.xcodeproj", folder: String = "") throws {
        let model = try model(repo, xcodeproj)
        for path in model.referencedPaths where !path.hasSuffix(".app") && !path.hasSuffix(".xctest") {
            #expect(repo.exists(folder + path), "the project references \(path), which is missing")
        }
        for (path, targets) in before where !targets.isEmpty {
            let now = moves[path] ?? path
            #expect(model.compilingTargets(of: now).map(\.name) == targets, "\(now) left its targets \(targets)")
        }
    }

    /// Every quoted `#import`/`#include` in the tree's Objective-C files names a header that exists.
    static func danglingImports(_ repo: TemporaryRepository) throws -> [String] {
        let files = HeaderImports.importingFiles(under: repo.path)
        let headers = Set(files.filter { $0.hasSuffix(".h") }.map { ($0 as NSString).lastPathComponent })
        var dangling: [String] = []
        for file in files {
            for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") where line.hasPrefix("#import \"") {
                let name = line.split(separator: "\"").dropFirst().first.map { ($0 as NSString).lastPathComponent } ?? ""
                if !headers.contains(name) { dangling.append("\(file): \(line)") }
            }
        }
        return dangling
    }

    /// Both PyPI readers parse the project file and list what flowlint's model lists; skipped
    /// (true) without them (`scripts/check-xcode-projects.sh` provides them).
    static func oraclesAgree(_ repo: TemporaryRepository, _ xcodeproj: String = "App.xcodeproj") throws {
        let environment = ProcessInfo.processInfo.environment
        guard let python = environment["FLOWLINT_PBXPROJ_PYTHON"], let script = environment["FLOWLINT_PBXPROJ_ORACLE"] else { return }
        let file = repo.path + "/" + xcodeproj + "/project.pbxproj"
        let result = try Shell.run(python, [script, file], in: "/", environment: ["LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8"], timeout: 600)
        let answer = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(answer?["error"] == nil && answer?["agree"] as? Bool == true, "\(result)")
        let files = answer?["files"] as? [String] ?? []
        #expect(files == (try model(repo, xcodeproj)).referencedPaths, "\(files)")
    }
}
