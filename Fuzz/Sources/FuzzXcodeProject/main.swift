import FuzzSupport
import XcodeProject

/// `project.pbxproj` bytes: read, modelled, and when they are a project, edited (a file renamed,
/// one added beside it). An edit either throws or leaves a project that reads back with the
/// renamed file in the same targets; nothing crashes or hangs.
@main
enum FuzzXcodeProject {
    static func main() {
        let ids = ObjectIDGenerator(user: 0x4A, process: 0x11, sequence: 0xFFF0, seconds: 0x2E00_0000, machine: 0x58DA88)
        runFuzzer { input in
            guard case .success(let file) = ProjectFile.read(Array(input), path: "App.xcodeproj/project.pbxproj") else { return }
            let model = ProjectModel(file)
            guard let path = model.referencedPaths.first else { return }
            let targets = model.targets(containing: path).map(\.id)
            var editor = ProjectEditor(model: model, path: "App.xcodeproj/project.pbxproj", ids: ids)
            let renamed = ProjectPath.join(ProjectPath.folder(of: path), "Renamed Файл+1.swift")
            guard (try? editor.moveFile(from: path, to: renamed)) == .edited else { return }
            guard case .success(let reread) = ProjectFile.read(editor.bytes, path: "App.xcodeproj/project.pbxproj") else {
                preconditionFailure("an edited project does not read back")
            }
            precondition(ProjectModel(reread).targets(containing: renamed).map(\.id) == targets, "a renamed file lost a target")
            _ = try? editor.addFile(ProjectPath.join(ProjectPath.folder(of: renamed), "New/Added.swift"), like: renamed)
            precondition(ProjectFile.read(editor.bytes, path: "App.xcodeproj/project.pbxproj").isSuccess, "an added file broke the project")
        }
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
