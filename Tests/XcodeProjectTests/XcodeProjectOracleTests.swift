import Foundation
import Testing
import TestSupport
import XcodeProject

/// PyPI's `pbxproj` and `openstep-parser` as oracles: every project file the editor writes parses
/// with both, they list the files, targets, tests and synchronised folders the model lists, and
/// `pbxproj` writes the edited lines back byte for byte (so they are laid out as Xcode lays them out).
/// `scripts/check-xcode-projects.sh` installs them and runs these tests (`make test`).
@Suite(.enabled(if: Oracle.python != nil, "the PyPI oracles run from scripts/check-xcode-projects.sh"))
struct XcodeProjectOracleTests {
    @Test func everyProjectTheEditorWritesReadsTheSameInBothReaders() throws {
        var written: [(String, ProjectModel)] = []
        let classic = try ProjectWorkspace(Fixtures.classic, files: Fixtures.classicFiles)
        let initial = classic.path("initial.pbxproj")
        try Data(classic.editor.bytes).write(to: URL(fileURLWithPath: initial))
        written.append((initial, classic.model))
        let steps: [(ProjectWorkspace) throws -> Void] = [
            { try $0.move("Demo/Modules/Profile/ProfileView.swift", "Demo/Modules/Profile/ProfileScreen.swift") },
            { try $0.move("Demo/Modules/Profile/ProfilePresenter.swift", "Demo/Modules/Settings/Presenter/SettingsPresenter.swift") },
            { try $0.move("Demo/Modules/Profile/Профиль Экран.swift", "Demo/Экраны/Экран+Профиль.swift") },
            { try $0.move("Demo/Legacy/LegacyManager.m", "Demo/Legacy/RMLegacyManager.m") },
            { try $0.move("Config/Shared.xcconfig", "Config/Base/Shared.xcconfig") },
            { try $0.add("Demo/Modules/Profile/ProfileRouter.swift", like: "Demo/Modules/Profile/ProfileProtocols.swift") },
            { try $0.add("Demo/Modules/Chat/Chat View.swift", toTargets: ["Demo", "DemoTests"]) },
            { try $0.add("Demo/Legacy/LegacyCache.h", like: "Demo/Legacy/RMLegacyManager.m") },
        ]
        for (index, step) in steps.enumerated() {
            try step(classic)
            let copy = classic.path("step-\(index).pbxproj")
            try Data(classic.editor.bytes).write(to: URL(fileURLWithPath: copy))
            written.append((copy, classic.model))
        }
        #expect(classic.missingFiles.isEmpty)
        let synchronized = try ProjectWorkspace(Fixtures.synchronized, files: Fixtures.synchronizedFiles)
        try synchronized.move("Demo/Shared/ProfileFixture.swift", "Demo/Shared/SettingsFixture.swift")
        try synchronized.add("Classic/Modern.swift", like: "Classic/Legacy.swift")
        written.append((synchronized.path(synchronized.projectFile), synchronized.model))
        let fixture = synchronized.path("initial.pbxproj")
        try Data(synchronized.original).write(to: URL(fileURLWithPath: fixture))
        let answers = try Oracle.ask(written.map(\.0) + [fixture])
        // pbxproj writes an exception set without the comment Xcode gives it: the only lines
        // it may lay out otherwise are the fixture's own.
        let relaid = Set(answers.last?.relaid ?? [])
        for ((path, model), answer) in zip(written, answers) {
            #expect(answer.error == nil, "\(path): \(answer.error ?? "")")
            #expect(answer.agree == true, "\(path)")
            #expect(Set(answer.relaid ?? ["no answer"]).isSubset(of: relaid), "\(path): \(answer.relaid ?? [])")
            #expect(answer.summary == Oracle.Summary(model), "\(path)")
        }
        #expect(answers.first?.canonical == true)
    }

    /// Every project file under the folders in FLOWLINT_PBXPROJ_CORPUS (colon-separated), read
    /// only: no crash, and the same lists as the oracles wherever they can read the file.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FLOWLINT_PBXPROJ_CORPUS"] != nil))
    func corpusProjectsReadTheSameInBothReaders() throws {
        let folders = (ProcessInfo.processInfo.environment["FLOWLINT_PBXPROJ_CORPUS"] ?? "").split(separator: ":").map(String.init)
        let files = folders.flatMap(Oracle.projectFiles(under:))
        var models: [String: ProjectModel] = [:]
        var refused: [String: String] = [:]
        for file in files {
            switch XcodeProjects.read(xcodeproj: ProjectPath.folder(of: file)) {
            case .success(let model): models[file] = model
            case .failure(let error): refused[file] = error.en
            }
        }
        let answers = try Oracle.ask(files)
        var same = 0, differ: [String] = [], oracleFailed = 0, canonical = 0
        for (file, answer) in zip(files, answers) {
            guard answer.error == nil, answer.agree == true else {
                oracleFailed += 1
                continue
            }
            if answer.canonical == true { canonical += 1 }
            if let model = models[file], answer.summary == Oracle.Summary(model) { same += 1 } else { differ.append(file) }
        }
        print("pbxproj corpus: \(files.count) files, \(models.count) read, \(refused.count) refused, "
            + "\(same) same as both oracles, \(differ.count) different, \(oracleFailed) the oracles could not read, "
            + "\(canonical) in Xcode's layout")
        for (file, reason) in refused.sorted(by: { $0.key < $1.key }) { print("refused: \(file): \(reason)") }
        #expect(differ.isEmpty, "\(differ)")
    }
}

