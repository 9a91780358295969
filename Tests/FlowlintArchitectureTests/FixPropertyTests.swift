import PropertyBased
import SwiftParser
import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// `--fix` over generated MVP modules (protocols file, presenter, view controller, in the shapes
/// Benchmarks/generate-modules.py makes, with every rule's mistakes mixed in): the result parses,
/// has no more findings than before, and a second fix changes nothing.
struct FixPropertyTests {
    static let bounds = Gen<String?>.element(of: ["", ": class", ": AnyObject", ": Themed"]).map { $0 ?? "" }
    static let viewMembers = Gen<String?>.element(of: [
        "    var presenter: ModPresenterProtocol! { get set }", "    var presenter: ModPresenterProtocol! { get }",
        "    // MARK: - Properties", "    // MARK: - Methods", "    func showTitle(_ title: String)", "    func reloadList()",
        "    /// Shows the error.\n    func showError(message: String)", "    var title: String { get }", "", "    func update()",
    ]).map { $0 ?? "" }
    static let presenterMembers = Gen<String?>.element(of: [
        "    var view: ModViewProtocol! { get set }", "    // MARK: - Properties", "    // MARK: - Methods",
        "    func viewDidLoad()", "    func viewDidSelect(at index: Int)", "    func cellPresenter(at index: Int) -> CellPresenterProtocol?",
        "    func title(at index: Int) -> String", "    var numberOfRows: Int { get }", "",
    ]).map { $0 ?? "" }
    static let presenterShapes = Gen<String?>.element(of: [
        "final class ModPresenter: ModPresenterProtocol {\n    var view: ModViewProtocol!\n    func viewDidLoad() {}\n}\n",
        "final class ModPresenter: NSObject {\n    // MARK: - Properties\n    private var view: ModViewProtocol\n    init(view: ModViewProtocol) { self.view = view }\n}\n\nextension ModPresenter: ModPresenterProtocol {\n    func viewDidLoad() {}\n}\n",
        "final class ModPresenter: ModPresenterProtocol {\n    // MARK: - Properties\n    weak var view: ModViewProtocol!\n}\n",
    ]).map { $0 ?? "" }
    static let viewShapes = Gen<String?>.element(of: [
        "final class ModViewController: UIViewController, ModViewProtocol {\n    var presenter: ModPresenterProtocol!\n}\n",
        "import UIKit\n\nfinal class ModViewController: UIViewController {\n    // MARK: - Properties\n    var presenter: ModPresenterProtocol!\n}\n\nextension ModViewController: ModViewProtocol {}\n",
    ]).map { $0 ?? "" }
    static let placements = Gen<String?>.element(of: ["Mod/ModProtocols.swift", "Mod/Protocols.swift", "Mod/ModViewController.swift"]).map { $0 ?? "" }

    @Test func fixingGeneratedModulesIsSafeAndIdempotent() async {
        await propertyCheck(count: 150, input: Self.bounds, Self.viewMembers.array(of: 0...6), Self.bounds, Self.presenterMembers.array(of: 0...6),
                            Self.presenterShapes, Self.viewShapes, Self.placements) { viewBound, view, presenterBound, presenter, presenterFile, viewFile, placement in
            let protocols = "import UIKit\n\nprotocol ModViewProtocol\(viewBound) {\n\(view.joined(separator: "\n"))\n}\n\n"
                + "protocol ModPresenterProtocol\(presenterBound) {\n\(presenter.joined(separator: "\n"))\n}\n"
            var files = [(path: placement, text: protocols), (path: "Mod/ModPresenter.swift", text: presenterFile)]
            if placement == "Mod/ModViewController.swift" { files[0].text = protocols + "\n" + viewFile } else { files.append(("Mod/ModViewController.swift", viewFile)) }
            let project = FixProject(files)
            let (_, fixed) = project.fixed()
            #expect(project.cleanlyParsed.isSubset(of: fixed.cleanlyParsed), "\(FixTests.show(fixed))")
            #expect(fixed.findings().count <= project.findings().count, "\(FixTests.show(project))\n→\n\(FixTests.show(fixed))")
            #expect(fixed.fixed().outcome.files.isEmpty, "not idempotent:\n\(FixTests.show(fixed))")
        }
    }
}
