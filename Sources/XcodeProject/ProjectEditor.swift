/// What an edit did to the project.
public enum ProjectEditOutcome: Equatable, Sendable {
    /// The project's bytes changed.
    case edited
    /// The project already says what was asked (the same edit made twice changes nothing).
    case unchanged
    /// The file lies in a folder Xcode synchronises: it follows the folder, and the project needs
    /// no edit.
    case synchronized
}

/// Edits a project the way Xcode would after the same change in its navigator, changing only
/// the lines that must change. Paths are relative to the project's folder (the one holding the
/// `.xcodeproj`). Each edit is checked by reading the result back: an edit that would leave a
/// file out of its targets or the project unreadable is refused and changes nothing.
public struct ProjectEditor: Sendable {
    /// The project after the edits so far.
    public private(set) var model: ProjectModel
    /// Names the project file in error sentences.
    public let path: String
    private var ids: ObjectIDGenerator
    private let original: [UInt8]

    public init(model: ProjectModel, path: String, ids: ObjectIDGenerator = .current()) {
        self.model = model
        self.path = path
        self.ids = ids
        original = model.file.bytes
    }

    /// The project file's bytes after the edits so far.
    public var bytes: [UInt8] { model.file.bytes }
    public var changed: Bool { bytes != original }

    /// A file moved or renamed from `old` to `new`: its reference moves to the group of the new
    /// folder (made like Xcode makes one when missing) with its new name, and keeps its build
    /// files, so its targets stay. Inside a synchronised folder nothing needs editing.
    public mutating func moveFile(from old: String, to new: String) throws(XcodeProjectError) -> ProjectEditOutcome {
        let old = ProjectPath.join("", old), new = ProjectPath.join("", new)
        let references = model.references(at: old)
        if references.isEmpty {
            if !model.references(at: new).isEmpty { return .unchanged }
            return try moveInSynchronizedFolder(from: old, to: new)
        }
        guard model.references(at: new).isEmpty, old != new else {
            throw .unsupported(file: new, reason: UnsupportedEdit.alreadyListed)
        }
        if model.synchronizedFolder(containing: new) != nil {
            throw .unsupported(file: new, reason: UnsupportedEdit.intoSynchronizedFolder)
        }
        let before = model
        let targetsBefore = model.targets(containing: old)
        for reference in references {
            guard let current = model.fileReferences[reference.id] else { continue }
            try apply(old, restoring: before) { (plan: inout EditPlan, ids: inout ObjectIDGenerator) throws(XcodeProjectError) in
                try plan.move(current, to: new, file: old, ids: &ids)
            }
        }
        try verify(model.references(at: old).isEmpty && model.targets(containing: new) == targetsBefore, file: new, restoring: before)
        return .edited
    }

    /// A new file joining the group of its folder and the targets of `sibling` (another file of
    /// its module), each in the phase its kind goes to, as Xcode adds a file "to the same targets".
    public mutating func addFile(_ file: String, like sibling: String) throws(XcodeProjectError) -> ProjectEditOutcome {
        let file = ProjectPath.join("", file), sibling = ProjectPath.join("", sibling)
        if let reference = model.references(at: sibling).first {
            let targets = Set(reference.memberships.map(\.targetID))
            return try add(file, targets: model.targets.filter { targets.contains($0.id) }, near: reference.groupID)
        }
        guard model.synchronizedFolder(containing: sibling) != nil else { throw .fileNotInProject(file: sibling) }
        return try add(file, targets: model.compilingTargets(of: sibling), near: nil)
    }

    /// A new file joining the group of its folder and the targets named (`new --target`).
    public mutating func addFile(_ file: String, toTargets names: [String]) throws(XcodeProjectError) -> ProjectEditOutcome {
        var targets: [XcodeTarget] = []
        for name in names {
            guard let target = model.targets.first(where: { $0.name == name }) else {
                throw .unknownTarget(name: name, known: model.targets.map(\.name))
            }
            targets.append(target)
        }
        return try add(ProjectPath.join("", file), targets: targets, near: nil)
    }

    private mutating func add(_ file: String, targets: [XcodeTarget], near anchor: String?) throws(XcodeProjectError) -> ProjectEditOutcome {
        if !model.references(at: file).isEmpty { return .unchanged }
        if model.synchronizedFolder(containing: file) != nil { return .synchronized }
        let before = model
        try apply(file, restoring: before) { (plan: inout EditPlan, ids: inout ObjectIDGenerator) throws(XcodeProjectError) in
            try plan.add(file, targets: targets, near: anchor, ids: &ids)
        }
        // A header joins only targets with a Headers phase (frameworks), as in Xcode.
        let expected = targets.filter { before.phase(PlistText.phase(of: file), of: $0.id) != nil }
        try verify(Set(model.targets(containing: file)) == Set(expected), file: file, restoring: before)
        return .edited
    }

    /// Inside synchronised folders a move needs no edit, unless an exception set names the file:
    /// then the name in it follows the file, so its membership stays what it was.
    private mutating func moveInSynchronizedFolder(from old: String, to new: String) throws(XcodeProjectError) -> ProjectEditOutcome {
        guard let from = model.synchronizedFolder(containing: old) else { throw .fileNotInProject(file: old) }
        guard let to = model.synchronizedFolder(containing: new) else {
            throw .unsupported(file: old, reason: UnsupportedEdit.outOfSynchronizedFolder)
        }
        let named = from.folder.exceptions.filter { $0.paths.contains(from.relativePath) }
        if named.isEmpty {
            if from.folder.targetIDs(forFileAt: from.relativePath) == to.folder.targetIDs(forFileAt: to.relativePath) { return .synchronized }
            // The same move made before: the exception already names the new path.
            if to.folder.exceptions.contains(where: { $0.paths.contains(to.relativePath) }) { return .unchanged }
        }
        guard from.folder.id == to.folder.id else { throw .unsupported(file: old, reason: UnsupportedEdit.betweenSynchronizedFolders) }
        try apply(old, restoring: model) { (plan: inout EditPlan, _: inout ObjectIDGenerator) throws(XcodeProjectError) in
            for exception in named {
                guard let set = plan.model.file.objects[exception.id],
                      let item = set["membershipExceptions"]?.array?.first(where: { $0.string == from.relativePath }) else { continue }
                plan.splices.replace(item.range, with: PlistText.quoted(to.relativePath))
            }
        }
        return .edited
    }

    /// Makes one edit and reads the result back; on any failure the project stays as it was.
    private mutating func apply(
        _ file: String, restoring before: ProjectModel,
        _ edit: (inout EditPlan, inout ObjectIDGenerator) throws(XcodeProjectError) -> Void
    ) throws(XcodeProjectError) {
        var plan = EditPlan(model: model)
        var ids = self.ids
        do throws(XcodeProjectError) {
            try edit(&plan, &ids)
        } catch {
            model = before
            throw error
        }
        guard let bytes = plan.applied(), case .success(let edited) = ProjectFile.read(bytes, path: path) else {
            model = before
            throw .unsupported(file: file, reason: UnsupportedEdit.unverified)
        }
        model = ProjectModel(edited)
        self.ids = ids
    }

    private mutating func verify(_ condition: Bool, file: String, restoring before: ProjectModel) throws(XcodeProjectError) {
        guard condition else {
            model = before
            throw .unsupported(file: file, reason: UnsupportedEdit.unverified)
        }
    }
}
