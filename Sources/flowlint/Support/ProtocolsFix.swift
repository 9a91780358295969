import FileAccess
import FlowlintArchitecture
import FlowlintCore
import FlowlintReport
import GitKit
import Platform

/// `protocols --fix [--dry-run] [--fix-renames]`: the check, the fixes applied in memory, then
/// written (only the files that change, each atomically with its mode kept) or shown as a
/// unified diff. The report is the check of the result.
enum ProtocolsFix {
    static func run(_ invocation: Invocation, paths: [String], dryRun: Bool, renames: Bool, useCache: Bool) throws -> Report {
        let checked = try ProtocolsCheck.collect(invocation, paths: paths, useCache: useCache, memo: false)
        let fixer = ArchitectureFixer(configuration: checked.configuration, keepsFactsUntilExit: true, testScope: checked.testScope)
        let outcome = fixer.fix(swift: checked.swift, objc: checked.objc, paths: checked.files, findings: checked.report.findings,
                                renames: renames ? .apply : .print, skipped: skipped(checked, invocation), read: read)
        var report = checked.report
        report.findings = outcome.findings
        report.sourceModules = outcome.moduleOfFile ?? checked.report.sourceModules
        if dryRun {
            for file in outcome.files {
                Terminal.out(UnifiedDiff.render(old: file.old ?? "", new: file.new,
                                                oldLabel: file.old == nil ? "/dev/null" : "a/" + file.path, newLabel: "b/" + file.path))
            }
        } else {
            try write(outcome.files)
        }
        report.notes += notes(outcome, dryRun: dryRun)
        report.notes += outcome.renameNotes
        let (renameNotes, moved) = try applyRenames(outcome.renames, typesDone: outcome.typeRenames, apply: renames && !dryRun)
        report.notes += renameNotes
        // A moved file's rename findings are done with.
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

    /// Changed files are written on every core (hundreds of them were a tenth of a fix); new ones,
    /// which may need folders made, one by one after them. The first failure, by path, is said.
    private static func write(_ files: [ArchitectureFixer.ChangedFile]) throws {
        let changed = files.filter { $0.old != nil }
        let written = ParallelWork.map(count: changed.count) { index -> Bool in
            let file = changed[index]
            var info = stat()
            let mode = stat(file.path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
            // Not flushed file by file: see `FileAccess.writeAtomically`.
            return Files.writeAtomically(Array(file.new.utf8), to: file.path, mode: mode, durable: false)
        }
        if let failed = zip(changed, written).first(where: { !$0.1 })?.0 { throw cannotWrite(failed.path) }
        for file in files where file.old == nil {
            let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
            guard (folder.isEmpty || Files.createDirectories(folder)) && Files.createNew(Array(file.new.utf8), at: file.path) else {
                throw cannotWrite(file.path)
            }
        }
    }

    private static func cannotWrite(_ path: String) -> Failure {
        Failure.unreadable(ru: "не удаётся записать \(path): проверьте права на папку", en: "cannot write \(path): check the folder's permissions")
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

    /// Renames are printed as commands; with `--fix-renames` the files are moved (the fixer renames
    /// the types it is sure of and notes the rest: `typesDone`).
    private static func applyRenames(_ plans: [RenamePlan], typesDone: Set<String>, apply: Bool) throws -> ([LocalizedText], Set<String>) {
        var notes: [LocalizedText] = []
        var moved: Set<String> = []
        for plan in plans {
            if let move = plan.move, let command = plan.command {
                // A file two rules move (its name and its folder) moves once; the next run moves it on.
                if apply, !moved.contains(move.from), !Files.exists(move.to) {
                    let folder = move.to.split(separator: "/").dropLast().joined(separator: "/")
                    guard (folder.isEmpty || Files.createDirectories(folder)), rename(move.from, move.to) == 0 else {
                        throw Failure.unreadable(ru: "не удаётся перенести \(move.from) в \(move.to)", en: "cannot move \(move.from) to \(move.to)")
                    }
                    notes.append(LocalizedText(ru: "перенесён: \(move.from) → \(move.to)", en: "moved: \(move.from) → \(move.to)"))
                    moved.insert(move.from)
                } else {
                    notes.append(LocalizedText(ru: "переименование (не применено, есть --fix-renames): \(command)",
                                               en: "rename (not applied; --fix-renames applies it): \(command)"))
                }
            }
            if let type = plan.type, !typesDone.contains(type.newName) {
                notes.append(LocalizedText(ru: "переименуйте тип в \(type.path):\(type.line) в \(type.newName) и все его упоминания",
                                           en: "rename the type at \(type.path):\(type.line) to \(type.newName), and every use of it"))
            }
        }
        return (notes, moved)
    }
}
