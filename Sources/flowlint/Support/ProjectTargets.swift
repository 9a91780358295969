import FlowlintArchitecture
import FlowlintCore
import XcodeProject

/// Targets decide scope (README: Xcode projects): where the work tree has an Xcode project, a
/// source file none of its targets builds is not app code. The architecture rules leave it out,
/// and the report says so once per file.
enum ProjectTargets {
    /// The files the rules judge, and a note for each one left out. A project that can't be read
    /// leaves every file judged, with one note saying why.
    static func judged(_ found: SourceDiscovery.Found, _ invocation: Invocation) -> (files: [String], notes: [LocalizedText]) {
        let files = found.files
        let here = Files.currentDirectory()
        let projects: WorkTreeProjects
        let walked = found.walkedFolders.map { ProjectPath.join(here, $0) }
        let seen = found.xcodeProjects.map { ProjectPath.join(here, $0) }
        // Projects are found from the files' folders: one file of each folder says as much as all
        // (a walk lists a folder's files together; bytes, as hashing or walking Characters of
        // 5,000 paths costs more than the rest of a warm run).
        var holding: [String] = [], lastFolder = Substring()
        for file in files {
            let folder = file[..<(file.utf8.lastIndex(of: UInt8(ascii: "/")) ?? file.startIndex)]
            if !holding.isEmpty, folder.utf8.elementsEqual(lastFolder.utf8) { continue }
            lastFolder = folder
            holding.append(ProjectPath.join(here, file))
        }
        switch WorkTreeProjects.load(root: invocation.projectsRoot(), holding: holding, walked: walked, seen: seen) {
        case .success(let loaded): projects = loaded
        case .failure(let error):
            return (files, [LocalizedText(ru: error.ru + "; пока он не читается, проверяются все файлы, и не входящие в цели",
                                          en: error.en + "; until it reads, every file is checked, those in no target too")])
        }
        guard !projects.isEmpty else { return (files, []) }
        let absolute = files.map { ProjectPath.join(here, $0) }
        let outside = Set(projects.outsideTargets(absolute))
        guard !outside.isEmpty else { return (files, []) }
        var judged: [String] = [], notes: [LocalizedText] = []
        for (file, path) in zip(files, absolute) {
            guard outside.contains(path) else {
                judged.append(file)
                continue
            }
            notes.append(LocalizedText(ru: "\(file): не входит ни в одну цель проекта Xcode: не собирается, правила архитектуры его не проверяют",
                                       en: "\(file): in no target of the Xcode project: not built, so the architecture rules don't check it"))
        }
        return (judged, notes)
    }
}

extension Invocation {
    /// Where the Xcode projects of a run are looked for: the work tree's root (the current folder
    /// outside a repository), as an absolute path.
    func projectsRoot() -> String {
        let here = Files.currentDirectory()
        return workTreeRoot().map { ProjectPath.join(here, $0) } ?? here
    }
}
