import FlowlintCore

/// `viper-presenter-state`: a presenter's state lives in its private class extension.
public struct ViperPresenterState: ViperRule {
    public static let description = RuleDescription(
        id: "viper-presenter-state", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Состояние презентера — в приватном расширении, не в заголовке",
                               en: "A presenter's state is in its private extension, not its header"),
        explanation: LocalizedText(
            ru: "«В отличие от всех остальных элементов, презентер обладает состоянием. Оно находится в приватном extension.» В публичном заголовке презентера — view, router, interactor, выход модуля и переданные ему зависимости (как postListViewModelMapper в примере); значения и коллекции (BOOL isLoading, NSArray *posts) — это состояние, его место в расширении класса в .m.",
            en: "\"Unlike every other element, the presenter has state. It lives in a private extension.\" A presenter's public header holds its view, router, interactor, module output and the dependencies it is given (as postListViewModelMapper in the example); values and collections (BOOL isLoading, NSArray *posts) are state, which belongs in the class extension in the .m."),
        good: [RuleExample(SeedViperObjCHeader.presenter, branch: "PostList/Presenter/PostListPresenter.h"),
               RuleExample("@interface PostListPresenter ()\n\n@property (nonatomic, assign) BOOL isLoading;\n@property (nonatomic, strong) NSArray *posts;\n\n@end\n", branch: "PostList/Presenter/PostListPresenter.m")],
        bad: [RuleExample(SeedViperObjCHeader.presenter.replacingOccurrences(of: "\n@end", with: "@property (nonatomic, assign) BOOL isLoading;\n@property (nonatomic, strong) NSArray *posts;\n\n@end"),
                          branch: "PostList/Presenter/PostListPresenter.h")])

    /// The presenter's references by their seed names.
    static let references: Set<String> = ["view", "router", "interactor", "output", "moduleOutput"]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard file.isHeader else { return [] }
        return file.interfaces.filter { $0.category == nil && project.modules.component(ofType: $0.name) == .presenter }.flatMap { interface in
            interface.properties.filter { property in
                !Self.references.contains(property.name) && property.ownership != "weak" && StoredValue.isHiddenState(type: property.type, project)
            }.map { property in
                SourceViolation(Position(line: property.line, column: 1), LocalizedText(
                    ru: "\(interface.name) объявляет состояние \(property.name) в публичном заголовке: перенесите его в расширение класса в .m",
                    en: "\(interface.name) declares state \(property.name) in its public header: move it to the class extension in the .m"))
            }
        }
    }
}
