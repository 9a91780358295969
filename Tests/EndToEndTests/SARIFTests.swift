import Foundation
import Testing
import TestSupport

/// `--format sarif` names files from the repository's root with `uriBaseId` `%SRCROOT%`,
/// however the paths were given (SPEC 3): code scanning maps them to the repository.
struct SARIFEndToEndTests {
    static func tree() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write("Sources/App/SettingsProtocols.swift", "protocol SettingsViewProtocol: class {}\n")
        try repo.commit(Seed.message)
        return repo
    }

    static func artifacts(_ result: Shell.Result) throws -> [[String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        }
    }

    /// Given as an absolute path, from the root, from a subfolder, from outside the
    /// repository (-C) and through a symbolic link to it: always `Sources/…` from the root.
    @Test(arguments: ["absolute", "subfolder", "outside", "link"])
    func filesAreRelativeToTheRepositoryRoot(way: String) throws {
        let repo = try Self.tree()
        let link = repo.root.path + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: repo.path)
        let arguments: [String]
        var directory = repo.path
        switch way {
        case "absolute": arguments = ["protocols", repo.path + "/Sources"]
        case "subfolder": arguments = ["protocols", "App"]; directory = repo.path + "/Sources"
        case "outside": arguments = ["-C", repo.path, "protocols", repo.path + "/Sources"]; directory = repo.root.path
        default: arguments = ["protocols", link + "/Sources"]
        }
        let result = try FlowlintBinary.run(arguments + ["--format", "sarif"], in: repo, directory: directory)
        #expect(result.status == 1, "\(result)")
        let artifacts = try Self.artifacts(result)
        #expect(!artifacts.isEmpty)
        for artifact in artifacts {
            #expect(artifact["uri"] as? String == "Sources/App/SettingsProtocols.swift", "\(artifact)")
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        }
    }

    /// Outside any repository the current folder is the root.
    @Test func outsideARepositoryTheCurrentFolderIsTheRoot() throws {
        let repo = try Self.tree()
        let plain = repo.root.path + "/plain"
        try FileManager.default.createDirectory(atPath: plain + "/Module", withIntermediateDirectories: true)
        try "protocol SettingsViewProtocol: class {}\n".write(toFile: plain + "/Module/SettingsProtocols.swift", atomically: true, encoding: .utf8)
        let result = try FlowlintBinary.run(["protocols", plain + "/Module", "--format", "sarif"], in: repo, directory: plain)
        #expect(result.status == 1, "\(result)")
        let artifacts = try Self.artifacts(result)
        #expect(!artifacts.isEmpty)
        #expect(artifacts.allSatisfy { $0["uri"] as? String == "Module/SettingsProtocols.swift" && $0["uriBaseId"] as? String == "%SRCROOT%" })
    }

    /// A commit found from a subfolder is named by its id, never placed in a file.
    @Test func commitFindingsAreNotPlacedInAFile() throws {
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-98_Экран")
        try repo.commit(Seed.english)
        try repo.write("Sources/keep.txt", "x\n")
        let result = try FlowlintBinary.run(["lint", "--format", "sarif"], in: repo, directory: repo.path + "/Sources")
        #expect(result.status == 1, "\(result)")
        #expect(try Self.artifacts(result).isEmpty, "\(result.stdout)")
        #expect(result.stdout.contains("\"fullyQualifiedName\": \"commit:"), "\(result.stdout)")
    }
}
