import Foundation
import Testing
import FlowlintCore
@testable import FlowlintReport

/// SARIF names files from the repository's root with `uriBaseId` `%SRCROOT%`, however the
/// path was given (SPEC 3), so code scanning can map findings to the repository.
struct SARIFPathTests {
    static let root = SourceRoot(root: "/work/repo", currentDirectory: "/work/repo")

    static let cases: [(path: String, currentDirectory: String, uri: String, underRoot: Bool)] = [
        ("App/EventListProtocols.swift", "/work/repo", "App/EventListProtocols.swift", true),
        ("EventListProtocols.swift", "/work/repo/App", "App/EventListProtocols.swift", true),
        ("/work/repo/Sources/A.swift", "/elsewhere", "Sources/A.swift", true),
        ("./Sources/../Sources/A.swift", "/work/repo", "Sources/A.swift", true),
        ("../repo/Sources/A.swift", "/work/other", "Sources/A.swift", true),
        ("Экран/Мой файл.swift", "/work/repo", "%D0%AD%D0%BA%D1%80%D0%B0%D0%BD/%D0%9C%D0%BE%D0%B9%20%D1%84%D0%B0%D0%B9%D0%BB.swift", true),
        ("a: b%/c.swift", "/work/repo", "a%3A%20b%25/c.swift", true),
        // Outside the root: an absolute URI, no base.
        ("/work/repository-2/A.swift", "/work/repo", "file:///work/repository-2/A.swift", false),
        ("../A.swift", "/work/repo", "file:///work/A.swift", false),
    ]

    @Test(arguments: cases.indices)
    func pathsBecomeRootRelativeURIs(index: Int) {
        let test = Self.cases[index]
        let result = ReportPaths.artifactURI(test.path, root: SourceRoot(root: "/work/repo", currentDirectory: test.currentDirectory))
        #expect(result.uri == test.uri)
        #expect(result.underRoot == test.underRoot)
    }

    static func sarif(_ location: Location, currentDirectory: String) throws -> [String: Any] {
        let report = Report(findings: [Finding(rule: "mvp-class-bound", severity: .error, message: LocalizedText(ru: "м", en: "m"), location: location)])
        let options = FormatOptions(language: .en, color: false, sourceRoot: SourceRoot(root: "/work/repo", currentDirectory: currentDirectory))
        let output = SARIFFormatter(version: "0", rules: []).format(report, options: options)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let result = try #require(((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        return try #require(physical["artifactLocation"] as? [String: Any])
    }

    @Test func aFileUnderTheRootCarriesTheBase() throws {
        let artifact = try Self.sarif(.file(path: "/work/repo/App/A.swift", line: 3, column: 1), currentDirectory: "/tmp")
        #expect(artifact["uri"] as? String == "App/A.swift")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
    }

    @Test func aFileOutsideTheRootHasNoBase() throws {
        let artifact = try Self.sarif(.file(path: "/tmp/A.swift", line: 3, column: 1), currentDirectory: "/work/repo")
        #expect(artifact["uri"] as? String == "file:///tmp/A.swift")
        #expect(artifact["uriBaseId"] == nil)
    }

    /// A commit from history lies in no file, whatever folder flowlint was started in: it is
    /// named by a logical location only.
    @Test func commitsAreLogicalLocationsFromASubfolder() throws {
        let report = Report(findings: [Finding(
            rule: "commit-body", severity: .error, message: LocalizedText(ru: "м", en: "m"),
            location: .commit(sha: String(repeating: "a", count: 40), line: 1, header: "x"))])
        let options = FormatOptions(language: .en, color: false, sourceRoot: SourceRoot(root: "/work/repo", currentDirectory: "/work/repo/App"))
        let output = SARIFFormatter(version: "0", rules: []).format(report, options: options)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let result = try #require(((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        #expect(location["physicalLocation"] == nil)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["fullyQualifiedName"] as? String == "commit:" + String(repeating: "a", count: 40))
    }
}
