import FlowlintCore
import FlowlintFlow
import GitKit
import Testing
import TestSupport

/// `start` called as a library: the name it makes, where it branches from, and the branch made.
struct StartUseCaseTests {
    static func repository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n", file: "README.md")
        try repo.git("branch", "master")
        try repo.git("checkout", "-q", "master")
        return repo
    }

    static func plan(_ kind: BranchKind, _ idOrName: String, _ name: String) throws -> String {
        try StartPlan.make(
            kind: kind, idOrName: idOrName, name: name, naming: BranchNaming(Configuration()),
            maxNameLength: BranchNameMaker.defaultMaxNameLength, tracker: nil).branch
    }

    @Test func namesAreMadeFromTheKindTheIDAndTheTaskName() throws {
        #expect(try Self.plan(.feature, "ew_ios-98", "Реализовать отправку") == "features/EW_IOS-98_Реализовать_отправку")
        #expect(try Self.plan(.release, "v1.2", "") == "releases/release-1.2")
        #expect {
            try Self.plan(.feature, "EW_IOS-98", "")
        } throws: { error in
            guard case .usage(let sentence) = error as? UseCaseError else { return false }
            return sentence.en == "no task name: pass it (flowlint start feature EW_IOS-98 NAME) or configure tracker: in .flowlint.yml"
        }
    }

    @Test func aFeatureStartsFromDevelopAndABugFromTheCurrentBranchWhichItRecords() throws {
        let repo = try Self.repository()
        let repository = try Repository.discover(from: repo.path)
        let bases = StartBase(repository: repository, configuration: Configuration())
        let feature = try bases.resolve(kind: .feature, from: nil)
        let develop = try repo.git("rev-parse", "develop")
        #expect(feature.shown == "develop" && feature.id.hex == develop)
        let bug = try bases.resolve(kind: .bug, from: nil)
        #expect(bug.name == "master")
        let done = try BranchStart(repository: repository)
            .create("bugs/EW_IOS-5_Падение", at: bug, recordingOrigin: bug.name, switching: true)
        #expect(done.en.hasPrefix("created bugs/EW_IOS-5_Падение from master ("))
        #expect(done.en.hasSuffix("); it goes back into master; switched to it"))
        #expect(try repo.git("symbolic-ref", "--short", "HEAD") == "bugs/EW_IOS-5_Падение")
        #expect(try repo.git("config", "branch.bugs/EW_IOS-5_Падение.flowlint-base") == "master")
    }

    @Test func aBugFromADetachedHeadIsRefused() throws {
        let repo = try Self.repository()
        try repo.git("checkout", "-q", "--detach")
        #expect {
            try StartBase(repository: Repository.discover(from: repo.path), configuration: Configuration()).resolve(kind: .bug, from: nil)
        } throws: { error in
            guard case .usage = error as? UseCaseError else { return false }
            return true
        }
    }
}
