/// What a finding asks `--fix` to do, with the data the fix needs. A fix switches on this and
/// never reads the finding's message or suggestion: those are words for people, and rewording
/// them must not switch a fix off.
public enum FixRequest: Sendable, Hashable {
    // MARK: - Names

    /// `branch --fix`: the local branch renamed `name`.
    case renameBranch(to: String)
    /// `message --fix`, `commits --fix`: the header line replaced by `header`.
    case replaceHeader(with: String)

    // MARK: - MVP

    /// `mvp-protocols-file`: the module's view and presenter protocols move into `file`.
    case moveProtocols(toFile: String)
    /// `mvp-class-bound`: `: class` becomes `: AnyObject`, or the protocol gets the bound.
    case classBound
    /// `mvp-mark-sections`: the protocol's missing MARK sections, or its members sorted into them.
    case markSections
    /// `mvp-view-presenter-link`: `declaration` (the link property `property`) in the protocol.
    case presenterLink(property: String, declaration: String)
    /// `mvp-presenter-method-order`: the presenter protocol's methods reordered.
    case presenterMethodOrder
    /// `mvp-protocol-order`: the file's protocols reordered.
    case protocolOrder
    /// `mvp-view-conformance`: the view protocol moves from the class to an extension.
    case viewConformance
    /// `mvp-presenter-conformance`: the presenter protocol moves from an extension to the class.
    case presenterConformance
    /// `mvp-weak-view`: the presenter's view reference becomes `weak`.
    case weakView
    /// `mvp-implementation-marks`: MARK lines in a view or presenter implementation.
    case implementationMarks

    // MARK: - VIPER

    /// `viper-references`: `property` keeps its name and becomes weak or strong; an Objective-C
    /// property's ownership attributes become `attributes`.
    case referenceOwnership(property: String, weak: Bool, attributes: [String])
    /// `viper-references`: `property` should be weak, but its protocol is not class-bound: the
    /// protocol gets `AnyObject` when only classes adopt it.
    case weakReferenceWithClassBound(property: String)
    /// `viper-references`: `owner`'s `property` is renamed `newName` (with `--fix-renames`);
    /// `cannotBeWeak` when it should be weak and no weak declaration would compile.
    case referenceRename(owner: String, property: String, newName: String, cannotBeWeak: Bool)
    /// `viper-section-marks`: `line` (a MARK or a pragma mark) above `protocolName`'s methods.
    case sectionMark(protocolName: String, line: String)
    /// `viper-forward-declarations`: a header's `#import` replaced by these declarations
    /// (`@class A;`, `@protocol B;`), one a line; none: the line is removed.
    case forwardDeclarations([String])
    /// `viper-module-name`: the type declared at the finding renamed `newName`.
    case typeRename(newName: String)
    /// `viper-module-name`: the file renamed `fileName` (same folder) and its type `typeName`.
    case fileAndTypeRename(fileName: String, typeName: String)
    /// `viper-file-naming`, `viper-module-folders`: the file moved to `path`.
    case fileMove(to: String)

    /// The requests that carry no data: the finding's place says it all.
    public static let withoutData: [FixRequest] = [
        .classBound, .markSections, .presenterMethodOrder, .protocolOrder, .viewConformance, .presenterConformance, .weakView,
        .implementationMarks,
    ]

    /// The kind of request, without its data: what a rule declares it may ask for.
    public var kind: Kind {
        switch self {
        case .renameBranch: return .renameBranch
        case .replaceHeader: return .replaceHeader
        case .moveProtocols: return .moveProtocols
        case .classBound: return .classBound
        case .markSections: return .markSections
        case .presenterLink: return .presenterLink
        case .presenterMethodOrder: return .presenterMethodOrder
        case .protocolOrder: return .protocolOrder
        case .viewConformance: return .viewConformance
        case .presenterConformance: return .presenterConformance
        case .weakView: return .weakView
        case .implementationMarks: return .implementationMarks
        case .referenceOwnership: return .referenceOwnership
        case .weakReferenceWithClassBound: return .weakReferenceWithClassBound
        case .referenceRename: return .referenceRename
        case .sectionMark: return .sectionMark
        case .forwardDeclarations: return .forwardDeclarations
        case .typeRename: return .typeRename
        case .fileAndTypeRename: return .fileAndTypeRename
        case .fileMove: return .fileMove
        }
    }

    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case renameBranch, replaceHeader
        case moveProtocols, classBound, markSections, presenterLink, presenterMethodOrder, protocolOrder
        case viewConformance, presenterConformance, weakView, implementationMarks
        case referenceOwnership, weakReferenceWithClassBound, referenceRename, sectionMark, forwardDeclarations
        case typeRename, fileAndTypeRename, fileMove

        /// Renames ripple through a project: printed by `--fix`, made only by `--fix-renames`.
        public var isRename: Bool {
            [.referenceRename, .typeRename, .fileAndTypeRename, .fileMove].contains(self)
        }
    }
}
