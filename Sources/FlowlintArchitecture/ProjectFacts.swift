import FlowlintCore

/// Facts that cross files: a view protocol in one file, its view controller in another, the
/// modules every file belongs to. Built once per run from every file's facts.
public struct ProjectFacts: Sendable {
    /// Every protocol declared anywhere, and which of them are class-bound (directly, by
    /// inheriting one that is, or by inheriting a class).
    public var protocols: Set<String> = []
    public var classBound: Set<String> = []
    /// Where each protocol is declared (the first declaration).
    public var protocolPaths: [String: String] = [:]
    /// Each protocol's methods (Swift names, Objective-C selectors) and property names.
    public var protocolMethods: [String: [String]] = [:]
    public var protocolProperties: [String: [String]] = [:]
    /// Types used as a `delegate`/`dataSource` property's type: a view's delegate protocol
    /// (`ColorHeaderViewProtocol`) is no MVP view protocol.
    public var delegateTypes: Set<String> = []
    /// Types a presenter holds as `view` (`LoginPresenter.view: LoginViewProtocol`), and protocols
    /// a class holding a presenter adopts (`SettingsViewController: SettingsViewProtocol` with its
    /// `presenter`): MVP view roles even without a presenter protocol.
    public var presentersViews: Set<String> = []
    /// Protocols a presenter adopts: what a view calls back, not what the presenter drives.
    public var presenterAdopted: Set<String> = []
    /// `…PresenterProtocol`s a class holding a `view` adopts: a presenter's own, not a helper's
    /// capability (`AlertPresenterProtocol` of a view controller or an alert helper).
    public var viewHolderAdopted: Set<String> = []
    /// Protocols other protocols inherit: a base screen's or a trait's (`BaseViewProtocol`).
    public var inheritedByProtocols: Set<String> = []
    /// Protocols that some type adopts and no class does (a SwiftUI view's): no MVP role.
    public var valueOnlyAdopted: Set<String> = []
    /// Protocols some class adopts (Swift or Objective-C).
    public var classAdopted: Set<String> = []
    /// Clean Swift (VIP) scenes by module key: no MVP or VIPER rule judges them.
    public var cleanSwiftScenes: Set<String> = []
    /// Superclasses named in the project's declarations (`MTRootViewController`).
    public var superclasses: Set<String> = []
    /// Swift classes and structs by name (the first declaration), with the file declaring them:
    /// their declarations, without methods and mutations (no rule reads another file's).
    public var types: [String: (fact: TypeFact, path: String)] = [:]
    /// Class names: Swift classes and Objective-C interfaces.
    public var classes: Set<String> = []
    /// Swift: a type's adopted protocols, from its declaration and every extension.
    public var swiftAdoptions: [String: [String]] = [:]
    /// Objective-C: a class's adopted protocols, from every interface (header, extension, category).
    public var adoptedProtocols: [String: [String]] = [:]
    /// Objective-C headers by file name: what each declares.
    public var headers: [String: ObjCFileFacts] = [:]
    /// Every source path checked, and every folder holding one.
    public var paths: Set<String> = []
    public internal(set) var folders: Set<String> = []
    /// The folders by their own name (`Login` → `App/Scenes/Login`): a module's folder is looked up
    /// for every file that is out of place, so not by scanning every folder.
    public internal(set) var foldersByName: [String: [String]] = [:]
    public var modules = ModuleModel()
    /// Core Data's entity classes: `NSManagedObject` subclasses (directly or through another),
    /// and the classes of generated `<Entity>+CoreDataClass` files.
    public var managedObjects: Set<String> = []
    /// A source imports ViperMcFlurry, or a protocol or class of the project inherits or adopts
    /// one of its protocols: the module protocols must then build on them.
    public var usesViperMcFlurry = false

    public init() {}

