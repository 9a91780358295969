import FlowlintCore

/// A rule about one Swift file, judged with what the whole tree declares.
public protocol SwiftFileRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation]
}

public struct SourceViolation: Sendable, Equatable {
    public let position: Position
    public let message: LocalizedText
    public let suggestion: String?

    public init(_ position: Position, _ message: LocalizedText, suggestion: String? = nil) {
        self.position = position
        self.message = message
        self.suggestion = suggestion
    }
}

/// The seed's naming: `EventListViewProtocol`, `EventListPresenterProtocol`, module `EventList`.
public enum MVPName {
    public static func module(ofView name: String) -> Substring? {
        name.hasSuffix("ViewProtocol") && name.count > 12 ? name.dropLast(12) : nil
    }

    public static func module(ofPresenter name: String) -> Substring? {
        isPresenter(name) ? name.dropLast(17) : nil
    }

    public static func isPresenter(_ name: String) -> Bool {
        name.hasSuffix("PresenterProtocol") && name.count > 17
    }

    /// The module a view protocol belongs to, for either spelling.
    public static func module(ofViewOrPlain name: String) -> Substring? {
        module(ofView: name) ?? (name.hasSuffix("Protocol") ? name.dropLast(8) : nil)
    }

    /// A type naming a presenter protocol, optional or not: `CellPresenterProtocol?`, `[X PresenterProtocol]`.
    public static func mentionsPresenter(_ type: String?) -> Bool {
        guard let type else { return false }
        let bare = type.filter { !"?![]".contains($0) }
        return bare.hasSuffix("PresenterProtocol")
    }

    /// The presenter protocol a type names: `[CellPresenterProtocol]?` → `CellPresenterProtocol`.
    public static func presenterType(_ type: String?) -> String? {
        guard let type, mentionsPresenter(type) else { return nil }
        return type.filter { !"?![]".contains($0) }
    }

    /// `viewDidLoad`, `viewDidSelectEvent`: `view` then an upper-case letter or nothing.
    public static func startsWith(_ prefix: String, _ name: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        return rest.first.map { $0.isUppercase || $0.isNumber || $0 == "_" } ?? true
    }
}

/// The seed's example, gitflow-and-mvp.ru.md "Архитектура MVP": it passes every rule.
enum SeedMVP {
    static let protocols = """
        protocol EventListViewProtocol: AnyObject {

            // MARK: - Properties

            var presenter: EventListPresenterProtocol! { get set }

            // MARK: - Methods

            func showLoadingIndicator()
            func hideLoadingIndicator()

            func showError(title: String, message: String)

            func reloadEventList()
        }

        protocol EventListPresenterProtocol: AnyObject {

            // MARK: - Properties

            var view: EventListViewProtocol! { get set }

            var numberOfEvents: Int { get }

            // MARK: - Methods

            func viewDidLoad()
            func viewDidSelectEvent(atIndex index: Int)

            func evenListCellPresenter(atIndex index: Int) -> EventListCellPresenterProtocol?
        }

        """
    static let protocolsFile = "EventList/EventListProtocols.swift"

    static let viewController = """
        import UIKit

        final class EventListViewController: UIViewController {

            // MARK: - Properties

            var presenter: EventListPresenterProtocol!

            // MARK: - Lifecycle

            override func viewDidLoad() {
                super.viewDidLoad()
                presenter.viewDidLoad()
            }
        }

        // MARK: - EventListViewProtocol

        extension EventListViewController: EventListViewProtocol {}

        """
    static let viewControllerFile = "EventList/EventListViewController.swift"

    static let presenter = """
        final class EventListPresenter: EventListPresenterProtocol {

            // MARK: - Properties

            weak var view: EventListViewProtocol!

            var numberOfEvents: Int { events.count }

            private var events: [String] = []

            // MARK: - Methods

            func viewDidLoad() {
                view.showLoadingIndicator()
            }
        }

        """
    static let presenterFile = "EventList/EventListPresenter.swift"

    /// "Порядок расположения протоколов": bodies elided in the seed.
    static let order = """
        protocol MainViewProtocol: AnyObject { }
        protocol MainPresenterProtocol: AnyObject { }
        protocol HeaderProtocol: AnyObject { }
        protocol HeaderPresenterProtocol: AnyObject { }
        protocol CellViewProtocol: AnyObject { }
        protocol CellPresenterProtocol: AnyObject { }

        """
    static let orderFile = "Main/MainProtocols.swift"
}
