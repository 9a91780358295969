import FileAccess

/// Which source files no target builds (README: Xcode projects). Where a project lists a
/// folder's files, a file in none of its targets is not built: it is not app code, and the
/// architecture rules leave it out (it is reported once instead).
extension WorkTreeProjects {
    /// The files among `files` (absolute paths) that lie in the folder of a project flowlint reads
    /// and that none of the projects' targets builds. Left to the checks as before: files outside
    /// every project's folder, under a generated project's folder, or in a Swift package (a
    /// `Package.swift` between them and the project's folder, or beside the project): another
    /// manifest decides those.
    public func outsideTargets(_ files: [String]) -> [String] {
        guard !isEmpty else { return [] }
        var packageFolders: [String: Bool] = [:]
        return files.filter { file in
            let holding = index.entries.filter { ProjectPath.relative(file, to: $0.folder) != nil }
            guard let outermost = holding.min(by: { $0.folder.count < $1.folder.count }), !isGenerated(file),
                  !inPackage(file, below: outermost.folder, &packageFolders) else { return false }
            return !isBuilt(file)
        }
    }

    /// Whether a target builds the file: compiles it, or, for a header, lists it (an app target
    /// has no Headers phase: its headers are in groups) or compiles its implementation beside it.
    func isBuilt(_ file: String) -> Bool {
        let compiled = { (path: String) in
            index.entries.contains { !$0.model.compilingTargets(of: ProjectPath.climbing(path, from: $0.folder)).isEmpty }
        }
        if compiled(file) { return true }
        let fileExtension = ProjectPath.extensionOf(file).lowercased()
        guard ["h", "hh", "hpp"].contains(fileExtension) else { return false }
        if index.entries.contains(where: { $0.model.contains(ProjectPath.climbing(file, from: $0.folder)) }) { return true }
        let base = String(file.dropLast(fileExtension.count))
        return ["m", "mm", "c", "cpp"].contains { compiled(base + $0) }
    }

    /// Whether a folder from the file's up to `top` (included) holds a `Package.swift`.
    private func inPackage(_ file: String, below top: String, _ known: inout [String: Bool]) -> Bool {
        var folder = ProjectPath.folder(of: file)
        var visited: [String] = []
        var found = false
        while true {
            if let answer = known[folder] {
                found = answer
                break
            }
            visited.append(folder)
            if FileAccess.kind(ProjectPath.join(folder, "Package.swift")) == .regularFile {
                found = true
                break
            }
            let parent = ProjectPath.folder(of: folder)
            guard folder != top, parent != folder, ProjectPath.relative(parent, to: top) != nil else { break }
            folder = parent
        }
        for folder in visited { known[folder] = found }
        return found
    }
}

extension XcodeProjects {
    /// The `.xcodeproj` folders in the folders from each of `files` (absolute) up to `root`,
    /// sorted: the only ones whose folder holds a file. A check reads these folders' entries
    /// (already read by its own walk) rather than walking the tree again.
    /// `walked`: folders already read by the check's own walk (every folder between one of them
    /// and a file below it), with the `.xcodeproj` paths it met there (`seen`): only the folders
    /// above them are read here.
    public static func find(holding files: [String], root: String, walked: [String] = [], seen: [String] = []) -> [String] {
        var folders = Set<String>()
        for file in files {
            var folder = ProjectPath.folder(of: file)
            while ProjectPath.relative(folder, to: root) != nil, folders.insert(folder).inserted, folder != root {
                folder = ProjectPath.folder(of: folder)
            }
        }
        let read = folders.filter { folder in !walked.contains { ProjectPath.relative(folder, to: $0) != nil } }
        let listed = read.flatMap { folder in entries(of: folder).filter { $0.hasSuffix(".xcodeproj") }.map { ProjectPath.join(folder, $0) } }
        let met = seen.filter { folders.contains(ProjectPath.folder(of: $0)) }
        return (listed + met).filter { FileAccess.kind($0) == .directory }.sorted()
    }
}
