import FileAccess
import FileTransaction
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport
import GitKit
import Platform
import XcodeProject

/// `protocols --fix [--dry-run] [--fix-renames]`: the check, the fixes applied in memory, then
/// written as one transaction (the files that change, the new ones and the moves: all or
/// nothing, see `FileTransaction`) or shown as a unified diff. The report is the check of the
/// result.
enum ProtocolsFix {
    static func run(_ invocation: Invocation, paths: [String], dryRun: Bool, renames: Bool, useCache: Bool) throws -> Report {
        let checked = try ProtocolsCheck.collect(invocation, paths: paths, useCache: useCache, memo: false)
        let targets = FixTargets(invocation, paths: paths)
        // A project that can't be edited safely stops the fix before anything is written.
        let projects = try FixProjects(invocation)
        let fixer = ArchitectureFixer(configuration: checked.configuration, keepsFactsUntilExit: true, testScope: checked.testScope)
        // A new file also needs a target that will build it.
        let outcome = fixer.fix(swift: checked.swift, objc: checked.objc, paths: checked.files,
                                findings: checked.report.findings, renames: renames ? .apply : .print,
                                skipped: skipped(checked, invocation),
                                read: { targets.mayRead($0) ? read($0) : nil },
                                mayWrite: { targets.mayWrite($0, creating: $1) && (!$1 || projects.mayCreate($0)) })
        var report = checked.report
        report.findings = outcome.findings
        report.sourceModules = outcome.moduleOfFile ?? checked.report.sourceModules
        let planned = plannedMoves(outcome, targets: targets, apply: renames, dryRun: dryRun)
        let texts = Dictionary(outcome.files.map { (ProjectPath.join("", $0.path), Array($0.new.utf8)) }, uniquingKeysWith: { first, _ in first })
        let edits = try projects.edits(created: outcome.files.filter { $0.old == nil }.map(\.path),
                                       moves: planned.moves, text: { texts[$0] })
        let moves = planned.moves.filter { !edits.refusedMoves.contains(ProjectPath.join("", $0.from)) }
        // The projects' and imports' changes go where the fixer's may: never into a submodule or
        // through a link out of the project.
        let files = merged(outcome.files, edits.changes.filter { targets.mayWrite($0.path, creating: $0.old == nil) })
        if dryRun {
            for file in files {
                Terminal.out(UnifiedDiff.render(old: file.old.map { String(decoding: $0, as: UTF8.self) } ?? "",
                                                new: String(decoding: file.new, as: UTF8.self),
                                                oldLabel: file.old == nil ? "/dev/null" : "a/" + file.path, newLabel: "b/" + file.path))
            }
        } else {
            var transaction = FixJournal.transaction(invocation, paths: paths)
            for file in files {
                if file.old == nil { transaction.create(file.path, with: file.new) } else { transaction.replace(file.path, with: file.new) }
            }
            for move in moves { transaction.move(move.from, to: move.to) }
            report.notes += try FixJournal.commit(transaction)
            try stage(moves, invocation)
        }
        // A moved file's rename findings are done with.
        let moved = Set(moves.map(\.from))
        let done = report.findings.filter { finding in
            guard case .file(let path, _, _) = finding.location else { return false }
            return moved.contains(path) && outcome.renames.contains { $0.move?.from == path && $0.rule == finding.rule }
        }
        report.findings.removeAll { finding in done.contains { $0 == finding } }
        report.notes += notes(outcome, files: files, movedFindings: done, dryRun: dryRun)
        report.notes += targets.notes
        report.notes += projects.notes + edits.notes
        report.notes += outcome.renameNotes
        report.notes += planned.notes
        report.notes += renameNotes(outcome, moves: moves, refused: planned.refused, targets: targets, applied: renames && !dryRun)
        return report
    }

