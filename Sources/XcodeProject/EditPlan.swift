/// The splices of one edit of a project file, made against the file as it was read: fields set
/// or removed, list items added or removed, comments renamed, new objects placed in their
/// sections in id order. Everything else keeps its bytes.
struct EditPlan {
    let model: ProjectModel
    var splices: Splices
    private var newObjects: [(isa: String, id: String, text: String)] = []
    /// The file's own indentation: an object's line, and one level deeper.
    let objectIndent: String
    let unit: String

    init(model: ProjectModel) {
        self.model = model
        let splices = Splices(model.file.bytes)
        self.splices = splices
        let first = model.file.objects.values.min { $0.range.lowerBound < $1.range.lowerBound }
        let indent = first.map { splices.indentation(ofLineAt: $0.range.lowerBound) } ?? "\t\t"
        objectIndent = indent
        let tabs = indent.hasPrefix("\t") || indent.isEmpty
        unit = tabs ? "\t" : String(repeating: " ", count: max(1, indent.count / 2))
    }

    var fieldIndent: String { objectIndent + unit }

    // MARK: Fields

    /// `key = value;` in `object`, replacing the value or adding the entry where Xcode keeps it
    /// (keys in alphabetical order after `isa`).
    mutating func setField(_ object: ProjectObject, _ key: String, _ value: String) {
        let entries = object.fields.entries ?? []
        if let entry = entries.last(where: { $0.key == key }) {
            splices.replace(entry.value.range, with: PlistText.quoted(value))
            return
        }
        let entry = "\(key) = \(PlistText.quoted(value));"
        let following = entries.first { $0.key != "isa" && $0.key > key }
        if !isMultiline(object) {
            if let following {
                splices.insert(entry + " ", at: following.range.lowerBound)
            } else if let last = entries.last {
                splices.insert(" " + entry, at: last.range.upperBound)
            }
        } else if let following {
            splices.insert(fieldIndent + entry + "\n", at: splices.lineStart(following.range.lowerBound))
        } else {
            splices.insert(fieldIndent + entry + "\n", at: splices.lineStart(object.fields.range.upperBound - 1))
        }
    }

    mutating func removeField(_ object: ProjectObject, _ key: String) {
        guard let entry = object.fields.entries?.last(where: { $0.key == key }) else { return }
        let range = splices.removalRange(entry.range.lowerBound, entry.range.upperBound)
        splices.replace(range, with: "")
    }

    func isMultiline(_ object: ProjectObject) -> Bool {
        model.file.bytes[object.fields.range].contains(10)
    }

    // MARK: Lists

    mutating func removeItem(_ id: String, from object: ProjectObject, list key: String) {
        guard let item = object[key]?.array?.first(where: { $0.string == id }) else { return }
        splices.replace(splices.removalRange(item.range.lowerBound, item.range.upperBound), with: "")
    }

    /// Adds `id /* comment */` to a list: before `before` (an index), or at the end.
    mutating func addItem(_ id: String, comment: String, to object: ProjectObject, list key: String, before: Int? = nil) {
        guard let list = object[key], let items = list.array else { return }
        let item = "\(id) /* \(PlistText.comment(comment)) */,"
        let closing = list.range.upperBound - 1
        if model.file.bytes[list.range].contains(10) {
            let indent = items.first.map { splices.indentation(ofLineAt: $0.range.lowerBound) }
                ?? splices.indentation(ofLineAt: closing) + unit
            let anchor = before.map { items[$0].range.lowerBound } ?? closing
            splices.insert(indent + item + "\n", at: splices.lineStart(anchor))
        } else if let before {
            splices.insert(item + " ", at: items[before].range.lowerBound)
        } else if let last = items.last {
            let end = splices.endOfItem(last.range.upperBound)
            let hasComma = model.file.bytes[last.range.upperBound..<end].contains(UInt8(ascii: ","))
            splices.insert(hasComma ? " " + item : ", " + String(item.dropLast()), at: hasComma ? end : last.range.upperBound)
        } else {
            splices.insert(item, at: closing)
        }
    }

