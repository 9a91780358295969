import FileAccess
import FileTransaction
import FlowlintCore

/// The paths `protocols --fix` may read and write (`WritablePaths`), with a note for each file a
/// fix wanted and was refused.
final class FixTargets {
    private let paths: WritablePaths
    private var answers: [String: Bool] = [:]
    private(set) var refused: [(path: String, refusal: WritablePaths.Refusal)] = []

    init(_ invocation: Invocation, paths given: [String]) {
        // The work tree holds the project, and so do the folders given outside it (or the
        // current one outside any repository). A folder given inside the work tree adds nothing:
        // naming a link there doesn't make where it leads part of the project.
        let tree = invocation.workTreeRoot().map { String($0.dropLast()) }
        let here = Files.currentDirectory()
        var roots = tree.map { [$0] } ?? []
        for path in given {
            let folder = Files.isDirectory(path) ? path : FixJournal.projectRoot([path])
            let absolute = folder.hasPrefix("/") ? folder : here + "/" + folder
            if let tree, absolute == tree || absolute.hasPrefix(tree + "/") { continue }
            roots.append(folder)
        }
        let gitlinks = tree == nil ? [] : ((try? invocation.repository())?.gitlinkPaths() ?? [])
        paths = WritablePaths(roots: roots.isEmpty ? ["."] : roots, submodules: gitlinks)
    }

    /// What the fixer reads: nothing through a link that leaves the project.
    func mayRead(_ path: String) -> Bool {
        let key = "<" + path
        if let known = answers[key] { return known }
        let allowed = paths.mayRead(path)
        if !allowed, FileAccess.kind(path) != .missing { refused.append((path, .outsideProject)) }
        answers[key] = allowed
        return allowed
    }

    func mayWrite(_ path: String, creating: Bool) -> Bool {
        let key = (creating ? "+" : "=") + path
        if let known = answers[key] { return known }
        let refusal = paths.refusal(writing: path, creating: creating)
        if let refusal { refused.append((path, refusal)) }
        answers[key] = refusal == nil
        return refusal == nil
    }

    /// `path` with the folders that exist in another case (`WritablePaths.existingSpelling`).
    func spelling(_ path: String) -> String {
        paths.existingSpelling(path)
    }

    /// A move's target with the folders that exist in another case, checked as a new file.
    func moveTarget(_ move: (from: String, to: String)) -> Result<String, WritablePaths.Refusal> {
        if let refusal = paths.refusal(writing: move.from, creating: false) { return .failure(refusal) }
        let to = spelling(move.to)
        if let refusal = paths.refusal(writing: to, creating: true) { return .failure(refusal) }
        return .success(to)
    }

    /// Why, in a note's words.
    static func reason(_ refusal: WritablePaths.Refusal) -> LocalizedText {
        switch refusal {
        case .outsideProject:
            return LocalizedText(ru: "путь ведёт по ссылке за пределы проекта", en: "the path leads through a link out of the project")
        case .symbolicLink:
            return LocalizedText(ru: "это символическая ссылка, исправление её не заменяет", en: "it is a symbolic link, which a fix never replaces")
        case .taken(let kind):
            let what: (String, String) = switch kind {
            case .directory: ("папка", "a folder")
            case .symbolicLink: ("символическая ссылка", "a symbolic link")
            case .regularFile: ("файл", "a file")
            default: ("не обычный файл", "not a regular file")
            }
            return LocalizedText(ru: "имя занято: там \(what.0)", en: "the name is taken by \(what.1)")
        case .notRegularFile:
            return LocalizedText(ru: "это не обычный файл", en: "it is not a regular file")
        case .inSubmodule(let folder):
            return LocalizedText(ru: "он в подмодуле или отдельном репозитории (\(folder))", en: "it is in a submodule or a repository of its own (\(folder))")
        case .folderTaken(let folder):
            return LocalizedText(ru: "на месте папки \(folder) не папка", en: "\(folder) is not a folder")
        }
    }

    /// One note per refused file.
    var notes: [LocalizedText] {
        var seen: Set<String> = []
        return refused.filter { seen.insert($0.path).inserted }.map { path, refusal in
            let why = Self.reason(refusal)
            return LocalizedText(ru: "\(path): не изменён: \(why.ru)", en: "\(path): not changed: \(why.en)")
        }
    }
}
