import FlowlintCore
import FlowlintReport
import GitKit

/// pre-push: for every ref line git gives on standard input (`<local ref> <local sha> <remote
/// ref> <remote sha>`), checks the pushed branch's name and each commit the remote doesn't
/// have yet. Fixup commits are reported here: they are about to be shared.
struct PushCheck {
    let invocation: Invocation
    let remote: String

    struct Update {
        let localID: String
        let remoteRef: String
        let remoteID: String
    }

    func run() throws -> Report {
        let input = Files.read("-", limit: 16 << 20) ?? []
        let updates = Self.parse(String(decoding: input, as: UTF8.self))
        var report = Report()
        guard !updates.isEmpty else { return report }
        let repository = try invocation.repository()
        let configuration = try invocation.configuration()
        let branchChecker = try BranchCheck.checker(invocation)
        let commitChecker = try CommitCheck.checker(configuration, .sharing)
        for update in updates {
            guard let tip = ObjectID(hex: update.localID), !tip.isZero,
                  update.remoteRef.hasPrefix("refs/heads/") else { continue }  // deletions and tags
            let name = String(update.remoteRef.dropFirst("refs/heads/".count))
            report.checked.branches += 1
            report.findings += branchChecker.check(name)
            let scan = HistoryScan(repository: repository, checker: commitChecker, branch: branchChecker.naming.parse(name))
            report = report + (try scan.run(.single(tip.hex), hiding: try alreadyThere(update, repository)))
        }
        return report
    }

    /// What the remote has: its old tip when it is known here, else every ref of that remote.
    private func alreadyThere(_ update: Update, _ repository: Repository) throws -> [ObjectID] {
        if let old = ObjectID(hex: update.remoteID), !old.isZero, repository.exists(old.hex) {
            return [old]
        }
        let prefix = remote + "/"
        do {
            return try repository.branches(.remote).filter { $0.name.hasPrefix(prefix) }.map(\.target)
        } catch {
            throw Failure.git(error)
        }
    }

    static func parse(_ text: String) -> [Update] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 4 else { return nil }
            return Update(localID: String(fields[1]), remoteRef: String(fields[2]), remoteID: String(fields[3]))
        }
    }
}
