/// Rules that missed the 98% precision bar on projects they were not tuned on ship off: a false
/// finding blocks an engineer's work, a missed one doesn't (README, "Precision on real code").
/// A team turns one on in `rules:` (`mvp-protocols-file: error`); `FLOWLINT_ENABLE_ALL_RULES=1`
/// runs them all, to audit a project or to measure them again.
public enum PrecisionGate {
    /// Rule ID → findings judged right, and judged right or wrong, on the validation projects.
    public static let measured: [String: (right: Int, decided: Int)] = [
        "mvp-class-bound": (35, 47), "mvp-mark-sections": (22, 29), "mvp-presenter-conformance": (298, 311),
        "mvp-presenter-method-order": (0, 8), "mvp-protocol-pair": (2, 37), "mvp-protocols-file": (12, 22),
        "mvp-view-conformance": (8, 57), "mvp-weak-view": (1, 11), "viper-file-naming": (3, 12), "viper-references": (213, 223),
        "mvp-protocol-order": (22, 24), "mvp-view-method-prefix": (24, 25), "viper-interactor-state": (23, 24),
        "viper-module-folders": (24, 25), "viper-output-did": (24, 25), "viper-section-marks": (5, 7),
    ]

    /// New rules not yet judged on histories nobody tuned them on: off until they are.
    public static let unmeasured: Set<String> = [
        "flow-bugfix-origin", "flow-develop-direct-commit", "flow-feature-target", "flow-release-back-merge", "mr-review",
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