    public init(swift: [SwiftFileFacts] = [], objc: [ObjCFileFacts] = [], paths extraPaths: [String] = []) {
        let allPaths = Set(swift.map { $0.path } + objc.map { $0.path } + extraPaths)
        // Drafting the module model (every file's name and declared types parsed) needs none of
        // the other facts: it runs on the other core while they are gathered.
        // The adoptions (and the app-wide types read from them) go with the draft: the two
        // halves then take about as long.
        let parts = ParallelWork.map(count: 2) { part -> Part in
            guard part == 1 else { return .facts(ProjectFacts(gathering: swift, objc)) }
            let adoptions = Self.swiftAdoptions(swift)
            let declared = Dictionary(swift.map { ($0.path, $0.declaredNames) } + objc.map { ($0.path, $0.declaredNames) },
                                      uniquingKeysWith: { a, b in a + b })
            let folders = Self.folders(of: allPaths)
            return .draft(ModuleModel.Draft(files: allPaths.sorted().map { ($0, declared[$0] ?? []) }), folders: folders,
                          byName: Dictionary(grouping: folders) { String(Glob.components(of: $0).last ?? "") },
                          adoptions: adoptions, shared: Self.sharedTypes(adoptions),
                          presenterAdopted: Set(adoptions.filter { $0.key.utf8.hasSuffixBytes("Presenter") }.flatMap(\.value)))
        }
        for case .facts(let facts) in parts { self = facts }
        paths = allPaths
        managedObjects.formUnion(Self.coreDataClasses(in: allPaths))
        for case .draft(let draft, let folders, let byName, let adoptions, let shared, let presenterAdopted) in parts {
            self.folders = folders
            foldersByName = byName
            swiftAdoptions = adoptions
            self.presenterAdopted = presenterAdopted
            modules = ModuleModel(draft: draft, superclasses: superclasses.union(shared))
        }
        (classAdopted, valueOnlyAdopted) = adopters()
        cleanSwiftScenes = CleanSwiftScenes.find(in: types)
        for key in cleanSwiftScenes { modules.modules[key] = nil }
    }

    /// A protocol's VIPER role by its name, none for a Clean Swift scene's protocols.
    public func viperRole(ofProtocol name: String) -> ViperComponent? {
        guard let component = ViperRole.component(ofProtocol: name) else { return nil }
        guard !cleanSwiftScenes.isEmpty, let parsed = ViperName.parse(Substring(name)) else { return component }
        return cleanSwiftScenes.contains(parsed.moduleKey) ? nil : component
    }

    /// Whether an MVP name's module (`Orders` of `OrdersPresenterProtocol`) is a Clean Swift scene.
    func isCleanSwift(_ module: Substring) -> Bool {
        !cleanSwiftScenes.isEmpty && cleanSwiftScenes.contains(ViperName.trimmedModuleSuffix(module))
    }

    /// Protocols some class adopts, and those only other types (structs, enums) adopt;
    /// Objective-C adopters are classes.
    private mutating func adopters() -> (byClass: Set<String>, byValuesOnly: Set<String>) {
        var byClass = Set(adoptedProtocols.values.joined()), byValue = Set<String>()
        for (type, names) in swiftAdoptions where !names.isEmpty {
            let bare = StoredValue.bare(type)
            guard isClass(bare) else { byValue.formUnion(names); continue }
            byClass.formUnion(names)
            guard let properties = types[bare]?.fact.properties else { continue }
            if properties.contains(where: { $0.name == "view" }) { viewHolderAdopted.formUnion(names.filter(MVPName.isPresenter)) }
            if let presenter = properties.first(where: { $0.name == "presenter" || MVPName.mentionsPresenter($0.type) }) {
                presentersViews.formUnion(names.filter { Self.isOwnView($0, of: bare, presenter: presenter.type) })
            }
        }
        return (byClass, byValue.subtracting(byClass))
    }

    /// A protocol a class holding a presenter adopts is its view's when it carries the class's
    /// module name (`FeedViewProtocol` of `FeedViewController`) or its presenter's
    /// (`FeedPresenterProtocol`); a trait it adopts besides (`LoadableViewProtocol`) is not.
    static func isOwnView(_ name: String, of type: String, presenter: String?) -> Bool {
        guard let module = MVPName.module(ofViewOrPlain: name), !module.isEmpty else { return false }
        if type.utf8.starts(with: module.utf8) { return true }
        return MVPName.presenterType(presenter).flatMap(MVPName.module(ofPresenter:)) == module
    }

