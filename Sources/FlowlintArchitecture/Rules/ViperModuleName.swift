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
        bad: [RuleExample("PostList/Interactor/PostListModuleInteractor.h\nPostList/Presenter/PostListModulePresenter.h")],
        fixes: [.typeRename, .fileAndTypeRename])

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        (file.interfaces.filter { $0.category == nil } + file.protocols).compactMap {
            typeName($0.name, Position(line: $0.line, column: 1), in: file.path, project)
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // A type is reported only in a module the project has (`typeName`).
        guard !project.modules.modules.isEmpty else { return [] }
        return (file.types.map { ($0.name, $0.position) } + file.protocols.map { ($0.name, $0.position) }).compactMap {
            typeName($0.0, $0.1, in: file.path, project)
        }
    }

    /// A type named `<Name>Module<Component>`; one whose file has its name is reported once, on the file.
    private func typeName(_ name: String, _ position: Position, in path: String, _ project: ProjectFacts) -> SourceViolation? {
        guard let parsed = ViperName.parse(Substring(name)), parsed.module.hasSuffix("Module"), parsed.module.count > 6,
              project.modules.isModule(Substring(parsed.module)), ViperFile(path: path).baseName != name else { return nil }
        let fixed = String(parsed.module.dropLast(6)) + name.dropFirst(parsed.module.count)
        return SourceViolation(position, LocalizedText(
            ru: "имя модуля \(parsed.module) оканчивается на Module: назовите тип \(fixed)",
            en: "the module name \(parsed.module) ends in Module: name the type \(fixed)"), suggestion: fixed,
            fix: .typeRename(newName: fixed))
    }

    public init() {}

    public func check(_ module: ViperModule, _ project: ProjectFacts) -> [(path: String, violation: SourceViolation)] {
        module.files.compactMap { file in
            guard let name = file.name, name.module.hasSuffix("Module"), name.module.count > 6 else { return nil }
            let fixed = String(name.module.dropLast(6)) + file.fileName.dropFirst(name.module.count)
            return (file.path, SourceViolation(Position(line: 1, column: 1), LocalizedText(
                ru: "имя модуля \(name.module) оканчивается на Module: назовите файл и тип \(fixed)",
                en: "the module name \(name.module) ends in Module: name the file and type \(fixed)"), suggestion: fixed,
                fix: Self.fileRename(fixed)))
        }
    }

    /// A source file is renamed with its type (the file's name without its extension); another
    /// kind of file only asks for the type's name.
    static func fileRename(_ fixed: String) -> FixRequest {
        guard [".swift", ".h", ".m", ".mm"].contains(where: { fixed.hasSuffix($0) }) else { return .typeRename(newName: fixed) }
        return .fileAndTypeRename(fileName: fixed, typeName: String(fixed.prefix { $0 != "." }))
    }
}
