/// Every rule's fix, in the catalog's order. A rule not listed has none: its findings need a
/// person (a method's name, a doc comment's words) or rename things (`RenamePlan`).
enum ArchitectureFixes {
    static let all: [ArchitectureFix] = [
        ArchitectureFix(rule: "mvp-protocols-file", edits: ProtocolMove.edits),
        ArchitectureFix(rule: "mvp-class-bound", edits: DeclarationFixes.classBound),
        ArchitectureFix(rule: "mvp-mark-sections", edits: MarkFixes.protocolSections),
        ArchitectureFix(rule: "mvp-view-presenter-link", edits: DeclarationFixes.link),
        ArchitectureFix(rule: "mvp-presenter-method-order", edits: OrderFixes.presenterMethods),
        ArchitectureFix(rule: "mvp-protocol-order", edits: OrderFixes.protocols),
        ArchitectureFix(rule: "mvp-view-conformance", edits: ConformanceFixes.view),
        ArchitectureFix(rule: "mvp-presenter-conformance", edits: ConformanceFixes.presenter),
        ArchitectureFix(rule: "mvp-weak-view", edits: DeclarationFixes.weakView),
        ArchitectureFix(rule: "mvp-implementation-marks", edits: MarkFixes.implementation),
        ArchitectureFix(rule: "viper-references", edits: ReferenceFixes.edits),
        ArchitectureFix(rule: "viper-section-marks", edits: MarkFixes.viperSections),
        ArchitectureFix(rule: "viper-forward-declarations", edits: ForwardDeclarationFix.edits),
    ]
}
