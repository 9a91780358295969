import Foundation
import Testing
import TestSupport

/// `--fix-renames` next to files the check skipped (not UTF-8, over 2 MiB, outside a sparse
/// checkout's cone): such a file may use the name, so a rename it may be touched by is not
/// made; one whose names it doesn't hold still is.
struct ProtocolsRenameSkippedTests {
    /// The assembly's use of the property, with a Latin-1 byte in a comment (not UTF-8).
    static func latin1(_ text: String) -> [UInt8] {
        Array("// Caf".utf8) + [0xE9] + Array("\n".utf8) + Array(text.utf8)
    }

    static let usesProperty = "final class OtherAssembly {\n    func wire(_ interactor: PostListInteractor) {\n"
        + "        interactor.presenter = nil\n    }\n}\n"
    static let usesNothing = "final class Unrelated {\n    func run() {}\n}\n"

    static func writeBytes(_ repo: TemporaryRepository, _ path: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: repo.path + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    static func renamed(_ repo: TemporaryRepository) throws -> Bool {
        try repo.read("PostList/Interactor/PostListInteractor.swift").contains("var output: PostListInteractorOutput?")
    }

    @Test(arguments: [true, false])
    func aFileNotInUTF8BlocksTheRenameOfANameItHolds(holdsTheName: Bool) throws {
        let repo = try ProtocolsRenameTests.tree()
        try Self.writeBytes(repo, "App/OtherAssembly.swift", Self.latin1(holdsTheName ? Self.usesProperty : Self.usesNothing))
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("App/OtherAssembly.swift: not UTF-8, skipped"), "\(result)")
        let note = "not renamed: PostListInteractor.presenter → `output`: App/OtherAssembly.swift was skipped by the check and may use the name"
        #expect(out.contains(note) == holdsTheName, "\(result)")
        #expect(try Self.renamed(repo) == !holdsTheName, "\(result)")
        if holdsTheName {
            #expect(try repo.read("PostList/Assembly/PostListAssembly.swift") == ProtocolsRenameTests.assembly)
            let russian = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "ru")
            #expect((russian.stdout + russian.stderr).contains("App/OtherAssembly.swift пропущен проверкой и может использовать это имя"), "\(russian)")
        }
    }

    @Test(arguments: [true, false])
    func aSwiftFileOverTwoMiBBlocksTheRenameOfANameItHolds(holdsTheName: Bool) throws {
        let repo = try ProtocolsRenameTests.tree()
        let padding = String(repeating: "// \(String(repeating: "x", count: 76))\n", count: 27_000)
        try repo.write("App/Big.swift", padding + (holdsTheName ? Self.usesProperty : Self.usesNothing))
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("App/Big.swift") && out.contains("skipped"), "\(result)")
        #expect(out.contains("App/Big.swift was skipped by the check and may use the name") == holdsTheName, "\(result)")
        #expect(try Self.renamed(repo) == !holdsTheName, "\(result)")
    }

    /// A file outside the cone is not in the work tree: its blob in the index is what it holds.
    @Test(arguments: [true, false])
    func aFileOutsideTheSparseConeBlocksTheRenameOfANameItHolds(holdsTheName: Bool) throws {
        let repo = try ProtocolsRenameTests.tree(["Other/OtherAssembly.swift": holdsTheName ? Self.usesProperty : Self.usesNothing])
        try repo.git("sparse-checkout", "set", "--cone", "PostList")
        #expect(!FileManager.default.fileExists(atPath: repo.path + "/Other/OtherAssembly.swift"))
        let result = try repo.flowlint("protocols", "--fix", "--fix-renames", "--lang", "en")
        let out = result.stdout + result.stderr
        #expect(out.contains("Other/OtherAssembly.swift was skipped by the check and may use the name") == holdsTheName, "\(result)")
        #expect(try Self.renamed(repo) == !holdsTheName, "\(result)")
    }
}
