import FlowlintCore

/// `viper-wireframe`: a module has no `…Wireframe`: a router navigates and an assembly builds.
public struct ViperWireframe: ViperRule {
    public static let description = RuleDescription(
        id: "viper-wireframe", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "В модуле нет Wireframe: переходы делает Router, сборку — Assembly",
                               en: "A module has no Wireframe: its Router navigates and its Assembly builds"),
        explanation: LocalizedText(
            ru: "«В исходном VIPER за переходы между модулями отвечал Wireframe, он же связывал элементы модуля, а это нарушает принцип единственной ответственности. Мы разделили Wireframe на два: Router отвечает только за переходы между модулями, Assembly — за сборку модуля из элементов и связи между ними.» Тип …Wireframe в модуле — это прежний смешанный объект: разделите его на <Модуль>Router и <Модуль>Assembly.",
            en: "\"In the original VIPER a Wireframe routed between modules and also wired the module's elements together, which breaks the single responsibility principle. We split the Wireframe in two: the Router only moves between modules, the Assembly builds the module from its elements and keeps their links.\" A …Wireframe type in a module is that old mixed object: split it into <Module>Router and <Module>Assembly."),
        good: [RuleExample("final class ProfileRouter: ProfileRouterInput {\n    weak var transitionHandler: UIViewController?\n}\n", branch: "Profile/Router/ProfileRouter.swift"),
               RuleExample("@interface ProfileAssembly : TyphoonAssembly\n- (ProfileViewController *)viewProfileModule;\n@end\n", branch: "Profile/Assembly/ProfileAssembly.h")],
        bad: [RuleExample("final class ProfileWireframe {\n    func presentProfile(from view: UIViewController) {}\n}\n" + profileModule, branch: "Profile/Router/ProfileWireframe.swift"),
              RuleExample("@interface ProfileWireframe : NSObject\n- (void)presentProfileInterfaceFromWindow:(UIWindow *)window;\n@end\n" + profileModule,
                          branch: "Profile/Router/ProfileWireframe.h"),
              RuleExample("protocol ProfileWireframeProtocol: AnyObject {\n    func presentDetails()\n}\n" + profileModule, branch: "Profile/Router/ProfileWireframeProtocol.swift")])

    /// The module beside the wireframe in the examples: a presenter and an interactor.
    static let profileModule = """
        //// Profile/Presenter/ProfilePresenter.swift
        final class ProfilePresenter: ProfileInteractorOutput {}
        //// Profile/Interactor/ProfileInteractor.swift
        protocol ProfileInteractorOutput: AnyObject {}
        final class ProfileInteractor {}

        """

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // An implementation is reported at its interface, where the type is declared.
        (file.interfaces.filter { $0.category == nil } + file.protocols).compactMap { container in
            violation(container.name, Position(line: container.line, column: 1), project)
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.types.compactMap { violation($0.name, $0.position, project) } + file.protocols.compactMap { violation($0.name, $0.position, project) }
    }

    /// `ProfileWireframe`, `ProfileWireFrameProtocol`, when `Profile` is a module of the project:
    /// an app-wide `RootWireframe` beside no module is not judged.
    private func violation(_ name: String, _ position: Position, _ project: ProjectFacts) -> SourceViolation? {
        guard let module = Self.module(ofWireframe: name), project.modules.module(ofType: module + "Presenter") != nil else { return nil }
        return SourceViolation(position, LocalizedText(
            ru: "\(name): в модуле \(module) не должно быть Wireframe — переходы делает \(module)Router, сборку — \(module)Assembly",
            en: "\(name): module \(module) should have no Wireframe; \(module)Router navigates and \(module)Assembly builds"))
    }

    /// The module prefix of a wireframe's name, protocols' suffixes (`Protocol`, `Input`,
    /// `Interface`) dropped.
    static func module(ofWireframe name: String) -> String? {
        var body = Substring(name)
        for suffix in ["Protocol", "Input", "Interface"] where body.hasSuffix(suffix) {
            body = body.dropLast(suffix.count)
            break
        }
        guard body.count > 9, body.suffix(9).lowercased() == "wireframe" else { return nil }
        let module = body.dropLast(9)
        return module.first?.isUppercase == true ? String(module) : nil
    }
}
