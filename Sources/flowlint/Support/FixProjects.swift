import FlowlintCore
import XcodeProject

/// What `protocols --fix` does to a work tree's Xcode projects (README: Xcode projects): a new
/// file only where a target will build it, moves followed by the project, renamed headers'
/// imports rewritten. It answers in content changes, so that any write path (every file at once
/// or one by one) writes them with the sources.
final class FixProjects {
    /// A file's bytes before and after, by its path as the fix names it.
    struct Change {
        let path: String
        let old: [UInt8]?
        let new: [UInt8]
    }

    /// The project files and imports to write, the moves the projects could not follow, and
    /// what to say.
    struct Edits {
        var changes: [Change] = []
        var refusedMoves: Set<String> = []
        var notes: [LocalizedText] = []
    }

    private let projects: WorkTreeProjects
    private let here: String
    private let root: String
    private var placements: [String: NewFilePlacement] = [:]
    private(set) var notes: [LocalizedText] = []
    /// A project that can't say where a new file goes (two claim its module): the fix stops.
    private var stop: XcodeProjectError?

    /// Reads the projects under the work tree (or the current folder outside one); a project that
    /// can't be edited safely stops the fix before anything is written.
    init(_ invocation: Invocation) throws {
        let here = Files.currentDirectory()
        self.here = here
        root = invocation.projectsRoot()
        switch WorkTreeProjects.load(root: root) {
        case .success(let loaded): projects = loaded
        case .failure(let error): throw Self.failure(error)
        }
    }

    static func failure(_ error: XcodeProjectError) -> Failure {
        Failure(code: error.exitCode == 3 ? .unreadable : .usage, sentence: LocalizedText(ru: error.ru, en: error.en))
    }

    private func absolute(_ path: String) -> String { ProjectPath.join(here, path) }
    private func shown(_ path: String) -> String { ProjectPath.climbing(path, from: here) }

    /// Whether a fix may create `path`: with no project to edit, always; else only when the
    /// module's other files are in a target, which the new file then joins.
    func mayCreate(_ path: String) -> Bool {
        if let known = placements[path] { return known != .inNoTarget }
        let placement: NewFilePlacement
        switch projects.placement(ofNew: absolute(path)) {
        case .success(let found): placement = found
        case .failure(let error):
            // Said once the fix is done, before anything is written (`edits`).
            stop = stop ?? error
            placement = .inNoTarget
        }
        placements[path] = placement
        if placement == .inNoTarget, stop == nil {
            notes.append(LocalizedText(
                ru: "\(path): не создан: остальные файлы модуля не входят ни в одну цель проекта Xcode, новый файл никто бы не собирал",
                en: "\(path): not created: the module's other files are in no target of the Xcode project, so no target would build it"))
        }
        return placement != .inNoTarget
    }

    /// The project edits for the fix's new files and moves, and the imports of renamed headers.
    /// `text` gives a file's text after the fix (nil: as on disk).
    func edits(created: [String], moves: [(from: String, to: String)], text: (String) -> [UInt8]?) throws -> Edits {
        if let stop { throw Self.failure(stop) }
        var edits = Edits()
        let update: ProjectUpdate
        switch projects.update(moves: moves.map { (absolute($0.from), absolute($0.to)) }, created: created.map(absolute)) {
        case .success(let found): update = found
        case .failure(let error): throw Self.failure(error)
        }
        for refused in update.refusedMoves {
            let from = shown(refused.from)
            edits.refusedMoves.insert(from)
            edits.notes.append(LocalizedText(ru: "не перенесён: \(from): \(refused.reason.ru)", en: "not moved: \(from): \(refused.reason.en)"))
        }
        for change in update.changes { edits.changes.append(Change(path: shown(change.path), old: change.old, new: change.new)) }
        for added in update.added {
            edits.notes.append(LocalizedText(ru: "\(shown(added.path)): добавлен в проект, цели: \(added.targets.joined(separator: ", "))",
                                             en: "\(shown(added.path)): added to the project, targets: \(added.targets.joined(separator: ", "))"))
        }
        let sources = moves.filter { move in
            HeaderImports.isImporting(move.from) && !edits.refusedMoves.contains(shown(absolute(move.from)))
        }
        edits.changes += importChanges(sources, text: text)
        return edits
    }

    /// Every `#import`/`#include` of a moved header, and those of a moved file by a path from
    /// its folder, rewritten in the tree's files.
    private func importChanges(_ moves: [(from: String, to: String)], text: (String) -> [UInt8]?) -> [Change] {
        guard !moves.isEmpty else { return [] }
        let files = HeaderImports.importingFiles(under: root)
        var seen: Set<String> = [], ambiguous: Set<String> = []
        for file in files where file.hasSuffix(".h") {
            if !seen.insert(ProjectPath.name(of: file)).inserted { ambiguous.insert(ProjectPath.name(of: file)) }
        }
        let known = HeaderImports.Moves(moves.map { (old: absolute($0.from), new: absolute($0.to)) }, files: Set(files), ambiguous: ambiguous)
        return files.compactMap { file in
            let path = shown(file)
            let current = text(path) ?? Files.read(file)
            guard let current, let rewritten = HeaderImports.rewrite(current, in: file, known) else { return nil }
            return Change(path: path, old: current, new: rewritten)
        }
    }
}
