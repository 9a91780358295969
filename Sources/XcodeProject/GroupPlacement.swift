extension EditPlan {
    /// Puts `child` in the group of `folder`: an existing group standing for that folder (the one
    /// nearest `anchor`, the group the file or its sibling was in), else new groups under the
    /// nearest group above the folder, one per missing folder, as Xcode makes them when a file is
    /// added to a folder it has no group for. Nil when no group of the project holds the folder.
    mutating func place(
        _ child: (id: String, name: String), inFolder folder: String, near anchor: String?, ids: inout ObjectIDGenerator
    ) -> String? {
        if let group = existingGroup(forFolder: folder, near: anchor), let object = model.file.objects[group.id] {
            addChild(child.id, name: child.name, to: object)
            return group.id
        }
        let plain = model.groups.values.filter { $0.isa == "PBXGroup" }
        let above = plain.compactMap { group -> (ProjectGroup, String)? in
            guard let base = group.location.projectPath, let rest = ProjectPath.relative(folder, to: base) else { return nil }
            return (group, rest)
        }
        if above.isEmpty { return placeOutside(child, inFolder: folder, near: anchor, ids: &ids) }
        guard let shortest = above.map(\.1.count).min(),
              let ancestor = nearest(above.filter { $0.1.count == shortest }.map(\.0), to: anchor),
              let ancestorObject = model.file.objects[ancestor.id],
              let rest = above.first(where: { $0.0.id == ancestor.id })?.1 else { return nil }
        let names = rest.split(separator: "/").map(String.init)
        let taken = Set(model.file.objects.keys)
        let groupIDs = names.map { _ in ids.next { taken.contains($0) || $0 == child.id } }
        var inner = child
        for (id, name) in zip(groupIDs, names).reversed() {
            addObject(isa: "PBXGroup", id: id, text: groupText(id, name: name, path: name, child: inner))
            inner = (id, name)
        }
        addChild(inner.id, name: inner.name, to: ancestorObject)
        return groupIDs.last
    }

    /// A folder no group holds (outside the project's folder, say `../Shared`): one new group in
    /// `anchor` whose path climbs there, named by the folder, as Xcode adds a folder from outside.
    private mutating func placeOutside(
        _ child: (id: String, name: String), inFolder folder: String, near anchor: String?, ids: inout ObjectIDGenerator
    ) -> String? {
        guard let anchor, let group = model.groups[anchor], group.isa == "PBXGroup", let base = group.location.projectPath,
              let anchorObject = model.file.objects[anchor], !folder.isEmpty else { return nil }
        let taken = Set(model.file.objects.keys)
        let id = ids.next { taken.contains($0) || $0 == child.id }
        let name = ProjectPath.name(of: folder)
        addObject(isa: "PBXGroup", id: id, text: groupText(id, name: name, path: ProjectPath.climbing(folder, from: base), child: child))
        addChild(id, name: name, to: anchorObject)
        return id
    }

    /// The group standing for `folder` that is nearest `anchor`, if there is one.
    func existingGroup(forFolder folder: String, near anchor: String?) -> ProjectGroup? {
        nearest(model.groups.values.filter { $0.isa == "PBXGroup" && $0.location == .inProject(folder) }, to: anchor)
    }

    /// Of groups standing for one folder, the one sharing most ancestors with `anchor`, then the
    /// one nearest the main group (a folder's own group rather than a virtual one inside it).
    private func nearest(_ candidates: [ProjectGroup], to anchor: String?) -> ProjectGroup? {
        let anchorChain = anchor.map(ancestors(of:)) ?? []
        return candidates.min { lhs, rhs in
            let left = ancestors(of: lhs.id), right = ancestors(of: rhs.id)
            let shared = (common(left, anchorChain), common(right, anchorChain))
            if shared.0 != shared.1 { return shared.0 > shared.1 }
            if left.count != right.count { return left.count < right.count }
            return lhs.id < rhs.id
        }
    }

    /// The group's chain from the main group down to itself.
    private func ancestors(of id: String) -> [String] {
        var chain: [String] = []
        var current: String? = id
        while let next = current, !chain.contains(next) {
            chain.append(next)
            current = model.groups[next]?.parentID
        }
        return chain.reversed()
    }

    private func common(_ lhs: [String], _ rhs: [String]) -> Int {
        zip(lhs, rhs).prefix { $0 == $1 }.count
    }
}

extension EditPlan {
    /// Renames the comments after `id` wherever it is written (`id /* Old.swift */` becomes
    /// `id /* New.swift */`, `id /* Old.swift in Sources */` keeps its phase), as Xcode writes them
    /// after a rename.
    mutating func renameComments(of id: String, from old: String, to new: String) {
        let pattern = Array(id.utf8)
        let bytes = model.file.bytes
        var index = model.file.objectsNode.range.lowerBound
        while let found = find(pattern, from: index) {
            index = found + pattern.count
            guard found == 0 || !PlistReader.isWordByte(bytes[found - 1]),
                  index >= bytes.count || !PlistReader.isWordByte(bytes[index]),
                  let comment = commentRange(after: index), !splices.isReplaced(comment) else { continue }
            let text = String(decoding: bytes[comment], as: UTF8.self)
            if text == old {
                splices.replace(comment, with: PlistText.comment(new))
            } else if text.hasPrefix(old + " in ") {
                splices.replace(comment, with: PlistText.comment(new) + text.dropFirst(old.count))
            }
        }
    }

    /// The text inside ` /* … */` right after `offset`, without its padding spaces.
    private func commentRange(after offset: Int) -> Range<Int>? {
        let bytes = model.file.bytes
        guard offset + 5 < bytes.count, bytes[offset] == 32, bytes[offset + 1] == UInt8(ascii: "/"),
              bytes[offset + 2] == UInt8(ascii: "*"), bytes[offset + 3] == 32 else { return nil }
        let start = offset + 4
        var end = start
        while end + 2 < bytes.count, !(bytes[end] == 32 && bytes[end + 1] == UInt8(ascii: "*") && bytes[end + 2] == UInt8(ascii: "/")) {
            if bytes[end] == 10 { return nil }
            end += 1
        }
        return end + 2 < bytes.count ? start..<end : nil
    }
}
