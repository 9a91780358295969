/// The components of a VIPER module as the seed names them (viper-code-style.ru.md).
public enum ViperComponent: String, CaseIterable, Sendable {
    case interactor = "Interactor", interactorInput = "InteractorInput", interactorOutput = "InteractorOutput"
    case presenter = "Presenter", state = "State", moduleInput = "ModuleInput", moduleOutput = "ModuleOutput"
    case router = "Router", routerInput = "RouterInput", route = "Route"
    case view = "View", viewController = "ViewController", cell = "Cell", viewInput = "ViewInput", viewOutput = "ViewOutput"
    case dataDisplayManager = "DataDisplayManager", cellObjectFactory = "CellObjectFactory"
    case assembly = "Assembly"

    /// The layer folder a component's files live in.
    public var layer: String {
        switch self {
        case .interactor, .interactorInput, .interactorOutput: return "Interactor"
        case .presenter, .state, .moduleInput, .moduleOutput: return "Presenter"
        case .router, .routerInput, .route: return "Router"
        case .assembly: return "Assembly"
        default: return "View"
        }
    }

    /// Components only VIPER has (MVP has presenters and view controllers too).
    var isViperOnly: Bool {
        switch self {
        case .presenter, .view, .viewController, .cell, .state, .dataDisplayManager, .cellObjectFactory: return false
        default: return true
        }
    }

    static let layers: Set<String> = ["Assembly", "Interactor", "Presenter", "Router", "View"]
    /// Longest first, so `InteractorInput` wins over `Input`-less `Interactor` and `Router` over `Route`.
    static let bySuffixLength = allCases.sorted { $0.rawValue.count > $1.rawValue.count }

    /// `PostListInteractorInput` → (`PostList`, .interactorInput); nil for other names.
    public static func split(_ name: Substring) -> (module: Substring, component: ViperComponent)? {
        for component in bySuffixLength where name.hasSuffix(component.rawValue) && name.count > component.rawValue.count {
            let module = name.dropLast(component.rawValue.count)
            guard module.first?.isUppercase == true else { continue }
            return (module, component)
        }
        return nil
    }
}

/// One source file as a VIPER module sees it.
public struct ViperFile: Sendable, Equatable {
    public let path: String
    /// The name without folders or extension: `PostListInteractor`.
    public let baseName: Substring
    public let component: ViperComponent?
    /// The name's module prefix: `PostList` of `PostListInteractor`.
    public let prefix: Substring?
    /// The layer folder the file sits directly in, if any.
    public let layerFolder: String?
    /// The folder holding the layer folders: `.../NewPostModule`.
    public let moduleFolder: String?

    public init(path: String) {
        self.path = path
        let parts = path.split(separator: "/")
        let file = parts.last ?? Substring(path)
        baseName = file.prefix { $0 != "." }
        let split = ViperComponent.split(baseName)
        component = split?.component
        prefix = split?.module
        let parent = parts.dropLast().last.map(String.init)
        layerFolder = parent.flatMap { ViperComponent.layers.contains($0) ? $0 : nil }
        moduleFolder = layerFolder != nil && parts.count >= 3 ? parts.dropLast(2).joined(separator: "/") : nil
    }

    /// The module's name from its folder: `NewPostModule` → `NewPost` (the seed's own tree).
    public var moduleNameFromFolder: Substring? {
        guard let folder = moduleFolder?.split(separator: "/").last else { return nil }
        return folder.hasSuffix("Module") && folder.count > 6 ? folder.dropLast(6) : folder
    }
}

/// VIPER modules found in a tree, from folders and from file names.
public struct ViperModule: Sendable, Equatable {
    public let name: String
    public var files: [ViperFile]
    /// Whether the module has any layer folders at all.
    public var hasFolders: Bool { files.contains { $0.layerFolder != nil } }

    /// Groups files into modules: by module folder when there is one, else by name prefix. A
    /// group is a VIPER module only with a component MVP doesn't have.
    public static func find(in paths: [String]) -> [ViperModule] {
        var groups: [String: [ViperFile]] = [:]
        for path in paths where path.hasSuffix(".swift") || path.hasSuffix(".h") || path.hasSuffix(".m") {
            let file = ViperFile(path: path)
            if let module = file.moduleNameFromFolder {
                groups[(file.moduleFolder ?? "") + "#" + module, default: []].append(file)
            } else if let prefix = file.prefix {
                let folder = path.split(separator: "/").dropLast().joined(separator: "/")
                groups[folder + "#" + Self.trimmedModuleSuffix(prefix), default: []].append(file)
            }
        }
        return groups.compactMap { key, files in
            guard files.contains(where: { $0.component?.isViperOnly == true }) else { return nil }
            return ViperModule(name: String(key.split(separator: "#").last ?? ""), files: files.sorted { $0.path < $1.path })
        }.sorted { ($0.files.first?.path ?? "") < ($1.files.first?.path ?? "") }
    }

    /// `PostListModule` → `PostList`: a wrongly named module still groups with its files.
    static func trimmedModuleSuffix(_ prefix: Substring) -> String {
        prefix.hasSuffix("Module") && prefix.count > 6 ? String(prefix.dropLast(6)) : String(prefix)
    }
}
