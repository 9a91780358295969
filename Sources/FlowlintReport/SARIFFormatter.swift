import FlowlintCore

/// SARIF 2.1.0: every rule's metadata in `tool.driver.rules`, each finding a result pointing
/// at its rule by index; commits and branches also carry a logical location.
public struct SARIFFormatter: ReportFormatter {
    public let version: String
    /// Every rule, for `tool.driver.rules`.
    public let rules: [RuleDescription]

    public init(version: String, rules: [RuleDescription] = RuleCatalog.descriptions) {
        self.version = version
        self.rules = rules
    }

    public func format(_ report: Report, options: FormatOptions) -> String {
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let fingerprints = Fingerprint.unique(report.findings)
        var out = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n"
        out += "  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": \"flowlint\", \"version\": \(JSON.string(version)), \"rules\": [\n"
        out += rules.map { "      " + rule($0, options.language) }.joined(separator: ",\n")
        out += "\n    ]}},\n    \"results\": ["
        let results = zip(report.findings, fingerprints).map { finding, fingerprint in
            "      " + result(finding, ruleIndex: index[finding.rule], fingerprint: fingerprint, options)
        }
        out += results.isEmpty ? "]\n" : "\n" + results.joined(separator: ",\n") + "\n    ]\n"
        return out + "  }]\n}\n"
    }

    private func rule(_ rule: RuleDescription, _ language: Language) -> String {
        JSON.object([
            ("id", JSON.string(rule.id)),
            ("name", JSON.string(camelCase(rule.id))),
            ("shortDescription", JSON.object([("text", JSON.string(rule.summary.text(language)))])),
            ("fullDescription", JSON.object([("text", JSON.string(rule.explanation.text(language)))])),
            ("defaultConfiguration", JSON.object([("level", JSON.string(rule.defaultSeverity == .error ? "error" : "warning"))])),
            ("help", JSON.object([("text", JSON.string("flowlint explain \(rule.id)"))])),
        ])
    }

    private func result(_ finding: Finding, ruleIndex: Int?, fingerprint: String, _ options: FormatOptions) -> String {
        let language = options.language
        let place = ReportPaths.place(of: finding.location)
        var fields = [("ruleId", JSON.string(finding.rule))]
        if let ruleIndex { fields.append(("ruleIndex", "\(ruleIndex)")) }
        fields += [
            ("level", JSON.string(finding.severity == .error ? "error" : "warning")),
            ("message", JSON.object([("text", JSON.string(ReportPaths.describe(finding, language)))])),
            ("locations", "[" + location(finding.location, place, options.sourceRoot) + "]"),
            ("partialFingerprints", JSON.object([("flowlint/v1", JSON.string(fingerprint))])),
        ]
        if let suggestion = finding.suggestion {
            fields.append(("properties", JSON.object([("suggestion", JSON.string(suggestion))])))
        }
        return JSON.object(fields)
    }

    private func location(_ location: Location, _ place: (path: String, line: Int, column: Int), _ root: SourceRoot?) -> String {
        var fields = [("physicalLocation", JSON.object([
            ("artifactLocation", artifact(location, place.path, root)),
            ("region", JSON.object([("startLine", "\(place.line)"), ("startColumn", "\(place.column)")])),
        ]))]
        switch location {
        case .commit(let sha, _, _):
            fields.append(("logicalLocations", "[" + JSON.object([("name", JSON.string(sha)), ("kind", JSON.string("commit"))]) + "]"))
        case .branch(let name):
            fields.append(("logicalLocations", "[" + JSON.object([("name", JSON.string(name)), ("kind", JSON.string("branch"))]) + "]"))
        case .mergeRequest(let field):
            fields.append(("logicalLocations", "[" + JSON.object([("name", JSON.string(field)), ("kind", JSON.string("merge-request"))]) + "]"))
        case .file:
            break
        }
        return JSON.object(fields)
    }

    /// Files relative to the repository's root with `uriBaseId` `%SRCROOT%`, which is how code
    /// scanning maps them to the repository whatever path flowlint was given; commits,
    /// branches and merge requests point at files named from the root already.
    private func artifact(_ location: Location, _ path: String, _ root: SourceRoot?) -> String {
        let (uri, underRoot) = ReportPaths.artifactURI(path, root: root.map { root in
            if case .file = location { return root }
            return SourceRoot(root: root.root, currentDirectory: root.root)
        })
        var fields = [("uri", JSON.string(uri))]
        if underRoot { fields.append(("uriBaseId", JSON.string("%SRCROOT%"))) }
        return JSON.object(fields)
    }

    /// `commit-header-format` → `CommitHeaderFormat`, the rule's type name.
    private func camelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
