/// Rules that missed the 98% precision bar on projects they were not tuned on ship off: a false
/// finding blocks an engineer's work, a missed one doesn't (README, "Precision on real code").
/// A team turns one on in `rules:` (`mvp-protocols-file: error`); `FLOWLINT_ENABLE_ALL_RULES=1`
/// runs them all, to audit a project or to measure them again.
public enum PrecisionGate {
    /// Rule ID → findings judged right, and judged right or wrong, on projects and histories held
    /// out from tuning (README, "Precision on real code"): the two newest held-out sets together.
    /// A rule stays off below 98%, and a new rule with fewer than ten judged findings too.
    public static let measured: [String: (right: Int, decided: Int)] = [
        "mvp-class-bound": (11, 14), "mvp-implementation-marks": (46, 53), "mvp-mark-sections": (29, 34),
        "mvp-presenter-conformance": (33, 34), "mvp-presenter-method-order": (2, 10), "mvp-protocol-order": (23, 25),
        "mvp-protocol-pair": (2, 38), "mvp-protocols-file": (16, 21), "mvp-view-conformance": (15, 17),
        "mvp-view-method-prefix": (21, 23), "mvp-view-presenter-link": (58, 64), "mvp-weak-view": (1, 12),
        "viper-file-naming": (5, 5), "viper-forward-declarations": (19, 23), "viper-interactor-state": (26, 35),
        "viper-references": (57, 63), "viper-section-marks": (9, 11), "viper-method-verb": (25, 27),
        "viper-module-folders": (44, 45), "viper-output-did": (41, 43),
        "viper-managed-object": (5, 5), "viper-async-interface": (5, 5), "viper-module-boundary": (1, 1),
        "viper-passive-view": (1, 2), "viper-abstraction": (2, 2), "viper-assembly-interface": (1, 1),
        "viper-presenter-state": (1, 1), "viper-child-module-name": (2, 2),
        "flow-master-merge": (110, 113), "flow-base": (9, 12), "flow-feature-target": (6, 8),
    ]

    /// New rules with no finding yet on code or histories nobody tuned them on: off until they have some.
    public static let unmeasured: Set<String> = [
        "flow-release-back-merge", "mr-review", "viper-wireframe", "viper-state-behaviour", "viper-view-outlets", "mvp-main-thread", "viper-mcflurry-base",
        "viper-table-data-source",
    ]

    public static let variable = "FLOWLINT_ENABLE_ALL_RULES"

    /// Whether the environment asks for every rule.
    public static func everyRule(_ environment: (String) -> String?) -> Bool {
        environment(variable).map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// The configuration with the gated rules off, unless it names them itself.
    public static func apply(to configuration: inout Configuration) {
        for id in Set(measured.keys).union(unmeasured) where configuration.ruleLevels[id] == nil { configuration.ruleLevels[id] = .off }
    }

    /// "35 of 47": what `explain` and `rules` say of a gated rule.
    public static func figure(_ id: String) -> String? {
        measured[id].map { "\($0.right) / \($0.decided)" }
    }
}
