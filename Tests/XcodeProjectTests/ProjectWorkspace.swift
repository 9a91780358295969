import Foundation
import TestSupport
import XcodeProject

/// A project and its files in a temporary folder: files move on disk and in the project
/// together, as a fix moves them, and the project file is written after every edit.
final class ProjectWorkspace {
    let repository: TemporaryRepository
    let projectFile = "Demo.xcodeproj/project.pbxproj"
    var editor: ProjectEditor
    let original: [UInt8]

    var folder: String { repository.path }
    var model: ProjectModel { editor.model }
    var text: String { String(decoding: editor.bytes, as: UTF8.self) }

    /// Fixed ids: the same edit writes the same bytes in every run.
    static let ids = ObjectIDGenerator(user: 0x4A, process: 0x11, sequence: 0x0100, seconds: 0x2E00_0000, machine: 0x58DA88)

    init(_ project: String, files: [String]) throws {
        repository = try TemporaryRepository()
        for file in files { try repository.write(file, "// \(file)\n") }
        try repository.write(projectFile, project)
        let model = try ProjectFile.read(Array(project.utf8), path: projectFile).map(ProjectModel.init).get()
        editor = ProjectEditor(model: model, path: projectFile, ids: Self.ids)
        original = Array(project.utf8)
    }

    /// Moves the file on disk and in the project, then writes the project.
    @discardableResult
    func move(_ old: String, _ new: String) throws -> ProjectEditOutcome {
        let outcome = try editor.moveFile(from: old, to: new)
        if FileManager.default.fileExists(atPath: path(old)) {
            try FileManager.default.createDirectory(atPath: path(ProjectPath.folder(of: new)), withIntermediateDirectories: true)
            try FileManager.default.moveItem(atPath: path(old), toPath: path(new))
        }
        try save()
        return outcome
    }

    /// Creates the file and adds it to the project like `sibling`.
    @discardableResult
    func add(_ file: String, like sibling: String) throws -> ProjectEditOutcome {
        let outcome = try editor.addFile(file, like: sibling)
        try repository.write(file, "// \(file)\n")
        try save()
        return outcome
    }

    @discardableResult
    func add(_ file: String, toTargets targets: [String]) throws -> ProjectEditOutcome {
        let outcome = try editor.addFile(file, toTargets: targets)
        try repository.write(file, "// \(file)\n")
        try save()
        return outcome
    }

    func save() throws {
        try Data(editor.bytes).write(to: URL(fileURLWithPath: path(projectFile)))
    }

    func path(_ relative: String) -> String { folder + "/" + relative }

    /// Paths the project lists that are not on disk.
    var missingFiles: [String] {
        model.referencedPaths.filter { !FileManager.default.fileExists(atPath: path($0)) }
    }

    /// Target names per file, for every file of the project in a target.
    var memberships: [String: [String]] {
        var result: [String: [String]] = [:]
        for path in model.referencedPaths {
            let names = model.targets(containing: path).map(\.name)
            if !names.isEmpty { result[path] = names }
        }
        return result
    }

    /// Lines removed from and added to the project file since it was written.
    var changes: (removed: [String], added: [String]) {
        LineDiff.changes(String(decoding: original, as: UTF8.self), text)
    }
}

/// The lines one text has and the other lacks, from a longest common subsequence of lines.
enum LineDiff {
    static func changes(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
        let left = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let right = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in stride(from: left.count - 1, through: 0, by: -1) {
            for j in stride(from: right.count - 1, through: 0, by: -1) {
                table[i][j] = left[i] == right[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var removed: [String] = [], added: [String] = []
        var i = 0, j = 0
        while i < left.count || j < right.count {
            if i < left.count, j < right.count, left[i] == right[j] {
                i += 1
                j += 1
            } else if j < right.count, i == left.count || table[i][j + 1] >= table[i + 1][j] {
                added.append(right[j])
                j += 1
            } else {
                removed.append(left[i])
                i += 1
            }
        }
        return (removed, added)
    }

    /// Whether the ids of every `/* Begin X section */` are in ascending order, as Xcode keeps them.
    static func sectionsSorted(_ text: String) -> Bool {
        var current: [String]?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("/* Begin ") { current = [] } else if line.hasPrefix("/* End ") {
                if let ids = current, ids != ids.sorted() { return false }
                current = nil
            } else if current != nil, line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t") {
                let id = line.dropFirst(2).prefix(24)
                if id.count == 24, id.allSatisfy(\.isHexDigit) { current?.append(String(id)) }
            }
        }
        return true
    }
}
