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

    static let suffixes: [(component: ViperComponent, bytes: [UInt8])] = bySuffixLength.map { ($0, Array($0.rawValue.utf8)) }

    /// `PostListInteractorInput` → (`PostList`, .interactorInput); nil for other names.
    /// Compares bytes: this runs for every file and type of a tree.
    public static func split(_ name: Substring) -> (module: Substring, component: ViperComponent)? {
        let utf8 = name.utf8
        for (component, suffix) in suffixes where utf8.count > suffix.count && utf8.suffix(suffix.count).elementsEqual(suffix) {
            let moduleEnd = utf8.index(utf8.endIndex, offsetBy: -suffix.count)
            guard let first = utf8.first, (0x41...0x5A).contains(first) || first >= 0x80 else { continue }
            return (name[name.startIndex..<moduleEnd], component)
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

    /// Splits the path on `/` bytes: Character-level splitting cost more than the rules.
    public init(path: String) {
        self.path = path
        let utf8 = path.utf8
        let slash = utf8.lastIndex(of: 0x2F)
        let file = path[(slash.map { utf8.index(after: $0) } ?? utf8.startIndex)...]
        baseName = file[..<(file.utf8.firstIndex(of: 0x2E) ?? file.endIndex)]
        let split = ViperComponent.split(baseName)
        component = split?.component
        prefix = split?.module
        guard let slash else {
            layerFolder = nil
            moduleFolder = nil
            return
        }
        let folder = path[..<slash]
        let parentSlash = folder.utf8.lastIndex(of: 0x2F)
        let parent = folder[(parentSlash.map { folder.utf8.index(after: $0) } ?? folder.startIndex)...]
        layerFolder = ViperComponent.layers.contains(String(parent)) ? String(parent) : nil
        moduleFolder = layerFolder != nil ? parentSlash.map { String(path[..<$0]) } : nil
    }

    /// The folder the file is in.
    var folder: Substring {
        guard let slash = path.utf8.lastIndex(of: 0x2F) else { return "" }
        return path[..<slash]
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
                groups[file.folder + "#" + Self.trimmedModuleSuffix(prefix), default: []].append(file)
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
