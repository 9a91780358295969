import Testing
@testable import FlowlintArchitecture

struct ObjCScannerTests {
    /// viper-code-style.ru.md: the presenter's public header.
    static let seedPresenterHeader = """
        #import <Foundation/Foundation.h>

        #import "PostListViewOutput.h"
        #import "PostListModuleInput.h"
        #import "PostListInteractorOutput.h"

        @protocol PostListViewInput;
        @protocol PostListRouterInput;
        @protocol PostListInteractorInput;
        @class PostListViewModelMapper;

        @interface PostListPresenter : NSObject <PostListModuleInput, PostListViewOutput, PostListInteractorOutput>

        @property (nonatomic, weak) id<PostListViewInput> view;
        @property (nonatomic, strong) id<PostListRouterInput> router;
        @property (nonatomic, strong) id<PostListInteractorInput> interactor;
        @property (nonatomic, strong) PostListViewModelMapper *postListViewModelMapper;

        @end
        """

    @Test func readsTheSeedsPresenterHeader() throws {
        let facts = ObjCScanner.scan(path: "PostListPresenter.h", source: Self.seedPresenterHeader)
        #expect(facts.imports.map(\.path) == ["Foundation/Foundation.h", "PostListViewOutput.h", "PostListModuleInput.h", "PostListInteractorOutput.h"])
        #expect(facts.imports.map(\.isSystem) == [true, false, false, false])
        #expect(facts.forwardProtocols == ["PostListViewInput", "PostListRouterInput", "PostListInteractorInput"])
        #expect(facts.forwardClasses == ["PostListViewModelMapper"])
        let presenter = try #require(facts.interfaces.first)
        #expect(presenter.name == "PostListPresenter" && presenter.superclass == "NSObject")
        #expect(presenter.protocols == ["PostListModuleInput", "PostListViewOutput", "PostListInteractorOutput"])
        #expect(presenter.properties.map(\.name) == ["view", "router", "interactor", "postListViewModelMapper"])
        #expect(presenter.properties.map(\.ownership) == ["weak", "strong", "strong", "strong"])
        #expect(presenter.properties[0].type == "id<PostListViewInput>")
        #expect(presenter.properties[3].type == "PostListViewModelMapper *")
        #expect(presenter.line == 12 && presenter.endLine == 19)
    }

