/// Facts that cross files: a view protocol in one file, its view controller in another, the
/// modules every file belongs to. Built once per run from every file's facts.
public struct ProjectFacts: Sendable {
    /// Every protocol declared anywhere, and which of them are class-bound (directly, by
    /// inheriting one that is, or by inheriting a class).
    public var protocols: Set<String> = []
    public var classBound: Set<String> = []
    /// Where each protocol is declared (the first declaration).
    public var protocolPaths: [String: String] = [:]
    /// Each protocol's methods (Swift names, Objective-C selectors).
    public var protocolMethods: [String: [String]] = [:]
    /// Swift classes and structs by name (the first declaration), with the file declaring them.
    public var types: [String: (fact: TypeFact, path: String)] = [:]
    /// Class names: Swift classes and Objective-C interfaces.
    public var classes: Set<String> = []
    /// Objective-C: a class's adopted protocols, from every interface (header, extension, category).
    public var adoptedProtocols: [String: [String]] = [:]
    /// Objective-C headers by file name: what each declares.
    public var headers: [String: ObjCFileFacts] = [:]
    /// Every source path checked.
    public var paths: Set<String> = []
    public var modules = ModuleModel()

    public init() {}

    public init(swift: [SwiftFileFacts] = [], objc: [ObjCFileFacts] = [], paths extraPaths: [String] = []) {
        var inherits: [String: [String]] = [:]
        for file in swift {
            for fact in file.protocols {
                addProtocol(fact.name, path: file.path, methods: fact.methods.map(\.name))
                inherits[fact.name] = fact.inherited
                if fact.classBound != .none { classBound.insert(fact.name) }
            }
            for type in file.types where types[type.name] == nil { types[type.name] = (type, file.path) }
            classes.formUnion(file.types.filter(\.isClass).map(\.name))
        }
        for file in objc { addObjC(file) }
        paths = Set(swift.map(\.path) + objc.map(\.path) + extraPaths)
        propagateClassBound(inherits)
        let declared = Dictionary(swift.map { ($0.path, $0.declaredNames) } + objc.map { ($0.path, $0.declaredNames) },
                                  uniquingKeysWith: { a, b in a + b })
        modules = ModuleModel(files: paths.sorted().map { ($0, declared[$0] ?? []) })
    }

    private mutating func addProtocol(_ name: String, path: String, methods: [String]) {
        protocols.insert(name)
        if protocolPaths[name] == nil { protocolPaths[name] = path }
        protocolMethods[name, default: []] += methods
    }

    private mutating func addObjC(_ file: ObjCFileFacts) {
        for fact in file.protocols { addProtocol(fact.name, path: file.path, methods: fact.methods.map(\.selector)) }
        for interface in file.interfaces {
            if interface.category == nil { classes.insert(interface.name) }
            let known = adoptedProtocols[interface.name] ?? []
            adoptedProtocols[interface.name, default: []] += interface.protocols.filter { !known.contains($0) }
        }
        if file.isHeader { headers[String(file.path.split(separator: "/").last ?? "")] = file }
    }

    /// A protocol inheriting a class-bound one, or a class (`: UIViewController`), is class-bound too.
    private mutating func propagateClassBound(_ inherits: [String: [String]]) {
        var changed = true
        while changed {
            changed = false
            for (name, parents) in inherits where !classBound.contains(name)
                && parents.contains(where: { classBound.contains($0) || isClass($0) }) {
                classBound.insert(name)
                changed = true
            }
        }
    }

    /// A class declared in the project, or a UIKit/Foundation class by its name's shape.
    public func isClass(_ name: String) -> Bool {
        classes.contains(name) || (!protocols.contains(name) && Self.isFrameworkClass(name))
    }

    static func isFrameworkClass(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "CA", "SK", "MK", "AV", "WK", "PH", "CL"]
        guard prefixes.contains(where: name.hasPrefix), name.count > 2, name.dropFirst(2).first?.isUppercase == true else { return false }
        let protocolEndings = ["Delegate", "DataSource", "Protocol", "ing", "able", "ible", "Representable", "Type"]
        return !protocolEndings.contains(where: name.hasSuffix)
    }
}
