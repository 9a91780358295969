import FlowlintCore

/// `viper-references`: who holds whom, how strongly, under which name.
public struct ViperReferences: ViperRule {
    public static let description = RuleDescription(
        id: "viper-references", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Ссылки между компонентами VIPER: имя и сила по сииду",
                               en: "References between VIPER components have the seed's names and ownership"),
        explanation: LocalizedText(
            ru: "Интерактор держит weak-ссылку на презентер в output; презентер — weak на view в view, strong на роутер в router и на интерактор в interactor; view — strong на презентер в output.",
            en: "The interactor holds the presenter weakly as output; the presenter holds the view weakly as view, the router strongly as router and the interactor strongly as interactor; the view holds the presenter strongly as output."),
        good: [RuleExample(SeedViperObjCHeader.presenter, branch: "PostList/Presenter/PostListPresenter.h"),
               RuleExample("@interface PostListInteractor : NSObject <PostListInteractorInput>\n@property (nonatomic, weak) id<PostListInteractorOutput> output;\n@property (nonatomic, strong) id<AccountService> accountService;\n@end\n", branch: "PostList/Interactor/PostListInteractor.h")],
        bad: [RuleExample(SeedViperObjCHeader.presenter.replacingOccurrences(of: "(nonatomic, weak) id<PostListViewInput> view", with: "(nonatomic, strong) id<PostListViewInput> view"), branch: "PostList/Presenter/PostListPresenter.h"),
              RuleExample("@interface PostListInteractor : NSObject\n@property (nonatomic, weak) id<PostListInteractorOutput> presenter;\n@end\n", branch: "PostList/Interactor/PostListInteractor.h"),
              RuleExample("final class PostListViewController: UIViewController {\n    weak var output: PostListViewOutput?\n}\n", branch: "PostList/View/PostListViewController.swift")])

    /// (holder component, protocol suffix of the reference, expected name, weak).
    static let expectations: [(holders: [ViperComponent], reference: String, name: String, weak: Bool)] = [
        ([.interactor], "InteractorOutput", "output", true),
        ([.presenter], "ViewInput", "view", true),
        ([.presenter], "RouterInput", "router", false),
        ([.presenter], "InteractorInput", "interactor", false),
        ([.viewController, .view, .cell], "ViewOutput", "output", false),
    ]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.interfaces.flatMap { interface in
            interface.properties.compactMap { property in
                judge(holder: interface.name, name: property.name, type: property.type, weak: property.ownership == "weak",
                      strong: property.ownership == nil || property.ownership == "strong" || property.ownership == "retain",
                      position: Position(line: property.line, column: 1))
            }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.types.flatMap { type in
            type.properties.compactMap { property in
                judge(holder: type.name, name: property.name, type: property.type ?? "", weak: property.isWeak, strong: !property.isWeak,
                      position: property.position)
            }
        }
    }

    private func judge(holder: String, name: String, type: String, weak: Bool, strong: Bool, position: Position) -> SourceViolation? {
        guard let component = ViperComponent.split(Substring(holder))?.component else { return nil }
        let bare = type.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "<" }.split(separator: "<").last.map(String.init) ?? type
        guard let expectation = Self.expectations.first(where: { $0.holders.contains(component) && bare.hasSuffix($0.reference) }) else { return nil }
        let ownership = expectation.weak ? "weak" : "strong"
        guard name != expectation.name || (expectation.weak ? !weak : !strong) else { return nil }
        return SourceViolation(position, LocalizedText(
            ru: "\(holder) держит \(expectation.reference) в свойстве \(name): нужно \(ownership)-свойство \(expectation.name)",
            en: "\(holder) holds its \(expectation.reference) as \(name): it should be a \(ownership) property named \(expectation.name)"),
            suggestion: "\(ownership) \(expectation.name)")
    }
}
