import FlowlintCore

/// The architecture rules, in the order `flowlint rules` lists them.
public enum ArchitectureCatalog {
    public static let swiftRules: [any SwiftFileRule] = [
        MvpProtocolsFile(), MvpClassBound(), MvpProtocolPair(), MvpMarkSections(), MvpViewPresenterLink(),
        MvpViewMethodPrefix(), MvpPresenterMethodOrder(), MvpChildPresenterFunc(), MvpProtocolOrder(),
        MvpViewConformance(), MvpPresenterConformance(), MvpWeakView(), MvpImplementationMarks(), MvpMainThread(),
    ]

    public static let moduleRules: [any ViperModuleRule] = [ViperModuleName(), ViperModuleFolders(), ViperFileNaming()]

    public static let viperRules: [any ViperRule] = [
        ViperModuleName(), ViperReferences(), ViperInteractorState(), ViperMethodVerb(), ViperOutputDid(), ViperRouterPrefix(),
        ViperAssemblyPrefix(), ViperDocComments(), ViperSectionMarks(), ViperForwardDeclarations(),
        ViperManagedObject(), ViperAsyncInterface(), ViperModuleBoundary(), ViperPassiveView(), ViperAbstraction(),
        ViperWireframe(), ViperStateBehaviour(), ViperViewOutlets(), ViperAssemblyInterface(), ViperPresenterState(),
        ViperChildModuleName(), ViperMcflurryBase(), ViperTableDataSource(),
    ]

    /// Each rule once, though a rule may check both paths and files.
    public static var descriptions: [RuleDescription] {
        var seen = Set<String>()
        return (swiftRules.map { type(of: $0).description } + moduleRules.map { type(of: $0).description }
            + viperRules.map { type(of: $0).description }).filter { seen.insert($0.id).inserted }
    }
}

/// Every rule flowlint knows: the core's and the architecture's.
public enum AllRules {
    public static var descriptions: [RuleDescription] { RuleCatalog.descriptions + ArchitectureCatalog.descriptions }
    public static var ids: [String] { descriptions.map(\.id) }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
