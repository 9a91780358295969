import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// The check every recall plant gets: on a small clean module the rule is silent, and once the
/// one edit of Benchmarks/recall.py is made it fires in the planted file.
enum Plants {
    typealias Files = [(String, String)]

    static func findings(_ files: Files, paths: [String] = []) -> [Finding] {
        let (swift, objc) = ExampleProject.facts(files.map { (path: $0.0, text: $0.1) })
        return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc, paths: paths)
    }

    static func found(_ rule: String, in path: String, _ files: Files, paths: [String]) -> Bool {
        findings(files, paths: paths).contains {
            guard $0.rule == rule, case .file(let found, _, _) = $0.location else { return false }
            return found == path
        }
    }

    /// Silent on `clean`, reported in `file` of `planted`.
    static func expectPlant(_ rule: String, clean: Files, planted: Files, in file: String, paths: [String] = [],
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let before = findings(clean, paths: paths).filter { $0.rule == rule }
        #expect(before.isEmpty, "clean module: \(before.map(\.message.en))", sourceLocation: sourceLocation)
        #expect(found(rule, in: file, planted, paths: paths), "\(rule) missed the plant in \(file)", sourceLocation: sourceLocation)
    }

    /// The files with `original` replaced in `path` (which must hold it).
    static func replacing(_ original: String, with replacement: String, in path: String, of files: Files,
                   sourceLocation: SourceLocation = #_sourceLocation) -> Files {
        files.map { file, text in
            guard file == path else { return (file, text) }
            #expect(text.contains(original), "\(path) holds \(original)", sourceLocation: sourceLocation)
            return (file, text.replacingOccurrences(of: original, with: replacement))
        }
    }

    /// The files with `path` moved or renamed to `newPath` (its text changed by `edit`).
    static func moving(_ path: String, to newPath: String, of files: Files, edit: (String) -> String = { $0 }) -> Files {
        files.map { $0.0 == path ? (newPath, edit($0.1)) : $0 }
    }
}

/// The MVP violations Benchmarks/recall.py plants into real modules, each on the seed's module.
/// Kinds whose rule's own examples already show both ways are not repeated here.
struct RecallPlantTests {
    static let mvp: Plants.Files = [(SeedMVP.protocolsFile, SeedMVP.protocols), (SeedMVP.viewControllerFile, SeedMVP.viewController),
                                    (SeedMVP.presenterFile, SeedMVP.presenter), (SeedMVP.orderFile, SeedMVP.order)]

    @Test(arguments: ["EventList/CommonProtocols.swift", "EventList/EventListContract.swift"])
    func protocolsFileRenamed(to name: String) {
        let planted = Plants.moving(SeedMVP.protocolsFile, to: name, of: Self.mvp)
        Plants.expectPlant("mvp-protocols-file", clean: Self.mvp, planted: planted, in: name)
    }

