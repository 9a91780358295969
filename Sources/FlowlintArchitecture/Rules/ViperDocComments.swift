import FlowlintCore

/// `viper-doc-comments`: protocol methods and public classes have doc comments.
public struct ViperDocComments: ViperRule {
    public static let description = RuleDescription(
        id: "viper-doc-comments", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "У методов протоколов и публичных классов есть документирующие комментарии",
                               en: "Protocol methods and public classes have doc comments"),
        explanation: LocalizedText(
            ru: "Комментарии пишутся к интерфейсам всех компонентов модуля (/** … */ или ///): к уникальным — о них самих, к интерактору, презентеру, view и их протоколам — одинаковый, о назначении модуля. Методы протоколов тоже документируются.",
            en: "Every component's interface has a doc comment (/** … */ or ///): unique ones about themselves; the interactor, presenter, view and their protocols share one about the module's purpose. Protocol methods are documented too."),
        good: [RuleExample(SeedViperObjC.interactorInput, branch: "PostList/Interactor/PostListInteractorInput.h"),
               RuleExample(SeedViperObjCHeader.presenter, branch: "PostList/Presenter/PostListPresenter.h")],
        bad: [RuleExample(SeedViperObjC.interactorInput.replacingOccurrences(of: "/// Выполняет вход.\n", with: ""), branch: "PostList/Interactor/PostListInteractorInput.h"),
              RuleExample("@interface PostListCell : UITableViewCell\n@end\n", branch: "PostList/View/PostListCell.h")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard file.isHeader else { return [] }
        var found: [SourceViolation] = []
        for fact in file.interfaces where fact.category == nil && !fact.hasDocComment && project.modules.component(ofType: fact.name) != nil {
            found.append(SourceViolation(Position(line: fact.line, column: 1), LocalizedText(
                ru: "у публичного интерфейса \(fact.name) нет документирующего комментария /** … */",
                en: "the public interface \(fact.name) has no /** … */ doc comment"), suggestion: "/**\n <what \(fact.name) is for>\n */"))
        }
        // Every protocol of a VIPER project (the seed's code style); an MVP project's delegates aren't.
        for fact in file.protocols where project.viperRole(ofProtocol: fact.name) != nil || !project.modules.modules.isEmpty {
            for method in fact.methods where !method.hasDocComment {
                found.append(SourceViolation(Position(line: method.line, column: 1), LocalizedText(
                    ru: "у метода \(method.selector) протокола \(fact.name) нет документирующего комментария",
                    en: "\(fact.name) method \(method.selector) has no doc comment")))
            }
        }
        return found
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        var found: [SourceViolation] = []
        for type in file.types where project.modules.component(ofType: type.name) != nil && !type.hasDocComment {
            found.append(SourceViolation(type.position, LocalizedText(
                ru: "у \(type.name) нет документирующего комментария ///", en: "\(type.name) has no /// doc comment")))
        }
        for fact in file.protocols where project.viperRole(ofProtocol: fact.name) != nil {
            for method in fact.methods where !method.hasDocComment {
                found.append(SourceViolation(method.position, LocalizedText(
                    ru: "у метода \(method.name) протокола \(fact.name) нет документирующего комментария",
                    en: "\(fact.name) method \(method.name) has no doc comment")))
            }
        }
        return found
    }
}
