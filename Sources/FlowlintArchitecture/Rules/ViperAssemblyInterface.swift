import FlowlintCore

/// `viper-assembly-interface`: an Assembly's public interface makes only the view.
public struct ViperAssemblyInterface: ViperRule {
    public static let description = RuleDescription(
        id: "viper-assembly-interface", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "В интерфейсе Assembly только метод, конфигурирующий View",
                               en: "An Assembly's interface has only the method that configures the View"),
        explanation: LocalizedText(
            ru: "«В интерфейс Assembly выносится только метод, конфигурирующий View. Установка всего VIPER-стека — это детали реализации assembly, которые не должны быть известны окружающему миру.» Фабрики презентера, интерактора, роутера и других компонентов объявляются в .m (для тестов — в расширении _Testable.h) или private в Swift.",
            en: "\"Only the method that configures the View goes into the Assembly's interface. Setting up the whole VIPER stack is the assembly's implementation detail, which the outside world must not know.\" Factories of the presenter, interactor, router and other components are declared in the .m (for tests, in a _Testable.h extension), or private in Swift."),
        good: [RuleExample("@interface PostListAssembly : TyphoonAssembly\n\n- (PostListViewController *)viewPostListModule;\n\n@end\n", branch: "PostList/Assembly/PostListAssembly.h"),
               RuleExample("@interface PostListAssembly ()\n\n- (PostListPresenter *)presenterPostListModule;\n\n@end\n", branch: "PostList/Assembly/PostListAssembly_Testable.h"),
               RuleExample("final class PostListAssembly {\n    func viewPostListModule() -> PostListViewController { PostListViewController() }\n    private func presenterPostListModule() -> PostListPresenter { PostListPresenter() }\n}\n", branch: "PostList/Assembly/PostListAssembly.swift")],
        bad: [RuleExample("@interface PostListAssembly : TyphoonAssembly\n\n- (PostListViewController *)viewPostListModule;\n- (PostListPresenter *)presenterPostListModule;\n\n@end\n", branch: "PostList/Assembly/PostListAssembly.h"),
              RuleExample("final class PostListAssembly {\n    func viewPostListModule() -> PostListViewController { PostListViewController() }\n    func routerPostListModule() -> PostListRouterInput { PostListRouter() }\n}\n", branch: "PostList/Assembly/PostListAssembly.swift")])

    /// What an assembly builds besides the view: a module's input or output (an embedded
    /// module's handle) and the view layer's classes are not judged.
    static let hidden: Set<ViperComponent> = [
        .presenter, .interactor, .interactorInput, .interactorOutput, .router, .routerInput, .route, .state, .viewOutput,
        .dataDisplayManager, .cellObjectFactory,
    ]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // The header's interface is the public one; a `_Testable.h` extension opens the rest to tests.
        guard file.isHeader, !file.path.hasSuffix("Testable.h") else { return [] }
        return file.interfaces.filter { $0.category == nil }.flatMap { interface in
            judge(interface.name, interface.methods.map { ($0.selector, $0.returnType, Position(line: $0.line, column: 1)) }, project)
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.types.flatMap { type in judge(type.name, type.methods.filter(\.isExposed).map { ($0.name, $0.type ?? "", $0.position) }, project) }
    }

    private func judge(_ assembly: String, _ methods: [(name: String, returns: String, position: Position)], _ project: ProjectFacts) -> [SourceViolation] {
        guard project.modules.component(ofType: assembly) == .assembly, let own = project.modules.module(ofType: assembly) else { return [] }
        return methods.compactMap { method in
            let returned = StoredValue.bare(method.returns)
            guard let component = project.modules.component(ofType: returned), Self.hidden.contains(component),
                  project.modules.module(ofType: returned) == own else { return nil }
            return SourceViolation(method.position, LocalizedText(
                ru: "\(assembly) открывает \(method.name), фабрику \(returned): в интерфейсе Assembly только метод, конфигурирующий View",
                en: "\(assembly) exposes \(method.name), a factory of \(returned): an Assembly's interface has only the method configuring the View"))
        }
    }
}
