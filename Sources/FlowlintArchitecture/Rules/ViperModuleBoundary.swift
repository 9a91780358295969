import FlowlintCore

/// `viper-module-boundary`: a module talks to another only through routers, by ModuleInput and
/// ModuleOutput; it never holds the other's presenter, interactor, view or router.
public struct ViperModuleBoundary: ViperRule {
    public static let description = RuleDescription(
        id: "viper-module-boundary", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Модули общаются через роутеры, по ModuleInput и ModuleOutput",
                               en: "Modules talk through their routers, by ModuleInput and ModuleOutput"),
        explanation: LocalizedText(
            ru: "«Модули общаются между собой через роутеры, по протоколам ModuleInput и ModuleOutput.» Компонент, который держит презентер, интерактор, view или роутер другого модуля, связывает модули напрямую: держите ссылку на его ModuleInput, а ответы получайте через ModuleOutput.",
            en: "\"Modules talk to each other through routers, by the ModuleInput and ModuleOutput protocols.\" A component holding another module's presenter, interactor, view or router ties the modules together directly: hold its ModuleInput and take answers through ModuleOutput."),
        good: [RuleExample("@interface PostListPresenter : NSObject\n@property (nonatomic, weak) id<PostListViewInput> view;\n@property (nonatomic, strong) id<NewPostModuleInput> newPostModuleInput;\n@end\n"
                           + "//// NewPost/Presenter/NewPostPresenter.h\n@interface NewPostPresenter : NSObject <NewPostModuleInput>\n@end\n"
                           + "//// NewPost/Interactor/NewPostInteractor.h\n@interface NewPostInteractor : NSObject\n@end\n",
                           branch: "PostList/Presenter/PostListPresenter.h")],
        bad: [RuleExample("@interface PostListPresenter : NSObject\n@property (nonatomic, weak) id<PostListViewInput> view;\n@property (nonatomic, strong) NewPostPresenter *newPostPresenter;\n@end\n"
                          + "//// NewPost/Presenter/NewPostPresenter.h\n@interface NewPostPresenter : NSObject <NewPostModuleInput>\n@end\n"
                          + "//// NewPost/Interactor/NewPostInteractor.h\n@interface NewPostInteractor : NSObject\n@end\n",
                          branch: "PostList/Presenter/PostListPresenter.h"),
              RuleExample("final class PostListPresenter {\n    var newPostInteractor: NewPostInteractorInput?\n}\n"
                          + "//// NewPost/Interactor/NewPostInteractorInput.swift\nprotocol NewPostInteractorInput: AnyObject {}\n"
                          + "//// NewPost/Presenter/NewPostPresenter.swift\nfinal class NewPostPresenter {}\n",
                          branch: "PostList/Presenter/PostListPresenter.swift")])

    /// What a module keeps to itself: its presenter (and what it answers as), interactor, router.
    static let inner: Set<ViperComponent> = [.presenter, .interactor, .interactorInput, .interactorOutput, .router, .routerInput, .viewOutput]
    /// Its view: held by another module's view when embedded, so judged for other holders only.
    static let views: Set<ViperComponent> = [.view, .viewController, .viewInput]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        ComponentProperty.all(objc: file, project).compactMap { violation($0, project) }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        ComponentProperty.all(swift: file, project).compactMap { violation($0, project) }
    }

    private func violation(_ property: ComponentProperty, _ project: ProjectFacts) -> SourceViolation? {
        guard property.component != .assembly else { return nil }
        let crossing = property.referenced(project).first { name, module, component in
            module != property.module && !Self.isSubmodule(module, of: property.module) && Self.isScreen(module, project)
                && (Self.inner.contains(component) || (!property.isViewLayer && Self.views.contains(component)))
                && !Self.isAdoptedAtHome(name, property, project)
        }
        guard let (name, module, _) = crossing else { return nil }
        return SourceViolation(property.position, LocalizedText(
            ru: "\(property.holder).\(property.name) держит \(name) модуля \(module): модули общаются через роутеры, по \(module)ModuleInput и \(module)ModuleOutput",
            en: "\(property.holder).\(property.name) holds module \(module)'s \(name): modules talk through routers, by \(module)ModuleInput and \(module)ModuleOutput"))
    }

    /// A module with a presenter or a view: an interactor alone (`GetAllWorkoutsInteractor` with
    /// its Input and Output) is a use case several screens share, like a service.
    static func isScreen(_ module: String, _ project: ProjectFacts) -> Bool {
        guard let components = project.modules.modules[module]?.components else { return false }
        return !components.isDisjoint(with: [.presenter, .view, .viewController, .viewInput, .viewOutput])
    }

    /// Another module's protocol that the holder's own presenter, interactor or router adopts
    /// (`MessagesPresenter: EventListInteractorOutput`): the protocol is reused, the object held
    /// is the holder's own module's.
    static func isAdoptedAtHome(_ name: String, _ property: ComponentProperty, _ project: ProjectFacts) -> Bool {
        guard project.protocols.contains(name), let prefix = ViperName.parse(Substring(property.holder))?.module else { return false }
        return [ViperComponent.presenter, .interactor, .router, .view, .viewController].contains { component in
            let own = prefix + component.rawValue
            return (project.swiftAdoptions[own] ?? []).contains(name) || (project.adoptedProtocols[own] ?? []).contains(name)
        }
    }

    /// `PostListHeader` inside `PostList`, or the reverse: a submodule and its host share more
    /// than routers (the seeds' Bridge protocols), so which of them may hold what is not judged.
    static func isSubmodule(_ a: String, of b: String) -> Bool {
        a.hasPrefix(b) || b.hasPrefix(a)
    }
}
