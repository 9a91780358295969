import FlowlintCore

/// `viper-table-data-source`: a view controller is not its own table's or collection's data
/// source or delegate; a DataDisplayManager is.
public struct ViperTableDataSource: ViperRule {
    public static let description = RuleDescription(
        id: "viper-table-data-source", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Источник данных и делегат таблицы — DataDisplayManager, а не view controller",
                               en: "A table's data source and delegate is a DataDisplayManager, not the view controller"),
        explanation: LocalizedText(
            ru: "«Мы решили, что View в общем случае является не одним объектом, а слоем. Помимо контроллера этот слой может содержать дополнительные объекты, которые инжектируются в контроллер и берут на себя часть его работы. Примером такого объекта в наших проектах является DataDisplayManager, реализующий методы UITableViewDataSource и UITableViewDelegate, или их аналоги для коллекций.» View controller, который принимает эти протоколы и назначает себя dataSource или delegate таблицы или коллекции, делает работу DataDisplayManager.",
            en: "\"We decided that the View is in general not one object but a layer. Besides the controller it may hold other objects, injected into the controller, that take over part of its work. Such an object in our projects is the DataDisplayManager, which implements UITableViewDataSource and UITableViewDelegate or their counterparts for collections.\" A view controller adopting these protocols and making itself a table's or collection's dataSource or delegate does the DataDisplayManager's work."),
        good: [RuleExample("@implementation PostListViewController\n\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.tableView.dataSource = [self.dataDisplayManager dataSourceForTableView:self.tableView];\n}\n\n@end\n" + header,
                           branch: "PostList/View/PostListViewController.m"),
               RuleExample("final class PostListViewController: UIViewController, UITextFieldDelegate {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        tableView.dataSource = dataDisplayManager\n        searchField.delegate = self\n    }\n}\n", branch: "PostList/View/PostListViewController.swift")],
        bad: [RuleExample("@implementation PostListViewController\n\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.tableView.dataSource = self;\n}\n\n@end\n" + header,
                          branch: "PostList/View/PostListViewController.m"),
              RuleExample("final class PostListViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        tableView.delegate = self\n    }\n}\n\nextension PostListViewController: UITableViewDelegate {}\n", branch: "PostList/View/PostListViewController.swift")])

    static let header = """
        //// PostList/View/PostListViewController.h
        @interface PostListViewController : UIViewController <PostListViewInput, UITableViewDataSource, UITableViewDelegate>
        @end

        """

    static let dataSources: Set<String> = ["UITableViewDataSource", "UICollectionViewDataSource", "UITableViewDataSourcePrefetching",
                                           "UICollectionViewDiffableDataSource"]
    static let delegates: Set<String> = ["UITableViewDelegate", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout"]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard !file.selfAssignments.isEmpty else { return [] }
        let controllers = Set((file.implementations + file.interfaces).map(\.name))
        return judge(file.selfAssignments, controllers.filter { project.adoptedProtocols[$0] != nil }, project) { project.adoptedProtocols[$0] ?? [] }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard !file.selfAssignments.isEmpty else { return [] }
        let controllers = Set(file.types.filter(\.isClass).map(\.name) + file.extensions.map(\.extendedType))
        return judge(file.selfAssignments, controllers, project) { project.swiftAdoptions[$0] ?? [] }
    }

    /// The file's one module view controller: each assignment of `self` it adopts the protocol
    /// for (a delegate only on a table or a collection: `searchField.delegate = self` is not one).
    private func judge(_ assignments: [SelfAssignment], _ names: Set<String>, _ project: ProjectFacts,
                       adopted: (String) -> [String]) -> [SourceViolation] {
        let controllers = names.filter { project.modules.component(ofType: $0) == .viewController }
        guard controllers.count == 1, let controller = controllers.first else { return [] }
        let protocols = Set(adopted(controller))
        return assignments.compactMap { assignment in
            let receiver = assignment.receiver.lowercased()
            let isList = receiver.contains("table") || receiver.contains("collection")
            let wanted = assignment.property == "dataSource" ? Self.dataSources : Self.delegates
            guard isList, let adopted = protocols.first(where: wanted.contains) else { return nil }
            return SourceViolation(Position(line: assignment.line, column: 1), LocalizedText(
                ru: "\(controller) сам себе \(assignment.property) для \(assignment.receiver) (\(adopted)): вынесите эти методы в DataDisplayManager модуля",
                en: "\(controller) is its own \(assignment.property) of \(assignment.receiver) (\(adopted)): move these methods to the module's DataDisplayManager"))
        }
    }
}
