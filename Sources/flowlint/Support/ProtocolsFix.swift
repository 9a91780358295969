import FileAccess
import FileTransaction
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport
import GitKit
import Platform

/// `protocols --fix [--dry-run] [--fix-renames]`: the check, the fixes applied in memory, then
/// written as one transaction (the files that change, the new ones and the moves: all or
/// nothing, see `FileTransaction`) or shown as a unified diff. The report is the check of the
/// result.
enum ProtocolsFix {
    static func run(_ invocation: Invocation, paths: [String], dryRun: Bool, renames: Bool, useCache: Bool) throws -> Report {
        let checked = try ProtocolsCheck.collect(invocation, paths: paths, useCache: useCache, memo: false)
        let targets = FixTargets(invocation, paths: paths)
        let fixer = ArchitectureFixer(configuration: checked.configuration, keepsFactsUntilExit: true, testScope: checked.testScope)
        let outcome = fixer.fix(swift: checked.swift, objc: checked.objc, paths: checked.files,
                                findings: checked.report.findings, renames: renames ? .apply : .print,
                                skipped: skipped(checked, invocation),
                                read: { targets.mayRead($0) ? read($0) : nil }, mayWrite: targets.mayWrite)
        var report = checked.report
        report.findings = outcome.findings
        report.sourceModules = outcome.moduleOfFile ?? checked.report.sourceModules
        let moves = planMoves(outcome, targets: targets, apply: renames && !dryRun)
        if dryRun {
            for file in outcome.files {
                Terminal.out(UnifiedDiff.render(old: file.old ?? "", new: file.new,
                                                oldLabel: file.old == nil ? "/dev/null" : "a/" + file.path, newLabel: "b/" + file.path))
            }
        } else {
            var transaction = FixJournal.transaction(invocation, paths: paths)
            for file in outcome.files {
                if file.old == nil { transaction.create(file.path, with: Array(file.new.utf8)) } else { transaction.replace(file.path, with: Array(file.new.utf8)) }
            }
            for move in moves.made { transaction.move(move.from, to: move.to) }
            report.notes += try FixJournal.commit(transaction)
        }
        report.notes += notes(outcome, dryRun: dryRun)
        report.notes += targets.notes
        report.notes += outcome.renameNotes
        report.notes += moves.notes
        // A moved file's rename findings are done with.
        let moved = Set(moves.made.map(\.from))
        report.findings.removeAll { finding in
            guard case .file(let path, _, _) = finding.location else { return false }
            return moved.contains(path) && outcome.renames.contains { $0.move?.from == path && $0.rule == finding.rule }
        }
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

    /// A source's text as the check read it; nil when there is none (a file the fix creates).
    private static func read(_ path: String) -> String? {
        guard Files.exists(path), case .success(let text) = SourceLoading.load(path) else { return nil }
        return text
    }

    private static func notes(_ outcome: ArchitectureFixer.Outcome, dryRun: Bool) -> [LocalizedText] {
        var notes: [LocalizedText] = outcome.files.map { file in
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
        let fixed = outcome.fixed.values.reduce(0, +)
        let rules = outcome.fixed.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let files = outcome.files.count
        notes.append(dryRun
            ? LocalizedText(ru: "--dry-run: исправилось бы замечаний: \(fixed)\(rules.isEmpty ? "" : " (\(rules))"), файлов: \(files); ничего не записано",
                            en: "--dry-run: would fix \(fixed) findings\(rules.isEmpty ? "" : " (\(rules))") in \(files) files; nothing written")
            : LocalizedText(ru: "исправлено замечаний: \(fixed)\(rules.isEmpty ? "" : " (\(rules))"), файлов: \(files)",
                            en: "fixed \(fixed) findings\(rules.isEmpty ? "" : " (\(rules))") in \(files) files"))
        return notes
    }

    /// Renames are printed as commands; with `--fix-renames` the files are moved, each to a name
    /// nothing holds, into a folder that exists in another case when there is one (the fixer
    /// renames the types it is sure of and notes the rest: `typeRenames`).
    private static func planMoves(_ outcome: ArchitectureFixer.Outcome, targets: FixTargets, apply: Bool)
        -> (made: [(from: String, to: String)], notes: [LocalizedText]) {
        var notes: [LocalizedText] = []
        var made: [(from: String, to: String)] = []
        var moving: Set<String> = [], taken = Set(outcome.files.filter { $0.old == nil }.map(\.path))
        for plan in outcome.renames {
            if let move = plan.move {
                // A file two rules move (its name and its folder) moves once; the next run moves it on.
                if apply, !moving.contains(move.from) {
                    switch targets.moveTarget(move) {
                    case .success(let to) where !taken.contains(to):
                        notes.append(LocalizedText(ru: "перенесён: \(move.from) → \(to)", en: "moved: \(move.from) → \(to)"))
                        made.append((move.from, to))
                        moving.insert(move.from)
                        taken.insert(to)
                    case .success(let to):
                        notes.append(LocalizedText(ru: "не перенесён: \(move.from) → \(to): имя занято новым файлом", en: "not moved: \(move.from) → \(to): a new file takes the name"))
                    case .failure(let refusal):
                        let why = FixTargets.reason(refusal)
                        notes.append(LocalizedText(ru: "не перенесён: \(move.from) → \(move.to): \(why.ru)", en: "not moved: \(move.from) → \(move.to): \(why.en)"))
                    }
                } else {
                    // Into the folder that is there in another case, as `--fix-renames` would.
                    let command = RenamePlan.command(from: move.from, to: targets.spelling(move.to))
                    notes.append(LocalizedText(ru: "переименование (не применено, есть --fix-renames): \(command)",
                                               en: "rename (not applied; --fix-renames applies it): \(command)"))
                }
            }
            if let type = plan.type, !outcome.typeRenames.contains(type.newName) {
                notes.append(LocalizedText(ru: "переименуйте тип в \(type.path):\(type.line) в \(type.newName) и все его упоминания",
                                           en: "rename the type at \(type.path):\(type.line) to \(type.newName), and every use of it"))
            }
        }
        return (made, notes)
    }
}
