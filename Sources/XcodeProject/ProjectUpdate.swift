/// What the projects need after a fix: each project file's new bytes, and the moves and new files
/// a project could not follow (those are not made).
public struct ProjectUpdate: Sendable {
    /// A project file to write: its bytes as read and as edited.
    public struct Change: Sendable, Equatable {
        public let path: String
        public let old: [UInt8]
        public let new: [UInt8]
    }

    public var changes: [Change] = []
    /// Moves left unmade: the project lists the file in a way flowlint doesn't edit.
    public var refusedMoves: [(from: String, to: String, reason: XcodeProjectError)] = []
    /// New files that joined a project, with the targets that build them now.
    public var added: [(path: String, targets: [String])] = []
}

extension WorkTreeProjects {
    /// The project edits for `moves` (made in order) and `created` files (each joining the targets
    /// of a sibling `placement(ofNew:)` found). An error is one no file should change for: a
    /// file two projects claim. A move a project can't follow is refused alone.
    public func update(moves: [(from: String, to: String)], created: [String]) -> Result<ProjectUpdate, XcodeProjectError> {
        var editors: [String: ProjectEditor] = [:]
        var update = ProjectUpdate()
        for move in moves {
            let owner: (entry: ProjectIndex.Entry, path: String)?
            switch index.owner(of: move.from) {
            case .failure(let error): return .failure(error)
            case .success(let found): owner = found
            }
            guard let owner else { continue }
            var editor = editors[owner.entry.xcodeproj] ?? Self.editor(owner.entry)
            let to = ProjectPath.climbing(move.to, from: owner.entry.folder)
            do {
                _ = try editor.moveFile(from: owner.path, to: to)
                editors[owner.entry.xcodeproj] = editor
            } catch {
                update.refusedMoves.append((move.from, move.to, error))
            }
        }
        for path in created {
            guard case .success(.joins(let sibling, _)) = placement(ofNew: path) else { continue }
            switch index.owner(of: sibling) {
            case .failure(let error): return .failure(error)
            case .success(nil): continue
            case .success(let owner?):
                var editor = editors[owner.entry.xcodeproj] ?? Self.editor(owner.entry)
                do {
                    let file = ProjectPath.climbing(path, from: owner.entry.folder)
                    _ = try editor.addFile(file, like: owner.path)
                    editors[owner.entry.xcodeproj] = editor
                    update.added.append((path, editor.model.compilingTargets(of: file).map(\.name)))
                } catch {
                    return .failure(error)
                }
            }
        }
        for (xcodeproj, editor) in editors.sorted(by: { $0.key < $1.key }) where editor.changed {
            guard let entry = index.entries.first(where: { $0.xcodeproj == xcodeproj }) else { continue }
            update.changes.append(.init(path: editor.path, old: entry.model.file.bytes, new: editor.bytes))
        }
        return .success(update)
    }

    private static func editor(_ entry: ProjectIndex.Entry) -> ProjectEditor {
        ProjectEditor(model: entry.model, path: ProjectPath.join(entry.xcodeproj, "project.pbxproj"))
    }
}
