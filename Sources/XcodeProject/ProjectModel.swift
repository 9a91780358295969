/// A target of the project (`PBXNativeTarget`, or an aggregate or legacy one).
public struct XcodeTarget: Hashable, Sendable {
    public let id: String
    public let name: String
    public let productType: String?

    /// A unit-test or UI-test bundle: its files are tests whatever their folder is called.
    public var isTest: Bool {
        productType == "com.apple.product-type.bundle.unit-test" || productType == "com.apple.product-type.bundle.ui-testing"
    }
}

/// The build phases a file can be a member of.
public enum BuildPhaseKind: String, Hashable, Sendable, CaseIterable {
    case sources = "Sources", headers = "Headers", resources = "Resources", frameworks = "Frameworks", copyFiles = "CopyFiles"

    init?(isa: String) {
        switch isa {
        case "PBXSourcesBuildPhase": self = .sources
        case "PBXHeadersBuildPhase": self = .headers
        case "PBXResourcesBuildPhase": self = .resources
        case "PBXFrameworksBuildPhase": self = .frameworks
        case "PBXCopyFilesBuildPhase": self = .copyFiles
        default: return nil
        }
    }

    /// The phases that compile a file (rather than copy or link it).
    public var compiles: Bool { self == .sources || self == .headers }
}

/// A file's place in one target: the build file (`PBXBuildFile`) in one of its phases.
public struct Membership: Hashable, Sendable {
    public let targetID: String
    public let phaseID: String
    public let phase: BuildPhaseKind
    public let buildFileID: String
}

/// A file reference (`PBXFileReference`) with where it resolves and the group holding it.
public struct FileReference: Sendable {
    public let id: String
    public let location: ProjectLocation
    /// The group listing it as a child (a `PBXVariantGroup` for a localised file).
    public let groupID: String?
    /// Its build files; a localised file's are its variant group's.
    public let memberships: [Membership]
}

/// A group (`PBXGroup`, `PBXVariantGroup`, `XCVersionGroup`) and the folder it stands for.
public struct ProjectGroup: Sendable {
    public let id: String
    public let isa: String
    public let location: ProjectLocation
    public let parentID: String?
}

/// A folder Xcode synchronises (`PBXFileSystemSynchronizedRootGroup`, Xcode 16): every file
/// under it belongs to the folder's targets, except those its exception sets name. A file moved
/// or created inside one needs no project edit.
public struct SynchronizedFolder: Sendable {
    public let id: String
    public let location: ProjectLocation
    /// The targets listing the folder in `fileSystemSynchronizedGroups`.
    public let targetIDs: [String]
    public let exceptions: [SynchronizedException]

    /// The targets a file at `relativePath` (inside this folder) belongs to.
    public func targetIDs(forFileAt relativePath: String) -> Set<String> {
        var result = Set(targetIDs)
        for exception in exceptions where exception.paths.contains(where: { Self.covers($0, relativePath) }) {
            if exception.inPhase || !result.contains(exception.targetID) {
                result.insert(exception.targetID)
            } else {
                result.remove(exception.targetID)
            }
        }
        return result
    }

    /// An exception names the file or a folder above it.
    static func covers(_ exception: String, _ path: String) -> Bool {
        let trimmed = exception.hasSuffix("/") ? String(exception.dropLast()) : exception
        return path == trimmed || path.hasPrefix(trimmed + "/")
    }
}

/// One exception set of a synchronised folder: paths (relative to the folder) whose membership
/// in `targetID` is the opposite of the folder's (a file left out of a target the folder is in,
/// or put in one it isn't), or, `inPhase`, files given to one build phase of the target.
public struct SynchronizedException: Sendable {
    public let id: String
    public let targetID: String
    public let paths: [String]
    public let inPhase: Bool
}

/// What a project says about its files: where each file reference is, which targets build it,
/// which targets are tests, which folders are synchronised.
public struct ProjectModel: Sendable {
    public let file: ProjectFile
    /// In the project's `targets` order.
    public let targets: [XcodeTarget]
    public let fileReferences: [String: FileReference]
    public let groups: [String: ProjectGroup]
    public let synchronizedFolders: [SynchronizedFolder]
    public let mainGroupID: String
    /// File reference ids by their path in the project's folder.
    let referencesByPath: [String: [String]]

    public init(_ file: ProjectFile) {
        var builder = ModelBuilder(file: file)
        builder.build()
        self.file = file
        targets = builder.targets
        fileReferences = builder.fileReferences
        groups = builder.groups
        synchronizedFolders = builder.synchronizedFolders
        mainGroupID = builder.mainGroupID
        var byPath: [String: [String]] = [:]
        for reference in builder.fileReferences.values {
            if let path = reference.location.projectPath { byPath[path, default: []].append(reference.id) }
        }
        referencesByPath = byPath.mapValues { $0.sorted() }
    }

    public func target(id: String) -> XcodeTarget? { targets.first { $0.id == id } }

    public var testTargets: [XcodeTarget] { targets.filter(\.isTest) }

    /// Every path (in the project's folder) a file reference points at, sorted.
    public var referencedPaths: [String] { referencesByPath.keys.sorted() }

    /// The file references at `path` (one, except in a project that lists a file twice).
    public func references(at path: String) -> [FileReference] {
        (referencesByPath[ProjectPath.join("", path)] ?? []).compactMap { fileReferences[$0] }
    }

    /// The synchronised folder holding `path`, the innermost one when they nest.
    public func synchronizedFolder(containing path: String) -> (folder: SynchronizedFolder, relativePath: String)? {
        var best: (folder: SynchronizedFolder, relativePath: String)?
        for folder in synchronizedFolders {
            guard let base = folder.location.projectPath, let relative = ProjectPath.relative(path, to: base), !relative.isEmpty else { continue }
            if best == nil || relative.count < (best?.relativePath.count ?? 0) { best = (folder, relative) }
        }
        return best
    }

    /// The targets whose sources or headers phase builds the file at `path`, whether it is listed
    /// in the project or lies in a synchronised folder.
    public func compilingTargets(of path: String) -> [XcodeTarget] {
        var ids = Set<String>()
        for reference in references(at: path) {
            for membership in reference.memberships where membership.phase.compiles { ids.insert(membership.targetID) }
        }
        if ids.isEmpty, PlistText.isCompiled(ProjectPath.name(of: path)),
           let synchronized = synchronizedFolder(containing: ProjectPath.join("", path)) {
            ids = synchronized.folder.targetIDs(forFileAt: synchronized.relativePath)
        }
        return targets.filter { ids.contains($0.id) }
    }

    /// The targets with the file at `path` in any build phase (sources, headers, resources…), or
    /// holding it through a synchronised folder.
    public func targets(containing path: String) -> [XcodeTarget] {
        var ids = Set(references(at: path).flatMap { $0.memberships.map(\.targetID) })
        if ids.isEmpty, let synchronized = synchronizedFolder(containing: ProjectPath.join("", path)) {
            ids = synchronized.folder.targetIDs(forFileAt: synchronized.relativePath)
        }
        return targets.filter { ids.contains($0.id) }
    }

    /// A target's first build phase of one kind.
    public func phase(_ kind: BuildPhaseKind, of targetID: String) -> ProjectObject? {
        file.objects[targetID]?.ids("buildPhases").lazy.compactMap { file.objects[$0] }.first { BuildPhaseKind(isa: $0.isa) == kind }
    }

    /// Whether the project knows the file at `path` at all (listed, or in a synchronised folder).
    public func contains(_ path: String) -> Bool {
        !references(at: path).isEmpty || synchronizedFolder(containing: ProjectPath.join("", path)) != nil
    }
}
