import FlowlintCore

/// `viper-assembly-prefix`: assembly factory methods are named `<component><Module>Module`.
public struct ViperAssemblyPrefix: ViperRule {
    public static let description = RuleDescription(
        id: "viper-assembly-prefix", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Методы Assembly называются <компонент><Модуль>Module",
                               en: "Assembly factory methods are named <component><Module>Module"),
        explanation: LocalizedText(
            ru: "Для удобной автоподстановки у всех методов Assembly, создающих стандартные компоненты, имя вида <компонент><Модуль>Module: viewPostListModule, presenterPostListModule.",
            en: "For easy completion every Assembly method that makes a standard component is named <component><Module>Module: viewPostListModule, presenterPostListModule."),
        good: [RuleExample("@interface PostListAssembly : TyphoonAssembly\n- (PostListViewController *)viewPostListModule;\n- (PostListPresenter *)presenterPostListModule;\n@end\n", branch: "PostList/Assembly/PostListAssembly.h"),
               RuleExample("@interface PostListAssembly : TyphoonAssembly\n- (PostListCellObjectFactory *)cellObjectFactoryPostListModule;\n- (PostListDataDisplayManager *)dataDisplayManagerPostListModule;\n@end\n", branch: "PostList/Assembly/PostListAssembly.h"),
               RuleExample("@interface StartModuleAssembly : TyphoonAssembly\n- (StartModuleRouter *)routerStartModule;\n@end\n", branch: "StartModule/Assembly/StartModuleAssembly.h")],
        bad: [RuleExample("@interface PostListAssembly : TyphoonAssembly\n- (PostListViewController *)postListView;\n@end\n", branch: "PostList/Assembly/PostListAssembly.h"),
              RuleExample("final class PostListAssembly {\n    func makePresenter() -> PostListPresenter { PostListPresenter() }\n}\n", branch: "PostList/Assembly/PostListAssembly.swift")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        (file.interfaces + file.implementations).flatMap { container in
            // A method its header declares is reported there, not again at its definition.
            let declared = file.implementations.contains(container) ? Self.declaredSelectors(of: container.name, file, project) : []
            let methods = container.methods.filter { !declared.contains($0.selector) }
            return judge(container.name, methods.map { (String($0.firstPart), $0.returnType, Position(line: $0.line, column: 1)) })
        }
    }

    /// The selectors a class's interfaces declare: in this file, and in the header named after it.
    static func declaredSelectors(of name: String, _ file: ObjCFileFacts, _ project: ProjectFacts) -> Set<String> {
        let interfaces = file.interfaces + (project.headers[name + ".h"]?.interfaces ?? [])
        return Set(interfaces.filter { $0.name == name }.flatMap { $0.methods.map(\.selector) })
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // A private helper is no factory method anyone completes.
        file.types.flatMap { type in judge(type.name, type.methods.filter(\.isExposed).map { ($0.name, $0.type ?? "", $0.position) }) }
    }

    /// Each method making a component of the assembly's module, against the seed's name. A name
    /// that another method of the assembly already has, or that two methods would get, is not
    /// suggested (the class would not compile).
    private func judge(_ assembly: String, _ methods: [(name: String, returns: String, position: Position)]) -> [SourceViolation] {
        guard let (module, component) = ViperComponent.split(Substring(assembly)), component == .assembly else { return [] }
        let names = Set(methods.map(\.name))
        let expected = methods.map { Self.expected($0.returns, module: module) }
        var counts: [String: Int] = [:]
        for case let (name, _)? in expected { counts[name, default: 0] += 1 }
        return zip(methods, expected).compactMap { method, expectation in
            guard let (name, typeName) = expectation, !Self.accepted(method.name, typeName, module: module) else { return nil }
            let unique = counts[name] == 1 && !names.contains(name)
            return SourceViolation(method.position, LocalizedText(
                ru: "метод \(assembly) \(method.name) создаёт \(typeName): назовите его \(name)",
                en: "\(assembly) method \(method.name) makes \(typeName): name it \(name)"), suggestion: unique ? name : nil)
        }
    }

    /// The seed's name for a method returning a component of `module`: `viewPostListModule`. A
    /// module named `StartModule` (viper-module-name's finding) gives `routerStartModule`.
    static func expected(_ returnType: String, module: Substring) -> (name: String, type: String)? {
        let typeName = returnType.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let (returnedModule, returned) = ViperComponent.split(Substring(typeName)), returnedModule == module else { return nil }
        return ("\(word(returned))\(ViperName.trimmedModuleSuffix(module))Module", typeName)
    }

    static func word(_ component: ViperComponent) -> String {
        switch component {
        case .view, .viewController: return "view"
        default: return component.rawValue.prefix(1).lowercased() + component.rawValue.dropFirst()
        }
    }

    /// `view…` for any view-layer component, or the component's own word (`cellObjectFactory…Module`).
    static func accepted(_ method: String, _ typeName: String, module: Substring) -> Bool {
        guard let (_, returned) = ViperComponent.split(Substring(typeName)) else { return true }
        let key = ViperName.trimmedModuleSuffix(module)
        let words: Set<String> = returned.layer == "View" ? ["view", word(returned)] : [word(returned)]
        return words.contains { method == "\($0)\(key)Module" || method == "\($0)\(module)Module" }
    }
}
