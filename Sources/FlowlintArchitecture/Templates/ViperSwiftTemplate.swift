/// The seed's VIPER module in Swift (viper-code-style.ru.md): the layer folders, Input/Output
/// protocols with doc comments, references of the seed's names and strengths.
enum ViperSwiftTemplate {
    static func files(_ name: String) -> [ModuleTemplate.File] {
        let root = "\(name)Module"
        return [
            ("Assembly/\(name)Assembly.swift", assembly(name)),
            ("Interactor/\(name)InteractorInput.swift", ViperProtocolText.swift(name, .interactorInput)),
            ("Interactor/\(name)InteractorOutput.swift", ViperProtocolText.swift(name, .interactorOutput)),
            ("Interactor/\(name)Interactor.swift", interactor(name)),
            ("Presenter/\(name)ModuleInput.swift", ViperProtocolText.swift(name, .moduleInput)),
            ("Presenter/\(name)Presenter.swift", presenter(name)),
            ("Router/\(name)RouterInput.swift", ViperProtocolText.swift(name, .routerInput)),
            ("Router/\(name)Router.swift", router(name)),
            ("View/\(name)ViewInput.swift", ViperProtocolText.swift(name, .viewInput)),
            ("View/\(name)ViewOutput.swift", ViperProtocolText.swift(name, .viewOutput)),
            ("View/\(name)ViewController.swift", viewController(name)),
        ].map { ModuleTemplate.File(path: "\(root)/\($0.0)", text: $0.1) }
    }

    static func assembly(_ name: String) -> String {
        """
        import UIKit

        /// Собирает модуль \(name): создаёт его компоненты и связывает их.
        final class \(name)Assembly {

            // MARK: - Methods

            /// Собирает модуль и возвращает его view.
            func view\(name)Module() -> \(name)ViewController {
                let view = \(name)ViewController()
                let presenter = \(name)Presenter()
                let interactor = \(name)Interactor()
                let router = \(name)Router()
                view.output = presenter
                presenter.view = view
                presenter.interactor = interactor
                presenter.router = router
                interactor.output = presenter
                router.transitionHandler = view
                return view
            }
        }

        """
    }

    static func interactor(_ name: String) -> String {
        """
        /// Бизнес-логика модуля \(name): выполняет запросы презентера, не храня состояния.
        final class \(name)Interactor {

            // MARK: - Properties

            weak var output: \(name)InteractorOutput?
        }

        // MARK: - \(name)InteractorInput

        extension \(name)Interactor: \(name)InteractorInput {
            func obtainData() {
                output?.didObtainData()
            }
        }

        """
    }

    static func presenter(_ name: String) -> String {
        """
        /// Презентер модуля \(name): связывает view, интерактор и роутер.
        final class \(name)Presenter {

            // MARK: - Properties

            weak var view: \(name)ViewInput?
            var interactor: \(name)InteractorInput!
            var router: \(name)RouterInput!
        }

        // MARK: - \(name)ModuleInput

        extension \(name)Presenter: \(name)ModuleInput {
            func configureModule() {}
        }

        // MARK: - \(name)ViewOutput

        extension \(name)Presenter: \(name)ViewOutput {
            func didTriggerViewReadyEvent() {
                view?.setupInitialState()
                interactor.obtainData()
            }
        }

        // MARK: - \(name)InteractorOutput

        extension \(name)Presenter: \(name)InteractorOutput {
            func didObtainData() {}
        }

        """
    }

    static func router(_ name: String) -> String {
        """
        import UIKit

        /// Переходы модуля \(name) к другим модулям.
        final class \(name)Router {

            // MARK: - Properties

            weak var transitionHandler: UIViewController?
        }

        // MARK: - \(name)RouterInput

        extension \(name)Router: \(name)RouterInput {
            func closeCurrentModule() {
                transitionHandler?.dismiss(animated: true)
            }
        }

        """
    }

    static func viewController(_ name: String) -> String {
        """
        import UIKit

        /// Экран модуля \(name).
        final class \(name)ViewController: UIViewController {

            // MARK: - Properties

            var output: \(name)ViewOutput!

            // MARK: - Lifecycle

            override func viewDidLoad() {
                super.viewDidLoad()
                output.didTriggerViewReadyEvent()
            }
        }

        // MARK: - \(name)ViewInput

        extension \(name)ViewController: \(name)ViewInput {
            func setupInitialState() {}
        }

        """
    }
}

/// One Input/Output protocol of the seed, with one documented method, in either language.
enum ViperProtocolText {
    static func method(_ component: ViperComponent) -> (name: String, doc: String) {
        switch component {
        case .interactorInput: return ("obtainData", "Запрашивает данные модуля.")
        case .interactorOutput: return ("didObtainData", "Данные модуля получены.")
        case .moduleInput: return ("configureModule", "Настраивает модуль перед показом.")
        case .routerInput: return ("closeCurrentModule", "Закрывает модуль.")
        case .viewInput: return ("setupInitialState", "Готовит view к первому показу.")
        default: return ("didTriggerViewReadyEvent", "View загружено и готово к работе.")
        }
    }

    static func summary(_ name: String, _ component: ViperComponent) -> String {
        switch component {
        case .interactorInput: return "Запросы презентера модуля \(name) к интерактору."
        case .interactorOutput: return "Ответы интерактора модуля \(name) презентеру."
        case .moduleInput: return "Как другие модули настраивают модуль \(name)."
        case .routerInput: return "Переходы модуля \(name)."
        case .viewInput: return "Команды презентера модуля \(name) его view."
        default: return "События view модуля \(name) для презентера."
        }
    }

    static func swift(_ name: String, _ component: ViperComponent) -> String {
        let (method, doc) = method(component)
        return """
            /// \(summary(name, component))
            protocol \(name)\(component.rawValue): AnyObject {
                /// \(doc)
                func \(method)()
            }

            """
    }

    static func objc(_ name: String, _ component: ViperComponent) -> String {
        let (method, doc) = method(component)
        return """
            #import <Foundation/Foundation.h>

            /**
             \(summary(name, component))
             */
            @protocol \(name)\(component.rawValue) <NSObject>

            /// \(doc)
            - (void)\(method);

            @end

            """
    }
}
