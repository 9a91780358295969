import SwiftSyntax
import Testing
@testable import FlowlintArchitecture

/// What a member access's base is, read from the code without a type checker: the written
/// types of parameters, locals and properties, `T()`, casts, optional chaining; the rest unknown.
struct BaseTypeInferenceTests {
    static func inferred(_ body: String, extensionBody: String = "") throws -> [String]? {
        let text = """
            final class PostListInteractor {
                var presenter: PostListInteractorOutput?
                var next: PostListInteractor?
            }

            protocol PostListInteractorOutput: AnyObject {}

            final class Box {
                let interactor = PostListInteractor()
                var any: Any?

                func run(_ p: PostListInteractor!, q: (any PostListInteractorOutput)?, r: Optional<PostListInteractor>, s: [PostListInteractor]) {
            \(body)
                }
            }

            extension Box {
                func other() {
            \(extensionBody)
                }
            }

            """
        let path = "Box.swift"
        let facts = SwiftFactsCollector.collect(path: path, source: text)
        let context = FixContext(project: ProjectFacts(swift: [facts]), swift: [path: facts], objc: [:], read: { $0 == path ? text : nil })
        let source = try #require(context.swift(path))
        let probe = try #require(source.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "probe" }?.parent?.parent?.as(MemberAccessExprSyntax.self))
        return BaseTypeInference(context).type(of: try #require(probe.base))
    }

    @Test(arguments: [
        ("_ = self.probe", ["Box"]),
        ("_ = interactor.probe", ["PostListInteractor"]),
        ("_ = self.interactor.probe", ["PostListInteractor"]),
        ("_ = p.probe", ["PostListInteractor"]),
        ("_ = p!.probe", ["PostListInteractor"]),
        ("_ = q?.probe", ["PostListInteractorOutput"]),
        ("_ = r?.probe", ["PostListInteractor"]),
        ("_ = PostListInteractor().probe", ["PostListInteractor"]),
        ("_ = PostListInteractor.init().probe", ["PostListInteractor"]),
        ("_ = (any as! PostListInteractor).probe", ["PostListInteractor"]),
        ("_ = interactor.next?.probe", ["PostListInteractor"]),
        ("let x = PostListInteractor()\n_ = x.probe", ["PostListInteractor"]),
        ("let x: PostListInteractor & PostListInteractorOutput\n_ = x.probe", ["PostListInteractor", "PostListInteractorOutput"]),
        ("s.forEach { (item: PostListInteractor) in _ = item.probe }", ["PostListInteractor"]),
        ("if let p { _ = p.probe }", ["PostListInteractor"]),
        ("guard let y = r else { return }\n_ = y.probe", ["PostListInteractor"]),
        ("let block = { [weak p] in _ = p?.probe }", ["PostListInteractor"]),
        ("_ = any.probe", ["Any"]),
    ])
    func knownBases(body: String, expected: [String]) throws {
        #expect(try Self.inferred(body) == expected)
    }

    /// A property the class's body declares, used in an extension in the same file.
    @Test func aPropertyOfTheClassBodyIsKnownInItsExtension() throws {
        #expect(try Self.inferred("", extensionBody: "_ = interactor.probe") == ["PostListInteractor"])
    }

    @Test(arguments: [
        "_ = s.probe",
        "_ = s.first?.probe",
        "s.forEach { item in _ = item.probe }",
        "s.forEach { _ = $0.probe }",
        "_ = make().probe",
        "for item in s { _ = item.probe }",
        "_ = unknown.probe",
    ])
    func unknownBases(body: String) throws {
        #expect(try Self.inferred(body) == nil)
    }
}
