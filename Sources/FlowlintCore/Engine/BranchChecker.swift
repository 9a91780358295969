/// Checks branch names with every enabled branch rule.
public struct BranchChecker: Sendable {
    public let context: BranchRuleContext
    private let rules: [(rule: any BranchRule, severity: Severity)]

    public init(configuration: Configuration) throws {
        context = BranchRuleContext(naming: try BranchNaming(configuration))
        rules = RuleCatalog.branchRules.compactMap { rule in
            configuration.level(of: type(of: rule).description).severity.map { (rule, $0) }
        }
    }

    public func check(_ name: String) -> [Finding] {
        rules.flatMap { rule, severity in
            rule.check(name, context: context).map { violation in
                Finding(
                    rule: type(of: rule).description.id, severity: severity, message: violation.message,
                    location: .branch(name: name), suggestion: violation.suggestion)
            }
        }
    }

    public var naming: BranchNaming { context.naming }
}
