import FlowlintCore

/// SARIF 2.1.0: every rule's metadata in `tool.driver.rules`, each finding a result pointing
/// at its rule by index; files by a physical location, commits, branches and merge requests by a
/// logical one.
public struct SARIFFormatter: StreamingReportFormatter {
    public let version: String
    /// Every rule, for `tool.driver.rules`.
    public let rules: [RuleDescription]

    public init(version: String, rules: [RuleDescription] = RuleCatalog.descriptions) {
        self.version = version
        self.rules = rules
    }

    public func stream(options: FormatOptions) -> any ReportStream {
        Stream(formatter: self, options: options, index: Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) }))
    }

    struct Stream: ReportStream {
        let formatter: SARIFFormatter
        let options: FormatOptions
        let index: [String: Int]
        var wroteAny = false

        func begin(to out: inout ReportOutput) {
            out.write("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n")
            out.write("  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": \"flowlint\", \"version\": \(JSON.string(formatter.version)), \"rules\": [\n")
            out.write(formatter.rules.map { "      " + formatter.rule($0, options.language) }.joined(separator: ",\n"))
            out.write("\n    ]}},\n    \"results\": [")
        }

        mutating func write(_ findings: [Finding], to out: inout ReportOutput) {
            // A group names its subjects alone, so its fingerprints are unique among all.
            let fingerprints = Fingerprint.unique(findings)
            for (finding, fingerprint) in zip(findings, fingerprints) {
                if out.isClosed { return }
                out.write(wroteAny ? ",\n      " : "\n      ")
                wroteAny = true
                formatter.result(finding, ruleIndex: index[finding.rule], fingerprint: fingerprint, options, to: &out)
            }
        }

        func end(_ report: Report, to out: inout ReportOutput) {
            out.write(wroteAny ? "\n    ]\n" : "]\n")
            out.write("  }]\n}\n")
        }
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

    private func result(
        _ finding: Finding, ruleIndex: Int?, fingerprint: String, _ options: FormatOptions, to out: inout ReportOutput
    ) {
        out.write("{\"ruleId\": ")
        JSON.write(finding.rule, to: &out)
        if let ruleIndex {
            out.write(", \"ruleIndex\": ")
            out.write(ruleIndex)
        }
        out.write(finding.severity == .error ? ", \"level\": \"error\"" : ", \"level\": \"warning\"")
        out.write(", \"message\": {\"text\": ")
        JSON.write(pieces: { ReportPaths.describe(finding, options.language, $0) }, to: &out)
        out.write("}, \"locations\": [{")
        // A commit, a branch or a merge request lies in no file: a logical location only,
        // never a file it is not about.
        switch finding.location {
        case .file(let path, let line, let column):
            out.write("\"physicalLocation\": {\"artifactLocation\": ")
            out.write(artifact(path, options.sourceRoot))
            out.write(", \"region\": {\"startLine\": ")
            out.write(line)
            out.write(", \"startColumn\": ")
            out.write(column)
            out.write("}}")
        case .commit(let sha, _, _): logicalLocation(sha, kind: "commit", to: &out)
        case .branch(let name): logicalLocation(name, kind: "branch", to: &out)
        case .mergeRequest(let field): logicalLocation(field, kind: "merge-request", to: &out)
        }
        out.write("}], \"partialFingerprints\": {\"flowlint/v1\": ")
        JSON.write(fingerprint, to: &out)
        out.write("}")
        if let suggestion = finding.suggestion {
            out.write(", \"properties\": {\"suggestion\": ")
            JSON.write(suggestion, to: &out)
            out.write("}")
        }
        out.write("}")
    }

    private func logicalLocation(_ name: String, kind: String, to out: inout ReportOutput) {
        out.write("\"logicalLocations\": [{\"name\": ")
        JSON.write(name, to: &out)
        out.write(", \"fullyQualifiedName\": ")
        JSON.write(kind + ":" + name, to: &out)
        out.write(", \"kind\": ")
        JSON.write(kind, to: &out)
        out.write("}]")
    }

    /// Files relative to the repository's root with `uriBaseId` `%SRCROOT%`, which is how code
    /// scanning maps them to the repository whatever path flowlint was given.
    private func artifact(_ path: String, _ root: SourceRoot?) -> String {
        let (uri, underRoot) = ReportPaths.artifactURI(path, root: root)
        var fields = [("uri", JSON.string(uri))]
        if underRoot { fields.append(("uriBaseId", JSON.string("%SRCROOT%"))) }
        return JSON.object(fields)
    }

    /// `commit-header-format` → `CommitHeaderFormat`, the rule's type name.
    private func camelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
