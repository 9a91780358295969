/// The seed's VIPER module in Objective-C (viper-code-style.ru.md): public headers with forward
/// declarations and doc comments, `#pragma mark -` groups, the seed's reference attributes.
enum ViperObjCTemplate {
    static func files(_ name: String) -> [ModuleTemplate.File] {
        let protocols: [(String, ViperComponent)] = [
            ("Interactor", .interactorInput), ("Interactor", .interactorOutput), ("Presenter", .moduleInput),
            ("Router", .routerInput), ("View", .viewInput), ("View", .viewOutput),
        ]
        let files = protocols.map { ("\($0.0)/\(name)\($0.1.rawValue).h", ViperProtocolText.objc(name, $0.1)) } + [
            ("Assembly/\(name)Assembly.h", assemblyHeader(name)), ("Assembly/\(name)Assembly.m", assembly(name)),
            ("Interactor/\(name)Interactor.h", interactorHeader(name)), ("Interactor/\(name)Interactor.m", interactor(name)),
            ("Presenter/\(name)Presenter.h", presenterHeader(name)), ("Presenter/\(name)Presenter.m", presenter(name)),
            ("Router/\(name)Router.h", routerHeader(name)), ("Router/\(name)Router.m", router(name)),
            ("View/\(name)ViewController.h", viewHeader(name)), ("View/\(name)ViewController.m", view(name)),
        ]
        return files.map { ModuleTemplate.File(path: "\(name)Module/\($0.0)", text: $0.1) }
    }

    static func assemblyHeader(_ n: String) -> String {
        """
        #import <Foundation/Foundation.h>

        @class \(n)ViewController;

        /**
         Собирает модуль \(n): создаёт его компоненты и связывает их.
         */
        @interface \(n)Assembly : NSObject

        /// Собирает модуль и возвращает его view.
        - (\(n)ViewController *)view\(n)Module;

        @end

        """
    }

    static func assembly(_ n: String) -> String {
        """
        #import "\(n)Assembly.h"

        #import "\(n)ViewController.h"
        #import "\(n)Presenter.h"
        #import "\(n)Interactor.h"
        #import "\(n)Router.h"

        @implementation \(n)Assembly

        - (\(n)ViewController *)view\(n)Module {
            \(n)ViewController *view = [\(n)ViewController new];
            \(n)Presenter *presenter = [\(n)Presenter new];
            \(n)Interactor *interactor = [\(n)Interactor new];
            \(n)Router *router = [\(n)Router new];
            view.output = presenter;
            presenter.view = view;
            presenter.interactor = interactor;
            presenter.router = router;
            interactor.output = presenter;
            router.transitionHandler = view;
            return view;
        }

        @end

        """
    }

    static func interactorHeader(_ n: String) -> String {
        """
        #import <Foundation/Foundation.h>

        #import "\(n)InteractorInput.h"

        @protocol \(n)InteractorOutput;

        /**
         Бизнес-логика модуля \(n): выполняет запросы презентера, не храня состояния.
         */
        @interface \(n)Interactor : NSObject <\(n)InteractorInput>

        @property (nonatomic, weak) id<\(n)InteractorOutput> output;

        @end

        """
    }

    static func interactor(_ n: String) -> String {
        """
        #import "\(n)Interactor.h"

        #import "\(n)InteractorOutput.h"

        @implementation \(n)Interactor

        #pragma mark - \(n)InteractorInput

        - (void)obtainData {
            [self.output didObtainData];
        }

        @end

        """
    }

    static func presenterHeader(_ n: String) -> String {
        """
        #import <Foundation/Foundation.h>

        #import "\(n)ModuleInput.h"
        #import "\(n)ViewOutput.h"
        #import "\(n)InteractorOutput.h"

        @protocol \(n)ViewInput;
        @protocol \(n)InteractorInput;
        @protocol \(n)RouterInput;

        /**
         Презентер модуля \(n): связывает view, интерактор и роутер.
         */
        @interface \(n)Presenter : NSObject <\(n)ModuleInput, \(n)ViewOutput, \(n)InteractorOutput>

        @property (nonatomic, weak) id<\(n)ViewInput> view;
        @property (nonatomic, strong) id<\(n)InteractorInput> interactor;
        @property (nonatomic, strong) id<\(n)RouterInput> router;

        @end

        """
    }

    static func presenter(_ n: String) -> String {
        """
        #import "\(n)Presenter.h"

        #import "\(n)ViewInput.h"
        #import "\(n)InteractorInput.h"
        #import "\(n)RouterInput.h"

        @implementation \(n)Presenter

        #pragma mark - \(n)ModuleInput

        - (void)configureModule {}

        #pragma mark - \(n)ViewOutput

        - (void)didTriggerViewReadyEvent {
            [self.view setupInitialState];
            [self.interactor obtainData];
        }

        #pragma mark - \(n)InteractorOutput

        - (void)didObtainData {}

        @end

        """
    }

    static func routerHeader(_ n: String) -> String {
        """
        #import <UIKit/UIKit.h>

        #import "\(n)RouterInput.h"

        /**
         Переходы модуля \(n) к другим модулям.
         */
        @interface \(n)Router : NSObject <\(n)RouterInput>

        @property (nonatomic, weak) UIViewController *transitionHandler;

        @end

        """
    }

    static func router(_ n: String) -> String {
        """
        #import "\(n)Router.h"

        @implementation \(n)Router

        #pragma mark - \(n)RouterInput

        - (void)closeCurrentModule {
            [self.transitionHandler dismissViewControllerAnimated:YES completion:nil];
        }

        @end

        """
    }

    static func viewHeader(_ n: String) -> String {
        """
        #import <UIKit/UIKit.h>

        #import "\(n)ViewInput.h"

        @protocol \(n)ViewOutput;

        /**
         Экран модуля \(n).
         */
        @interface \(n)ViewController : UIViewController <\(n)ViewInput>

        @property (nonatomic, strong) id<\(n)ViewOutput> output;

        @end

        """
    }

    static func view(_ n: String) -> String {
        """
        #import "\(n)ViewController.h"

        #import "\(n)ViewOutput.h"

        @implementation \(n)ViewController

        #pragma mark - Lifecycle

        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.output didTriggerViewReadyEvent];
        }

        #pragma mark - \(n)ViewInput

        - (void)setupInitialState {}

        @end

        """
    }
}
