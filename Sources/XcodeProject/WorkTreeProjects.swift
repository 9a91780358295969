import FileAccess

/// The Xcode projects of a work tree, asked what a fix's moves and new files do to them. Paths
/// are absolute (the fix's paths joined to the current folder), so that a project above the
/// folder the fix was started in is found too.
public struct WorkTreeProjects: Sendable {
    /// The projects flowlint edits: those no generator writes.
    public let index: ProjectIndex
    /// The `.xcodeproj` folders a generator (XcodeGen, Tuist) writes: their files move, the
    /// project is regenerated from its manifest.
    public let generated: [String]

    /// Reads every project under `root` (absolute). A project that can't be read or edited
    /// safely is an error: nothing is changed anywhere.
    public static func load(root: String) -> Result<WorkTreeProjects, XcodeProjectError> {
        load(XcodeProjects.find(under: root))
    }

    /// The same for the projects whose folder can hold one of `files` (absolute, under `root`):
    /// those beside the files and in the folders above them, found without walking the tree.
    public static func load(root: String, holding files: [String], walked: [String], seen: [String])
        -> Result<WorkTreeProjects, XcodeProjectError>
    {
        load(XcodeProjects.find(holding: files, root: root, walked: walked, seen: seen))
    }

    private static func load(_ found: [String]) -> Result<WorkTreeProjects, XcodeProjectError> {
        var projects: [(xcodeproj: String, model: ProjectModel)] = []
        var generated: [String] = []
        for xcodeproj in found {
            if XcodeProjects.generator(inFolder: ProjectPath.folder(of: xcodeproj)) != nil {
                generated.append(xcodeproj)
                continue
            }
            switch XcodeProjects.read(xcodeproj: xcodeproj) {
            case .success(let model): projects.append((xcodeproj, model))
            case .failure(let error): return .failure(error)
            }
        }
        return .success(WorkTreeProjects(index: ProjectIndex(projects), generated: generated))
    }

    public var isEmpty: Bool { index.entries.isEmpty }

    /// Whether a generated project's folder holds `path`: the generator decides its targets.
    func isGenerated(_ path: String) -> Bool {
        generated.contains { ProjectPath.relative(path, to: ProjectPath.folder(of: $0)) != nil }
    }

    /// What a new file at `path` would join: the project and targets of its module's other files
    /// (the source files beside it). Nil targets when no project is edited: there is no project,
    /// or a generator or a synchronised folder takes the file in.
    public func placement(ofNew path: String) -> Result<NewFilePlacement, XcodeProjectError> {
        if isEmpty || isGenerated(path) { return .success(.free) }
        let siblings = XcodeProjects.entries(of: ProjectPath.folder(of: path)).sorted()
            .filter { PlistText.isCompiled($0) && $0 != ProjectPath.name(of: path) }
            .map { ProjectPath.join(ProjectPath.folder(of: path), $0) }
        // The same kind of file first: a Swift file joins the targets of a Swift sibling.
        let ordered = siblings.filter { ProjectPath.extensionOf($0) == ProjectPath.extensionOf(path) }
            + siblings.filter { ProjectPath.extensionOf($0) != ProjectPath.extensionOf(path) }
        for sibling in ordered {
            switch index.owner(of: sibling) {
            case .failure(let error): return .failure(error)
            case .success(nil): continue
            case .success(let owner?):
                let targets = owner.entry.model.compilingTargets(of: owner.path)
                if !targets.isEmpty { return .success(.joins(sibling: sibling, targets: targets.map(\.name))) }
            }
        }
        return .success(.inNoTarget)
    }
}

/// Where a file a fix creates would be built.
public enum NewFilePlacement: Equatable, Sendable {
    /// No project to edit: the file is written as it is.
    case free
    /// It joins the project of `sibling` and these targets.
    case joins(sibling: String, targets: [String])
    /// Its module's files are in no target: a file there would be built by none.
    case inNoTarget
}

extension ProjectPath {
    /// The part of a file name after its last dot ("" without one).
    static func extensionOf(_ path: String) -> String {
        let name = ProjectPath.name(of: path)
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

extension WorkTreeProjects {
    /// The projects whose folder holds `folder` (absolute), the innermost first.
    public func projects(holding folder: String) -> [ProjectIndex.Entry] {
        index.entries.filter { ProjectPath.relative(folder, to: $0.folder) != nil }.sorted { $0.folder.count > $1.folder.count }
    }
}

extension ProjectModel {
    /// The group at a path in Xcode's navigator ("App/Modules": the names Xcode shows, from the
    /// main group down); nil when there is none.
    public func group(atNavigatorPath path: String) -> ProjectGroup? {
        var current = mainGroupID
        for part in path.split(separator: "/") {
            let children = file.objects[current]?.ids("children") ?? []
            guard let next = children.first(where: { groups[$0] != nil && displayName(of: $0) == part }) else { return nil }
            current = next
        }
        return groups[current]
    }

    func displayName(of id: String) -> String {
        file.objects[id]?["name"]?.string ?? file.objects[id]?["path"]?.string ?? id
    }
}
