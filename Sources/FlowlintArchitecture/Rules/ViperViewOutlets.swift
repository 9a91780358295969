import FlowlintCore

/// `viper-view-outlets`: a view's IBOutlets and IBActions are in its public interface.
public struct ViperViewOutlets: ViperRule {
    public static let description = RuleDescription(
        id: "viper-view-outlets", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "IBOutlet и IBAction view — в его публичном интерфейсе",
                               en: "A view's IBOutlets and IBActions are in its public interface"),
        explanation: LocalizedText(
            ru: "«Все IBOutlet'ы и IBAction'ы (то есть все зависимости и интерфейс) View выносятся в его публичный интерфейс.» IBOutlet или IBAction в расширении класса в .m скрывает зависимость view: перенесите объявление в @interface заголовка.",
            en: "\"All IBOutlets and IBActions (that is, all the View's dependencies and interface) go into its public interface.\" An IBOutlet or IBAction in a class extension in the .m hides a dependency of the view: move the declaration to the header's @interface."),
        good: [RuleExample("@interface PostListViewController : UIViewController <PostListViewInput>\n\n@property (nonatomic, strong) id<PostListViewOutput> output;\n@property (nonatomic, weak) IBOutlet UITableView *tableView;\n\n- (IBAction)didTapLoginButton:(id)sender;\n\n@end\n", branch: "PostList/View/PostListViewController.h"),
               RuleExample("@interface PostListViewController ()\n\n@property (nonatomic, strong) NSArray *posts;\n\n@end\n\n@implementation PostListViewController\n\n- (IBAction)didTapLoginButton:(id)sender {\n}\n\n@end\n", branch: "PostList/View/PostListViewController.m")],
        bad: [RuleExample("@interface PostListViewController ()\n\n@property (nonatomic, weak) IBOutlet UITableView *tableView;\n\n@end\n", branch: "PostList/View/PostListViewController.m"),
              RuleExample("@interface PostListViewController ()\n\n- (IBAction)didTapLoginButton:(id)sender;\n\n@end\n", branch: "PostList/View/PostListViewController.m")])

    /// The view layer's classes: what the seed calls the View.
    static let views: Set<ViperComponent> = [.view, .viewController, .cell]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard file.path.hasSuffix(".m") || file.path.hasSuffix(".mm") else { return [] }
        return file.interfaces.filter { $0.category == "" && project.modules.component(ofType: $0.name).map(Self.views.contains) == true }
            .flatMap { interface in
                interface.properties.filter(\.isOutlet).map { violation(interface.name, "IBOutlet \($0.name)", $0.line) }
                    + interface.methods.filter { $0.returnType == "IBAction" }.map { violation(interface.name, "IBAction \($0.selector)", $0.line) }
            }
    }

    private func violation(_ type: String, _ member: String, _ line: Int) -> SourceViolation {
        SourceViolation(Position(line: line, column: 1), LocalizedText(
            ru: "\(member) объявлен в расширении \(type) в .m: перенесите его в публичный @interface \(type).h",
            en: "\(member) is declared in \(type)'s class extension in the .m: move it to the public @interface in \(type).h"))
    }
}
