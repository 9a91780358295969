import XcodeProject

/// `new … --target T [--group PATH]`: the module's files added to the Xcode project holding
/// their folder and to the named targets, as Generamba adds them. The project's new text is made
/// before any file is written, so an unknown target or group changes nothing.
struct NewModuleProject {
    /// Where the files go: `--path`, else the folder of `--group`'s group, else the current one.
    let base: String
    private let projectFile: String
    private let entry: ProjectIndex.Entry
    private let targets: [String]
    private let here: String

    init(_ invocation: Invocation, targets: [String], group: String?, path: String?) throws {
        let here = Files.currentDirectory()
        self.here = here
        let root = invocation.workTreeRoot().map { ProjectPath.join(here, $0) } ?? here
        let projects: WorkTreeProjects
        switch WorkTreeProjects.load(root: root) {
        case .success(let loaded): projects = loaded
        case .failure(let error): throw FixProjects.failure(error)
        }
        let asked = ProjectPath.join(here, path ?? "")
        guard let entry = projects.projects(holding: asked).first ?? (path == nil ? projects.index.entries.first : nil) else {
            throw Failure.usage(ru: "--target: ни один проект Xcode не содержит папку \(path ?? "."); уберите --target или укажите --path внутри проекта",
                                en: "--target: no Xcode project holds the folder \(path ?? "."); drop --target or give a --path inside a project")
        }
        self.entry = entry
        self.targets = targets
        projectFile = ProjectPath.join(entry.xcodeproj, "project.pbxproj")
        var base = path ?? ""
        if let group {
            guard let found = entry.model.group(atNavigatorPath: group), let folder = found.location.projectPath else {
                throw Failure.usage(ru: "в проекте \(ProjectPath.climbing(entry.xcodeproj, from: here)) нет группы \(group)",
                                    en: "the project \(ProjectPath.climbing(entry.xcodeproj, from: here)) has no group \(group)")
            }
            if path == nil { base = ProjectPath.climbing(ProjectPath.join(entry.folder, folder), from: here) }
        }
        self.base = base.isEmpty || base.hasSuffix("/") ? base : base + "/"
    }

    /// The project file's path and new bytes with `files` (paths as written) in the targets.
    func edited(adding files: [String]) throws -> (path: String, bytes: [UInt8]) {
        var editor = ProjectEditor(model: entry.model, path: projectFile)
        do {
            for file in files {
                _ = try editor.addFile(ProjectPath.climbing(ProjectPath.join(here, file), from: entry.folder), toTargets: targets)
            }
        } catch {
            throw FixProjects.failure(error)
        }
        return (projectFile, editor.bytes)
    }

    /// The project as the user names it.
    var shownProject: String { ProjectPath.climbing(entry.xcodeproj, from: here) }
}
