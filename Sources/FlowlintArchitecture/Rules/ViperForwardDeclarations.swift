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
              RuleExample("#import \"PostListViewInput.h\"\n@interface PostListPresenter : NSObject\n@property (nonatomic, weak) id<PostListViewInput> view;\n@end\n//// PostList/View/PostListViewInput.h\n@protocol PostListViewInput <NSObject>\n@end\n", branch: "PostList/Presenter/PostListPresenter.h")],
        fixes: [.forwardDeclarations])

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // The seed's code style holds for a VIPER project's headers; a bridging header only imports.
        guard file.isHeader, !file.path.hasSuffix("Bridging-Header.h"), !project.modules.modules.isEmpty else { return [] }
        // An umbrella header declares nothing of its own: it exists to re-export its imports.
        guard !file.interfaces.isEmpty || !file.protocols.isEmpty else { return [] }
        // What an #import is really needed for: superclasses and adopted or inherited protocols.
        let needed = Set(file.interfaces.compactMap(\.superclass) + file.interfaces.flatMap(\.protocols) + file.protocols.flatMap(\.protocols)
            + file.interfaces.filter { $0.category != nil }.map(\.name))
        return file.imports.compactMap { item in
            guard !item.isSystem, item.path.hasSuffix(".h"), !item.path.contains("+"),
                  let declarations = Self.forwardDeclarations(for: item.path, needed: needed, used: file.usedNames, project) else { return nil }
            let present = Set(file.forwardClasses.map { "@class \($0);" } + file.forwardProtocols.map { "@protocol \($0);" })
            let text = declarations.joined(separator: " ")
            if declarations.allSatisfy(present.contains) {
                return SourceViolation(Position(line: item.line, column: 1), LocalizedText(
                    ru: "#import \"\(item.path)\" в публичном заголовке не нужен: \(text) уже есть, перенесите #import в .m",
                    en: "#import \"\(item.path)\" is not needed in a public header: \(text) is already there; move the #import to the .m"),
                    fix: .forwardDeclarations([]))
            }
            return SourceViolation(Position(line: item.line, column: 1), LocalizedText(
                ru: "#import \"\(item.path)\" в публичном заголовке: замените на \(text), а #import перенесите в .m",
                en: "#import \"\(item.path)\" in a public header: use \(text) and move the #import to the .m"), suggestion: text,
                fix: .forwardDeclarations(declarations))
        }
    }

    /// What the imported header declares, as forward declarations: only for a header the project
    /// has, that declares classes or protocols, none of whose C declarations (typedefs, enums,
    /// macros: what a forward declaration can't stand in for) this header uses, none of whose
    /// classes and protocols it inherits or adopts, and that brings no other header along (it may
    /// provide a superclass or a typedef through it).
    static func forwardDeclarations(for path: String, needed: Set<String>, used: [String], _ project: ProjectFacts) -> [String]? {
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        guard let header = project.headers[fileName], !Self.usesCDeclarations(of: header, used),
              header.imports.allSatisfy({ Self.basicImports.contains($0.path) }) else { return nil }
        let classes = header.interfaces.filter { $0.category == nil }.map(\.name)
        let protocols = header.protocols.map(\.name)
        guard !(classes + protocols).isEmpty, (classes + protocols).allSatisfy({ !needed.contains($0) }) else { return nil }
        return classes.map { "@class \($0);" } + protocols.map { "@protocol \($0);" }
    }

    /// `used`: the importing header's identifiers, sorted.
    static func usesCDeclarations(of header: ObjCFileFacts, _ used: [String]) -> Bool {
        guard header.hasCDeclarations else { return false }
        return header.hasUnnamedCDeclarations || header.cNames.isEmpty || header.cNames.contains { used.binarySearchContains($0) }
    }

    static let basicImports: Set<String> = ["Foundation/Foundation.h", "UIKit/UIKit.h", "CoreGraphics/CoreGraphics.h"]

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

extension [String] {
    /// `contains` for a sorted array.
    func binarySearchContains(_ value: String) -> Bool {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}
