import FlowlintCore

/// A finding's fix request in the facts pack (the outcome memo): 0 for none, else its kind's
/// position in `FixRequest.Kind.allCases` plus one, then its data.
enum FixRequestCodec {
    static func encode(_ request: FixRequest?, _ writer: inout ByteWriter) {
        guard let request else { return writer.int(0) }
        writer.int((FixRequest.Kind.allCases.firstIndex(of: request.kind) ?? -1) + 1)
        switch request {
        case .classBound, .markSections, .presenterMethodOrder, .protocolOrder, .viewConformance, .presenterConformance,
             .weakView, .implementationMarks:
            break
        case .moveProtocols(let text), .weakReferenceWithClassBound(let text), .typeRename(let text), .fileMove(let text),
             .renameBranch(let text), .replaceHeader(let text):
            writer.string(text)
        case .presenterLink(let first, let second), .sectionMark(let first, let second), .fileAndTypeRename(let first, let second):
            writer.string(first)
            writer.string(second)
        case .referenceOwnership(let property, let weak, let attributes):
            writer.string(property)
            writer.bool(weak)
            writer.strings(attributes)
        case .referenceRename(let owner, let property, let newName, let cannotBeWeak):
            writer.string(owner)
            writer.string(property)
            writer.string(newName)
            writer.bool(cannotBeWeak)
        case .forwardDeclarations(let declarations):
            writer.strings(declarations)
        }
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Damaged) -> FixRequest? {
        let tag = try reader.int()
        guard tag != 0 else { return nil }
        let kinds = FixRequest.Kind.allCases
        guard tag > 0, tag <= kinds.count else { throw ByteReader.Damaged() }
        let kind = kinds[kinds.index(kinds.startIndex, offsetBy: tag - 1)]
        if let request = FixRequest.withoutData.first(where: { $0.kind == kind }) { return request }
        switch kind {
        case .renameBranch: return .renameBranch(to: try reader.string())
        case .replaceHeader: return .replaceHeader(with: try reader.string())
        case .moveProtocols: return .moveProtocols(toFile: try reader.string())
        case .weakReferenceWithClassBound: return .weakReferenceWithClassBound(property: try reader.string())
        case .typeRename: return .typeRename(newName: try reader.string())
        case .fileMove: return .fileMove(to: try reader.string())
        case .presenterLink: return .presenterLink(property: try reader.string(), declaration: try reader.string())
        case .sectionMark: return .sectionMark(protocolName: try reader.string(), line: try reader.string())
        case .fileAndTypeRename: return .fileAndTypeRename(fileName: try reader.string(), typeName: try reader.string())
        case .referenceOwnership:
            return .referenceOwnership(property: try reader.string(), weak: try reader.bool(), attributes: try reader.strings())
        case .referenceRename:
            return .referenceRename(owner: try reader.string(), property: try reader.string(), newName: try reader.string(),
                                    cannotBeWeak: try reader.bool())
        case .forwardDeclarations: return .forwardDeclarations(try reader.strings())
        default: throw ByteReader.Damaged()
        }
    }
}
