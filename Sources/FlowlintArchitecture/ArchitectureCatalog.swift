import FlowlintCore

/// The architecture rules, in the order `flowlint rules` lists them.
public enum ArchitectureCatalog {
    public static let swiftRules: [any SwiftFileRule] = [
        MvpProtocolsFile(), MvpClassBound(), MvpProtocolPair(), MvpMarkSections(), MvpViewPresenterLink(),
        MvpViewMethodPrefix(), MvpPresenterMethodOrder(), MvpChildPresenterFunc(), MvpProtocolOrder(),
        MvpViewConformance(), MvpPresenterConformance(), MvpWeakView(), MvpImplementationMarks(),
    ]

    public static let moduleRules: [any ViperModuleRule] = [ViperModuleName(), ViperModuleFolders(), ViperFileNaming()]

    public static let viperRules: [any ViperRule] = [
        ViperReferences(), ViperInteractorState(), ViperMethodVerb(), ViperOutputDid(), ViperRouterPrefix(),
        ViperAssemblyPrefix(), ViperDocComments(), ViperSectionMarks(), ViperForwardDeclarations(),
    ]

    public static var descriptions: [RuleDescription] {
        swiftRules.map { type(of: $0).description } + moduleRules.map { type(of: $0).description }
            + viperRules.map { type(of: $0).description }
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
