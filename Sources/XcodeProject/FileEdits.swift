extension EditPlan {
    /// Points `reference` at `new`: in the group of its new folder, named by its new name.
    mutating func move(_ reference: FileReference, to new: String, file old: String, ids: inout ObjectIDGenerator) throws(XcodeProjectError) {
        guard let object = model.file.objects[reference.id] else { throw .fileNotInProject(file: old) }
        let name = ProjectPath.name(of: new), folder = ProjectPath.folder(of: new)
        let oldName = displayName(of: reference.id)
        let newName: String
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let groupID = reference.groupID, let group = model.groups[groupID], let groupObject = model.file.objects[groupID] else {
                throw .unsupported(file: old, reason: UnsupportedEdit.orphan)
            }
            guard group.isa == "PBXGroup" else { throw .unsupported(file: old, reason: UnsupportedEdit.variantGroup) }
            if existingGroup(forFolder: folder, near: groupID)?.id != groupID {
                removeItem(reference.id, from: groupObject, list: "children")
                guard place((reference.id, name), inFolder: folder, near: groupID, ids: &ids) != nil else {
                    throw .unsupported(file: new, reason: UnsupportedEdit.outsideGroups)
                }
            }
            setField(object, "path", name)
            removeField(object, "name")
            newName = name
        case "SOURCE_ROOT":
            setField(object, "path", new)
            // Xcode names a file whose path has folders in it by its last part.
            if new.contains("/") { setField(object, "name", name) } else { removeField(object, "name") }
            newName = name
        case "<absolute>":
            throw .unsupported(file: old, reason: UnsupportedEdit.absolutePath)
        default:
            throw .unsupported(file: old, reason: UnsupportedEdit.buildVariable)
        }
        if object["lastKnownFileType"] != nil, let type = PlistText.fileType(of: name),
           PlistText.fileType(of: ProjectPath.name(of: old)) != type {
            setField(object, "lastKnownFileType", type)
        }
        guard oldName != newName else { return }
        renameComments(of: reference.id, from: oldName, to: newName)
        for membership in reference.memberships { renameComments(of: membership.buildFileID, from: oldName, to: newName) }
    }

    /// A new file reference for `file` in the group of its folder, and a build file in each of
    /// `targets`' phase for its kind (none for a header in a target without a Headers phase).
    mutating func add(_ file: String, targets: [XcodeTarget], near anchor: String?, ids: inout ObjectIDGenerator) throws(XcodeProjectError) {
        let name = ProjectPath.name(of: file)
        let taken = Set(model.file.objects.keys)
        let referenceID = ids.next { taken.contains($0) }
        guard place((referenceID, name), inFolder: ProjectPath.folder(of: file), near: anchor, ids: &ids) != nil else {
            throw .unsupported(file: file, reason: UnsupportedEdit.outsideGroups)
        }
        var fields = [("isa", "PBXFileReference")]
        if let type = PlistText.fileType(of: name) { fields.append(("lastKnownFileType", type)) }
        fields += [("path", PlistText.quoted(name)), ("sourceTree", "\"<group>\"")]
        addObject(isa: "PBXFileReference", id: referenceID, text: oneLine(referenceID, comment: name, fields))
        let kind = PlistText.phase(of: name)
        for target in targets {
            guard let phase = model.phase(kind, of: target.id) else { continue }
            let buildFileID = ids.next { taken.contains($0) }
            let comment = "\(name) in \(phase["name"]?.string ?? kind.rawValue)"
            let reference = "\(referenceID) /* \(PlistText.comment(name)) */"
            addObject(isa: "PBXBuildFile", id: buildFileID, text: oneLine(buildFileID, comment: comment, [
                ("isa", "PBXBuildFile"), ("fileRef", reference),
            ]))
            addItem(buildFileID, comment: comment, to: phase, list: "files")
        }
    }
}
