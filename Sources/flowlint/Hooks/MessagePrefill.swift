import FlowlintCore
import FlowlintReport

/// prepare-commit-msg: writes `[<ID>] <task name>` into a new, empty message: the tracker's
/// summary when a tracker is configured and answers, else the name from the branch (a
/// misnamed one too: `feature/EW_IOS-3_x` means EW_IOS-3, as for `commit-issue-mismatch`). Never for
/// merges, amends, `-m` messages or templates (git passes a source then).
struct MessagePrefill {
    let invocation: Invocation

    func run(file: String, source: String?) throws {
        guard source?.isEmpty ?? true else { return }
        let settings = try RepositorySettings.read(invocation)
        guard let name = settings.branchName,
              let branch = try BranchCheck.checker(invocation).naming.intended(name),
              let id = branch.issueID, let fromBranch = branch.taskNameInWords,
              let bytes = Files.read(file, limit: MessageFileCheck.sizeLimit) else { return }
        let existing = DecodedMessage.decode(bytes, encoding: nil)
        let cleanup = MessageCleanup(commentChar: .init(configValue: settings.commentChar))
        // Anything the user or a template already wrote wins.
        guard existing.problem == nil, cleanup.clean(existing.text).isEmpty else { return }
        let header = "[\(id)] \(taskName(id) ?? fromBranch)\n"
        if !Files.writeAtomically(Array(header.utf8) + bytes, to: file) {
            Terminal.error("flowlint: " + (invocation.language == .ru
                ? "не удалось заполнить \(TerminalText.escape(file)); сообщение не изменено"
                : "could not pre-fill \(TerminalText.escape(file)); the message is unchanged"))
        }
    }

    /// The tracker's summary, on one line and without control characters (the tracker's text
    /// is not ours: NUL, ESC and the like never reach the message file); nil without a tracker
    /// or an answer.
    private func taskName(_ id: String) -> String? {
        guard let tracker = try? invocation.tracker(), case .found(let issue) = tracker.answer(for: id) else { return nil }
        return Self.oneLine(issue.summary)
    }

    /// Line breaks and tabs become spaces, other C0/C1 controls are dropped, spaces collapse.
    static func oneLine(_ text: String) -> String? {
        var out = ""
        for scalar in text.unicodeScalars {
            let isBreak = scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
            if isBreak || scalar == " " {
                if !out.isEmpty, out.unicodeScalars.last != " " { out += " " }
            } else if scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) {
                out.unicodeScalars.append(scalar)
            }
        }
        while out.hasSuffix(" ") { out.removeLast() }
        return out.isEmpty ? nil : out
    }
}
