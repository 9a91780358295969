import FlowlintCore

/// `viper-file-naming`: a component file is named `<Module><Component>`.
public struct ViperFileNaming: ViperModuleRule {
    public static let description = RuleDescription(
        id: "viper-file-naming", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Файл компонента VIPER называется <Модуль><Компонент>",
                               en: "A VIPER component's file is named <Module><Component>"),
        explanation: LocalizedText(
            ru: "Файлы компонентов называются по модулю: PostListInteractor.h, PostListInteractorInput.h, PostListPresenter.m, PostListRouterInput.h, PostListViewController.m, PostListAssembly.m, PostListDataDisplayManager.h и так далее.",
            en: "Component files are named after their module: PostListInteractor.h, PostListInteractorInput.h, PostListPresenter.m, PostListRouterInput.h, PostListViewController.m, PostListAssembly.m, PostListDataDisplayManager.h and so on."),
        good: [RuleExample(SeedViper.tree)],
        bad: [
            RuleExample("PostList/Interactor/PostsInteractor.h\nPostList/Router/PostListRouter.h"),
            RuleExample("PostListModule/Presenter/Presenter.swift\nPostListModule/Router/PostListRouter.swift"),
        ])

    public init() {}

    public func check(_ module: ViperModule) -> [(path: String, violation: SourceViolation)] {
        module.files.compactMap { file in
            guard file.layerFolder != nil else { return nil }
            let component = file.component ?? ViperComponent(rawValue: String(file.baseName))
            guard let component else { return nil }  // a helper, not a component
            let prefix = file.prefix.map { ViperModule.trimmedModuleSuffix($0) }
            guard prefix != module.name else { return nil }
            let expected = module.name + component.rawValue + file.fileExtension
            return (file.path, SourceViolation(Position(line: 1, column: 1), LocalizedText(
                ru: "\(file.fileName) — компонент модуля \(module.name): назовите его \(expected)",
                en: "\(file.fileName) is a component of module \(module.name): name it \(expected)"), suggestion: expected))
        }
    }
}
