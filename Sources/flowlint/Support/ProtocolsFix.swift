import FlowlintArchitecture
import FlowlintCore
import FlowlintReport
import Platform
import XcodeProject

/// `protocols --fix [--dry-run] [--fix-renames]`: the check, the fixes applied in memory, then
/// written (only the files that change, each atomically with its mode kept) or shown as a
/// unified diff. The report is the check of the result.
enum ProtocolsFix {
    static func run(_ invocation: Invocation, paths: [String], dryRun: Bool, renames: Bool, useCache: Bool) throws -> Report {
        let checked = try ProtocolsCheck.collect(invocation, paths: paths, useCache: useCache, memo: false)
        // A project that can't be edited safely stops the fix before anything is written.
        let projects = try FixProjects(invocation)
        let fixer = ArchitectureFixer(configuration: checked.configuration, keepsFactsUntilExit: true, testScope: checked.testScope)
        let outcome = fixer.fix(swift: checked.swift, objc: checked.objc, paths: checked.files,
                                findings: checked.report.findings, renames: renames ? .apply : .print, read: read,
                                mayCreate: projects.mayCreate)
        var report = checked.report
        report.findings = outcome.findings
        report.sourceModules = outcome.moduleOfFile ?? checked.report.sourceModules
        let planned = plannedMoves(outcome, apply: renames)
        let texts = Dictionary(outcome.files.map { (ProjectPath.join("", $0.path), Array($0.new.utf8)) }, uniquingKeysWith: { first, _ in first })
        let edits = try projects.edits(created: outcome.files.filter { $0.old == nil }.map(\.path),
                                       moves: planned, text: { texts[$0] })
        let moves = planned.filter { !edits.refusedMoves.contains(ProjectPath.join("", $0.from)) }
        let files = merged(outcome.files, edits.changes)
        if dryRun {
            for file in files {
                Terminal.out(UnifiedDiff.render(old: file.old.map { String(decoding: $0, as: UTF8.self) } ?? "",
                                                new: String(decoding: file.new, as: UTF8.self),
                                                oldLabel: file.old == nil ? "/dev/null" : "a/" + file.path, newLabel: "b/" + file.path))
            }
        } else {
            try write(files)
            try move(moves, invocation)
        }
        // A moved file's rename findings are done with.
        let moved = Set(moves.map(\.from))
        let done = report.findings.filter { finding in
            guard case .file(let path, _, _) = finding.location else { return false }
            return moved.contains(path) && outcome.renames.contains { $0.move?.from == path && $0.rule == finding.rule }
        }
        report.findings.removeAll { finding in done.contains { $0 == finding } }
        report.notes += notes(outcome, files: files, movedFindings: done, dryRun: dryRun)
        report.notes += projects.notes + edits.notes
        report.notes += outcome.renameNotes
        report.notes += renameNotes(outcome, moves: moves, applied: renames && !dryRun)
        return report
    }

    /// The fixer's files with the projects' and imports' changes: a file both change gets the
    /// imports' text, made from the fixer's.
    private static func merged(_ fixed: [ArchitectureFixer.ChangedFile], _ changes: [FixProjects.Change]) -> [FixProjects.Change] {
        var files = fixed.map { FixProjects.Change(path: $0.path, old: $0.old.map { Array($0.utf8) }, new: Array($0.new.utf8)) }
        for change in changes {
            if let index = files.firstIndex(where: { ProjectPath.join("", $0.path) == change.path }) {
                files[index] = FixProjects.Change(path: files[index].path, old: files[index].old, new: change.new)
            } else {
                files.append(change)
            }
        }
        return files
    }

    /// A source's text as the check read it; nil when there is none (a file the fix creates).
    private static func read(_ path: String) -> String? {
        guard Files.exists(path), case .success(let text) = SourceLoading.load(path) else { return nil }
        return text
    }

