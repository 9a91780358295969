/// The stored properties of a module's components, in either language: what the rules about who
/// holds whom read.
struct ComponentProperty {
    var holder: String
    var component: ViperComponent
    var module: String
    var name: String
    var type: String
    var position: Position

    /// Swift classes' stored properties with a written type; Objective-C interfaces' properties
    /// (header, class extension and categories).
    static func all(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [ComponentProperty] {
        file.types.filter(\.isClass).flatMap { type -> [ComponentProperty] in
            guard let (module, component) = owner(type.name, project) else { return [] }
            return type.properties.filter(\.isStored).compactMap { property in
                property.type.map { ComponentProperty(holder: type.name, component: component, module: module, name: property.name,
                                                      type: $0, position: property.position) }
            }
        }
    }

    static func all(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [ComponentProperty] {
        file.interfaces.flatMap { interface -> [ComponentProperty] in
            guard let (module, component) = owner(interface.name, project) else { return [] }
            return interface.properties.map {
                ComponentProperty(holder: interface.name, component: component, module: module, name: $0.name, type: $0.type,
                                  position: Position(line: $0.line, column: 1))
            }
        }
    }

    private static func owner(_ name: String, _ project: ProjectFacts) -> (String, ViperComponent)? {
        guard let module = project.modules.module(ofType: name), let component = project.modules.component(ofType: name) else { return nil }
        return (module, component)
    }

    /// The module components the type names (`[FeedPresenter]?`, `id<FeedRouterInput>`), with their modules.
    func referenced(_ project: ProjectFacts) -> [(name: String, module: String, component: ViperComponent)] {
        TypeNames.names(in: type).compactMap { name in
            let name = String(name)
            guard let module = project.modules.module(ofType: name), let component = project.modules.component(ofType: name) else { return nil }
            return (name, module, component)
        }
    }

    var isViewLayer: Bool { [.view, .viewController, .cell].contains(component) }
}
