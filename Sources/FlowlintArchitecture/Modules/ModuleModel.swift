/// The project's VIPER modules, read from type and file names: a module is the set of types
/// and files sharing a name prefix and a component suffix (SPEC 1.6). Folders only group.
public struct ModuleModel: Sendable {
    /// Qualified modules by name (`Module` suffix trimmed).
    public internal(set) var modules: [String: ViperModule] = [:]
    /// `IPaySheet` → `PaySheet`, `MainDefault` → `Main`.
    var aliases: [String: String] = [:]

    public init() {}

    /// `files`: each source file's path with the names of the types and protocols it declares.
    /// `superclasses`: types others inherit from; a module made of them is a base layer
    /// (`MTRootViewController`, `MTRootPresenter`), not a module.
    public init(files: [(path: String, declared: [String])], superclasses: Set<String> = []) {
        self.init(draft: Draft(files: files), superclasses: superclasses)
    }

    /// Every source file read by its name and declared types, and the components each name
    /// prefix has: what the model needs before it knows the project's superclasses.
    struct Draft: Sendable {
        var names: [String: Set<ViperComponent>] = [:]
        var files: [ViperFile] = []

        init(files: [(path: String, declared: [String])]) {
            for (path, declared) in files where SourceDiscovery.isSourceFile(path) {
                // Each declared name is parsed once, for the file and for the module's components.
                let components = declared.compactMap { type in ViperName.parse(Substring(type)).map { (type: type, name: $0) } }
                let file = ViperFile(path: path, components: components, declared: declared)
                self.files.append(file)
                for name in [file.name].compactMap({ $0 }) + components.map(\.name) where !name.module.isEmpty {
                    names[name.moduleKey, default: []].insert(name.component)
                }
            }
        }
    }

    init(draft: Draft, superclasses: Set<String>) {
        var names = draft.names
        let viperFiles = draft.files
        aliases = Self.interfaceAliases(Set(names.keys))
        for (alias, target) in aliases { names[target, default: []].formUnion(names[alias] ?? []) }
        var bases = Set(superclasses.compactMap { ViperName.parse(Substring($0))?.moduleKey })
        bases.formUnion(["Base", "Root", "Abstract", "Common", "Generic"])
        for (key, components) in names where aliases[key] == nil && Self.isViper(components) && !bases.contains(key) {
            modules[key] = ViperModule(name: key, files: [], components: components)
        }
        var weak: [ViperFile] = []
        for var file in viperFiles {
            guard let key = moduleKey(of: file) else { continue }
            file.module = key
            if let component = file.component, Self.weakComponents.contains(component) { weak.append(file); continue }
            modules[key]?.files.append(file)
        }
        // A cell or view named after a module but kept in another module's folder (`Main/Cells/NoteCell`)
        // is that folder's helper: it joins its namesake only inside the namesake's folder.
        for file in weak {
            guard let key = file.module, let home = modules[key]?.home else { continue }
            if home.isEmpty || file.path.hasPrefix(home + "/") { modules[key]?.files.append(file) }
        }
    }

    /// Components a helper's name often ends in: `NoteCell`, `SearchView`, `FeedState`.
    static let weakComponents: Set<ViperComponent> = [.cell, .view, .state, .route, .dataDisplayManager, .cellObjectFactory]

    /// The qualified module a type or protocol name belongs to.
    public func module(ofType name: String) -> String? {
        guard let parsed = ViperName.parse(Substring(name)) else { return nil }
        let key = aliases[parsed.moduleKey] ?? parsed.moduleKey
        return modules[key] != nil ? key : nil
    }

    /// The component a type of a qualified module is: `CardInteractor` → .interactor.
    public func component(ofType name: String) -> ViperComponent? {
        guard module(ofType: name) != nil else { return nil }
        return ViperName.parse(Substring(name))?.component
    }

    public func isModule(_ name: Substring) -> Bool { modules[ViperName.trimmedModuleSuffix(name)] != nil }

    /// Modules in path order, for reports.
    public var sorted: [ViperModule] {
        modules.values.map { module in
            var module = module
            module.files.sort { $0.path < $1.path }
            return module
        }.sorted { ($0.files.first?.path ?? $0.name) < ($1.files.first?.path ?? $1.name) }
    }

    /// A module needs two components, one only VIPER has (an interactor, or the Input/Output
    /// protocols), and a presenter or an interactor at its centre: a lone `StoryboardAssembly`,
    /// `SearchView` or `BaseRouterInput` is a helper, a presenter with a router is MVP with a
    /// router, and a view with its output protocol (`IconButtonItemView`) is a UI component.
    static func isViper(_ components: Set<ViperComponent>) -> Bool {
        components.count >= 2 && !components.isDisjoint(with: viperOnly) && !components.isDisjoint(with: centres)
    }

    static let centres: Set<ViperComponent> = [.presenter, .interactor, .interactorInput, .interactorOutput]
    public static let interactors: Set<ViperComponent> = [.interactor, .interactorInput, .interactorOutput]

    static let viperOnly: Set<ViperComponent> = [
        .interactor, .interactorInput, .interactorOutput, .routerInput, .viewInput, .viewOutput,
    ]

    /// `IPaySheetAssembly` beside `PaySheetAssembly`: the `I<Name>` prefix is an interface's; and
    /// `MainDefaultPresenter` implementing `MainPresenter`: a `Default`/`Impl` class is its module's.
    static func interfaceAliases(_ keys: Set<String>) -> [String: String] {
        var aliases: [String: String] = [:]
        for key in keys where key.count > 2 && key.hasPrefix("I") {
            let rest = String(key.dropFirst())
            if let first = rest.first, first.isUppercase, keys.contains(rest) { aliases[key] = rest }
        }
        for key in keys {
            let utf8 = key.utf8
            for suffix: StaticString in ["Default", "Impl", "Implementation"]
            where utf8.count > suffix.utf8CodeUnitCount && utf8.hasSuffixBytes(suffix) {
                let module = String(key[..<utf8.index(utf8.endIndex, offsetBy: -suffix.utf8CodeUnitCount)])
                if keys.contains(module) { aliases[key] = module }
            }
        }
        return aliases
    }

    private func moduleKey(of file: ViperFile) -> String? {
        for name in [file.name, file.declaredComponent?.name].compactMap({ $0 }) {
            let key = aliases[name.moduleKey] ?? name.moduleKey
            if modules[key] != nil { return key }
        }
        return nil
    }
}
