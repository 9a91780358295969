/// The suggestions `--fix` applies as they stand (section 2). A suggestion that needs the user's
/// own words is only reported: a task name that is missing (`commit-task-name`: the branch's
/// words may be cut short or not the task's), a translation (`commit-language`), an ID that may
/// be the right one on the wrong branch (`commit-issue-mismatch`), the tracker's opinions.
public enum SureFixes {
    /// Header rules whose suggestion only moves what the header already says into the
    /// `[<ID>] <task name>` form, or puts the branch's own ID in front of it.
    public static let headerRules: Set<String> = [CommitHeaderFormat.description.id]
    /// Branch rules whose suggestion is a valid name made from the name itself (`feature/` →
    /// `features/`, spaces → `_`, й/ё → и/е); they never make up a task name.
    public static let branchRules: Set<String> = [BranchName.description.id, BranchForbiddenLetters.description.id]

    /// What `flowlint explain` says about `--fix` for a rule with a suggestion; nil for the others.
    public static func explanation(of rule: String) -> LocalizedText? {
        if branchRules.contains(rule) {
            return LocalizedText(
                ru: "flowlint branch --fix переименовывает локальную ветку в предложенное имя, если оно само проходит правила веток, сохраняет вид, названный префиксом (feature/, hotfix/, release/…), и не занято.",
                en: "flowlint branch --fix renames a local branch to the suggested name when that name passes the branch rules itself, keeps the kind the prefix names (feature/, hotfix/, release/…) and is free.")
        }
        if headerRules.contains(rule) {
            return LocalizedText(
                ru: "flowlint message --fix ФАЙЛ и flowlint commits --fix [ДИАПАЗОН] заменяют заголовок предложенным (коммиты — только не отправленные).",
                en: "flowlint message --fix FILE and flowlint commits --fix [RANGE] replace the header with the suggestion (commits only when not pushed).")
        }
        if reportedOnlyRules.contains(rule) {
            return LocalizedText(
                ru: "--fix это предложение не применяет: нужны ваши слова или решение.",
                en: "--fix does not apply this suggestion: it needs your words or your judgement.")
        }
        return nil
    }

    /// Rules with a suggestion that `--fix` leaves to the user.
    static let reportedOnlyRules: Set<String> = [
        CommitTaskName.description.id, CommitIssueMismatch.description.id,
        TrackerTaskName.description.id, TrackerIssueKind.description.id,
    ]

    /// The header a check's violations agree on, nil when no sure rule asks for one.
    public static func header(from violations: [RuleViolation]) -> String? {
        for found in violations where headerRules.contains(found.rule) {
            if case .replaceHeader(let header) = found.violation.fix { return header }
        }
        return nil
    }

    /// A branch name suggested by the sure rules among `findings` about `name` that passes every
    /// branch rule itself and keeps the kind the name's own prefix says; nil when there is none.
    /// A kind guessed from a bare name (`EW_IOS-98_x` → a feature, but maybe a bug) is the user's call.
    public static func branchName(for name: String, _ findings: [Finding], checker: BranchChecker) -> String? {
        let candidates = findings.filter { branchRules.contains($0.rule) }.compactMap { finding -> String? in
            guard case .renameBranch(let name) = finding.fix else { return nil }
            return name
        }
        return candidates.first { candidate in
            guard checker.check(candidate).isEmpty, let kind = checker.naming.parse(candidate)?.kind else { return false }
            let prefix = name.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
            return name.contains("/") && checker.naming.intendedKind(prefix: prefix) == kind
        }
    }

    /// The bytes of the line git reads as the header (`CommitMessage.header`): the first line with
    /// text once `skipping` lines are left out, without its trailing whitespace. nil when there is
    /// none.
    public static func headerRange(in bytes: [UInt8], skipping: ([UInt8]) -> Bool = { _ in false }) -> Range<Int>? {
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: ASCII.newline) ?? bytes.count
            var end = newline
            while end > start, ASCII.isSpace(bytes[end - 1]) { end -= 1 }
            let line = Array(bytes[start..<newline])
            if end > start, !skipping(line) { return start..<end }
            start = newline + 1
        }
        return nil
    }

    /// `bytes` with `range` replaced by the header's UTF-8: every other byte kept as it was.
    public static func replacing(_ range: Range<Int>, in bytes: [UInt8], with header: String) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: Array(header.utf8))
        return result
    }
}

extension MessageCleanup {
    /// The header line's bytes in a message file as git will clean it: comment lines (in
    /// `strip` mode) and blank lines before it skipped, nothing from the scissors line on.
    public func headerRange(in bytes: [UInt8]) -> Range<Int>? {
        let comment = Array(String(resolvedCommentChar(String(decoding: bytes, as: UTF8.self))).utf8)
        let end = cutsAtScissors ? Self.scissorsOffset(in: bytes, comment: comment) ?? bytes.count : bytes.count
        return SureFixes.headerRange(in: Array(bytes[..<end]), skipping: { mode == .strip && $0.starts(with: comment) })
    }
}
