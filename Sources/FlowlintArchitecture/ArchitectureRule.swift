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
    public let fix: FixRequest?

    public init(_ position: Position, _ message: LocalizedText, suggestion: String? = nil, fix: FixRequest? = nil) {
        self.position = position
        self.message = message
        self.suggestion = suggestion
        self.fix = fix
    }
}

/// The seed's naming: `EventListViewProtocol`, `EventListPresenterProtocol`, module `EventList`.
/// Over bytes: every rule asks these of every protocol and type, and `hasSuffix`, `count` and
/// `dropLast` on a String walk grapheme clusters. The suffixes are ASCII, so no cluster spans
/// where they start.
public enum MVPName {
    public static func module(ofView name: String) -> Substring? {
        module(of: name, suffix: "ViewProtocol")
    }

    public static func module(ofPresenter name: String) -> Substring? {
        module(of: name, suffix: "PresenterProtocol")
    }

    public static func isPresenter(_ name: String) -> Bool {
        let utf8 = name.utf8
        return utf8.count > 17 && utf8.hasSuffixBytes("PresenterProtocol")
    }

    /// The module a view protocol belongs to, for any spelling: `<M>ViewProtocol`,
    /// `<M>ViewControllerProtocol`, `<M>Protocol`.
    public static func module(ofViewOrPlain name: String) -> Substring? {
        module(ofView: name) ?? module(of: name, suffix: "ViewControllerProtocol") ?? withoutSuffix(name, "Protocol")
    }

    /// The name without `suffix`, when something comes before it.
    private static func module(of name: String, suffix: StaticString) -> Substring? {
        withoutSuffix(name, suffix).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The name without `suffix` (possibly nothing), when it ends in it.
    static func withoutSuffix(_ name: String, _ suffix: StaticString) -> Substring? {
        let utf8 = name.utf8
        guard utf8.hasSuffixBytes(suffix) else { return nil }
        return name[..<utf8.index(utf8.endIndex, offsetBy: -suffix.utf8CodeUnitCount)]
    }

    /// A type naming a presenter protocol, optional or not: `CellPresenterProtocol?`, `[X PresenterProtocol]`.
    public static func mentionsPresenter(_ type: String?) -> Bool {
        guard let type else { return false }
        // The type without `?`, `!`, `[` and `]` ends in the suffix: read backwards, skipping them.
        var matched = presenterProtocol.count
        for byte in type.utf8.reversed() where !isDecoration(byte) {
            guard matched > 0 else { return true }
            matched -= 1
            guard presenterProtocol[matched] == byte else { return false }
        }
        return matched == 0
    }

    private static let presenterProtocol = Array("PresenterProtocol".utf8)

    private static func isDecoration(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
    }

    /// The presenter protocol a type names: `[CellPresenterProtocol]?` → `CellPresenterProtocol`.
    public static func presenterType(_ type: String?) -> String? {
        guard let type, mentionsPresenter(type) else { return nil }
        return type.filter { !"?![]".contains($0) }
    }

    /// `startsWith` over bytes where they say what Characters would: an ASCII prefix, then an
    /// ASCII byte not followed by a combining one (nil: ask Characters). Every method of every
    /// view and presenter protocol is asked this, a verb at a time.
    private static func asciiStartsWith(_ prefix: String, _ name: String) -> Bool? {
        let head = prefix.utf8, bytes = name.utf8
        guard head.allSatisfy({ $0 < 0x80 }) else { return nil }
        // No Character of `name` can equal an ASCII one unless its bytes do.
        guard bytes.starts(with: head) else { return false }
        var rest = bytes.dropFirst(head.count).makeIterator()
        guard let next = rest.next() else { return true }
        guard next < 0x80, rest.next().map({ $0 < 0x80 }) ?? true else { return nil }
        return (0x41...0x5A).contains(next) || (0x30...0x39).contains(next) || next == UInt8(ascii: "_")
    }

    /// `viewDidLoad`, `viewDidSelectEvent`: `view` then an upper-case letter or nothing.
    public static func startsWith(_ prefix: String, _ name: String) -> Bool {
        if let decided = asciiStartsWith(prefix, name) { return decided }
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
