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
        good: [
            RuleExample(SeedViper.tree),
            RuleExample("Catalog/Interactor/CatalogInteractor.swift\nCatalog/Presenter/CatalogPresenter.swift\nCommon/BaseRouterInput.swift\nApp/StoryboardAssembly.swift\n"
                + "//// Catalog/View/SearchView.swift\nfinal class SearchView: UIView {}\n//// Catalog/View/RoleCollectionViewCell.swift\nfinal class RoleCollectionViewCell: UICollectionViewCell {}\n"
                + "//// PaySheet/Assembly/PaySheetAssembly.swift\nfinal class PaySheetAssembly: IPaySheetAssembly {}\n//// PaySheet/Assembly/IPaySheetAssembly.swift\nprotocol IPaySheetAssembly {}\n"
                + "//// PaySheet/Interactor/PaySheetInteractor.swift\nfinal class PaySheetInteractor {}\n"
                + "//// Articles/Detail/Interactor/ArticleDetailInteractor.swift\nfinal class ArticleDetailInteractor {}\n//// Articles/Detail/Presenter/ArticleDetailPresenter.swift\nfinal class ArticleDetailPresenter {}\n"),
        ],
        bad: [
            RuleExample("PostList/Router/PostListRouter.h\n//// PostList/Interactor/PostsInteractor.h\n@interface PostListInteractor : NSObject\n@end\n"),
            RuleExample("PostListModule/Router/PostListRouter.swift\nPostListModule/Interactor/PostListInteractor.swift\n//// PostListModule/Presenter/Presenter.swift\nfinal class PostListPresenter {}\n"),
            RuleExample("Card/Presenter/CardPresenter.swift\n//// Card/Interactor/Cardnteractor.swift\nfinal class CardInteractor {}\n"),
        ],
        fixes: [.fileMove])

    public init() {}

    public func check(_ module: ViperModule, _ project: ProjectFacts) -> [(path: String, violation: SourceViolation)] {
        module.files.compactMap { file in
            guard let (type, name) = file.declaredComponent, Self.isMisnamed(file, for: type, name) else { return nil }
            let expected = type + file.fileExtension
            let target = file.folder.isEmpty ? expected : file.folder + "/" + expected
            guard !project.paths.contains(target) else { return nil }
            return (file.path, SourceViolation(Position(line: 1, column: 1), LocalizedText(
                ru: "\(file.fileName) содержит \(type), компонент модуля \(module.name): назовите файл \(expected)",
                en: "\(file.fileName) holds \(type), a component of module \(module.name): name the file \(expected)"),
                suggestion: target, fix: .fileMove(to: target)))
        }
    }

    /// The file holds one component but is named as another thing: just the component
    /// (`Interactor.swift`), a misspelling (`Cardnteractor.swift`), or the same component of
    /// another module (`PostsInteractor.h` holding `PostListInteractor`). Other names (a file
    /// holding a type and its helpers, `FeedViewController+Table.swift`, `IFeedAssembly.swift`)
    /// are left alone.
    static func isMisnamed(_ file: ViperFile, for type: String, _ name: ViperName) -> Bool {
        let base = String(file.baseName)
        guard base != type, base != "I" + type, !base.contains("+") else { return false }
        if base == name.component.rawValue { return true }
        if let own = file.name { return own.component == name.component && own.moduleKey != name.moduleKey }
        // `SettingsScreen.swift` holding only `SettingsViewController`: named after the module, not the component.
        if file.holdsOnlyComponent, !name.module.isEmpty, base.hasPrefix(name.module) { return true }
        return EditDistance.atMost(2, base, type)
    }
}