    @Test func protocolsMethodsAcrossLinesAndDocComments() throws {
        let facts = ObjCScanner.scan(path: "PostListInteractorInput.h", source: """
            NS_ASSUME_NONNULL_BEGIN

            /**
             Methods for the interactor. @end in a comment is not the end.
             */
            @protocol PostListInteractorInput <NSObject>

            /// Obtains posts.
            - (NSArray<id<PostProtocol>> *)obtainPostsFromCache;
            - (void)obtainMessageWithId:(NSString *)messageId
                             completion:(void (^)(NSArray *result, NSError * _Nullable error))completion NS_SWIFT_NAME(obtain(id:completion:));
            + (instancetype)interactorWithName:(NSString *)name __attribute__((deprecated("use init")));
            @optional
            - (void)performLoginWithUsername:(NSString *)username password:(NSString *)password;

            @end

            NS_ASSUME_NONNULL_END
            """)
        let input = try #require(facts.protocols.first)
        #expect(input.name == "PostListInteractorInput" && input.protocols == ["NSObject"] && input.hasDocComment)
        #expect(input.methods.map(\.selector) == [
            "obtainPostsFromCache", "obtainMessageWithId:completion:", "interactorWithName:", "performLoginWithUsername:password:",
        ])
        #expect(input.methods.map(\.hasDocComment) == [true, false, false, false])
        #expect(input.methods.map(\.line) == [9, 10, 12, 14])
        #expect(input.methods[0].returnType == "NSArray<id<PostProtocol>> *")
        #expect(input.methods[2].isClassMethod)
        #expect(input.methods[1].firstPart == "obtainMessageWithId")
    }

    @Test func extensionsCategoriesBlocksAndIvars() throws {
        let facts = ObjCScanner.scan(path: "PostListPresenter.m", source: """
            #import "PostListPresenter.h"

            @interface PostListPresenter () {
                NSInteger _counter; // "@end"
            }
            @property (nonatomic, copy) void (^onUpdate)(NSArray<NSString *> *items);
            @property (nonatomic, strong, nullable) NSMutableArray<id<Foo>> *items;
            @end

            @interface PostListPresenter (Private)
            - (void)reloadItems;
            @end

            @implementation PostListPresenter

            #pragma mark - PostListViewOutput

            - (void)didTriggerViewReadyEvent {
                NSString *text = @"} @end {";
                if (self.items.count > 0) { [self.view setupInitialState]; }
            }

            #pragma mark PostListInteractorOutput

            - (void)didObtainPosts:(NSArray *)posts
            {
                self.onUpdate(posts);
            }

            @end
            """)
        #expect(facts.interfaces.map(\.category) == ["", "Private"])
        let extensionProperties = facts.interfaces[0].properties
        #expect(extensionProperties.map(\.name) == ["onUpdate", "items"])
        #expect(extensionProperties.map(\.ownership) == ["copy", "strong"])
        #expect(extensionProperties[1].type == "NSMutableArray<id<Foo>> *")
        let implementation = try #require(facts.implementations.first)
        #expect(implementation.methods.map(\.selector) == ["didTriggerViewReadyEvent", "didObtainPosts:"])
        #expect(implementation.methods.map(\.line) == [18, 25])
        #expect(facts.pragmaMarks == [ObjCPragmaMark(line: 16, title: "PostListViewOutput"), ObjCPragmaMark(line: 23, title: "PostListInteractorOutput")])
    }

    @Test func forwardDeclarationsAreNotDefinitions() {
        let facts = ObjCScanner.scan(path: "A.h", source: "@protocol A, B;\n@protocol C;\n@protocol D <NSObject>\n- (void)openD;\n@end\n@class E, F;\n")
        #expect(facts.forwardProtocols == ["A", "B", "C"])
        #expect(facts.protocols.map(\.name) == ["D"])
        #expect(facts.forwardClasses == ["E", "F"])
    }

    @Test func macrosAndMultiLineDefinesAreSkipped() {
        let facts = ObjCScanner.scan(path: "A.h", source: """
            #define WEAKIFY(x) \\
                @interface Bogus : NSObject @end
            #ifdef DEBUG
            #import "Debug.h"
            #endif
            FOUNDATION_EXPORT NSString * const kKey;
            @interface Real : NSObject
            @end
            """)
        #expect(facts.interfaces.map(\.name) == ["Real"])
        #expect(facts.imports.map(\.path) == ["Debug.h"])
    }

    @Test func brokenAndHostileInputEnds() {
        for source in ["@interface", "@interface A : NSObject\n- (void)a", "@protocol", "- (void)a:(", "\"unterminated", "/* open", "@implementation A\n- (void)a {{{", String(repeating: "(", count: 10_000)] {
            _ = ObjCScanner.scan(path: "X.m", source: source)
        }
        let facts = ObjCScanner.scan(path: "X.h", source: "@interface A : NSObject\n- (void)a;\n@interface B : NSObject\n@end\n")
        #expect(facts.interfaces.map(\.name) == ["A", "B"], "a missing @end doesn't swallow the next interface")
    }

    @Test func suppressionsAndCRLF() {
        let facts = ObjCScanner.scan(path: "A.h", source: "// flowlint:disable viper-doc-comments\r\n@interface A : NSObject\r\n- (void)a;\r\n@end\r\n")
        #expect(facts.suppressions.isSuppressed("viper-doc-comments", at: 3))
        #expect(facts.interfaces.first?.methods.first?.line == 3)
    }
}