    private enum Part: Sendable {
        case facts(ProjectFacts)
        case draft(ModuleModel.Draft, folders: Set<String>, byName: [String: [String]], adoptions: [String: [String]], shared: Set<String>,
                   presenterAdopted: Set<String>)
    }

    /// Swift: each type's adopted protocols, from its declaration and every extension.
    private static func swiftAdoptions(_ swift: [SwiftFileFacts]) -> [String: [String]] {
        var adoptions: [String: [String]] = [:]
        adoptions.reserveCapacity(swift.reduce(0) { $0 + $1.types.count })
        for file in swift {
            for type in file.types { adoptions[type.name, default: []] += type.inherited.map(\.name) }
            for fact in file.extensions { adoptions[fact.extendedType, default: []] += fact.conformances.map(\.name) }
        }
        return adoptions
    }

    /// Every folder holding one of the paths, up to the top.
    private static func folders(of paths: Set<String>) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            // Over bytes: searching Characters backwards walks grapheme clusters.
            var folder = Substring(path)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")), slash > folder.startIndex {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }
            }
        }
        return folders
    }

    /// Every fact but the paths, folders and modules.
    private init(gathering swift: [SwiftFileFacts], _ objc: [ObjCFileFacts]) {
        var inherits: [String: [String]] = [:]
        var firstInherited: Set<String> = []
        var superclassOf: [String: String] = [:]
        // Sized once: growing these tables rehashed every name several times over.
        let protocolCount = swift.reduce(0) { $0 + $1.protocols.count } + objc.reduce(0) { $0 + $1.protocols.count }
        let typeCount = swift.reduce(0) { $0 + $1.types.count }
        inherits.reserveCapacity(protocolCount)
        protocols.reserveCapacity(protocolCount)
        protocolPaths.reserveCapacity(protocolCount)
        protocolMethods.reserveCapacity(protocolCount)
        protocolProperties.reserveCapacity(protocolCount)
        types.reserveCapacity(typeCount)
        classes.reserveCapacity(typeCount)
        for file in swift {
            for fact in file.protocols {
                if !usesViperMcFlurry { usesViperMcFlurry = fact.inherited.contains(where: Self.isMcFlurryProtocol) }
                addProtocol(fact.name, path: file.path, methods: fact.methods.map(\.name))
                protocolProperties[fact.name, default: []] += fact.properties.map(\.name)
                inherits[fact.name] = fact.inherited
                if fact.classBound != .none { classBound.insert(fact.name) }
            }
            for type in file.types where types[type.name] == nil { types[type.name] = (type.declaration, file.path) }
            for type in file.types where type.isClass { classes.insert(type.name) }
            if !usesViperMcFlurry { usesViperMcFlurry = file.types.contains { $0.inherited.contains { Self.isMcFlurryProtocol($0.name) } } }
            for type in file.types {
                if type.isClass, let first = type.inherited.first {
                    firstInherited.insert(first.name)
                    superclassOf[type.name] = first.name
                }
                for property in type.properties where Self.isDelegateName(property.name) {
                    if let typeName = property.type { delegateTypes.insert(StoredValue.bare(typeName)) }
                }
                if type.name.utf8.hasSuffixBytes("Presenter"), let view = type.properties.first(where: { $0.name == "view" })?.type {
                    presentersViews.insert(StoredValue.bare(view))
                }
            }
        }
        for file in objc {
            addObjC(file)
            for interface in file.interfaces where interface.category == nil { superclassOf[interface.name] = interface.superclass }
        }
        managedObjects = Self.managedObjects(superclassOf)
        // Swift writes a superclass first among the protocols: it is one when it is a class.
        superclasses.formUnion(firstInherited.filter(classes.contains))
        propagateClassBound(inherits)
        for (name, parents) in inherits { inheritedByProtocols.formUnion(parents.filter { $0 != name }) }
    }

    /// Classes descending from `NSManagedObject`, through any number of the project's classes.
    static func managedObjects(_ superclassOf: [String: String]) -> Set<String> {
        var found: Set<String> = []
        for name in superclassOf.keys {
            var current = superclassOf[name], steps = 0
            while let parent = current, steps < 16 {
                if parent == "NSManagedObject" || found.contains(parent) { found.insert(name); break }
                current = superclassOf[parent]
                steps += 1
            }
        }
        return found
    }

    /// `Post+CoreDataClass.swift`, `Post+CoreDataClass.h` → `Post`: Xcode's generated entity classes.
    static func coreDataClasses(in paths: Set<String>) -> [String] {
        paths.compactMap { path in
            let file = path.split(separator: "/").last ?? Substring(path)
            guard let range = file.firstRange(of: "+CoreDataClass."), range.lowerBound > file.startIndex else { return nil }
            return String(file[..<range.lowerBound])
        }
    }

    /// App-wide types: a `CoreRouter` extended to be two or more other modules' routers
    /// (`extension CoreRouter: HomeRouter {}`) serves the app, it is no module's component.
    static func sharedTypes(_ adoptions: [String: [String]]) -> Set<String> {
        var served: [String: Set<String>] = [:]
        let roles: Set<ViperComponent> = [.router, .routerInput, .interactor, .interactorInput, .viewInput, .presenter]
        // The same few protocols (`UIViewController`, a module's input) are adopted by many
        // types: each name is read once.
        var roleKeys: [String: String?] = [:]
        for (type, conformances) in adoptions where !conformances.isEmpty {
            var own: String??
            for name in conformances {
                let roleKey = roleKeys[name] ?? {
                    let role = ViperName.parse(Substring(name))
                    let key = role.flatMap { roles.contains($0.component) && !$0.module.isEmpty ? $0.moduleKey : nil }
                    roleKeys[name] = .some(key)
                    return key
                }()
                guard let roleKey else { continue }
                if own == nil { own = .some(ViperName.parse(Substring(type))?.moduleKey) }
                if roleKey != own ?? nil { served[type, default: []].insert(roleKey) }
            }
        }
        return Set(served.filter { $0.value.count >= 2 }.keys)
    }

    static func isDelegateName(_ name: String) -> Bool {
        // Case-insensitive over ASCII bytes: lowercasing a copy of every property's name cost more.
        let utf8 = name.utf8
        return utf8.hasSuffixIgnoringCase("delegate") || utf8.hasSuffixIgnoringCase("datasource")
            || (utf8.count == 8 && utf8.hasSuffixIgnoringCase("listener")) || (utf8.count == 7 && utf8.hasSuffixIgnoringCase("handler"))
    }

    private mutating func addProtocol(_ name: String, path: String, methods: [String]) {
        protocols.insert(name)
        if protocolPaths[name] == nil { protocolPaths[name] = path }
        protocolMethods[name, default: []] += methods
    }

    /// `RamblerViperModuleInput`, `RamblerViperModuleTransitionHandlerProtocol`: ViperMcFlurry's.
    static func isMcFlurryProtocol(_ name: String) -> Bool { name.hasPrefix("RamblerViperModule") }

    private mutating func addObjC(_ file: ObjCFileFacts) {
        if !usesViperMcFlurry {
            usesViperMcFlurry = file.imports.contains { $0.path.hasPrefix("ViperMcFlurry") }
                || (file.protocols + file.interfaces).contains { $0.protocols.contains(where: Self.isMcFlurryProtocol) }
        }
        for fact in file.protocols { addProtocol(fact.name, path: file.path, methods: fact.methods.map(\.selector)) }
        for interface in file.interfaces {
            if interface.category == nil { classes.insert(interface.name) }
            if let superclass = interface.superclass { superclasses.insert(superclass) }
            for property in interface.properties where Self.isDelegateName(property.name) { delegateTypes.insert(StoredValue.bare(property.type)) }
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

extension TypeFact {
    /// The type as other files see it in the project's facts: what it is and holds.
    var declaration: TypeFact {
        var declaration = self
        declaration.methods = []
        declaration.mutated = []
        return declaration
    }
}
