import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// A project written with CRLF line endings (Windows, `core.autocrlf`): `--fix` inserts CRLF
/// lines into such files, never a bare `\n` beside them, and fixes what it fixes with LF.
struct FixLineEndingTests {
    @Test(arguments: ArchitectureFixer.fixableRules)
    func crlfFilesKeepCRLF(rule: String) throws {
        let description = try #require(AllRules.description(of: rule))
        for example in description.bad {
            let unix = FixProject(example: example, rule: rule)
            var windows = unix
            windows.files = unix.files.map { ($0.path, Self.crlf($0.text)) }
            let configuration = FixProject.only(rule)
            let (_, fixedUnix) = unix.fixed(configuration)
            let (outcome, fixed) = windows.fixed(configuration)
            #expect(fixed.findings(configuration).filter { $0.rule == rule }.count
                    == fixedUnix.findings(configuration).filter { $0.rule == rule }.count)
            for file in fixed.files where windows.files.contains(where: { $0.path == file.path && $0.text.contains("\r\n") }) {
                #expect(!Self.hasBareNewline(file.text), "\(rule): a bare \\n in \(file.path):\n\(file.text)")
            }
            #expect(fixed.fixed(configuration).outcome.files.isEmpty, "a second --fix changed \(outcome.files.map(\.path))")
        }
    }

    /// `<Module>Protocols.swift` created by the fix ends its lines as the file the protocols
    /// leave: CRLF beside a CRLF file, LF beside an LF one.
    @Test(arguments: [true, false])
    func aCreatedProtocolsFileTakesTheSourcesLineEnding(crlf: Bool) throws {
        let text = "import UIKit\n\nprotocol ListViewProtocol: AnyObject {\n    func showList()\n}\n\nprotocol ListPresenterProtocol: AnyObject {\n    func viewIsReady()\n}\n\nfinal class ListViewController: UIViewController {}\n"
        let project = FixProject([("List/ListViewController.swift", crlf ? Self.crlf(text) : text)])
        let (outcome, _) = project.fixed(FixProject.only("mvp-protocols-file"))
        let created = try #require(outcome.files.first { $0.old == nil })
        #expect(created.path == "List/ListProtocols.swift")
        let expected = "import UIKit\n\nprotocol ListViewProtocol: AnyObject {\n    func showList()\n}\n\nprotocol ListPresenterProtocol: AnyObject {\n    func viewIsReady()\n}\n"
        #expect(created.new == (crlf ? Self.crlf(expected) : expected), "\(Array(created.new.utf8))")
    }

    /// Moved into an existing CRLF protocols file: CRLF lines, one blank line between, none added at the end.
    @Test func aProtocolMovedIntoACRLFFileAddsNoBlankLines() throws {
        let protocols = "import UIKit\n\nprotocol ListPresenterProtocol: AnyObject {\n    func viewIsReady()\n}\n"
        let view = "import UIKit\n\nprotocol ListViewProtocol: AnyObject {\n    func showList()\n}\n\nfinal class ListViewController: UIViewController {}\n"
        let project = FixProject([("List/ListProtocols.swift", Self.crlf(protocols)), ("List/ListViewController.swift", Self.crlf(view))])
        let (_, fixed) = project.fixed(FixProject.only("mvp-protocols-file"))
        #expect(fixed.texts["List/ListProtocols.swift"] == Self.crlf(protocols + "\nprotocol ListViewProtocol: AnyObject {\n    func showList()\n}\n"))
    }

    @Test func onlyInsertedBareNewlinesBecomeCRLF() {
        let text = "a\r\nb\r\n"
        let edits = [TextEdit.insert("F", at: 3, "x\ny\r\n")]
        #expect(TextEdit.apply(edits, to: text) == "a\r\nx\r\ny\r\nb\r\n")
        #expect(TextEdit.apply([TextEdit.insert("F", at: 2, "x\ny\r\n")], to: "a\nb\n") == "a\nx\ny\r\nb\n")
    }

    @Test(arguments: [("a\r\nb", true), ("a\nb\r\n", false), ("\n", false), ("abc", false), ("\r\n", true), ("", false)])
    func theFirstLineDecides(text: String, crlf: Bool) {
        #expect(TextEdit.endsLinesWithCRLF(Array(text.utf8)) == crlf)
    }

    static func crlf(_ text: String) -> String {
        String(decoding: text.utf8.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }, as: UTF8.self)
    }

    static func hasBareNewline(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A, previous != 0x0D { return true }
            previous = byte
        }
        return false
    }
}
