import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// An interactor's `output` that must be weak, whose protocol is not class-bound: the protocol
/// gets `AnyObject` and the reference `weak` when only classes adopt it (mutualmobile's
/// `ListInteractor`), and nothing changes when a struct or an enum could.
struct FixClassBoundReferenceTests {
    static let module: [(path: String, text: String)] = [
        ("List/Interactor/ListInteractorIO.swift", "protocol ListInteractorInput {\n    func findItems()\n}\n\nprotocol ListInteractorOutput {\n    func foundItems(_ items: [String])\n}\n"),
        ("List/Interactor/ListInteractor.swift", "final class ListInteractor: ListInteractorInput {\n    var output: ListInteractorOutput?\n\n    func findItems() {\n        output?.foundItems([])\n    }\n}\n"),
        ("List/Presenter/ListPresenter.swift", "final class ListPresenter: ListInteractorOutput {\n    func foundItems(_ items: [String]) {}\n}\n"),
    ]

    static func references(_ project: FixProject) -> [Finding] {
        project.findings(FixProject.only("viper-references"))
    }

    @Test func onlyClassesAdoptingTheProtocolMakeItClassBound() throws {
        let project = FixProject(Self.module)
        let before = Self.references(project)
        #expect(before.count == 1 && before.first?.suggestion == nil)
        let (_, fixed) = project.fixed(FixProject.only("viper-references"))
        let texts = fixed.texts
        #expect(texts["List/Interactor/ListInteractorIO.swift"]?.contains("protocol ListInteractorOutput: AnyObject {") == true)
        #expect(texts["List/Interactor/ListInteractor.swift"]?.contains("    weak var output: ListInteractorOutput?\n") == true)
        #expect(Self.references(fixed).isEmpty)
        #expect(project.cleanlyParsed.isSubset(of: fixed.cleanlyParsed))
        #expect(fixed.fixed(FixProject.only("viper-references")).outcome.files.isEmpty)
    }

    @Test(arguments: [
        ("ListTests/ListPresenterMock.swift", "struct ListPresenterMock: ListInteractorOutput {\n    func foundItems(_ items: [String]) {}\n}\n"),
        ("List/Presenter/ListState.swift", "enum ListState: ListInteractorOutput {\n    case empty\n    func foundItems(_ items: [String]) {}\n}\n"),
        ("List/Presenter/Extra.swift", "struct Box {}\nextension Box: ListInteractorOutput {\n    func foundItems(_ items: [String]) {}\n}\n"),
        ("List/Presenter/Sub.swift", "protocol DetailOutput: ListInteractorOutput {}\n"),
        ("List/Presenter/Alias.swift", "typealias Outputs = ListInteractorOutput & Sendable\n"),
        ("List/Presenter/Generic.swift", "func show<T: ListInteractorOutput>(_ value: T) {}\n"),
    ])
    func anythingButAClassAdoptingItLeavesItAlone(path: String, text: String) {
        let project = FixProject(Self.module + [(path, text)])
        let (outcome, _) = project.fixed(FixProject.only("viper-references"))
        #expect(outcome.files.isEmpty, "\(outcome.files.map(\.new))")
    }
}
