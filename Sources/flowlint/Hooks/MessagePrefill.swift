import FlowlintCore

/// prepare-commit-msg: writes `[<ID>] <task name>` into a new, empty message: the tracker's
/// summary when a tracker is configured and answers, else the name from the branch. Never for
/// merges, amends, `-m` messages or templates (git passes a source then).
struct MessagePrefill {
    let invocation: Invocation

    func run(file: String, source: String?) throws {
        guard source?.isEmpty ?? true else { return }
        let settings = try RepositorySettings.read(invocation)
        guard let name = settings.branchName,
              let branch = try BranchCheck.checker(invocation).naming.parse(name),
              let id = branch.issueID, let fromBranch = branch.taskNameInWords,
              let bytes = Files.read(file, limit: MessageFileCheck.sizeLimit) else { return }
        let existing = DecodedMessage.decode(bytes, encoding: nil)
        let cleanup = MessageCleanup(commentChar: .init(configValue: settings.commentChar))
        // Anything the user or a template already wrote wins.
        guard existing.problem == nil, cleanup.clean(existing.text).isEmpty else { return }
        let header = "[\(id)] \(taskName(id) ?? fromBranch)\n"
        if !Files.writeAtomically(Array(header.utf8) + bytes, to: file) {
            Terminal.error("flowlint: " + (invocation.language == .ru
                ? "не удалось заполнить \(file); сообщение не изменено"
                : "could not pre-fill \(file); the message is unchanged"))
        }
    }

    /// The tracker's summary, on one line; nil without a tracker or an answer.
    private func taskName(_ id: String) -> String? {
        guard let tracker = try? invocation.tracker(), case .found(let issue) = tracker.answer(for: id) else { return nil }
        let words = issue.summary.split(whereSeparator: \.isNewline).joined(separator: " ")
        let trimmed = words.drop { $0.isWhitespace }
        return trimmed.isEmpty ? nil : String(trimmed)
    }
}