    @Test func propertiesMarkRemoved() {
        let planted = Plants.replacing("    // MARK: - Properties\n\n    var presenter", with: "    var presenter", in: SeedMVP.protocolsFile, of: Self.mvp)
        Plants.expectPlant("mvp-mark-sections", clean: Self.mvp, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test func methodsMarkRemoved() {
        let planted = Plants.replacing("    // MARK: - Methods\n\n    func showLoadingIndicator()", with: "    func showLoadingIndicator()",
                                in: SeedMVP.protocolsFile, of: Self.mvp)
        Plants.expectPlant("mvp-mark-sections", clean: Self.mvp, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test func unmarkedPropertyAddedToAProtocolOfMethods() {
        let protocols = """
            protocol EventListViewProtocol: AnyObject {
                var presenter: EventListPresenterProtocol! { get set }
            }

            protocol EventListPresenterProtocol: AnyObject {
                func viewDidLoad()
            }

            """
        let clean = Plants.replacing(SeedMVP.protocols, with: protocols, in: SeedMVP.protocolsFile, of: Self.mvp)
        let planted = Plants.replacing("    func viewDidLoad()\n}", with: "    var isLoading: Bool { get }\n    func viewDidLoad()\n}",
                                in: SeedMVP.protocolsFile, of: clean)
        Plants.expectPlant("mvp-mark-sections", clean: clean, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test func presenterLinkRemoved() {
        let planted = Plants.replacing("    var presenter: EventListPresenterProtocol! { get set }\n", with: "", in: SeedMVP.protocolsFile, of: Self.mvp)
        Plants.expectPlant("mvp-view-presenter-link", clean: Self.mvp, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test(arguments: [("func showError(", "func displayError("), ("func hideLoadingIndicator()", "func removeLoadingIndicator()")])
    func viewMethodRenamed(original: String, replacement: String) {
        let planted = Plants.replacing(original, with: replacement, in: SeedMVP.protocolsFile, of: Self.mvp)
        Plants.expectPlant("mvp-view-method-prefix", clean: Self.mvp, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test func childPresenterFactoryMovedAboveTheViewEvents() {
        let factory = "    func evenListCellPresenter(atIndex index: Int) -> EventListCellPresenterProtocol?\n"
        let moved = Plants.replacing("\n" + factory, with: "", in: SeedMVP.protocolsFile, of: Self.mvp)
        let planted = Plants.replacing("    func viewDidLoad()\n", with: factory + "    func viewDidLoad()\n", in: SeedMVP.protocolsFile, of: moved)
        Plants.expectPlant("mvp-presenter-method-order", clean: Self.mvp, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test func childPresenterStoredInThePresenter() {
        let planted = Plants.replacing("    private var events: [String] = []\n",
                                with: "    private var events: [String] = []\n    var headerPresenter: HeaderPresenterProtocol?\n",
                                in: SeedMVP.presenterFile, of: Self.mvp)
        Plants.expectPlant("mvp-child-presenter-func", clean: Self.mvp, planted: planted, in: SeedMVP.presenterFile)
    }

    @Test func anotherProtocolMovedBetweenTheViewAndItsPresenter() {
        let router = "protocol EventListRouterProtocol: AnyObject {\n    func openEvent()\n}\n"
        let clean = Plants.replacing(SeedMVP.protocols, with: SeedMVP.protocols + "\n" + router, in: SeedMVP.protocolsFile, of: Self.mvp)
        let between = Plants.replacing("\nprotocol EventListPresenterProtocol", with: "\n" + router + "\nprotocol EventListPresenterProtocol",
                                in: SeedMVP.protocolsFile, of: Self.mvp)
        Plants.expectPlant("mvp-protocol-order", clean: clean, planted: between, in: SeedMVP.protocolsFile)
    }

    @Test func weakViewMadeUnowned() {
        let planted = Plants.replacing("weak var view", with: "unowned var view", in: SeedMVP.presenterFile, of: Self.mvp)
        Plants.expectPlant("mvp-weak-view", clean: Self.mvp, planted: planted, in: SeedMVP.presenterFile)
    }

    @Test func memberAboveTheFirstMark() {
        let planted = Plants.replacing("EventListPresenterProtocol {\n", with: "EventListPresenterProtocol {\n    private var isFirstAppearance = true\n",
                                in: SeedMVP.presenterFile, of: Self.mvp)
        Plants.expectPlant("mvp-implementation-marks", clean: Self.mvp, planted: planted, in: SeedMVP.presenterFile)
    }

    /// Split into a second protocols file rather than deleted, so that the project still compiles.
    @Test(arguments: ["View", "Presenter"])
    func protocolSplitIntoASecondProtocolsFile(role: String) throws {
        let parts = SeedMVP.protocols.components(separatedBy: "\nprotocol EventListPresenterProtocol")
        try #require(parts.count == 2)
        let (view, presenter) = (parts[0] + "\n", "protocol EventListPresenterProtocol" + parts[1])
        let (kept, moved) = role == "View" ? (presenter, view) : (view, presenter)
        let planted = Plants.replacing(SeedMVP.protocols, with: kept, in: SeedMVP.protocolsFile, of: Self.mvp)
            + [("EventList/EventList\(role)Protocols.swift", moved)]
        Plants.expectPlant("mvp-protocol-pair", clean: Self.mvp, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test(arguments: ["var presenter: EventListPresenterProtocol!", "var view: EventListViewProtocol!"])
    func linkMadeGetOnly(link: String) {
        let planted = Plants.replacing(link + " { get set }", with: link + " { get }", in: SeedMVP.protocolsFile, of: Self.mvp)
        Plants.expectPlant("mvp-view-presenter-link", clean: Self.mvp, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test func childPresenterFactoryTurnedProperty() {
        let factory = "    func headerPresenter() -> EventListHeaderPresenterProtocol\n}"
        let clean = Plants.replacing("-> EventListCellPresenterProtocol?\n}", with: "-> EventListCellPresenterProtocol?\n" + factory,
                                     in: SeedMVP.protocolsFile, of: Self.mvp)
        let planted = Plants.replacing("func headerPresenter() -> EventListHeaderPresenterProtocol",
                                       with: "var headerPresenter: EventListHeaderPresenterProtocol { get }", in: SeedMVP.protocolsFile, of: clean)
        Plants.expectPlant("mvp-child-presenter-func", clean: clean, planted: planted, in: SeedMVP.protocolsFile)
    }

    @Test func viewConformanceMovedIntoTheClassDeclaration() {
        let moved = Plants.replacing("EventListViewController: UIViewController {", with: "EventListViewController: UIViewController, EventListViewProtocol {",
                                     in: SeedMVP.viewControllerFile, of: Self.mvp)
        let planted = Plants.replacing("extension EventListViewController: EventListViewProtocol {}", with: "extension EventListViewController {}",
                                       in: SeedMVP.viewControllerFile, of: moved)
        Plants.expectPlant("mvp-view-conformance", clean: Self.mvp, planted: planted, in: SeedMVP.viewControllerFile)
    }

    @Test func presenterConformanceMovedToAnExtension() {
        let planted = Plants.replacing("final class EventListPresenter: EventListPresenterProtocol {", with: "final class EventListPresenter {",
                                       in: SeedMVP.presenterFile, of: Self.mvp)
        let extended = planted.map { $0.0 == SeedMVP.presenterFile ? ($0.0, $0.1 + "\nextension EventListPresenter: EventListPresenterProtocol {}\n") : $0 }
        Plants.expectPlant("mvp-presenter-conformance", clean: Self.mvp, planted: extended, in: SeedMVP.presenterFile)
    }

    @Test func weakViewDropped() {
        let planted = Plants.replacing("weak var view", with: "var view", in: SeedMVP.presenterFile, of: Self.mvp)
        Plants.expectPlant("mvp-weak-view", clean: Self.mvp, planted: planted, in: SeedMVP.presenterFile)
    }

    @Test func dataRequestAddedAboveTheViewEvents() {
        let planted = Plants.replacing("    func viewDidLoad()\n", with: "    func itemTitle(at index: Int) -> String?\n    func viewDidLoad()\n",
                                       in: SeedMVP.protocolsFile, of: Self.mvp)
        Plants.expectPlant("mvp-presenter-method-order", clean: Self.mvp, planted: planted, in: SeedMVP.protocolsFile)
    }
}
