import FlowlintCore

/// `viper-child-module-name`: another module's ModuleInput is held as `<otherModule>ModuleInput`.
public struct ViperChildModuleName: ViperRule {
    public static let description = RuleDescription(
        id: "viper-child-module-name", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "ModuleInput дочернего модуля хранится в <другойМодуль>ModuleInput",
                               en: "A child module's ModuleInput is held as <otherModule>ModuleInput"),
        explanation: LocalizedText(
            ru: "«Если презентеру нужно держать объект, реализующий протокол ModuleInput дочернего модуля, переменная называется <OtherModuleName>ModuleInput.» По имени свойства видно, с каким модулем говорит этот: id<ChooseAvatarModuleInput> chooseAvatarModuleInput, а не avatar.",
            en: "\"If the presenter needs to hold the object implementing a child module's ModuleInput protocol, the variable is named <OtherModuleName>ModuleInput.\" The property's name then says which module this one talks to: id<ChooseAvatarModuleInput> chooseAvatarModuleInput, not avatar."),
        good: [RuleExample("@interface NewPostPresenter ()\n\n@property (nonatomic, strong) id<ChooseAvatarModuleInput> chooseAvatarModuleInput;\n\n@end\n" + chooseAvatar,
                           branch: "NewPost/Presenter/NewPostPresenter.m"),
               RuleExample("final class NewPostPresenter {\n    weak var chooseAvatarModuleInput: ChooseAvatarModuleInput?\n}\n" + chooseAvatar, branch: "NewPost/Presenter/NewPostPresenter.swift")],
        bad: [RuleExample("@interface NewPostPresenter ()\n\n@property (nonatomic, strong) id<ChooseAvatarModuleInput> avatar;\n\n@end\n" + chooseAvatar,
                          branch: "NewPost/Presenter/NewPostPresenter.m"),
              RuleExample("final class NewPostPresenter {\n    weak var avatarInput: ChooseAvatarModuleInput?\n}\n" + chooseAvatar, branch: "NewPost/Presenter/NewPostPresenter.swift")])

    /// The child module of the examples, from the seed's tree.
    static let chooseAvatar = """
        //// NewPostUserStory/ChooseAvatarModule/Presenter/ChooseAvatarModuleInput.h
        @protocol ChooseAvatarModuleInput <NSObject>
        @end
        //// NewPostUserStory/ChooseAvatarModule/Interactor/ChooseAvatarInteractorInput.h
        @protocol ChooseAvatarInteractorInput <NSObject>
        @end

        """

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.interfaces.flatMap { interface in
            interface.properties.compactMap { violation(interface.name, $0.name, $0.type, Position(line: $0.line, column: 1), project) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.types.flatMap { type in type.properties.compactMap { violation(type.name, $0.name, $0.type, $0.position, project) } }
    }

    /// A property of a module's type whose type is another known module's ModuleInput (one
    /// object, not a collection of them) and whose name does not end in that protocol's name.
    private func violation(_ holder: String, _ name: String, _ type: String?, _ position: Position, _ project: ProjectFacts) -> SourceViolation? {
        guard let type, !type.contains("["), !type.hasPrefix("NSArray"), !type.hasPrefix("NSDictionary"),
              let own = project.modules.module(ofType: holder) else { return nil }
        let input = StoredValue.bare(type)
        guard project.viperRole(ofProtocol: input) == .moduleInput, let other = project.modules.module(ofType: input), other != own,
              !Self.isNamed(name, after: input) else { return nil }
        let expected = Self.expectedName(input)
        return SourceViolation(position, LocalizedText(
            ru: "\(holder).\(name) держит \(input) другого модуля: назовите свойство \(expected)",
            en: "\(holder).\(name) holds another module's \(input): name it \(expected)"), suggestion: expected)
    }

    /// `chooseAvatarModuleInput` for `ChooseAvatarModuleInput`; a name ending in the type's own
    /// words (`avatarModuleInput`, a class prefix left out, `_chooseAvatarModuleInput`) is named after it.
    static func isNamed(_ name: String, after input: String) -> Bool {
        let name = name.lowercased().drop { $0 == "_" }
        return name.hasSuffix("moduleinput") && input.lowercased().hasSuffix(name)
    }

    static func expectedName(_ input: String) -> String {
        let body = input.hasSuffix("Protocol") ? String(input.dropLast(8)) : input
        // `RMChooseAvatarModuleInput` → `rmChooseAvatarModuleInput`: the leading capitals lower-cased but the last.
        let capitals = body.prefix { $0.isUppercase }.count
        let lowered = capitals > 1 && capitals < body.count ? capitals - 1 : 1
        return body.prefix(lowered).lowercased() + body.dropFirst(lowered)
    }
}
