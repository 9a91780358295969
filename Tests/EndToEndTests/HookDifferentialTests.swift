import Foundation
import Testing
import TestSupport

/// The commit-msg hook against git itself: awkward messages (`AwkwardCommit`) committed for real
/// with the hooks installed, in one repository per cleanup style, with merges skipped (the
/// default) or judged (`commits.skip: [revert]`). The hook's verdict, refused or let through,
/// must be `commits`' verdict on the commit git stored (its message and its parents), made again
/// with `--no-verify` when the hook refused it, and for the same rules.
///
/// Not compared, and counted: commits git aborts itself (an empty message, or only
/// `Signed-off-by:` lines), which store nothing; and messages whose bytes git keeps are not UTF-8:
/// git stores such a byte re-encoded as if it were Latin-1 (`verify_utf8` in commit.c), so the
/// stored message reads differently from what was written, and the hook's `commit-encoding`
/// refusal is the right verdict on what was written.
/// Never generated: an `--amend` of a merge (the hook is not told about `--amend`, and git keeps
/// the merge's parents), and `-v` without the editor (it leaves no trace a hook can read).
struct HookDifferentialTests {
    static let casesPerRepository = 28

    @Test(arguments: ["strip", "whitespace", "verbatim", "scissors", "default"], [true, false])
    func theHookJudgesWhatGitStores(cleanup: String, skipsMerges: Bool) throws {
        let run = try DifferentialRun(cleanup: cleanup, skipsMerges: skipsMerges)
        let seed = UInt64(cleanup.utf8.reduce(38) { $0 &* 31 &+ Int($1) }) &+ (skipsMerges ? 1 : 2)
        let cases = AwkwardCommit.cases(count: Self.casesPerRepository, seed: seed)
        let outcomes = try cases.enumerated().map { try run.make($1, number: $0) }
        let stored = try run.storedErrors()
        let shas = try run.taggedCommits()
        var compared = 0
        for outcome in outcomes {
            guard let tag = outcome.stored, let sha = shas[tag] else { continue }  // git aborted: nothing stored
            if !outcome.commit.isValidUTF8, outcome.hookRules.contains("commit-encoding") { continue }
            compared += 1
            let storedRules = stored[sha] ?? []
            // The same errors, so the same verdict: refused exactly when `commits` reports one.
            #expect(outcome.hookRefused == !storedRules.isEmpty && outcome.hookRules == storedRules, """
                \(cleanup), merges \(skipsMerges ? "skipped" : "judged"): \(outcome.commit)
                hook: \(outcome.hookRefused ? "refused" : "let through") \(outcome.hookRules.sorted())
                stored: \(storedRules.sorted()) \(run.message(of: sha).debugDescription)
                \(outcome.hookOutput)
                """)
        }
        #expect(compared >= Self.casesPerRepository / 2, "only \(compared) of \(outcomes.count) cases compared")
    }
}

/// One repository of the differential test and the commits made in it.
final class DifferentialRun {
    struct Outcome {
        let commit: AwkwardCommit
        let hookRefused: Bool
        /// The rules the hook reported.
        let hookRules: Set<String>
        let hookOutput: String
        /// The tag of the commit git stored, nil when git aborted it itself.
        let stored: String?
    }

    let repo: TemporaryRepository
    let git = Shell.which("git") ?? "/usr/bin/git"
    let environment: [String: String]
    /// An editor that types the message above git's template (dropping the header the
    /// prepare-commit-msg hook pre-filled), as a person does.
    let typingEditor: String

    init(cleanup: String, skipsMerges: Bool) throws {
        repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-98_Экран_оплаты")
        if cleanup != "default" { try repo.git("config", "commit.cleanup", cleanup) }
        if !skipsMerges { try repo.write(".flowlint.yml", "commits:\n  skip: [revert]\n") }
        #expect(try repo.flowlint("hooks", "install").status == 0)
        typingEditor = repo.scratch("typing-editor.sh")
        let script = "#!/bin/sh\n{ cat \"$TYPED_MESSAGE\"; sed '1{/^\\[EW_IOS-98\\] /d;}' \"$1\"; } > \"$1.typed\" && mv \"$1.typed\" \"$1\"\n"
        try script.write(toFile: typingEditor, atomically: true, encoding: .utf8)
        #expect(chmod(typingEditor, 0o755) == 0)
        environment = repo.environment.merging(["FLOWLINT_LANG": "en"]) { $1 }
    }

    func make(_ commit: AwkwardCommit, number: Int) throws -> Outcome {
        let path = repo.scratch("message-\(number)")
        try Data(commit.message ?? []).write(to: URL(fileURLWithPath: path))
        let text = commit.isValidUTF8 ? commit.message.map { String(decoding: $0, as: UTF8.self) } : nil
        var options = ["-c", "core.commentChar=\(commit.commentChar)"]
        if commit.verboseConfig { options += ["-c", "commit.verbose=true"] }
        var environment = self.environment
        let command: [String]
        switch commit.style {
        case .dashM: command = ["commit", "--allow-empty"] + (text.map { ["-m", $0] } ?? ["-F", path])
        case .file: command = ["commit", "--allow-empty", "-F", path]
        case .fileInEditor:
            environment["GIT_EDITOR"] = "true"
            command = ["commit", "--allow-empty", "-e", "-F", path]
        case .typed, .typedVerbose:
            environment["GIT_EDITOR"] = typingEditor
            environment["TYPED_MESSAGE"] = path
            if commit.style == .typedVerbose {
                try repo.write("notes.txt", "Staged English text for the diff, number \(number)\n")
                try repo.git("add", "notes.txt")
            }
            command = ["commit", "--allow-empty"] + (commit.style == .typedVerbose ? ["-v"] : [])
        case .fixup: command = ["commit", "--allow-empty", "--fixup=HEAD"] + (text.map { ["-m", $0] } ?? [])
        case .squash: command = ["commit", "--allow-empty", "--squash=HEAD", "-F", path]
        case .amendFixup:
            environment["GIT_EDITOR"] = "true"
            command = ["commit", "--allow-empty", "--fixup=amend:HEAD"]
        case .amend: command = ["commit", "--allow-empty", "--amend", "-F", path]
        case .merge, .octopus:
            let sides = try (commit.style == .merge ? ["a"] : ["a", "b"]).map { try sideBranch(number, $0) }
            let message = commit.message == nil ? [] : text.map { ["-m", $0] } ?? ["-F", path]
            command = ["merge", "--no-ff"] + message + sides
        }
        return try outcome(of: commit, options + command, environment, number: number)
    }

    /// Runs the commit with the hooks, and again with `--no-verify` when the hook refused it.
    private func outcome(of commit: AwkwardCommit, _ arguments: [String], _ environment: [String: String], number: Int) throws -> Outcome {
        let merging = commit.style == .merge || commit.style == .octopus
        var result = try Shell.run(git, arguments, in: repo.path, environment: environment)
        let hookRefused = result.status != 0 && result.stderr.contains("Your message is saved in")
        let hookOutput = result.stderr
        if result.status != 0, merging { try repo.git("merge", "--abort") }
        if hookRefused {
            result = try Shell.run(git, arguments + ["--no-verify"], in: repo.path, environment: environment)
            if result.status != 0, merging { try repo.git("merge", "--abort") }
        }
        // A tag names the stored commit, and keeps it reachable for `commits --all` once amended.
        if result.status == 0 { try repo.git("tag", "case-\(number)") }
        return Outcome(
            commit: commit, hookRefused: hookRefused, hookRules: Self.rules(in: hookOutput), hookOutput: hookOutput,
            stored: result.status == 0 ? "case-\(number)" : nil)
    }

    /// The stored message, for a disagreement's report.
    func message(of sha: String) -> String {
        (try? repo.git("log", "-1", "--format=%B", sha)) ?? "?"
    }

    /// A branch one commit ahead of HEAD, to merge.
    private func sideBranch(_ number: Int, _ name: String) throws -> String {
        let branch = "side-\(number)-\(name)"
        let sha = try repo.git("commit-tree", "HEAD^{tree}", "-p", "HEAD", "-m", "[EW_IOS-98] Ветка \(branch)\n\n- Изменение")
        try repo.git("branch", branch, sha)
        return branch
    }

    /// Each tag's commit.
    func taggedCommits() throws -> [String: String] {
        let lines = try repo.git("for-each-ref", "refs/tags", "--format=%(refname:short) %(objectname)").split(separator: "\n")
        return Dictionary(lines.map { line in (String(line.prefix { $0 != " " }), String(line.split(separator: " ").last ?? "")) }) { $1 }
    }

    /// Each stored commit's error rules, as `commits --all` reports them.
    func storedErrors() throws -> [String: Set<String>] {
        let result = try repo.flowlint("commits", "--all", "--format", "json")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any]
        let findings = json?["findings"] as? [[String: Any]] ?? []
        var errors: [String: Set<String>] = [:]
        for finding in findings where finding["severity"] as? String == "error" {
            guard let location = finding["location"] as? [String: Any], let sha = location["sha"] as? String,
                  let rule = finding["rule"] as? String else { continue }
            errors[sha, default: []].insert(rule)
        }
        return errors
    }

    /// `[rule-id]` in the hook's text report.
    static func rules(in output: String) -> Set<String> {
        var rules = Set<String>()
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            guard let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]"), open < close else { continue }
            rules.insert(String(line[line.index(after: open)..<close]))
        }
        return rules
    }
}
