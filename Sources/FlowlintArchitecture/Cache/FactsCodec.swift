/// One file's facts as bytes for the cache, and back. The path is not stored: the same content
/// under another name (a renamed or copied file) has the same facts, so the reader supplies it.
/// A field added to a facts type must be added here too (`FactsCodecTests` counts them).
enum FactsCodec {
    static func encode(_ facts: SwiftFileFacts, into writer: inout ByteWriter) {
        writer.list(facts.protocols) { writer, fact in
            writer.string(fact.name)
            writer.position(fact.position)
            writer.strings(fact.inherited)
            switch fact.classBound {
            case .anyObject: writer.int(0)
            case .classKeyword(let position): writer.int(1); writer.position(position)
            case .none: writer.int(2)
            }
            writer.bool(fact.hasDocComment)
            writer.list(fact.properties, member)
            writer.list(fact.methods, member)
            writer.position(fact.end)
        }
        writer.list(facts.types, type)
        writer.list(facts.extensions) { writer, fact in
            writer.string(fact.extendedType)
            writer.position(fact.position)
            writer.list(fact.conformances, named)
        }
        guard !writer.declarationsOnly else { return }
        writer.list(facts.marks) { writer, mark in
            writer.int(mark.line)
            writer.string(mark.title)
            writer.bool(mark.hasDash)
        }
        suppressions(facts.suppressions, into: &writer)
        writer.bool(facts.hasSyntaxErrors)
        writer.list(facts.mainQueueDispatches) { writer, position in writer.position(position) }
        selfAssignments(facts.selfAssignments, into: &writer)
    }

    static func decodeSwift(path: String, from reader: inout ByteReader) throws(ByteReader.Damaged) -> SwiftFileFacts {
        var facts = SwiftFileFacts(path: path)
        facts.protocols = try reader.list { reader throws(ByteReader.Damaged) in
            let name = try reader.string()
            let position = try reader.position()
            let inherited = try reader.strings()
            let bound: ProtocolFact.ClassBound
            switch try reader.int() {
            case 0: bound = .anyObject
            case 1: bound = .classKeyword(try reader.position())
            case 2: bound = .none
            default: throw ByteReader.Damaged()
            }
            return ProtocolFact(
                name: name, position: position, inherited: inherited, classBound: bound, hasDocComment: try reader.bool(),
                properties: try reader.list(member), methods: try reader.list(member), end: try reader.position())
        }
        facts.types = try reader.list(type)
        facts.extensions = try reader.list { reader throws(ByteReader.Damaged) in
            ExtensionFact(extendedType: try reader.string(), position: try reader.position(), conformances: try reader.list(named))
        }
        facts.marks = try reader.list { reader throws(ByteReader.Damaged) in
            MarkFact(line: try reader.int(), title: try reader.string(), hasDash: try reader.bool())
        }
        facts.suppressions = try suppressions(from: &reader)
        facts.hasSyntaxErrors = try reader.bool()
        facts.mainQueueDispatches = try reader.list { reader throws(ByteReader.Damaged) in try reader.position() }
        facts.selfAssignments = try selfAssignments(from: &reader)
        return facts
    }

    static func encode(_ facts: ObjCFileFacts, into writer: inout ByteWriter) {
        writer.list(facts.imports) { writer, item in
            writer.string(item.path)
            writer.bool(item.isSystem)
            writer.line(item.line)
        }
        writer.strings(facts.forwardClasses)
        writer.strings(facts.forwardProtocols)
        for containers in [facts.protocols, facts.interfaces, facts.implementations] { writer.list(containers, container) }
        writer.bool(facts.hasCDeclarations)
        writer.strings(facts.cNames)
        writer.bool(facts.hasUnnamedCDeclarations)
        guard !writer.declarationsOnly else { return }
        writer.strings(facts.usedNames)
        writer.list(facts.pragmaMarks) { writer, mark in
            writer.int(mark.line)
            writer.string(mark.title)
        }
        suppressions(facts.suppressions, into: &writer)
        selfAssignments(facts.selfAssignments, into: &writer)
    }

    static func selfAssignments(_ assignments: [SelfAssignment], into writer: inout ByteWriter) {
        writer.list(assignments) { writer, assignment in
            writer.int(assignment.line)
            writer.string(assignment.receiver)
            writer.string(assignment.property)
        }
    }

    static func selfAssignments(from reader: inout ByteReader) throws(ByteReader.Damaged) -> [SelfAssignment] {
        try reader.list { reader throws(ByteReader.Damaged) in
            SelfAssignment(line: try reader.int(), receiver: try reader.string(), property: try reader.string())
        }
    }

    static func decodeObjC(path: String, from reader: inout ByteReader) throws(ByteReader.Damaged) -> ObjCFileFacts {
        var facts = ObjCFileFacts(path: path)
        facts.imports = try reader.list { reader throws(ByteReader.Damaged) in
            ObjCImport(path: try reader.string(), isSystem: try reader.bool(), line: try reader.int())
        }
        facts.forwardClasses = try reader.strings()
        facts.forwardProtocols = try reader.strings()
        facts.protocols = try reader.list(container)
        facts.interfaces = try reader.list(container)
        facts.implementations = try reader.list(container)
        facts.hasCDeclarations = try reader.bool()
        facts.cNames = try reader.strings()
        facts.hasUnnamedCDeclarations = try reader.bool()
        facts.usedNames = try reader.strings()
        facts.pragmaMarks = try reader.list { reader throws(ByteReader.Damaged) in
            ObjCPragmaMark(line: try reader.int(), title: try reader.string())
        }
        facts.suppressions = try suppressions(from: &reader)
        facts.selfAssignments = try selfAssignments(from: &reader)
        return facts
    }

