import FlowlintCore

/// `viper-forward-declarations`: a public header imports only what a forward declaration can't do.
public struct ViperForwardDeclarations: ViperRule {
    public static let description = RuleDescription(
        id: "viper-forward-declarations", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "Публичные заголовки используют @class и @protocol вместо лишних #import",
                               en: "Public headers use @class and @protocol instead of needless #imports"),
        explanation: LocalizedText(
            ru: "В публичных интерфейсах классов и протоколов используются forward-declaration (@class, @protocol); #import — лишь когда без него не обойтись: суперкласс и протоколы, которым следует класс.",
            en: "Public interfaces of classes and protocols use forward declarations (@class, @protocol); #import only where nothing else works: the superclass and the protocols the class adopts."),
        good: [RuleExample(SeedViperObjCHeader.presenter, branch: "PostList/Presenter/PostListPresenter.h"),
               RuleExample("#import \"BaseRouterInput.h\"\n@protocol PostListRouterInput <BaseRouterInput>\n@end\n//// Common/BaseRouterInput.h\n@protocol BaseRouterInput <NSObject>\n@end\n", branch: "PostList/Router/PostListRouterInput.h"),
               RuleExample("#import \"PostListState.h\"\n@interface PostListPresenter : NSObject\n@property (nonatomic, assign) PostListState state;\n@end\n//// PostList/Presenter/PostListState.h\ntypedef NS_ENUM(NSInteger, PostListState) { PostListStateIdle };\n", branch: "PostList/Presenter/PostListPresenter.h")],
        bad: [RuleExample(SeedViperObjCHeader.presenter.replacingOccurrences(of: "@class PostListViewModelMapper;", with: "#import \"PostListViewModelMapper.h\"")
                  + "\n//// PostList/Presenter/PostListViewModelMapper.h\n@interface PostListViewModelMapper : NSObject\n@end\n", branch: "PostList/Presenter/PostListPresenter.h"),
              RuleExample("#import \"PostListViewInput.h\"\n@interface PostListPresenter : NSObject\n@property (nonatomic, weak) id<PostListViewInput> view;\n@end\n//// PostList/View/PostListViewInput.h\n@protocol PostListViewInput <NSObject>\n@end\n", branch: "PostList/Presenter/PostListPresenter.h")])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        guard file.isHeader else { return [] }
        // What an #import is really needed for: superclasses and adopted or inherited protocols.
        let needed = Set(file.interfaces.compactMap(\.superclass) + file.interfaces.flatMap(\.protocols) + file.protocols.flatMap(\.protocols)
            + file.interfaces.filter { $0.category != nil }.map(\.name))
        let protocolsUsed = Set((file.interfaces + file.protocols).flatMap { container in
            container.properties.map(\.type) + container.methods.map(\.returnType)
        }.flatMap(Self.protocolNames))
        return file.imports.compactMap { item in
            guard !item.isSystem, item.path.hasSuffix(".h") else { return nil }
            let name = String(item.path.split(separator: "/").last?.dropLast(2) ?? "")
            guard !name.isEmpty, !needed.contains(name), Self.isReplaceable(item.path, needed: needed, project) else { return nil }
            let declaration = protocolsUsed.contains(name) || name.hasSuffix("Input") || name.hasSuffix("Output") || name.hasSuffix("Protocol")
                ? "@protocol \(name);" : "@class \(name);"
            return SourceViolation(Position(line: item.line, column: 1), LocalizedText(
                ru: "#import \"\(item.path)\" в публичном заголовке: замените на \(declaration), а #import перенесите в .m",
                en: "#import \"\(item.path)\" in a public header: use \(declaration) and move the #import to the .m"), suggestion: declaration)
        }
    }

    /// Only a header the project has, declaring nothing but classes and protocols the file doesn't
    /// inherit or adopt, can be replaced: an unknown header may bring a superclass, a protocol, an
    /// enum or a macro.
    static func isReplaceable(_ path: String, needed: Set<String>, _ project: ProjectFacts) -> Bool {
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        guard let header = project.headers[fileName], !header.hasCDeclarations else { return false }
        return header.declaredNames.allSatisfy { !needed.contains($0) }
    }

    /// `id<PostListViewInput>` → [PostListViewInput].
    static func protocolNames(_ type: String) -> [String] {
        guard let open = type.firstIndex(of: "<") else { return [] }
        return type[type.index(after: open)...].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
    }
}

enum SeedViperObjCHeader {
    /// viper-code-style.ru.md, "В публичных интерфейсах … forward-declaration".
    static let presenter = """
        #import <Foundation/Foundation.h>

        #import "PostListViewOutput.h"
        #import "PostListModuleInput.h"
        #import "PostListInteractorOutput.h"

        @protocol PostListViewInput;
        @protocol PostListRouterInput;
        @protocol PostListInteractorInput;
        @class PostListViewModelMapper;

        /**
         Модуль отвечает за отображение списка постов в любой из лент приложения.
         */
        @interface PostListPresenter : NSObject <PostListModuleInput, PostListViewOutput, PostListInteractorOutput>

        @property (nonatomic, weak) id<PostListViewInput> view;
        @property (nonatomic, strong) id<PostListRouterInput> router;
        @property (nonatomic, strong) id<PostListInteractorInput> interactor;
        @property (nonatomic, strong) PostListViewModelMapper *postListViewModelMapper;

        @end
        """
}
