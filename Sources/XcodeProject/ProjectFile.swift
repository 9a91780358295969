/// One object of a project's `objects` table: `ID /* comment */ = { isa = …; … };`.
public struct ProjectObject: Sendable {
    public let id: String
    public let isa: String
    public let fields: PlistNode
    /// From the id's first byte to the `;` that ends the entry.
    public let range: Range<Int>

    public subscript(key: String) -> PlistNode? { fields[key] }

    /// A field that is a list of ids (`children`, `files`, `buildPhases`…).
    public func ids(_ key: String) -> [String] {
        fields[key]?.array?.compactMap(\.string) ?? []
    }
}

/// A `project.pbxproj` read whole: its bytes (kept for edits) and its objects by id.
public struct ProjectFile: Sendable {
    /// The object versions read and written: Xcode 3.2 (46) to Xcode 16's synchronised folders
    /// (77). Anything else is a format flowlint was not made for and is never edited.
    public static let knownObjectVersions = 46...77

    public let bytes: [UInt8]
    public let objectVersion: Int
    public let rootObjectID: String
    public let objects: [String: ProjectObject]
    /// The `objects = { … }` dictionary itself.
    let objectsNode: PlistNode

    /// Reads a project file's bytes; `path` names it in the error's sentence.
    public static func read(_ bytes: [UInt8], path: String) -> Result<ProjectFile, XcodeProjectError> {
        if let line = conflictMarkerLine(bytes) { return .failure(.mergeConflict(path: path, line: line)) }
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(.notUTF8(path: path)) }
        let root: PlistNode
        switch PlistReader.read(bytes) {
        case .success(let node): root = node
        case .failure(let error):
            return .failure(.syntax(path: path, line: lineNumber(of: error.offset, in: bytes), expected: error.expected))
        }
        guard root.entries != nil else { return .failure(.malformed(path: path, what: "the top level is not a dictionary")) }
        guard let versionText = root["objectVersion"]?.string, let version = Int(versionText) else {
            return .failure(.malformed(path: path, what: "objectVersion is missing"))
        }
        guard knownObjectVersions.contains(version) else { return .failure(.unknownObjectVersion(path: path, version: version)) }
        guard let objectsNode = root["objects"], let entries = objectsNode.entries else {
            return .failure(.malformed(path: path, what: "the objects table is missing"))
        }
        var objects: [String: ProjectObject] = [:]
        objects.reserveCapacity(entries.count)
        for entry in entries {
            guard let isa = entry.value["isa"]?.string else {
                return .failure(.malformed(path: path, what: "object \(entry.key) has no isa"))
            }
            guard objects[entry.key] == nil else { return .failure(.malformed(path: path, what: "object \(entry.key) appears twice")) }
            objects[entry.key] = ProjectObject(id: entry.key, isa: isa, fields: entry.value, range: entry.range)
        }
        guard let rootID = root["rootObject"]?.string, objects[rootID]?.isa == "PBXProject" else {
            return .failure(.malformed(path: path, what: "rootObject is not a PBXProject"))
        }
        return .success(ProjectFile(
            bytes: bytes, objectVersion: version, rootObjectID: rootID, objects: objects, objectsNode: objectsNode))
    }

    public var project: ProjectObject? { objects[rootObjectID] }

    /// Every object of one kind, sorted by id (the order of its section in the file).
    public func objects(isa: String) -> [ProjectObject] {
        objects.values.filter { $0.isa == isa }.sorted { $0.id < $1.id }
    }

    /// The 1-based line of `offset`.
    static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes[..<min(offset, bytes.count)] where byte == 10 { line += 1 }
        return line
    }

    /// The first line that starts with a merge-conflict marker git writes (`<<<<<<<`, `=======`,
    /// `>>>>>>>`, `|||||||`), 1-based.
    static func conflictMarkerLine(_ bytes: [UInt8]) -> Int? {
        let markers: [[UInt8]] = [Array("<<<<<<<".utf8), Array(">>>>>>>".utf8), Array("=======".utf8), Array("|||||||".utf8)]
        var line = 1
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 10 { end += 1 }
            let text = bytes[start..<end]
            if markers.contains(where: { text.starts(with: $0) }) { return line }
            line += 1
            start = end + 1
        }
        return nil
    }
}
