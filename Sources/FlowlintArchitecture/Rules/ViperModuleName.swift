import FlowlintCore

/// `viper-module-name`: a module's name, the prefix of its files and types, doesn't end in Module.
/// Files are judged by path (a module rule), types where they are declared (a file rule).
public struct ViperModuleName: ViperModuleRule, ViperRule {
    public static let description = RuleDescription(
        id: "viper-module-name", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Имя модуля VIPER не оканчивается на Module", en: "A VIPER module's name doesn't end in Module"),
        explanation: LocalizedText(
            ru: "Название модуля полностью отражает его назначение; суффикс Module в него не включается: PostListInteractor, а не PostListModuleInteractor. Папки вида <Имя>Module, как в дереве из сиида /NewPostUserStory/NewPostModule/…, допустимы.",
            en: "A module's name says what it is for, without a Module suffix: PostListInteractor, not PostListModuleInteractor. Folders named <Name>Module, as in the seed's tree /NewPostUserStory/NewPostModule/…, are fine."),
        good: [RuleExample(SeedViper.tree)],
        bad: [RuleExample("PostList/Interactor/PostListModuleInteractor.h\nPostList/Presenter/PostListModulePresenter.h")])

    public func check(objc file: ObjCFileFacts, _ project: ViperProject) -> [SourceViolation] {
        (file.interfaces.filter { $0.category == nil } + file.protocols).compactMap { typeName($0.name, Position(line: $0.line, column: 1)) }
    }

    public func check(swift file: SwiftFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.types.compactMap { typeName($0.name, $0.position) } + file.protocols.compactMap { typeName($0.name, $0.position) }
    }

    private func typeName(_ name: String, _ position: Position) -> SourceViolation? {
        guard let (prefix, component) = ViperComponent.split(Substring(name)), prefix.hasSuffix("Module"), prefix.count > 6 else { return nil }
        let fixed = prefix.dropLast(6) + component.rawValue
        return SourceViolation(position, LocalizedText(
            ru: "имя модуля \(prefix) оканчивается на Module: назовите тип \(fixed)",
            en: "the module name \(prefix) ends in Module: name the type \(fixed)"), suggestion: String(fixed))
    }

    public init() {}

    public func check(_ module: ViperModule) -> [(path: String, violation: SourceViolation)] {
        module.files.compactMap { file in
            guard let prefix = file.prefix, prefix.hasSuffix("Module"), prefix.count > 6, let component = file.component else { return nil }
            let fixed = prefix.dropLast(6) + component.rawValue + file.fileExtension
            return (file.path, SourceViolation(Position(line: 1, column: 1), LocalizedText(
                ru: "имя модуля \(prefix) оканчивается на Module: назовите файл и тип \(fixed)",
                en: "the module name \(prefix) ends in Module: name the file and type \(fixed)"), suggestion: String(fixed)))
        }
    }
}
