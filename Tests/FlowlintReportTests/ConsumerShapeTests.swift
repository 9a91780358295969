import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import FlowlintCore
@testable import FlowlintReport

/// The new CI formats read the way their consumers read them, and findings that lie in no file
/// are never placed in one.
struct ConsumerShapeTests {
    static func render(_ format: OutputFormat) -> String {
        GoldenTests.render(format, .en, GoldenTests.findingsReport)
    }

    /// Checkstyle's XMLLogger shape, as reviewdog's checkstyle parser reads it: checkstyle >
    /// file[name] > error[line, column, severity, message, source].
    @Test func checkstyleHasTheElementsAndAttributesReviewdogsParserReads() throws {
        let reader = ElementReader()
        let parser = XMLParser(data: Data(Self.render(.checkstyle).utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.elements.first?.name == "checkstyle")
        let files = reader.elements.filter { $0.name == "file" }.compactMap { $0.attributes["name"] }
        #expect(files == ["", "dir, with: odd%chars/COMMIT_EDITMSG"], "\(files)")
        let errors = reader.elements.filter { $0.name == "error" }
        #expect(errors.count == 4)
        let inFile = try #require(errors.last)
        #expect(inFile.attributes["line"] == "2" && inFile.attributes["column"] == "1")
        #expect(inFile.attributes["severity"] == "error" && inFile.attributes["source"] == "flowlint.commit-body")
        #expect(errors.dropLast().allSatisfy { $0.attributes["line"] == nil }, "a commit or a branch has no line in a file")
        #expect(errors.contains { $0.attributes["severity"] == "warning" })
    }

    /// reviewdog's rdjson: DiagnosticResult.source.name, diagnostics[].message, location.path,
    /// location.range.start.line/column, severity ERROR/WARNING, code.value.
    @Test func rdjsonHasTheFieldsOfReviewdogsDiagnosticResult() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.render(.rdjson).utf8)) as? [String: Any])
        #expect((json["source"] as? [String: Any])?["name"] as? String == "flowlint")
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 4)
        #expect(diagnostics.compactMap { $0["severity"] as? String } == ["ERROR", "ERROR", "WARNING", "ERROR"])
        #expect(diagnostics.compactMap { ($0["code"] as? [String: Any])?["value"] as? String }.last == "commit-body")
        let located = try #require(diagnostics.last?["location"] as? [String: Any])
        #expect(located["path"] as? String == "dir, with: odd%chars/COMMIT_EDITMSG")
        let start = try #require((located["range"] as? [String: Any])?["start"] as? [String: Any])
        #expect(start["line"] as? Int == 2 && start["column"] as? Int == 1)
        #expect(diagnostics.dropLast().allSatisfy { $0["location"] == nil })
    }

    @Test func markdownIsOneTableRowPerFindingWhateverTheTextHolds() {
        let output = Self.render(.markdown)
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| |") }
        #expect(rows.count == 4, "\(output)")
        // Each row has its five pipes: nothing from a commit header opened another cell or a tag.
        for row in rows { #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 5, "\(row)") }
        #expect(output.contains("&lt;b&gt;100%&lt;/b&gt;"))
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B })
    }

    /// History findings are not at `.git/COMMIT_EDITMSG`, branch and request findings not at
    /// `.flowlint.yml`, in any format built around files.
    @Test(arguments: [OutputFormat.sarif, .junit, .gitlab, .checkstyle, .rdjson])
    func findingsInNoFileAreNotPlacedInOne(format: OutputFormat) {
        var report = GoldenTests.findingsReport
        report.findings.removeLast()
        report.findings.append(Finding(
            rule: "mr-title", severity: .error, message: LocalizedText(ru: "название", en: "title"),
            location: .mergeRequest(field: "title")))
        // SARIF's rule descriptions may name the configuration file: its results may not.
        let rendered = GoldenTests.render(format, .en, report)
        let output = rendered.range(of: "\"results\"").map { String(rendered[$0.lowerBound...]) } ?? rendered
        #expect(!output.contains("COMMIT_EDITMSG"), "\(output)")
        #expect(!output.contains(".flowlint.yml"), "\(output)")
    }

    @Test func sarifNamesCommitsBranchesAndRequestsByLogicalLocations() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.render(.sarif).utf8)) as? [String: Any])
        let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let locations = results.compactMap { ($0["locations"] as? [[String: Any]])?.first }
        #expect(locations.count == 4)
        let logical = locations.prefix(3).compactMap { ($0["logicalLocations"] as? [[String: Any]])?.first?["kind"] as? String }
        #expect(logical == ["branch", "commit", "commit"])
        #expect(locations.prefix(3).allSatisfy { $0["physicalLocation"] == nil })
        #expect(locations.last?["physicalLocation"] != nil)
    }
}

final class ElementReader: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((name, attributes))
    }
}
