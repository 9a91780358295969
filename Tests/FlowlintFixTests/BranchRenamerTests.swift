import FlowlintCore
import FlowlintFix
import GitKit
import Testing
import TestSupport

/// `branch --fix` called as a library: the rename `git branch -m` would make, or a note why not.
struct BranchRenamerTests {
    static let wrong = "feature/EW_IOS-98_Реализовать_отправку"
    static let right = "features/EW_IOS-98_Реализовать_отправку"

    static func fix(_ repo: TemporaryRepository, _ name: String, _ mode: RewriteMode = .apply) throws -> BranchRenamer.Outcome {
        let checker = try BranchChecker(configuration: Configuration())
        let renamer = BranchRenamer(checker: checker, mode: mode)
        return try renamer.fix(name, checker.check(name), repository: { try Repository.discover(from: repo.path) }, tracker: nil)
    }

    @Test func renamesABranchWithASureSuggestion() throws {
        let repo = try TemporaryRepository()
        try repo.commit("[EW_IOS-98] Добавить экран входа\n\n- Сделал экран\n")
        try repo.git("branch", Self.wrong)
        let outcome = try Self.fix(repo, Self.wrong)
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        #expect(outcome.notes.map(\.en) == ["branch \(Self.wrong) renamed to \(Self.right)"])
        #expect(try repo.git("branch", "--list", Self.right) != "")
        #expect(try repo.git("branch", "--list", Self.wrong) == "")
    }

    @Test func aTakenNameIsANoteAndNothingMoves() throws {
        let repo = try TemporaryRepository()
        try repo.commit("[EW_IOS-98] Добавить экран входа\n\n- Сделал экран\n")
        try repo.git("branch", Self.wrong)
        try repo.git("branch", Self.right)
        let outcome = try Self.fix(repo, Self.wrong)
        #expect(!outcome.findings.isEmpty)
        #expect(outcome.notes.map(\.en) == ["\(Self.wrong) was not renamed: branch \(Self.right) already exists"])
        #expect(try repo.git("branch", "--list", Self.wrong) != "")
    }

    struct Opened: Error {}

    @Test func aGoodNameNeverOpensTheRepository() throws {
        let checker = try BranchChecker(configuration: Configuration())
        let outcome = try BranchRenamer(checker: checker, mode: .apply).fix(
            Self.right, [], repository: { throw Opened() }, tracker: nil)
        #expect(outcome.findings.isEmpty && outcome.notes.isEmpty)
    }
}
