import FlowlintCore

/// `viper-module-folders`: a module's files are split into its layer folders.
public struct ViperModuleFolders: ViperModuleRule {
    public static let description = RuleDescription(
        id: "viper-module-folders", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Файлы модуля VIPER разложены по папкам Assembly, Interactor, Presenter, Router, View",
                               en: "A VIPER module's files are in Assembly, Interactor, Presenter, Router and View folders"),
        explanation: LocalizedText(
            ru: "Все элементы модуля разбиты по подпапкам в рамках одной папки модуля: Assembly, Interactor, Presenter, Router, View. Хелперы лежат в подпапке своего слоя.",
            en: "All of a module's parts are in subfolders of one module folder: Assembly, Interactor, Presenter, Router, View. Helpers sit in a subfolder of their layer."),
        good: [RuleExample(SeedViper.tree)],
        bad: [
            RuleExample("PostList/PostListInteractor.h\nPostList/PostListPresenter.h\nPostList/PostListRouter.h"),
            RuleExample("PostList/Interactor/PostListInteractor.h\nPostList/View/PostListRouterInput.h"),
        ],
        fixes: [.fileMove])

    public init() {}

    public func check(_ module: ViperModule, _ project: ProjectFacts) -> [(path: String, violation: SourceViolation)] {
        // Where the module lives (once per module); no suggestion rather than a folder under a shared one.
        // A screen without an interactor (presenter, router, view controller) is MVP's, not VIPER's.
        guard !module.components.isDisjoint(with: ModuleModel.interactors) else { return [] }
        lazy var home = Self.home(of: module, project)
        return module.files.compactMap { file in
            // A file named as no component (a misspelling) is viper-file-naming's; a target that
            // is taken would be no suggestion.
            guard file.name != nil, let component = file.component else { return nil }
            let target: String?
            if file.isInLayerFolder {
                // In another module's layer folder (`Feed/Router/PostListRouterInput.swift`).
                guard let home, file.moduleRoot != home, Self.isOtherModulesFolder(file.moduleRoot, of: module, project) else { return nil }
                target = "\(home)/\(component.layer)/\(file.fileName)"
            } else {
                target = home.flatMap { file.expectedPath(home: $0) }
            }
            let free = target.flatMap { project.paths.contains($0) ? nil : $0 }
            return (file.path, SourceViolation(Position(line: 1, column: 1), LocalizedText(
                ru: "\(file.fileName) лежит не в папке \(component.layer) модуля \(module.name)",
                en: "\(file.fileName) is not in the \(component.layer) folder of module \(module.name)"), suggestion: free,
                fix: free.map { .fileMove(to: $0) }))
        }
    }

    /// A folder named after another module of the project (`Feed`, `FeedModule`).
    static func isOtherModulesFolder(_ folder: String, of module: ViperModule, _ project: ProjectFacts) -> Bool {
        guard let name = folder.split(separator: "/").last else { return false }
        let key = ViperName.trimmedModuleSuffix(name)
        return key != ViperName.trimmedModuleSuffix(Substring(module.name)) && project.modules.modules[key] != nil
    }

    /// The module's folder: one named after it (`Scenes/Login/`, `LoginModule/`), else where its
    /// files are (`ViperModule.home`), unless that is a folder the app shares (`Support/Extension/`).
    static func home(of module: ViperModule, _ project: ProjectFacts) -> String? {
        let names: Set<String> = [module.name, module.name + "Module", module.name + "Screen", module.name + "Scene"]
        let named = names.flatMap { project.foldersByName[$0] ?? [] }
        if named.count == 1, let only = named.first { return only }
        guard let home = module.home else { return nil }
        let shared: Set<String> = ["support", "extension", "extensions", "utilities", "utils", "helpers", "common", "shared", "core", "base"]
        return home.split(separator: "/").contains { shared.contains($0.lowercased()) } && !home.hasSuffix(module.name) ? nil : home
    }
}
