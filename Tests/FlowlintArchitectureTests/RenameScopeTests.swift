import FlowlintCore
import SwiftParser
import Testing
@testable import FlowlintArchitecture

/// The property rename's reading of Swift scopes: a use the member is renamed, a local,
/// parameter, closure parameter or binding of the old name is kept, and a local with the new
/// name makes the use `self.new`.
struct RenameScopeTests {
    static func project(_ body: String) -> FixProject {
        let interactor = """
            final class PostListInteractor {
                weak var presenter: PostListInteractorOutput?

                func run() throws {
            \(body)
                }
            }

            """
        return FixProject([("PostList/Interactor/PostListInteractor.swift", interactor),
                           ("PostList/Interactor/PostListInteractorOutput.swift", "protocol PostListInteractorOutput: AnyObject {}\n"),
                           ("PostList/Presenter/PostListPresenter.swift", "final class PostListPresenter: PostListInteractorOutput {}\n")])
    }

    @Test(arguments: [
        ("_ = presenter", "_ = output"),
        ("for presenter in [1] { _ = presenter }", "for presenter in [1] { _ = presenter }"),
        ("[1].forEach { presenter in _ = presenter }\n_ = presenter", "[1].forEach { presenter in _ = presenter }\n_ = output"),
        ("[1].forEach { (presenter: Int) in _ = presenter }", "[1].forEach { (presenter: Int) in _ = presenter }"),
        ("guard let presenter = presenter else { return }\n_ = presenter", "guard let presenter = output else { return }\n_ = presenter"),
        ("let block = { [weak presenter] in _ = presenter }\nblock()", "let block = { [weak presenter = output] in _ = presenter }\nblock()"),
        ("if let presenter { _ = presenter } else { _ = presenter }", "if let presenter = output { _ = presenter } else { _ = output }"),
        ("let output = 1\n_ = (output, presenter)", "let output = 1\n_ = (output, self.output)"),
        ("if let presenter { _ = presenter }\nlet output = 1\n_ = output", "if let presenter = self.output { _ = presenter }\nlet output = 1\n_ = output"),
        ("func inner(presenter: Int) { _ = presenter }\n_ = presenter", "func inner(presenter: Int) { _ = presenter }\n_ = output"),
        ("switch 1 { case let presenter: _ = presenter }", "switch 1 { case let presenter: _ = presenter }"),
        ("do { try run() } catch { _ = presenter }", "do { try run() } catch { _ = output }"),
        ("let presenter = 1\n_ = presenter", "let presenter = 1\n_ = presenter"),
    ])
    func usesAreRenamedUnlessShadowed(body: String, expected: String) throws {
        let (outcome, fixed) = Self.project(body).fixed(renames: .apply)
        let text = try #require(fixed.files.first?.text)
        #expect(text.contains("weak var output: PostListInteractorOutput?"), "\(outcome.renameNotes.map(\.en))\n\(text)")
        #expect(text.contains(expected), "\(text)")
        #expect(!Parser.parse(source: text).hasError)
    }

    @Test func printedOnlyWhenNotApplied() throws {
        let (outcome, fixed) = Self.project("_ = presenter").fixed(renames: .print)
        #expect(outcome.files.isEmpty)
        #expect(fixed.files.first?.text.contains("weak var presenter") == true)
        #expect(outcome.renameNotes.map(\.en) == ["rename (not applied; --fix-renames applies it): PostListInteractor.presenter → `output` (PostList/Interactor/PostListInteractor.swift:2), 1 uses in 1 files"])
    }

    @Test func anObjectiveCUseBlocksTheRename() throws {
        var project = Self.project("_ = presenter")
        project.files.append(("Legacy/Bridge.m", "void f(id x) { [x presenter]; }\n"))
        let (outcome, _) = project.fixed(renames: .apply)
        #expect(outcome.files.isEmpty)
        #expect(outcome.renameNotes.map(\.en).contains { $0.contains("Objective-C uses `presenter` at Legacy/Bridge.m:1") }, "\(outcome.renameNotes.map(\.en))")
    }

    @Test(arguments: [("@IBOutlet ", "@IBOutlet"), ("@objc ", "@objc"), ("@objc dynamic ", "@objc"), ("", nil)])
    func aPropertyFoundByNameIsNotRenamed(attribute: String, blocker: String?) throws {
        var project = Self.project("_ = presenter")
        project.files[0].text = project.files[0].text.replacingOccurrences(of: "    weak var presenter", with: "    \(attribute)weak var presenter")
        let (outcome, fixed) = project.fixed(renames: .apply)
        let text = try #require(fixed.files.first?.text)
        #expect(text.contains("var output") == (blocker == nil), "\(text)")
        if let blocker {
            #expect(outcome.renameNotes.map(\.en).contains { $0.contains("`presenter` is \(blocker) at PostList/Interactor/PostListInteractor.swift:2") },
                    "\(outcome.renameNotes.map(\.en))")
        }
    }

    /// The whole rename is dropped when one edited file would stop parsing.
    @Test(arguments: [("output", false), ("out put {", true)])
    func anEditThatBreaksParsingIsFound(replacement: String, breaks: Bool) throws {
        let text = "final class A {\n    var presenter = 1\n}\n"
        let state = FixState(swift: [], objc: [], paths: ["A.swift"], read: { $0 == "A.swift" ? text : nil })
        let range = try #require(text.utf8.firstRange(of: "presenter".utf8))
        let offsets = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)..<text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
        #expect(IdentifierRenamer.unparsable([TextEdit("A.swift", offsets, replacement)], state) == (breaks ? "A.swift" : nil))
    }
}
