import FileAccess
import FileTransaction
import FlowlintCore
import FlowlintReport
import Platform

/// Where `protocols --fix` and `new` keep the journal of their changes, and what a run says
/// when it finds one left by a run that was killed.
enum FixJournal {
    static let name = "flowlint-fix.journal"

    /// In the repository's git folder (each worktree has its own), else hidden at the project's
    /// root: the first folder given (a file's folder), else the current one.
    static func path(_ invocation: Invocation, paths: [String]) -> String {
        if let git = invocation.gitDirectory() { return git + "/" + name }
        return projectRoot(paths) + "/." + name
    }

    /// The folder a run outside any repository works on.
    static func projectRoot(_ paths: [String]) -> String {
        let here = Files.currentDirectory()
        guard let first = paths.first else { return here }
        return Files.realPath(folder(first)) ?? here
    }

    /// A path given on the command line as a folder: itself, or the folder of a file.
    private static func folder(_ path: String) -> String {
        guard !Files.isDirectory(path) else { return path }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        return folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
    }

    /// A transaction journalled where this run's next one will look, with the tests' fault.
    static func transaction(_ invocation: Invocation, paths: [String]) -> FileTransaction {
        FileTransaction(journal: path(invocation, paths: paths), fault: FaultInjection.fromEnvironment(Environment.value))
    }

    /// Finishes or undoes a journal a killed run left, saying so in one line on standard error.
    static func recover(_ invocation: Invocation, paths: [String]) throws {
        let journal = path(invocation, paths: paths)
        // Outside a repository the journal lies in the project, where anyone could have put one:
        // it may only name files in the project (its folder, or the folders this run is given).
        let roots = invocation.gitDirectory() == nil ? [projectRoot(paths)] + paths.map(folder) : nil
        guard let outcome = JournalRecovery.run(journal: journal, inside: roots) else { return }
        let line: LocalizedText
        switch outcome {
        case .finished(let applied, let conflicts):
            let left = conflicts.map { " \($0.target) → \($0.left)" }.joined(separator: ";")
            line = conflicts.isEmpty
                ? LocalizedText(ru: "прерванное исправление завершено по журналу \(journal): изменений на месте: \(applied)",
                                en: "finished an interrupted fix from its journal \(journal): \(applied) changes put in place")
                : LocalizedText(ru: "прерванное исправление завершено по журналу \(journal); имена уже заняты, новый текст оставлен рядом:\(left)",
                                en: "finished an interrupted fix from its journal \(journal); these names were taken, the new text is left beside them:\(left)")
        case .undone(let temporaries):
            line = LocalizedText(ru: "прерванное исправление отменено (временных файлов удалено: \(temporaries)): проект такой, каким был до него",
                                 en: "undid an interrupted fix (\(temporaries) temporary files removed): the project is as it was before it")
        case .busy:
            line = LocalizedText(ru: "другой запуск flowlint сейчас применяет исправление (журнал \(journal))",
                                 en: "another flowlint run is applying a fix here now (journal \(journal))")
        case .unreadable:
            throw Failure.unreadable(ru: "\(journal) не журнал flowlint: посмотрите, что это, и удалите его",
                                     en: "\(journal) is not a flowlint journal: look at what it is and remove it")
        case .unfinished(let path, let error):
            throw Failure.unreadable(
                ru: "прерванное исправление не завершить: \(path): \(reason(error)); устраните причину и запустите flowlint снова (журнал \(journal))",
                en: "cannot finish an interrupted fix: \(path): \(reason(error)); fix that and run flowlint again (journal \(journal))")
        }
        Terminal.error("flowlint: " + TerminalText.escape(line.text(invocation.language)))
    }

    /// Commits the transaction; every failure is one sentence and exit 3. Returns a note for
    /// each new file or move whose name was taken meanwhile.
    static func commit(_ transaction: FileTransaction) throws -> [LocalizedText] {
        do {
            return try transaction.commit().map { conflict in
                LocalizedText(ru: "\(conflict.target) появился во время исправления: новый текст оставлен в \(conflict.left)",
                              en: "\(conflict.target) appeared during the fix: the new text is left in \(conflict.left)")
            }
        } catch {
            throw failure(error, journal: transaction.journal)
        }
    }

    private static func failure(_ error: FileTransaction.Failure, journal: String) -> Failure {
        switch error {
        case .diskFull(let path):
            return .unreadable(ru: "на диске нет места (\(path)): ничего не изменено; освободите место и запустите снова",
                               en: "no space left on the disk (\(path)): nothing was changed; free some space and run again")
        case .cannotWrite(let path, let code):
            return .unreadable(ru: "не удаётся записать \(path) (\(reason(code))): ничего не изменено; проверьте права на папку",
                               en: "cannot write \(path) (\(reason(code))): nothing was changed; check the folder's permissions")
        case .busy(let journal):
            return .unreadable(ru: "другой запуск flowlint сейчас применяет исправление (журнал \(journal)): дождитесь его и запустите снова",
                               en: "another flowlint run is applying a fix here (journal \(journal)): wait for it, then run again")
        case .unfinished(let path, let code):
            return .unreadable(
                ru: "не удаётся поставить на место \(path) (\(reason(code))): остальное в журнале \(journal); устраните причину и запустите flowlint protocols, он завершит исправление",
                en: "cannot put \(path) in place (\(reason(code))): the rest is in the journal \(journal); fix that and run flowlint protocols to finish the fix")
        case .interrupted:
            return .unreadable(ru: "исправление прервано сигналом: ничего не изменено", en: "the fix was interrupted by a signal: nothing was changed")
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
