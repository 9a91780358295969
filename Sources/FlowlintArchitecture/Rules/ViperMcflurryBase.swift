import FlowlintCore

/// `viper-mcflurry-base`: with ViperMcFlurry, a ModuleInput inherits `RamblerViperModuleInput`
/// and a ModuleOutput `RamblerViperModuleOutput`.
public struct ViperMcflurryBase: ViperRule {
    public static let description = RuleDescription(
        id: "viper-mcflurry-base", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "С ViperMcFlurry ModuleInput и ModuleOutput наследуют протоколы Rambler",
                               en: "With ViperMcFlurry, ModuleInput and ModuleOutput inherit Rambler's protocols"),
        explanation: LocalizedText(
            ru: "«При использовании библиотеки ViperMcFlurry наследуется от протокола <RamblerViperModuleInput>» (ModuleInput) и «…от протокола <RamblerViperModuleOutput>» (ModuleOutput): без этого модуль нельзя настроить и связать с другими через ViperMcFlurry. ViperMcFlurry считается используемым, когда исходник импортирует её или протокол либо класс проекта наследует или принимает её протоколы; протокол, наследующий другой протокол проекта (базовый ModuleInput), не судится.",
            en: "\"When the ViperMcFlurry library is used, it inherits the <RamblerViperModuleInput> protocol\" (ModuleInput) and \"…the <RamblerViperModuleOutput> protocol\" (ModuleOutput): otherwise ViperMcFlurry can't configure the module and link it with others. ViperMcFlurry counts as used when a source imports it or a protocol or class of the project inherits or adopts its protocols; a protocol inheriting another protocol of the project (a base ModuleInput) is not judged."),
        good: [RuleExample("@protocol PostListModuleInput <RamblerViperModuleInput>\n\n- (void)configureWithPostId:(NSString *)postId;\n\n@end\n" + mcFlurryInUse, branch: "PostList/Presenter/PostListModuleInput.h"),
               RuleExample("@protocol PostListModuleInput <NSObject>\n\n- (void)configureWithPostId:(NSString *)postId;\n\n@end\n", branch: "PostList/Presenter/PostListModuleInput.h")],
        bad: [RuleExample("@protocol PostListModuleInput <NSObject>\n\n- (void)configureWithPostId:(NSString *)postId;\n\n@end\n" + mcFlurryInUse, branch: "PostList/Presenter/PostListModuleInput.h"),
              RuleExample("protocol PostListModuleOutput: AnyObject {\n    func didSelectMenuItem(_ item: String)\n}\n" + mcFlurryInUse, branch: "PostList/Presenter/PostListModuleOutput.swift")])

    /// Another module of the examples built on ViperMcFlurry.
    static let mcFlurryInUse = """
        //// Settings/Presenter/SettingsModuleInput.h
        @protocol SettingsModuleInput <RamblerViperModuleInput>
        @end
        //// Settings/Interactor/SettingsInteractorInput.h
        @protocol SettingsInteractorInput <NSObject>
        @end

        """

    static let bases: [ViperComponent: String] = [.moduleInput: "RamblerViperModuleInput", .moduleOutput: "RamblerViperModuleOutput"]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.compactMap { violation($0.name, $0.protocols, Position(line: $0.line, column: 1), project) }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.protocols.compactMap { violation($0.name, $0.inherited, $0.position, project) }
    }

    private func violation(_ name: String, _ inherited: [String], _ position: Position, _ project: ProjectFacts) -> SourceViolation? {
        guard let role = project.viperRole(ofProtocol: name), let base = Self.bases[role], project.modules.module(ofType: name) != nil,
              !inherited.contains(base), !inherited.contains(where: project.protocols.contains), project.usesViperMcFlurry else { return nil }
        return SourceViolation(position, LocalizedText(
            ru: "\(name) не наследует \(base): с ViperMcFlurry протоколы модуля наследуют её протоколы",
            en: "\(name) does not inherit \(base): with ViperMcFlurry a module's protocols inherit its protocols"))
    }
}
