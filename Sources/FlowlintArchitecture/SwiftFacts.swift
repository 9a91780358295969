/// What one syntax walk of a Swift file finds, for all the architecture rules at once. Plain
/// values: the syntax tree is gone once the walk is done, so memory doesn't grow with files.
public struct SwiftFileFacts: Sendable, Equatable {
    public var path: String
    public var protocols: [ProtocolFact] = []
    public var types: [TypeFact] = []
    public var extensions: [ExtensionFact] = []
    /// Every `// MARK:` comment in the file.
    public var marks: [MarkFact] = []
    public var suppressions = Suppressions()
    /// The parser recovered from errors: what it understood is still checked.
    public var hasSyntaxErrors = false
    /// Where code returns to the main thread with `DispatchQueue.main.async` (not in comments).
    public var mainQueueDispatches: [Position] = []
    /// `tableView.dataSource = self` and the like.
    public var selfAssignments: [SelfAssignment] = []

    public init(path: String) {
        self.path = path
    }

    /// The types and protocols the file declares, for the module model.
    public var declaredNames: [String] { types.map(\.name) + protocols.map(\.name) }

    /// The file's name without folders: `EventListProtocols.swift`.
    /// The rules ask for it per file and rule: found from the end, with no array of components.
    public var fileName: Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
        return path[path.utf8.index(after: slash)...]
    }

    /// `<Module>Protocols.swift`, as the seed names it (a bare `Protocols.swift` names no module).
    public var isModuleProtocolsFile: Bool {
        let name = fileName.utf8
        return name.hasSuffixBytes("Protocols.swift") && name.count > "Protocols.swift".utf8.count
    }
}

public struct Position: Sendable, Equatable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: Position, b: Position) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

public struct ProtocolFact: Sendable, Equatable {
    public enum ClassBound: Sendable, Equatable {
        /// `: AnyObject`, `AnyObject & X`, `where Self: AnyObject`.
        case anyObject
        /// The deprecated `: class`, at its position.
        case classKeyword(Position)
        case none
    }

    public var name: String
    public var position: Position
    /// Names in the inheritance clause, compositions split: `AnyObject & Foo` → both.
    public var inherited: [String]
    public var classBound: ClassBound
    public var hasDocComment = false
    public var properties: [MemberFact] = []
    public var methods: [MemberFact] = []
    /// Where the body's `}` is, to bound which MARK comments belong to it.
    public var end: Position
}

/// A protocol's or type's property or method.
public struct MemberFact: Sendable, Equatable {
    public var name: String
    public var position: Position
    /// A property's type, or a method's return type, as written (no spaces).
    public var type: String?
    /// A method's parameter types as written (no spaces): `@escaping([Post])->Void`.
    public var parameterTypes: [String] = []
    /// `weak` among the property's modifiers.
    public var isWeak = false
    /// Not `private` or `fileprivate`.
    public var isExposed = true
    /// A property with `{ get set }` (protocols) or any stored property (types).
    public var isSettable = false
    /// A `///` or `/** */` comment right before it.
    public var hasDocComment = false
    /// Access level and other modifiers as written (`private`, `public`), without `weak`.
    public var modifiers: [String] = []
    /// A stored property's initial value as written (`CatalogData()`, `0`), if it has one.
    public var initializer: String?
    /// A property with storage: no getter body (`let`, `var x: Int`, `var x = 0 { didSet … }`).
    public var isStored = false
    /// A stored property's observers as written (`{ didSet { reload() } }`): a suggestion that
    /// rewrites the declaration keeps them.
    public var observers: String?
}

/// A class or struct declaration.
public struct TypeFact: Sendable, Equatable {
    public var name: String
    public var position: Position
    public var isClass: Bool
    public var hasDocComment = false
    /// `final`, access level and the like, as written.
    public var modifiers: [String] = []
    /// Interactors only: the stored properties its methods (not its initialisers) change.
    public var mutated: Set<String> = []
    /// The inheritance clause: superclass and protocols, with each entry's position.
    public var inherited: [(name: String, position: Position)]
    public var properties: [MemberFact] = []
    public var methods: [MemberFact] = []

    public static func == (a: TypeFact, b: TypeFact) -> Bool {
        a.name == b.name && a.position == b.position && a.isClass == b.isClass
            && a.inherited.map(\.name) == b.inherited.map(\.name) && a.properties == b.properties && a.methods == b.methods
    }
}

public struct ExtensionFact: Sendable, Equatable {
    public var extendedType: String
    public var position: Position
    public var conformances: [(name: String, position: Position)]

    public static func == (a: ExtensionFact, b: ExtensionFact) -> Bool {
        a.extendedType == b.extendedType && a.position == b.position && a.conformances.map(\.name) == b.conformances.map(\.name)
    }
}

/// `// MARK: - Properties` and the like; `title` is what follows `MARK:` and an optional dash.
public struct MarkFact: Sendable, Equatable {
    public var line: Int
    public var title: String
    public var hasDash: Bool
}
