/// Builds a `ProjectModel`: targets and their phases first, then the group tree walked from the
/// main group, each element resolved against its group's folder.
struct ModelBuilder {
    let file: ProjectFile
    var targets: [XcodeTarget] = []
    var fileReferences: [String: FileReference] = [:]
    var groups: [String: ProjectGroup] = [:]
    var synchronizedFolders: [SynchronizedFolder] = []
    var mainGroupID = ""
    /// Build files by the element they point at (a file reference or a variant group).
    private var memberships: [String: [Membership]] = [:]
    private var phaseOwners: [String: String] = [:]
    private var synchronizedTargets: [String: [String]] = [:]

    init(file: ProjectFile) {
        self.file = file
    }

    mutating func build() {
        guard let project = file.project else { return }
        readTargets(project.ids("targets"))
        mainGroupID = project["mainGroup"]?.string ?? ""
        let root = ProjectLocation.inProject(ProjectPath.join("", project["projectDirPath"]?.string ?? ""))
        var visited = Set<String>()
        if let main = file.objects[mainGroupID] {
            groups[main.id] = ProjectGroup(id: main.id, isa: main.isa, location: root, parentID: nil)
            walk(main, location: root, inherited: [], visited: &visited)
        }
        // References no group reaches still count when their tree doesn't need a group.
        for object in file.objects.values where object.isa == "PBXFileReference" && fileReferences[object.id] == nil {
            let tree = object["sourceTree"]?.string ?? "<group>"
            let location = tree == "<group>" ? .unknown
                : ProjectLocation.resolve(sourceTree: tree, path: object["path"]?.string, group: .unknown)
            fileReferences[object.id] = FileReference(
                id: object.id, location: location, groupID: nil, memberships: memberships[object.id] ?? [])
        }
    }

    private mutating func readTargets(_ ids: [String]) {
        for id in ids {
            guard let target = file.objects[id] else { continue }
            targets.append(XcodeTarget(id: id, name: target["name"]?.string ?? id, productType: target["productType"]?.string))
            for groupID in target.ids("fileSystemSynchronizedGroups") { synchronizedTargets[groupID, default: []].append(id) }
            for phaseID in target.ids("buildPhases") {
                guard let phase = file.objects[phaseID], let kind = BuildPhaseKind(isa: phase.isa) else { continue }
                phaseOwners[phaseID] = id
                for buildFileID in phase.ids("files") {
                    guard let buildFile = file.objects[buildFileID], let element = buildFile["fileRef"]?.string else { continue }
                    let membership = Membership(targetID: id, phaseID: phaseID, phase: kind, buildFileID: buildFileID)
                    memberships[element, default: []].append(membership)
                }
            }
        }
    }

    /// `inherited`: a variant or version group's build files, which are its children's.
    private mutating func walk(_ group: ProjectObject, location: ProjectLocation, inherited: [Membership], visited: inout Set<String>) {
        guard visited.insert(group.id).inserted else { return }
        for childID in group.ids("children") {
            guard let child = file.objects[childID], !visited.contains(childID) else { continue }
            let childLocation = ProjectLocation.resolve(
                sourceTree: child["sourceTree"]?.string, path: child["path"]?.string, group: location)
            switch child.isa {
            case "PBXFileReference":
                visited.insert(childID)
                fileReferences[childID] = FileReference(
                    id: childID, location: childLocation, groupID: group.id, memberships: inherited + (memberships[childID] ?? []))
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                groups[childID] = ProjectGroup(id: childID, isa: child.isa, location: childLocation, parentID: group.id)
                // A plain group's folder is its children's; a variant group names no folder.
                walk(child, location: child.isa == "PBXVariantGroup" ? location : childLocation,
                     inherited: inherited + (memberships[childID] ?? []), visited: &visited)
            case "PBXFileSystemSynchronizedRootGroup":
                visited.insert(childID)
                synchronizedFolders.append(synchronizedFolder(child, location: childLocation))
            default:
                continue
            }
        }
    }

    private func synchronizedFolder(_ group: ProjectObject, location: ProjectLocation) -> SynchronizedFolder {
        var exceptions: [SynchronizedException] = []
        for exceptionID in group.ids("exceptions") {
            guard let set = file.objects[exceptionID] else { continue }
            let paths = set.ids("membershipExceptions")
            if let target = set["target"]?.string {
                exceptions.append(SynchronizedException(id: exceptionID, targetID: target, paths: paths, inPhase: false))
            } else if let phase = set["buildPhase"]?.string, let owner = phaseOwners[phase] {
                // Files given to one phase of a target (a framework's public headers, say).
                exceptions.append(SynchronizedException(id: exceptionID, targetID: owner, paths: paths, inPhase: true))
            }
        }
        return SynchronizedFolder(
            id: group.id, location: location, targetIDs: synchronizedTargets[group.id] ?? [], exceptions: exceptions)
    }
}