    // MARK: - Parts

    static func type(_ writer: inout ByteWriter, _ fact: TypeFact) {
        writer.string(fact.name)
        writer.position(fact.position)
        writer.bool(fact.isClass)
        writer.bool(fact.hasDocComment)
        writer.strings(fact.modifiers)
        writer.strings(fact.mutated.sorted())
        writer.list(fact.inherited, named)
        writer.list(fact.properties, member)
        writer.list(fact.methods, member)
    }

    static func type(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> TypeFact {
        let name = try reader.string()
        let position = try reader.position()
        let isClass = try reader.bool()
        var fact = TypeFact(name: name, position: position, isClass: isClass, inherited: [])
        fact.hasDocComment = try reader.bool()
        fact.modifiers = try reader.strings()
        fact.mutated = Set(try reader.strings())
        fact.inherited = try reader.list(named)
        fact.properties = try reader.list(member)
        fact.methods = try reader.list(member)
        return fact
    }

    private static func member(_ writer: inout ByteWriter, _ member: MemberFact) {
        writer.string(member.name)
        writer.position(member.position)
        writer.optional(member.type)
        for flag in [member.isWeak, member.isExposed, member.isSettable, member.hasDocComment, member.isStored] { writer.bool(flag) }
        writer.strings(member.modifiers)
        writer.optional(member.initializer)
        writer.optional(member.observers)
        writer.strings(member.parameterTypes)
    }

    private static func member(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> MemberFact {
        var member = MemberFact(name: try reader.string(), position: try reader.position(), type: try reader.optional())
        member.isWeak = try reader.bool()
        member.isExposed = try reader.bool()
        member.isSettable = try reader.bool()
        member.hasDocComment = try reader.bool()
        member.isStored = try reader.bool()
        member.modifiers = try reader.strings()
        member.initializer = try reader.optional()
        member.observers = try reader.optional()
        member.parameterTypes = try reader.strings()
        return member
    }

    private static func named(_ writer: inout ByteWriter, _ entry: (name: String, position: Position)) {
        writer.string(entry.name)
        writer.position(entry.position)
    }

    private static func named(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> (name: String, position: Position) {
        (try reader.string(), try reader.position())
    }

    private static func container(_ writer: inout ByteWriter, _ container: ObjCContainer) {
        writer.string(container.name)
        writer.line(container.line)
        writer.line(container.endLine)
        writer.optional(container.superclass)
        writer.optional(container.category)
        writer.strings(container.protocols)
        writer.list(container.properties) { writer, property in
            writer.string(property.name)
            writer.strings(property.attributes)
            writer.string(property.type)
            writer.line(property.line)
            writer.bool(property.hasDocComment)
            writer.bool(property.isOutlet)
        }
        writer.list(container.methods) { writer, method in
            writer.string(method.selector)
            writer.bool(method.isClassMethod)
            writer.string(method.returnType)
            writer.line(method.line)
            writer.bool(method.hasDocComment)
            writer.strings(method.parameterTypes)
        }
        writer.bool(container.hasDocComment)
    }

    private static func container(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> ObjCContainer {
        var container = ObjCContainer(name: try reader.string(), line: try reader.int())
        container.endLine = try reader.int()
        container.superclass = try reader.optional()
        container.category = try reader.optional()
        container.protocols = try reader.strings()
        container.properties = try reader.list { reader throws(ByteReader.Damaged) in
            ObjCProperty(name: try reader.string(), attributes: try reader.strings(), type: try reader.string(),
                         line: try reader.int(), hasDocComment: try reader.bool(), isOutlet: try reader.bool())
        }
        container.methods = try reader.list { reader throws(ByteReader.Damaged) in
            ObjCMethod(selector: try reader.string(), isClassMethod: try reader.bool(), returnType: try reader.string(),
                       line: try reader.int(), hasDocComment: try reader.bool(), parameterTypes: try reader.strings())
        }
        container.hasDocComment = try reader.bool()
        return container
    }

    private static func suppressions(_ suppressions: Suppressions, into writer: inout ByteWriter) {
        writer.list(suppressions.commands) { writer, command in
            writer.int(command.line)
            writer.bool(command.disable)
            switch command.scope {
            case .from: writer.int(0)
            case .until: writer.int(1)
            case .line: writer.int(2)
            }
            writer.strings(command.rules)
        }
    }

    private static func suppressions(from reader: inout ByteReader) throws(ByteReader.Damaged) -> Suppressions {
        var suppressions = Suppressions()
        suppressions.commands = try reader.list { reader throws(ByteReader.Damaged) in
            let line = try reader.int()
            let disable = try reader.bool()
            let scope: Suppressions.Scope
            switch try reader.int() {
            case 0: scope = .from
            case 1: scope = .until
            case 2: scope = .line
            default: throw ByteReader.Damaged()
            }
            return Suppressions.Command(line: line, disable: disable, scope: scope, rules: try reader.strings())
        }
        return suppressions
    }
}

extension SwiftFileFacts {
    /// Every fact as the cache writes it (`==` leaves some out): two readings of a file agree
    /// when these bytes do.
    public var encoded: [UInt8] {
        var writer = ByteWriter()
        FactsCodec.encode(self, into: &writer)
        return writer.bytes
    }
}
