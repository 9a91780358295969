/// One source file as the module model sees it.
public struct ViperFile: Sendable, Equatable {
    public let path: String
    /// The name without folders or extension: `PostListInteractor`.
    public let baseName: Substring
    /// What the file's name says: `PostListInteractor.h` → (PostList, interactor).
    public let name: ViperName?
    /// The one component type the file declares, when it declares exactly one
    /// (`Cardnteractor.swift` holding `CardInteractor`).
    public var declaredComponent: (type: String, name: ViperName)?
    /// The file declares its one component and no other type (`SettingsScreen.swift` holding
    /// only `SettingsViewController`): its name can only be the component's.
    public let holdsOnlyComponent: Bool
    /// The file's module (set by the model): from its name, else from what it declares.
    public var module: String?

    public init(path: String, declared: [String] = []) {
        self.init(path: path, components: declared.compactMap { type in ViperName.parse(Substring(type)).map { (type: type, name: $0) } },
                  declared: declared)
    }

    /// `components`: the declared types that are named as VIPER components, already parsed;
    /// `declared`: every type and protocol the file declares.
    init(path: String, components: [(type: String, name: ViperName)], declared: [String]) {
        self.path = path
        baseName = Self.baseName(of: path)
        name = ViperName.parse(baseName)
        // The same type declared twice (a class and its extension's header) is one component.
        let first = components.first
        declaredComponent = components.allSatisfy { $0.type == first?.type } ? first : nil
        holdsOnlyComponent = first.map { first in declared.allSatisfy { $0 == first.type } } ?? false
    }

    /// A file as the model read it before (`ProjectFactsCodec`), nothing parsed again.
    init(path: String, name: ViperName?, declaredComponent: (type: String, name: ViperName)?, holdsOnlyComponent: Bool, module: String?) {
        self.path = path
        baseName = Self.baseName(of: path)
        self.name = name
        self.declaredComponent = declaredComponent
        self.holdsOnlyComponent = holdsOnlyComponent
        self.module = module
    }

    private static func baseName(of path: String) -> Substring {
        let utf8 = path.utf8
        let slash = utf8.lastIndex(of: 0x2F)
        let file = path[(slash.map { utf8.index(after: $0) } ?? utf8.startIndex)...]
        return file[..<(file.utf8.firstIndex(of: 0x2E) ?? file.endIndex)]
    }

    public static func == (a: ViperFile, b: ViperFile) -> Bool { a.path == b.path && a.module == b.module }

    /// The component the file stands for: its name's, else its one declared type's.
    public var component: ViperComponent? { (name ?? declaredComponent?.name)?.component }

    public var fileName: Substring { path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path) }
    public var fileExtension: Substring { fileName.drop { $0 != "." } }

    /// The folder the file is in (`""` at the top; `/` kept for absolute paths).
    public var folder: Substring {
        guard let slash = path.utf8.lastIndex(of: 0x2F) else { return "" }
        return path[..<slash]
    }

    /// Folder names from the top to the file's own folder.
    var folderNames: [Substring] { folder.split(separator: "/") }

    /// Whether one of the file's folders is the component's layer (`View/Cells/PostListCell.swift` is in View).
    public var isInLayerFolder: Bool {
        guard let layer = component?.layer else { return true }
        return folderNames.contains { ViperComponent.layer(ofFolder: $0) == layer }
    }

    /// Where the file belongs: the layer folder under its module's home (the folder most of the
    /// module's files live under), so `Receive/Module/ReceiveModuleInput.swift` goes to the existing
    /// `Receive/Presenter/`, not to a new `Receive/Module/Presenter/`.
    public func expectedPath(home: String?) -> String? {
        guard let layer = component?.layer, !isInLayerFolder else { return nil }
        let base = home ?? moduleRoot
        let prefix = base.isEmpty ? (path.hasPrefix("/") ? "/" : "") : base + "/"
        return prefix + layer + "/" + fileName
    }
}

/// A VIPER module: the files and types sharing a name prefix, with components VIPER has.
public struct ViperModule: Sendable, Equatable {
    public let name: String
    public var files: [ViperFile]
    public var components: Set<ViperComponent>

    /// The module's folder: the parent of its layer folders (`CardSettings/` of
    /// `CardSettings/Assembly/`), the most common one when there are several; without layer folders,
    /// where all its files meet (`Main/` of `Main/Interfaces/` and `Main/Implementation/`). Nil when
    /// they meet nowhere but the top.
    public var home: String? {
        let roots = files.filter { $0.folderNames.contains { ViperComponent.layer(ofFolder: $0) != nil } }.map(\.moduleRoot)
        if !roots.isEmpty {
            let counts = Dictionary(roots.map { ($0, 1) }, uniquingKeysWith: +)
            return counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
        }
        guard var common = files.first?.folderNames else { return nil }
        for file in files.dropFirst() {
            common = Array(zip(common, file.folderNames).prefix { $0 == $1 }.map(\.0))
        }
        guard !common.isEmpty || files.count == 1 else { return nil }
        return (files.first?.path.hasPrefix("/") == true ? "/" : "") + common.joined(separator: "/")
    }
}

extension ViperFile {
    /// The folder holding the file's layer folder, or the file's own folder.
    var moduleRoot: String {
        var base = folder
        if let index = folderNames.lastIndex(where: { ViperComponent.layer(ofFolder: $0) != nil }) {
            base = Substring(folderNames[..<index].joined(separator: "/"))
            if path.hasPrefix("/") { base = "/" + base }
        }
        return String(base)
    }
}