    /// Changed files are written on every core (hundreds of them were a tenth of a fix); new ones,
    /// which may need folders made, one by one after them. The first failure, by path, is said.
    private static func write(_ files: [FixProjects.Change]) throws {
        let changed = files.filter { $0.old != nil }
        let written = ParallelWork.map(count: changed.count) { index -> Bool in
            let file = changed[index]
            var info = stat()
            let mode = stat(file.path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
            // Not flushed file by file: see `FileAccess.writeAtomically`.
            return Files.writeAtomically(file.new, to: file.path, mode: mode, durable: false)
        }
        if let failed = zip(changed, written).first(where: { !$0.1 })?.0 { throw cannotWrite(failed.path) }
        for file in files where file.old == nil {
            let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
            guard (folder.isEmpty || Files.createDirectories(folder)) && Files.createNew(file.new, at: file.path) else {
                throw cannotWrite(file.path)
            }
        }
    }

    private static func cannotWrite(_ path: String) -> Failure {
        Failure.unreadable(ru: "не удаётся записать \(path): проверьте права на папку", en: "cannot write \(path): check the folder's permissions")
    }

    /// The files moved, and the tracked ones staged as renames, as `git mv` leaves them.
    private static func move(_ moves: [(from: String, to: String)], _ invocation: Invocation) throws {
        for move in moves {
            let folder = move.to.split(separator: "/").dropLast().joined(separator: "/")
            guard (folder.isEmpty || Files.createDirectories(folder)), rename(move.from, move.to) == 0 else {
                throw Failure.unreadable(ru: "не удаётся перенести \(move.from) в \(move.to)", en: "cannot move \(move.from) to \(move.to)")
            }
        }
        guard !moves.isEmpty, let root = invocation.workTreeRoot(), let repository = try? invocation.repository() else { return }
        let here = Files.currentDirectory(), tree = ProjectPath.join(here, root)
        let inTree: [(from: String, to: String)] = moves.map { (ProjectPath.climbing(ProjectPath.join(here, $0.from), from: tree),
                                  ProjectPath.climbing(ProjectPath.join(here, $0.to), from: tree)) }
        do {
            try repository.stageMoves(inTree)
        } catch {
            throw Failure.git(error)
        }
    }

    private static func notes(_ outcome: ArchitectureFixer.Outcome, files: [FixProjects.Change], movedFindings: [Finding],
                              dryRun: Bool) -> [LocalizedText] {
        var notes: [LocalizedText] = files.map { file in
            switch (file.old == nil, dryRun) {
            case (true, false): return LocalizedText(ru: "\(file.path): создан", en: "\(file.path): created")
            case (true, true): return LocalizedText(ru: "\(file.path): был бы создан", en: "\(file.path): would be created")
            case (false, false): return LocalizedText(ru: "\(file.path): исправлен", en: "\(file.path): fixed")
            case (false, true): return LocalizedText(ru: "\(file.path): был бы исправлен", en: "\(file.path): would be fixed")
            }
        }
        notes += outcome.declined.map { path in
            LocalizedText(ru: "\(path): исправление не разбиралось бы или добавило бы замечаний, файл оставлен как был",
                          en: "\(path): the fix would not parse or would add findings, the file is left as it was")
        }
        var counts = outcome.fixed
        for finding in movedFindings { counts[finding.rule, default: 0] += 1 }
        let fixed = counts.values.reduce(0, +)
        let rules = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let changed = Set(files.map(\.path)).union(movedFindings.compactMap { finding -> String? in
            guard case .file(let path, _, _) = finding.location else { return nil }
            return path
        }).count
        notes.append(dryRun
            ? LocalizedText(ru: "--dry-run: исправилось бы замечаний: \(fixed)\(rules.isEmpty ? "" : " (\(rules))"), файлов: \(changed); ничего не записано",
                            en: "--dry-run: would fix \(fixed) findings\(rules.isEmpty ? "" : " (\(rules))") in \(changed) files; nothing written")
            : LocalizedText(ru: "исправлено замечаний: \(fixed)\(rules.isEmpty ? "" : " (\(rules))"), файлов: \(changed)",
                            en: "fixed \(fixed) findings\(rules.isEmpty ? "" : " (\(rules))") in \(changed) files"))
        return notes
    }

    /// One move per file: a file one rule renames and another moves to its layer's folder goes
    /// straight to the new name in the new folder. Nil targets are dropped: a name something holds
    /// or a fix creates.
    static func composedMoves(_ plans: [RenamePlan]) -> [(from: String, to: String)] {
        var order: [String] = [], folders: [String: String] = [:], names: [String: String] = [:]
        for plan in plans {
            guard let move = plan.move else { continue }
            if folders[move.from] == nil && names[move.from] == nil { order.append(move.from) }
            if ProjectPath.folder(of: move.to) != ProjectPath.folder(of: move.from) { folders[move.from] = ProjectPath.folder(of: move.to) }
            if ProjectPath.name(of: move.to) != ProjectPath.name(of: move.from) { names[move.from] = ProjectPath.name(of: move.to) }
        }
        return order.map { from in
            let folder = folders[from] ?? ProjectPath.folder(of: from), name = names[from] ?? ProjectPath.name(of: from)
            return (from, folder.isEmpty ? name : folder + "/" + name)
        }
    }

    /// The moves `--fix-renames` makes (a dry run plans them too, to show what the projects
    /// would get): each to a name nothing holds and no fix creates.
    private static func plannedMoves(_ outcome: ArchitectureFixer.Outcome, apply: Bool) -> [(from: String, to: String)] {
        guard apply else { return [] }
        var taken = Set(outcome.files.filter { $0.old == nil }.map(\.path))
        return composedMoves(outcome.renames).filter { move in
            guard move.from != move.to, !taken.contains(move.to), !Files.exists(move.to) else { return false }
            taken.insert(move.to)
            return true
        }
    }

    /// What was moved, or the command that would move it (one per file), and the types to
    /// rename by hand (the fixer renames the types it is sure of: `typeRenames`).
    private static func renameNotes(_ outcome: ArchitectureFixer.Outcome, moves: [(from: String, to: String)], applied: Bool) -> [LocalizedText] {
        var notes: [LocalizedText] = []
        for move in composedMoves(outcome.renames) {
            if let made = moves.first(where: { $0.from == move.from }) {
                notes.append(applied
                    ? LocalizedText(ru: "перенесён: \(made.from) → \(made.to)", en: "moved: \(made.from) → \(made.to)")
                    : LocalizedText(ru: "был бы перенесён: \(made.from) → \(made.to)", en: "would be moved: \(made.from) → \(made.to)"))
            } else {
                let command = RenamePlan.command(from: move.from, to: move.to)
                notes.append(LocalizedText(ru: "переименование (не применено, есть --fix-renames): \(command)",
                                           en: "rename (not applied; --fix-renames applies it): \(command)"))
            }
        }
        for plan in outcome.renames {
            if let type = plan.type, !outcome.typeRenames.contains(type.newName) {
                notes.append(LocalizedText(ru: "переименуйте тип в \(type.path):\(type.line) в \(type.newName) и все его упоминания",
                                           en: "rename the type at \(type.path):\(type.line) to \(type.newName), and every use of it"))
            }
        }
        return notes
    }
}