    /// What the check skipped, and the sources a sparse checkout leaves out of the work tree
    /// (read from their blobs): the renames must not miss what they use.
    private static func skipped(_ checked: ProtocolsCheck.Checked, _ invocation: Invocation) -> SkippedSources {
        var files: [(path: String, bytes: [UInt8]?)] = Set(checked.skipped).sorted().map { path in
            guard case .contents(let bytes) = FileAccess.read(path, limit: SourceLoading.sizeLimit) else { return (path, nil) }
            return (path, bytes)
        }
        let repository = try? invocation.repository()
        for file in repository?.filesOutsideWorkTree() ?? [] where SourceDiscovery.isSourceFile(file.path) {
            guard let blob = file.blob, case .contents(let bytes)? = repository?.blob(blob, limit: SourceLoading.sizeLimit) else {
                files.append((file.path, nil))
                continue
            }
            files.append((file.path, bytes))
        }
        return SkippedSources(files)
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

    /// The moves made, staged as renames as `git mv` leaves them. A move whose name was taken
    /// during the fix was not made (its file is still there) and is not staged.
    private static func stage(_ moves: [(from: String, to: String)], _ invocation: Invocation) throws {
        let made = moves.filter { FileAccess.kind($0.from) == .missing }
        guard !made.isEmpty, let root = invocation.workTreeRoot(), let repository = try? invocation.repository() else { return }
        let here = Files.currentDirectory(), tree = ProjectPath.join(here, root)
        let inTree: [(from: String, to: String)] = made.map { (ProjectPath.climbing(ProjectPath.join(here, $0.from), from: tree),
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
    /// straight to the new name in the new folder.
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
    /// would get): each to a name nothing holds and no fix creates, into a folder that exists in
    /// another case when there is one; a move a fix may not make is said and left out.
    private static func plannedMoves(_ outcome: ArchitectureFixer.Outcome, targets: FixTargets, apply: Bool, dryRun: Bool)
        -> (moves: [(from: String, to: String)], refused: Set<String>, notes: [LocalizedText]) {
        guard apply else { return ([], [], []) }
        var moves: [(from: String, to: String)] = [], refused: Set<String> = [], notes: [LocalizedText] = []
        var taken = Set(outcome.files.filter { $0.old == nil }.map(\.path))
        let notMoved = dryRun ? LocalizedText(ru: "не был бы перенесён", en: "would not be moved") : LocalizedText(ru: "не перенесён", en: "not moved")
        for move in composedMoves(outcome.renames) where move.from != move.to {
            switch targets.moveTarget(move) {
            case .success(let to) where !taken.contains(to):
                moves.append((move.from, to))
                taken.insert(to)
            case .success(let to):
                refused.insert(move.from)
                notes.append(LocalizedText(ru: "\(notMoved.ru): \(move.from) → \(to): имя занято новым файлом",
                                           en: "\(notMoved.en): \(move.from) → \(to): a new file takes the name"))
            case .failure(let refusal):
                let why = FixTargets.reason(refusal)
                refused.insert(move.from)
                notes.append(LocalizedText(ru: "\(notMoved.ru): \(move.from) → \(move.to): \(why.ru)", en: "\(notMoved.en): \(move.from) → \(move.to): \(why.en)"))
            }
        }
        return (moves, refused, notes)
    }

    /// What was moved, or the command that would move it (one per file, into the folder that is
    /// there in another case, as `--fix-renames` would), and the types to rename by hand (the
    /// fixer renames the types it is sure of: `typeRenames`). A move refused for its paths is
    /// said by `plannedMoves`.
    private static func renameNotes(_ outcome: ArchitectureFixer.Outcome, moves: [(from: String, to: String)], refused: Set<String>,
                                    targets: FixTargets, applied: Bool) -> [LocalizedText] {
        var notes: [LocalizedText] = []
        for move in composedMoves(outcome.renames) where !refused.contains(move.from) {
            if let made = moves.first(where: { $0.from == move.from }) {
                notes.append(applied
                    ? LocalizedText(ru: "перенесён: \(made.from) → \(made.to)", en: "moved: \(made.from) → \(made.to)")
                    : LocalizedText(ru: "был бы перенесён: \(made.from) → \(made.to)", en: "would be moved: \(made.from) → \(made.to)"))
            } else {
                let command = RenamePlan.command(from: move.from, to: targets.spelling(move.to))
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