extension XcodeProjectOracleTests {
    /// The corpus's projects edited: in each, one compiled file moved to a new folder and renamed,
    /// and a new file added beside it. Both readers list what the model lists, and a project in
    /// Xcode's layout stays in it (pbxproj writes it back byte for byte).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FLOWLINT_PBXPROJ_CORPUS"] != nil))
    func corpusProjectsEditedReadTheSameInBothReaders() throws {
        let folders = (ProcessInfo.processInfo.environment["FLOWLINT_PBXPROJ_CORPUS"] ?? "").split(separator: ":").map(String.init)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-pbxproj-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var edited: [(original: String, copy: String, model: ProjectModel)] = []
        var refusals: [String] = []
        for (index, file) in folders.flatMap(Oracle.projectFiles(under:)).enumerated() {
            guard case .success(let model) = XcodeProjects.read(xcodeproj: ProjectPath.folder(of: file)),
                  let path = model.referencedPaths.first(where: { !model.compilingTargets(of: $0).isEmpty }) else { continue }
            var editor = ProjectEditor(model: model, path: file)
            let folder = ProjectPath.folder(of: path)
            let moved = ProjectPath.join(folder, "Moved Здесь/Renamed+" + ProjectPath.name(of: path))
            do {
                try #require(try editor.moveFile(from: path, to: moved) == .edited)
                try #require(try editor.addFile(ProjectPath.join(folder, "Moved Здесь/Added.swift"), like: moved) == .edited)
            } catch let error as XcodeProjectError {
                refusals.append("\(file): \(error.en)")
                continue
            }
            let copy = scratch + "/\(index).pbxproj"
            try Data(editor.bytes).write(to: URL(fileURLWithPath: copy))
            edited.append((file, copy, editor.model))
        }
        let answers = try Oracle.ask(edited.map(\.original) + edited.map(\.copy))
        let before = answers.prefix(edited.count), after = answers.suffix(edited.count)
        var same = 0, layoutKept = 0, canonicalBefore = 0
        for ((project, old), new) in zip(zip(edited, before), after) {
            #expect(new.error == nil && new.agree == true, "\(project.original): \(new.error ?? "")")
            #expect(new.summary == Oracle.Summary(project.model), "\(project.original)")
            if new.summary == Oracle.Summary(project.model) { same += 1 }
            if old.canonical == true {
                canonicalBefore += 1
                #expect(new.canonical == true, "\(project.original): \(new.relaid ?? [])")
                if new.canonical == true { layoutKept += 1 }
            }
        }
        print("pbxproj corpus edits: \(edited.count) projects edited, \(refusals.count) refused, \(same) same as both oracles, "
            + "\(layoutKept) of \(canonicalBefore) in Xcode's layout still in it")
        for refusal in refusals { print("edit refused: \(refusal)") }
    }
}

enum Oracle {
    static var python: String? { ProcessInfo.processInfo.environment["FLOWLINT_PBXPROJ_PYTHON"] }

    static var script: String {
        ProcessInfo.processInfo.environment["FLOWLINT_PBXPROJ_ORACLE"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scripts/pbxproj-oracle.py").path
    }

    /// What both readers list, in the model's terms.
    struct Summary: Equatable, Decodable {
        let files: [String]
        let targets: [String: [String]]
        let tests: [String]
        let synchronized: [String: [String]]

        init(files: [String], targets: [String: [String]], tests: [String], synchronized: [String: [String]]) {
            (self.files, self.targets, self.tests, self.synchronized) = (files, targets, tests, synchronized)
        }

        init(_ model: ProjectModel) {
            files = model.referencedPaths
            var targets = Dictionary(model.targets.map { ($0.name, Set<String>()) }, uniquingKeysWith: { first, _ in first })
            for reference in model.fileReferences.values {
                guard let path = reference.location.projectPath else { continue }
                for membership in reference.memberships where membership.phase.compiles {
                    if let name = model.target(id: membership.targetID)?.name { targets[name, default: []].insert(path) }
                }
            }
            self.targets = targets.mapValues { $0.sorted() }
            tests = model.testTargets.map(\.name).sorted()
            var synchronized: [String: [String]] = [:]
            for folder in model.synchronizedFolders {
                guard let path = folder.location.projectPath else { continue }
                let names = model.targets.filter { folder.targetIDs.contains($0.id) }.map(\.name)
                if !names.isEmpty { synchronized[path] = names }
            }
            self.synchronized = synchronized
        }
    }

    struct Answer: Decodable {
        let path: String
        let error: String?
        let agree: Bool?
        let canonical: Bool?
        let relaid: [String]?
        let files: [String]?
        let targets: [String: [String]]?
        let tests: [String]?
        let synchronized: [String: [String]]?

        var summary: Summary? {
            guard let files, let targets, let tests, let synchronized else { return nil }
            return Summary(files: files, targets: targets, tests: tests, synchronized: synchronized)
        }
    }

    /// Both readers' answers, one per file, in order.
    static func ask(_ files: [String]) throws -> [Answer] {
        guard let python else { return [] }
        let result = try Shell.run(python, [script] + files, in: "/", environment: ["LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8"], timeout: 1200)
        let lines = result.stdout.split(separator: "\n")
        try #require(lines.count == files.count, "\(result)")
        return try lines.map { try JSONDecoder().decode(Answer.self, from: Data($0.utf8)) }
    }

    static func projectFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".xcodeproj/project.pbxproj") { found.append(folder + "/" + path) }
        }
        return found.sorted()
    }
}
