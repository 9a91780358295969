import FlowlintCore

/// Every fix `--fix` makes, by the request it answers. A rule whose findings ask for none has
/// none: they need a person (a method's name, a doc comment's words) or rename things
/// (`RenamePlan`, `IdentifierRenamer`).
enum ArchitectureFixes {
    static let all: [ArchitectureFix] = [
        ArchitectureFix(kinds: [.moveProtocols], edits: ProtocolMove.edits),
        ArchitectureFix(kinds: [.classBound], edits: DeclarationFixes.classBound),
        ArchitectureFix(kinds: [.markSections], edits: MarkFixes.protocolSections),
        ArchitectureFix(kinds: [.presenterLink], edits: DeclarationFixes.link),
        ArchitectureFix(kinds: [.presenterMethodOrder], edits: OrderFixes.presenterMethods),
        ArchitectureFix(kinds: [.protocolOrder], edits: OrderFixes.protocols),
        ArchitectureFix(kinds: [.viewConformance], edits: ConformanceFixes.view),
        ArchitectureFix(kinds: [.presenterConformance], edits: ConformanceFixes.presenter),
        ArchitectureFix(kinds: [.weakView], edits: DeclarationFixes.weakView),
        ArchitectureFix(kinds: [.implementationMarks], edits: MarkFixes.implementation),
        ArchitectureFix(kinds: [.referenceOwnership, .weakReferenceWithClassBound], edits: ReferenceFixes.edits),
        ArchitectureFix(kinds: [.sectionMark], edits: MarkFixes.viperSections),
        ArchitectureFix(kinds: [.forwardDeclarations], edits: ForwardDeclarationFix.edits),
    ]

    static let byKind: [FixRequest.Kind: ArchitectureFix] = Dictionary(
        all.flatMap { fix in fix.kinds.map { ($0, fix) } }, uniquingKeysWith: { first, _ in first })
}
