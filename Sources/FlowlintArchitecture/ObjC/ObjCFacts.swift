/// What the Objective-C scanner finds in a header or implementation file.
public struct ObjCFileFacts: Sendable, Equatable {
    public var path: String
    public var imports: [ObjCImport] = []
    /// `@class A, B;`
    public var forwardClasses: [String] = []
    /// `@protocol A;`
    public var forwardProtocols: [String] = []
    public var protocols: [ObjCContainer] = []
    /// `@interface` blocks: classes, categories and class extensions.
    public var interfaces: [ObjCContainer] = []
    public var implementations: [ObjCContainer] = []
    /// `#pragma mark - Title` (title without the dash).
    public var pragmaMarks: [ObjCPragmaMark] = []
    public var suppressions = Suppressions()

    public init(path: String) {
        self.path = path
    }

    /// C declarations a forward declaration can't stand in for: `typedef`, enums, `extern`
    /// constants, macros.
    public var hasCDeclarations = false
    /// The names those C declarations give (`PostListState`, `kPostListKey`, a macro's name).
    public var cNames: [String] = []
    /// A C declaration whose name was not read (a function in a header): all of them count as used.
    public var hasUnnamedCDeclarations = false
    /// A header's identifiers, sorted: what it may need of the headers it imports.
    public var usedNames: [String] = []
    /// `self.tableView.dataSource = self;`, `[self.tableView setDelegate:self];`.
    public var selfAssignments: [SelfAssignment] = []

    public var isHeader: Bool { path.hasSuffix(".h") }

    /// Classes and protocols the file declares or implements, for the module model.
    public var declaredNames: [String] {
        interfaces.filter { $0.category == nil }.map(\.name) + protocols.map(\.name) + implementations.filter { $0.category == nil }.map(\.name)
    }
}

public struct ObjCImport: Sendable, Equatable {
    /// What is imported: `PostListViewOutput.h`, `Foundation/Foundation.h`.
    public var path: String
    /// `<…>` rather than `"…"`.
    public var isSystem: Bool
    public var line: Int
}

public struct ObjCPragmaMark: Sendable, Equatable {
    public var line: Int
    public var title: String
}

/// An `@protocol`, `@interface` or `@implementation` block.
public struct ObjCContainer: Sendable, Equatable {
    public var name: String
    public var line: Int
    public var endLine: Int = 0
    /// The superclass of an `@interface`.
    public var superclass: String?
    /// A category's name; `""` for a class extension `()`; nil otherwise.
    public var category: String?
    /// Adopted (or, for protocols, inherited) protocols: `<A, B>`.
    public var protocols: [String] = []
    public var properties: [ObjCProperty] = []
    public var methods: [ObjCMethod] = []
    public var hasDocComment = false
}

public struct ObjCProperty: Sendable, Equatable {
    public var name: String
    /// `nonatomic`, `weak`, `strong`, `copy`…
    public var attributes: [String]
    /// The type as written, spaces normalised: `id<PostListViewInput>`, `NSArray<id<Foo>> *`.
    public var type: String
    public var line: Int
    public var hasDocComment: Bool
    /// `IBOutlet` or `IBOutletCollection(…)` before the type.
    public var isOutlet = false

    /// The declared ownership: `weak`, `strong`, `copy`, `assign`, `unsafe_unretained`; nil
    /// when unsaid (strong for objects under ARC).
    public var ownership: String? {
        attributes.first { ["weak", "strong", "copy", "assign", "retain", "unsafe_unretained"].contains($0) }
    }
}

public struct ObjCMethod: Sendable, Equatable {
    /// The full selector: `obtainImageForPostId:`, `closeCurrentModule`.
    public var selector: String
    public var isClassMethod: Bool
    public var returnType: String
    public var line: Int
    public var hasDocComment: Bool
    /// Each argument's type as written, spaces normalised: `void (^)(NSArray *)`, `Post *`.
    public var parameterTypes: [String] = []

    /// The selector's first word up to `:` or `With`-style continuation: what the name says it does.
    public var firstPart: Substring { selector.prefix { $0 != ":" } }
}