    /// Adds a child to a group: in name order when the group's children are in name order, as
    /// after Xcode's "Sort by Name", else at the end, where Xcode puts a new file.
    mutating func addChild(_ id: String, name: String, to group: ProjectObject) {
        let names = group.ids("children").map { displayName(of: $0).lowercased() }
        let sorted = zip(names, names.dropFirst()).allSatisfy { $0 <= $1 }
        let position = sorted ? names.firstIndex { $0 > name.lowercased() } : nil
        addItem(id, comment: name, to: group, list: "children", before: position)
    }

    /// The name Xcode shows (and writes in comments) for an element: its `name`, else its `path`.
    func displayName(of id: String) -> String {
        guard let object = model.file.objects[id] else { return id }
        return object["name"]?.string ?? object["path"]?.string ?? id
    }

    // MARK: New objects

    mutating func addObject(isa: String, id: String, text: String) {
        newObjects.append((isa, id, text))
    }

    /// A one-line object, as Xcode writes build files and file references.
    func oneLine(_ id: String, comment: String, _ fields: [(String, String)]) -> String {
        let body = fields.map { "\($0.0) = \($0.1); " }.joined()
        return "\(objectIndent)\(id) /* \(PlistText.comment(comment)) */ = {\(body)};\n"
    }

    /// A new group holding `child`, as Xcode writes one (named apart from its path when the path
    /// has folders in it).
    func groupText(_ id: String, name: String, path: String, child: (id: String, name: String)) -> String {
        let field = fieldIndent
        let named = path == name ? "" : "\(field)name = \(PlistText.quoted(name));\n"
        return "\(objectIndent)\(id) /* \(PlistText.comment(name)) */ = {\n"
            + "\(field)isa = PBXGroup;\n\(field)children = (\n"
            + "\(field)\(unit)\(child.id) /* \(PlistText.comment(child.name)) */,\n\(field));\n"
            + named + "\(field)path = \(PlistText.quoted(path));\n\(field)sourceTree = \"<group>\";\n\(objectIndent)};\n"
    }

    /// The new bytes, or nil when the splices collide.
    mutating func applied() -> [UInt8]? {
        for object in newObjects.sorted(by: { $0.id < $1.id }) { placeObject(object.isa, object.id, object.text) }
        newObjects.removeAll()
        return splices.applied()
    }

    /// Before the first object of its kind with a greater id, else at the end of its section, else
    /// in a new section placed among the others in name order, as Xcode orders them.
    private mutating func placeObject(_ isa: String, _ id: String, _ text: String) {
        let sameKind = model.file.objects.values.filter { $0.isa == isa }
        if let next = sameKind.filter({ $0.id > id }).min(by: { $0.id < $1.id }) {
            splices.insert(text, at: splices.lineStart(next.range.lowerBound))
        } else if let end = find("/* End \(isa) section */") {
            splices.insert(text, at: splices.lineStart(end))
        } else if let last = sameKind.max(by: { $0.id < $1.id }) {
            splices.insert(text, at: splices.nextLineStart(last.range.upperBound))
        } else {
            let section = "/* Begin \(isa) section */\n\(text)/* End \(isa) section */\n"
            if let later = sectionNames().first(where: { $0.name > isa }) {
                splices.insert(section + "\n", at: splices.lineStart(later.offset))
            } else {
                let closing = model.file.objectsNode.range.upperBound - 1
                splices.insert("\n" + section, at: splices.lineStart(closing))
            }
        }
    }

    private func sectionNames() -> [(name: String, offset: Int)] {
        let marker = Array("/* Begin ".utf8)
        let bytes = model.file.bytes
        var result: [(String, Int)] = []
        var index = model.file.objectsNode.range.lowerBound
        while let found = find(marker, from: index) {
            var end = found + marker.count
            while end < bytes.count, bytes[end] != 32, bytes[end] != 10 { end += 1 }
            result.append((String(decoding: bytes[(found + marker.count)..<end], as: UTF8.self), found))
            index = end
        }
        return result
    }

    func find(_ text: String) -> Int? {
        find(Array(text.utf8), from: model.file.objectsNode.range.lowerBound)
    }

    func find(_ pattern: [UInt8], from start: Int) -> Int? {
        let bytes = model.file.bytes
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
