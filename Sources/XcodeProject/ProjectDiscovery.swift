import FileAccess
import Platform

/// A tool that writes the `.xcodeproj` from a manifest: its project file is regenerated, so
/// flowlint moves the files and never edits the project.
public enum ProjectGenerator: String, Sendable {
    case xcodeGen = "XcodeGen", tuist = "Tuist", swiftPM = "SwiftPM"

    /// The manifest that says so, in the folder holding the project.
    public var manifest: String {
        switch self {
        case .xcodeGen: return "project.yml"
        case .tuist: return "Project.swift"
        case .swiftPM: return "Package.swift"
        }
    }
}

/// Finding and reading the Xcode projects of a work tree.
public enum XcodeProjects {
    /// Larger than any real project file (the largest seen is under 4 MB).
    public static let sizeLimit = 64 << 20

    /// Folders never searched for projects: dependencies' and build output's own projects.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "vendor", "node_modules", ".git"]

    /// Reads `<folder>/<name>.xcodeproj/project.pbxproj`. A project file that is a symbolic
    /// link (or in a linked `.xcodeproj`), unreadable, conflicted or of an unknown version is an
    /// error, never a partial model.
    public static func read(xcodeproj: String) -> Result<ProjectModel, XcodeProjectError> {
        let file = ProjectPath.join(xcodeproj, "project.pbxproj")
        if FileAccess.kind(xcodeproj) == .symbolicLink || FileAccess.kind(file) == .symbolicLink {
            return .failure(.symbolicLink(path: file))
        }
        switch FileAccess.read(file, limit: sizeLimit, followLink: false) {
        case .contents(let bytes):
            return ProjectFile.read(bytes, path: file).map(ProjectModel.init)
        case .missing, .notRegularFile, .tooLarge, .unreadable:
            return .failure(.unreadable(path: file))
        }
    }

    /// The generator whose manifest lies in `folder` (the folder holding the `.xcodeproj`, or
    /// where one would be): XcodeGen's `project.yml`, Tuist's `Project.swift`, or SwiftPM's
    /// `Package.swift` when no `.xcodeproj` is there beside it.
    public static func generator(inFolder folder: String) -> ProjectGenerator? {
        let here = { (name: String) in FileAccess.kind(ProjectPath.join(folder, name)) == .regularFile }
        if here("project.yml") || here("project.yaml") { return .xcodeGen }
        if here("Project.swift") { return .tuist }
        if here("Package.swift"), !entries(of: folder).contains(where: { $0.hasSuffix(".xcodeproj") }) { return .swiftPM }
        return nil
    }

    /// Every `.xcodeproj` folder under `root` (paths joined to `root`), sorted, skipping
    /// dependencies' folders (`Pods`, `Carthage`…) and hidden ones, never following a link.
    public static func find(under root: String, depth: Int = 12) -> [String] {
        var found: [String] = []
        var pending = [(root, 0)]
        while let next = pending.popLast() {
            let (folder, level) = next
            for name in entries(of: folder) {
                let path = folder == "." ? name : ProjectPath.join(folder, name)
                guard FileAccess.kind(path) == .directory else { continue }
                if name.hasSuffix(".xcodeproj") {
                    found.append(path)
                } else if level < depth, !name.hasPrefix("."), !skippedFolders.contains(name) {
                    pending.append((path, level + 1))
                }
            }
        }
        return found.sorted()
    }

    /// A folder's entry names, without `.` and `..`; names that are not UTF-8 are left out.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".." else { continue }
            names.append(name)
        }
        return names
    }
}

/// The projects of a work tree, asked which one a file belongs to.
public struct ProjectIndex: Sendable {
    /// One project: its `.xcodeproj` path and the folder its paths are relative to.
    public struct Entry: Sendable {
        public let xcodeproj: String
        public let folder: String
        public let model: ProjectModel
    }

    public let entries: [Entry]

    public init(_ projects: [(xcodeproj: String, model: ProjectModel)]) {
        entries = projects.map { Entry(xcodeproj: $0.xcodeproj, folder: ProjectPath.folder(of: $0.xcodeproj), model: $0.model) }
    }

    /// The project listing `file` (a path in the same tree as the projects' paths) and the file's
    /// path relative to that project's folder; nil when none does, an error when two do.
    public func owner(of file: String) -> Result<(entry: Entry, path: String)?, XcodeProjectError> {
        let file = ProjectPath.join("", file)
        var owners: [(entry: Entry, path: String)] = []
        for entry in entries {
            let relative = ProjectPath.climbing(file, from: entry.folder)
            if entry.model.contains(relative) { owners.append((entry, relative)) }
        }
        guard owners.count < 2 else { return .failure(.claimedByTwoProjects(file: file, projects: owners.map(\.entry.xcodeproj))) }
        return .success(owners.first)
    }
}
