/// The seed's MVP module (gitflow-and-mvp.ru.md, "Архитектура MVP"): the protocols file with the
/// view/presenter pair, the presenter and the view controller, in MARK sections.
enum MVPTemplate {
    static func files(_ name: String) -> [ModuleTemplate.File] {
        [
            ModuleTemplate.File(path: "\(name)/\(name)Protocols.swift", text: protocols(name)),
            ModuleTemplate.File(path: "\(name)/\(name)Presenter.swift", text: presenter(name)),
            ModuleTemplate.File(path: "\(name)/\(name)ViewController.swift", text: viewController(name)),
        ]
    }

    static func protocols(_ name: String) -> String {
        """
        protocol \(name)ViewProtocol: AnyObject {

            // MARK: - Properties

            var presenter: \(name)PresenterProtocol! { get set }

            // MARK: - Methods

            func showLoadingIndicator()
            func hideLoadingIndicator()

            func reloadData()
        }

        protocol \(name)PresenterProtocol: AnyObject {

            // MARK: - Properties

            var view: \(name)ViewProtocol! { get set }

            // MARK: - Methods

            func viewDidLoad()
        }

        """
    }

    static func presenter(_ name: String) -> String {
        """
        final class \(name)Presenter: \(name)PresenterProtocol {

            // MARK: - Properties

            weak var view: \(name)ViewProtocol!

            // MARK: - Methods

            func viewDidLoad() {
                view.showLoadingIndicator()
                view.reloadData()
                view.hideLoadingIndicator()
            }
        }

        """
    }

    static func viewController(_ name: String) -> String {
        """
        import UIKit

        final class \(name)ViewController: UIViewController {

            // MARK: - Properties

            var presenter: \(name)PresenterProtocol!

            // MARK: - Lifecycle

            override func viewDidLoad() {
                super.viewDidLoad()
                presenter.viewDidLoad()
            }
        }

        // MARK: - \(name)ViewProtocol

        extension \(name)ViewController: \(name)ViewProtocol {
            func showLoadingIndicator() {}

            func hideLoadingIndicator() {}

            func reloadData() {}
        }

        """
    }
}
