/// The project's facts as bytes, for the hook's snapshot (`ProjectSnapshot`), and back: every
/// field as it was built, the module model included, so that nothing is derived again.
/// A field added to `ProjectFacts` or `ModuleModel` must be added here too
/// (`ProjectSnapshotTests` compares a decoded project with the one encoded, field by field).
enum ProjectFactsCodec {
    static func encode(_ project: ProjectFacts, into writer: inout ByteWriter) {
        for names in [project.protocols, project.classBound, project.delegateTypes, project.presentersViews,
                      project.presenterAdopted, project.valueOnlyAdopted, project.classAdopted, project.cleanSwiftScenes, project.superclasses, project.classes, project.paths, project.folders,
                      project.viewHolderAdopted, project.inheritedByProtocols, project.managedObjects] {
            writer.int(names.count)
            for name in names { writer.string(name) }
        }
        writer.table(project.protocolPaths) { $0.string($1) }
        for table in [project.protocolMethods, project.protocolProperties, project.swiftAdoptions, project.adoptedProtocols,
                      project.foldersByName] {
            writer.table(table) { $0.strings($1) }
        }
        writer.table(project.types) { writer, entry in
            FactsCodec.type(&writer, entry.fact)
            writer.string(entry.path)
        }
        writer.table(project.headers) { writer, file in
            writer.string(file.path)
            FactsCodec.encode(file, into: &writer)
        }
        encode(project.modules, into: &writer)
        writer.bool(project.usesViperMcFlurry)
    }

    static func decode(from reader: inout ByteReader) throws(ByteReader.Damaged) -> ProjectFacts {
        var project = ProjectFacts()
        project.protocols = try set(&reader)
        project.classBound = try set(&reader)
        project.delegateTypes = try set(&reader)
        project.presentersViews = try set(&reader)
        project.presenterAdopted = try set(&reader)
        project.valueOnlyAdopted = try set(&reader)
        project.classAdopted = try set(&reader)
        project.cleanSwiftScenes = try set(&reader)
        project.superclasses = try set(&reader)
        project.classes = try set(&reader)
        project.paths = try set(&reader)
        project.folders = try set(&reader)
        project.viewHolderAdopted = try set(&reader)
        project.inheritedByProtocols = try set(&reader)
        project.managedObjects = try set(&reader)
        project.protocolPaths = try reader.table { reader throws(ByteReader.Damaged) in try reader.string() }
        project.protocolMethods = try reader.table { reader throws(ByteReader.Damaged) in try reader.strings() }
        project.protocolProperties = try reader.table { reader throws(ByteReader.Damaged) in try reader.strings() }
        project.swiftAdoptions = try reader.table { reader throws(ByteReader.Damaged) in try reader.strings() }
        project.adoptedProtocols = try reader.table { reader throws(ByteReader.Damaged) in try reader.strings() }
        project.foldersByName = try reader.table { reader throws(ByteReader.Damaged) in try reader.strings() }
        project.types = try reader.table { reader throws(ByteReader.Damaged) in
            (fact: try FactsCodec.type(&reader), path: try reader.string())
        }
        project.headers = try reader.table { reader throws(ByteReader.Damaged) in
            try FactsCodec.decodeObjC(path: try reader.string(), from: &reader)
        }
        project.modules = try modules(&reader)
        project.usesViperMcFlurry = try reader.bool()
        return project
    }

    private static func set(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> Set<String> {
        let count = try reader.count()
        var names = Set<String>(minimumCapacity: count)
        for _ in 0..<count { names.insert(try reader.string()) }
        return names
    }

    // MARK: - The module model

    private static func encode(_ model: ModuleModel, into writer: inout ByteWriter) {
        writer.table(model.aliases) { $0.string($1) }
        writer.table(model.modules) { writer, module in
            writer.string(module.name)
            writer.strings(module.components.map(\.rawValue).sorted())
            writer.list(module.files) { writer, file in
                writer.string(file.path)
                writer.bool(file.name != nil)
                if let name = file.name { viperName(&writer, name) }
                writer.optional(file.declaredComponent?.type)
                if let declared = file.declaredComponent { viperName(&writer, declared.name) }
                writer.bool(file.holdsOnlyComponent)
                writer.optional(file.module)
            }
        }
    }

    private static func modules(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> ModuleModel {
        var model = ModuleModel()
        model.aliases = try reader.table { reader throws(ByteReader.Damaged) in try reader.string() }
        model.modules = try reader.table { reader throws(ByteReader.Damaged) in
            let name = try reader.string()
            var components: Set<ViperComponent> = []
            for raw in try reader.strings() {
                guard let component = ViperComponent(rawValue: raw) else { throw ByteReader.Damaged() }
                components.insert(component)
            }
            let files = try reader.list { reader throws(ByteReader.Damaged) -> ViperFile in
                let path = try reader.string()
                let fileName = try reader.bool() ? try viperName(&reader) : nil
                let declared = try reader.optional().map { type throws(ByteReader.Damaged) in (type: type, name: try viperName(&reader)) }
                let holdsOnlyComponent = try reader.bool()
                return ViperFile(path: path, name: fileName, declaredComponent: declared, holdsOnlyComponent: holdsOnlyComponent,
                                 module: try reader.optional())
            }
            return ViperModule(name: name, files: files, components: components)
        }
        return model
    }

    private static func viperName(_ writer: inout ByteWriter, _ name: ViperName) {
        writer.string(name.module)
        writer.string(name.component.rawValue)
    }

    private static func viperName(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> ViperName {
        let module = try reader.string()
        guard let component = ViperComponent(rawValue: try reader.string()) else { throw ByteReader.Damaged() }
        return ViperName(module: module, component: component)
    }
}

extension ByteWriter {
    /// A dictionary: its count, then each key and value.
    mutating func table<Value>(_ table: [String: Value], _ write: (inout ByteWriter, Value) -> Void) {
        int(table.count)
        for (key, value) in table {
            string(key)
            write(&self, value)
        }
    }
}

extension ByteReader {
    mutating func table<Value>(_ read: (inout ByteReader) throws(Damaged) -> Value) throws(Damaged) -> [String: Value] {
        let count = try self.count()
        var table = [String: Value](minimumCapacity: count)
        for _ in 0..<count {
            let key = try string()
            table[key] = try read(&self)
        }
        return table
    }
}
