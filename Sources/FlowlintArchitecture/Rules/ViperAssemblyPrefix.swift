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
        good: [RuleExample("@interface PostListAssembly : TyphoonAssembly\n- (PostListViewController *)viewPostListModule;\n- (PostListPresenter *)presenterPostListModule;\n@end\n", branch: "PostList/Assembly/PostListAssembly.h")],
        bad: [RuleExample("@interface PostListAssembly : TyphoonAssembly\n- (PostListViewController *)postListView;\n@end\n", branch: "PostList/Assembly/PostListAssembly.h"),
              RuleExample("final class PostListAssembly {\n    func makePresenter() -> PostListPresenter { PostListPresenter() }\n}\n", branch: "PostList/Assembly/PostListAssembly.swift")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ViperProject) -> [SourceViolation] {
        (file.interfaces + file.implementations).flatMap { container in
            container.methods.compactMap { judge(container.name, String($0.firstPart), returning: $0.returnType, Position(line: $0.line, column: 1)) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ViperProject) -> [SourceViolation] {
        file.types.flatMap { type in
            type.methods.compactMap { judge(type.name, $0.name, returning: $0.type ?? "", $0.position) }
        }
    }

    private func judge(_ assembly: String, _ method: String, returning type: String, _ position: Position) -> SourceViolation? {
        guard let (module, component) = ViperComponent.split(Substring(assembly)), component == .assembly else { return nil }
        let typeName = type.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let (returnedModule, returned) = ViperComponent.split(Substring(typeName)), returnedModule == module else { return nil }
        let word = returned.layer == "View" ? "view" : returned.rawValue.prefix(1).lowercased() + returned.rawValue.dropFirst()
        let expected = "\(word)\(module)Module"
        guard method != expected else { return nil }
        return SourceViolation(position, LocalizedText(
            ru: "метод \(assembly) \(method) создаёт \(typeName): назовите его \(expected)",
            en: "\(assembly) method \(method) makes a \(typeName): name it \(expected)"), suggestion: expected)
    }
}
