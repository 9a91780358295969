import FlowlintCore

/// `viper-state-behaviour`: a module's State only stores data.
public struct ViperStateBehaviour: ViperRule {
    public static let description = RuleDescription(
        id: "viper-state-behaviour", scope: .source, defaultSeverity: .warning,
        summary: LocalizedText(ru: "State модуля только хранит данные, методов у него нет",
                               en: "A module's State only stores data: it declares no methods"),
        explanation: LocalizedText(
            ru: "«В том случае, если текущий модуль обладает каким-либо состоянием, его можно выделить в отдельный объект, не обладающий никаким поведением и выступающий простым хранилищем данных.» Метод <Модуль>State — это поведение: ему место в презентере или интеракторе. Инициализаторы, фабричные методы класса и методы сравнения, копирования и кодирования не в счёт.",
            en: "\"If the module has some state, it can be moved into a separate object that has no behaviour and is a plain data store.\" A method of <Module>State is behaviour, which belongs in the presenter or the interactor. Initialisers, class factory methods and equality, copying and coding methods don't count."),
        good: [RuleExample(SeedViperObjCState.state, branch: "PostList/Presenter/PostListState.h"),
               RuleExample("struct PostListState {\n    var feedType: FeedType\n    var hasHeader = false\n    var feedId: String?\n    static func initial() -> PostListState { PostListState(feedType: .all) }\n    static func == (a: PostListState, b: PostListState) -> Bool { a.feedId == b.feedId }\n}\n", branch: "PostList/Presenter/PostListState.swift")],
        bad: [RuleExample(SeedViperObjCState.state.replacingOccurrences(of: "@end", with: "- (void)reloadFeedFromNetwork;\n\n@end"), branch: "PostList/Presenter/PostListState.h"),
              RuleExample("struct PostListState {\n    var posts: [String] = []\n    mutating func reload(from service: PostService) { posts = service.obtainPosts() }\n}\n", branch: "PostList/Presenter/PostListState.swift")])

    /// Methods every data object may have: making, comparing, copying and coding it.
    static let dataMethods: Set<String> = [
        "description", "debugDescription", "isEqual:", "hash", "copyWithZone:", "mutableCopyWithZone:", "encodeWithCoder:",
        "supportsSecureCoding", "dealloc", "encode", "copy", "mutableCopy", "isEqual",
    ]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.interfaces.filter { project.modules.component(ofType: $0.name) == .state }.flatMap { interface in
            interface.methods.filter { method in
                !Self.isData(method.selector) && !(method.isClassMethod && Self.makes(method.returnType, interface.name))
            }.map { violation(interface.name, $0.selector, Position(line: $0.line, column: 1)) }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.types.filter { project.modules.component(ofType: $0.name) == .state }.flatMap { type in
            // A static factory (`initial()`) makes a State; an operator compares two.
            type.methods.filter { method in
                !Self.isData(method.name) && method.modifiers.isEmpty && method.name.first.map { $0.isLetter || $0 == "_" } == true
            }.map { violation(type.name, $0.name, $0.position) }
        }
    }

    /// `init…`, `new…` and the data methods.
    static func isData(_ name: String) -> Bool {
        dataMethods.contains(name) || MVPName.startsWith("init", name) || MVPName.startsWith("new", name)
    }

    /// `+ (instancetype)stateWithFeedId:`, `+ (PostListState *)defaultState`: a factory.
    static func makes(_ returnType: String, _ name: String) -> Bool {
        returnType == "instancetype" || StoredValue.bare(returnType) == name
    }

    private func violation(_ type: String, _ method: String, _ position: Position) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "\(type) объявляет метод \(method): State только хранит данные, поведению место в презентере или интеракторе",
            en: "\(type) declares method \(method): a State only stores data; behaviour belongs in the presenter or the interactor"))
    }
}

/// The seed's State (viper-code-style.ru.md, "Класс State").
enum SeedViperObjCState {
    static let state = """
        @interface PostListState

        @property (nonatomic, assign) FeedType feedType;
        @property (nonatomic, assign) BOOL hasHeader;
        @property (nonatomic, strong) NSString *feedId;

        @end
        """
}
