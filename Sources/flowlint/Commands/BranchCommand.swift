import ArgumentParser
import FlowlintCore
import FlowlintFix
import FlowlintFlow
import FlowlintReport
import GitKit

struct BranchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "branch",
        abstract: "Check branch names: the current branch, the names given, or with --all every local and remote branch.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Branch names to check.")
    var names: [String] = []

    @Flag(name: .long, help: "Check every local and remote-tracking branch.")
    var all = false

    @OptionGroup var fixing: FixOptions

    func run() throws {
        let invocation = try Invocation(global)
        let mode = try fixing.rewriteMode()
        let checker = try BranchCheck.checker(invocation)
        var report = Report()
        var diff = ""
        let renamer = mode.map { BranchRenamer(checker: checker, mode: $0) }
        if renamer != nil, names.isEmpty, !all { try requireCurrentBranch(invocation) }
        for (shown, checked) in try targets(invocation) {
            report.checked.branches += 1
            let findings = try BranchCheck.findings(checked, shownAs: shown, checker, invocation)
            if let renamer, shown == checked, !findings.isEmpty {
                let renamed = try renamer.fix(checked, findings, repository: invocation.repository, tracker: try invocation.tracker())
                report.findings += renamed.findings
                report.notes += renamed.notes
                diff += renamed.diff
            } else {
                report.findings += findings
            }
        }
        try invocation.finish(report, diff: diff, mode: mode)
    }

    /// Without a name, the branch to rename is HEAD's: there is none on a detached HEAD, and a
    /// bare repository's HEAD is only the default branch of those who clone it.
    private func requireCurrentBranch(_ invocation: Invocation) throws {
        let repository = try invocation.repository()
        if repository.isBare {
            throw Failure.usage(
                ru: "в голом репозитории назовите ветку, которую переименовать: flowlint branch --fix ИМЯ",
                en: "in a bare repository, name the branch to rename: flowlint branch --fix NAME")
        }
        let head: Head
        do {
            head = try repository.head()
        } catch {
            throw Failure.git(error)
        }
        if case .detached = head {
            throw Failure.usage(
                ru: "HEAD отсоединён: переименовывать нечего; назовите ветку: flowlint branch --fix ИМЯ",
                en: "HEAD is detached: there is no branch to rename; name one: flowlint branch --fix NAME")
        }
    }

    /// (name to show, name to check): `origin/features/x` is shown, `features/x` is checked.
    private func targets(_ invocation: Invocation) throws -> [(String, String)] {
        if !names.isEmpty { return names.map { ($0, $0) } }
        let repository = try invocation.repository()
        guard all else {
            guard let name = try CurrentBranch.name(in: repository, environment: Environment.nonEmpty) else {
                throw Failure.unreadable(
                    ru: "HEAD отсоединён и ветка неизвестна: укажите имя ветки (flowlint branch ИМЯ)",
                    en: "HEAD is detached and no branch is known: name one (flowlint branch NAME)")
            }
            return [(name, name)]
        }
        do {
            let local = try repository.branches(.local).map { ($0.name, $0.name) }
            let remote = try repository.branches(.remote).map { ($0.name, $0.nameWithoutRemote) }
            return local + remote
        } catch {
            throw Failure.git(error)
        }
    }
}

enum BranchCheck {
    static func checker(_ invocation: Invocation) throws -> BranchChecker {
        try Failure.fromConfiguration { try BranchChecker(configuration: invocation.configuration()) }
    }

    /// The branch rules, then the tracker rules when a tracker is configured.
    static func findings(_ name: String, shownAs shown: String? = nil, _ checker: BranchChecker, _ invocation: Invocation) throws -> [Finding] {
        let found = checker.check(name).map { $0.relocated(to: shown ?? name) }
        return found + (try invocation.tracker()?.findings(branch: name, shownAs: shown) ?? [])
    }
}

extension Finding {
    /// The same finding reported against another branch name.
    func relocated(to name: String) -> Finding {
        guard case .branch(let original) = location, original != name else { return self }
        return Finding(rule: rule, severity: severity, message: message, location: .branch(name: name), suggestion: suggestion, fix: fix)
    }
}
