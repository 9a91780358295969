/// Checks branch names with every enabled branch rule.
public struct BranchChecker: Sendable {
    public let context: BranchRuleContext
    private let rules: [(rule: any BranchRule, id: String, severity: Severity)]

    public init(configuration: Configuration) throws {
        context = BranchRuleContext(naming: try BranchNaming(configuration))
        rules = configuration.enabled(RuleCatalog.branchRules) { type(of: $0).description }
    }

    public func check(_ name: String) -> [Finding] {
        rules.flatMap { rule, id, severity in
            rule.check(name, context: context).map { violation in
                Finding(
                    rule: id, severity: severity, message: violation.message,
                    location: .branch(name: name), suggestion: violation.suggestion, fix: violation.fix)
            }
        }
    }

    public var naming: BranchNaming { context.naming }
}
