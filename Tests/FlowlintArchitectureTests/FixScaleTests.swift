import PropertyBased
import Testing
@testable import FlowlintArchitecture

/// What keeps `--fix` linear: the word index a rename finds its files by, one edit group for a
/// declaration reordered whole, and edits of one file applied after one sweep.
struct FixScaleTests {
    static let index = WordIndex(paths: ["A.swift", "B.m", "C.swift", "D.swift", "E.swift"], texts: [
        "final class PostListModuleInteractor {}\nlet x = PostListModuleInteractorInput.self\n",
        "@implementation A\n- (void)a { _presenter = nil; self.a_b_output = nil; }\n@end\n",
        "let value = 1PostList // лексер отделяет имя от цифр\n",
        nil,
        "let ПостList = 1\n",
    ])

    @Test func aNameIsFoundAsAWholeWord() {
        #expect(Self.index.files(mentioning: ["PostListModuleInteractor"]) == ["A.swift"])
        #expect(Self.index.files(mentioning: ["PostListModuleInteractorInput", "nil"]) == ["A.swift", "B.m"])
        #expect(Self.index.files(mentioning: ["PostListModule", "Interactor", "Post"]) == [])
    }

    /// `_presenter` and `a_b_output` are what Objective-C's `presenter` and `output` look like.
    @Test func thePartsAfterUnderscoresAndLeadingDigitsAreWordsToo() {
        #expect(Self.index.files(mentioning: ["presenter"]) == ["B.m"])
        #expect(Self.index.files(mentioning: ["output"]) == ["B.m"])
        #expect(Self.index.files(mentioning: ["b_output"]) == ["B.m"])
        #expect(Self.index.files(mentioning: ["PostList"]) == ["C.swift"])
        #expect(Self.index.files(mentioning: ["List"]) == ["E.swift"])
    }

    @Test func aNameOfOtherBytesIsLeftToAFullSearch() {
        #expect(Self.index.files(mentioning: ["ПостList"]) == nil)
        #expect(Self.index.files(mentioning: ["a", ""]) == nil)
        #expect(Self.index.files(mentioning: []) == [])
    }

    @Test func aChangedFileAddsItsNewWords() {
        var index = Self.index
        let known = index.add("D.swift", text: "let presenter = 1\n"), unknown = index.add("F.swift", text: "let presenter = 1\n")
        #expect(known && !unknown)
        #expect(index.files(mentioning: ["presenter"]) == ["B.m", "D.swift"])
    }

    /// Every finding of a presenter protocol out of order asks for the same reordering: one
    /// group of edits, whatever the number of findings.
    @Test func aProtocolReorderedWholeGivesItsEditsOnce() {
        let methods = (0..<40).map { $0 % 2 == 0 ? "    func title\($0)() -> String" : "    func viewDidTap\($0)()" }
        let protocols = "protocol ModViewProtocol: AnyObject {\n    var presenter: ModPresenterProtocol! { get set }\n}\n\n"
            + "protocol ModPresenterProtocol: AnyObject {\n    var view: ModViewProtocol! { get set }\n\n" + methods.joined(separator: "\n") + "\n}\n"
        let project = FixProject([("Mod/ModProtocols.swift", protocols)])
        let findings = project.findings(FixProject.only("mvp-presenter-method-order"))
        #expect(findings.count == 20)
        let (swift, objc) = ExampleProject.facts(project.files)
        let context = FixState(swift: swift, objc: objc, paths: project.allPaths, read: { project.texts[$0] }).context()
        let groups = findings.compactMap { finding -> [TextEdit]? in
            guard case .file(let path, let line, let column) = finding.location else { return nil }
            return OrderFixes.presenterMethods(FixTarget(path: path, position: Position(line: line, column: column), request: .presenterMethodOrder), context)
        }
        #expect(groups.count == 1)
        #expect(groups.first?.count == 40)
        let (_, fixed) = project.fixed(FixProject.only("mvp-presenter-method-order"))
        #expect(fixed.findings(FixProject.only("mvp-presenter-method-order")).isEmpty, "\(FixTests.show(fixed))")
    }

    /// The protocol's first finding claims its byte range: the others, anywhere inside it, are
    /// settled by an offset before any token is looked up; a place outside it is not.
    @Test func aReorderedProtocolClaimsItsWholeRange() throws {
        let methods = (0..<6).map { $0 % 2 == 0 ? "    func title\($0)() -> String" : "    func viewDidTap\($0)()" }
        let text = "protocol ModPresenterProtocol: AnyObject {\n" + methods.joined(separator: "\n") + "\n}\n\nlet after = 1\n"
        let project = FixProject([("Mod/ModPresenterProtocol.swift", text)])
        let findings = project.findings(FixProject.only("mvp-presenter-method-order"))
        let (swift, objc) = ExampleProject.facts(project.files)
        let context = FixState(swift: swift, objc: objc, paths: project.allPaths, read: { project.texts[$0] }).context()
        let first = try #require(findings.first)
        guard case .file(let path, let line, let column) = first.location else { Issue.record("no file"); return }
        #expect(OrderFixes.presenterMethods(FixTarget(path: path, position: Position(line: line, column: column), request: .presenterMethodOrder), context) != nil)
        let key = "mvp-presenter-method-order:\(path)"
        let lines = try #require(context.lines(path))
        for line in 1...(methods.count + 2) {
            #expect(context.isClaimed(key, at: lines.offset(Position(line: line, column: 1))), "line \(line)")
        }
        #expect(!context.isClaimed(key, at: lines.offset(Position(line: methods.count + 4, column: 1))))
        #expect(!context.claim(key, range: lines.offset(Position(line: 2, column: 1))..<lines.offset(Position(line: 3, column: 1))))
    }

    static let edit = zip(Gen<Int>.int(in: 0...30), Gen<Int>.int(in: 0...4), Gen<String?>.element(of: ["", "x", "yy\n"])).map { (edit: (Int, Int, String?)) in
        TextEdit("A.swift", edit.0..<edit.0 + edit.1, edit.2 ?? "")
    }

    /// The sweep takes every edit exactly when taking them one by one, each against those taken,
    /// drops none: the text is the same either way.
    @Test func editsAppliedAfterOneSweepAsOneByOne() async {
        let text = String(repeating: "abcdefghij\n", count: 3)
        await propertyCheck(count: 400, input: Self.edit.array(of: 0...8)) { edits in
            var taken: [TextEdit] = []
            for edit in edits where !taken.contains(where: { $0.overlaps(edit) }) { taken.append(edit) }
            #expect(TextEdit.overlapFree(edits) == (taken.count == edits.count), "\(edits)")
            #expect(TextEdit.apply(edits, to: text) == TextEdit.apply(taken, to: text), "\(edits)")
        }
    }
}
