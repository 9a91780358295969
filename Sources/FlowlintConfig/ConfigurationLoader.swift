import FlowlintCore

/// Reads `.flowlint.yml`. Every key is optional; anything unknown or mistyped is an error that
/// names the file, line and key.
public struct ConfigurationLoader {
    public static let fileName = Configuration.fileName

    let reader: NodeReader
    let knownRules: [String]

    public init(file: String, knownRules: [String] = RuleCatalog.ids) {
        reader = NodeReader(file: file)
        self.knownRules = knownRules
    }

    /// Parses the text of a configuration file; an empty file is the defaults.
    public func load(_ text: String) throws -> Configuration {
        if let refusal = YAMLShape.check(text) {
            throw ConfigurationError(file: reader.file, line: refusal.line, column: refusal.column, key: nil, problem: refusal.problem)
        }
        let root: YAMLNode?
        do {
            root = try YAMLComposer.compose(text)
        } catch {
            // Only the place and libyaml's fixed problem: the file may be anything (a secret
            // the configuration was pointed at).
            throw ConfigurationError(file: reader.file, line: error.line, column: error.column, key: error.key, problem: error.problem)
        }
        var configuration = Configuration()
        guard let root, !root.isNull else { return configuration }
        for (key, value) in try reader.mapping(root, "", allowed: Self.sections) {
            try apply(section: key, value, to: &configuration)
        }
        try validate(configuration)
        return configuration
    }

    /// Reads and parses a file; the bytes must be UTF-8.
    public func load(bytes: [UInt8]) throws -> Configuration {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(file: reader.file, line: nil, key: nil, problem: "the file is not valid UTF-8")
        }
        return try load(text)
    }

    static let sections = ["lang", "issue-id", "branches", "flow", "commits", "merge-requests", "protocols", "rules", "tracker"]

    private func apply(section: String, _ node: YAMLNode, to configuration: inout Configuration) throws {
        switch section {
        case "lang": configuration.language = node.isNull ? nil : try reader.choice(node, "lang", Language.self)
        case "issue-id": try applyIssueID(node, &configuration)
        case "branches": try applyBranches(node, &configuration)
        case "flow": try applyFlow(node, &configuration)
        case "commits": try applyCommits(node, &configuration)
        case "merge-requests": try applyMergeRequests(node, &configuration)
        case "protocols": try applyProtocols(node, &configuration)
        case "rules": try applyRules(node, &configuration)
        default: try applyTracker(node, &configuration)
        }
    }

    private func applyIssueID(_ node: YAMLNode, _ configuration: inout Configuration) throws {
        for (key, value) in try reader.mapping(node, "issue-id", allowed: ["pattern", "projects"]) {
            switch key {
            case "pattern":
                configuration.issueIDPattern = try reader.string(value, "issue-id.pattern")
                do { _ = try IssueIDMatcher(pattern: configuration.issueIDPattern) } catch let error as IssueIDMatcher.InvalidPattern {
                    throw reader.error(value, "issue-id.pattern", "'issue-id.pattern' is not a valid regular expression: \(error.reason)")
                }
            default: configuration.issueProjects = try reader.strings(value, "issue-id.projects")
            }
        }
    }

    private func applyBranches(_ node: YAMLNode, _ configuration: inout Configuration) throws {
        for (key, value) in try reader.mapping(node, "branches", allowed: ["protected", "kinds", "forbidden-letters", "version-pattern"]) {
            switch key {
            case "protected": configuration.protectedBranches = try reader.strings(value, "branches.protected")
            case "forbidden-letters": configuration.forbiddenLetters = try reader.strings(value, "branches.forbidden-letters")
            case "version-pattern":
                configuration.versionPattern = try reader.string(value, "branches.version-pattern")
                do { _ = try VersionMatcher(pattern: configuration.versionPattern) } catch {
                    throw reader.error(value, "branches.version-pattern", "'branches.version-pattern' is not a valid regular expression: \(error.reason)")
                }
            default:
                let kinds = BranchKind.allCases.map(\.rawValue)
                for (kind, template) in try reader.mapping(value, "branches.kinds", allowed: kinds) {
                    let path = "branches.kinds.\(kind)"
                    let text = try reader.string(template, path)
                    do { _ = try BranchTemplate(text) } catch {
                        throw reader.error(template, path, "'\(path)' is not a valid template: \(error.reason)")
                    }
                    if let kind = BranchKind(rawValue: kind) { configuration.branchTemplates[kind] = text }
                }
            }
        }
    }

    private func applyFlow(_ node: YAMLNode, _ configuration: inout Configuration) throws {
        let allowed = ["base", "merge-messages"] + BranchKind.allCases.map(\.rawValue)
        for (key, value) in try reader.mapping(node, "flow", allowed: allowed) {
            if key == "merge-messages" {
                configuration.mergeMessages = try reader.strings(value, "flow.merge-messages")
                for text in configuration.mergeMessages {
                    do { _ = try MergeMessageTemplate(text) } catch {
                        throw reader.error(value, "flow.merge-messages", "'\(text)' in 'flow.merge-messages' \(error.reason)")
                    }
                }
                continue
            }
            guard let kind = BranchKind(rawValue: key) else {
                configuration.flowBase = try reader.string(value, "flow.base")
                continue
            }
            var rule = configuration.flow[kind] ?? FlowRule(from: ["any"], into: ["origin"])
            for (field, list) in try reader.mapping(value, "flow.\(key)", allowed: ["from", "into", "accepts"]) {
                let values = try reader.strings(list, "flow.\(key).\(field)")
                switch field {
                case "from": rule.from = values
                case "into": rule.into = values
                default: rule.accepts = values
                }
            }
            configuration.flow[kind] = rule
        }
    }

    private func applyCommits(_ node: YAMLNode, _ configuration: inout Configuration) throws {
        let allowed = ["language", "language-threshold", "require-body", "max-header-length", "skip", "since"]
        for (key, value) in try reader.mapping(node, "commits", allowed: allowed) {
            let path = "commits.\(key)"
            switch key {
            case "language": configuration.commitLanguage = try reader.choice(value, path, MessageLanguage.self)
            case "language-threshold": configuration.languageThreshold = try reader.double(value, path, in: 0...1)
            case "require-body": configuration.requireBody = try reader.bool(value, path)
            case "max-header-length": configuration.maxHeaderLength = try reader.int(value, path, atLeast: 0)
            case "skip": try applySkip(value, path, &configuration)
            default: configuration.since = try reader.optionalString(value, path)
            }
        }
    }

    /// `merge`, `revert`, and `{title: REGEX}` / `{author: REGEX}` entries.
    private func applySkip(_ value: YAMLNode, _ path: String, _ configuration: inout Configuration) throws {
        let list: [YAMLNode]
        if case .sequence(let sequence) = value.content { list = sequence } else { list = [value] }
        configuration.skippedCommits = []
        configuration.skippedPatterns = []
        for entry in list {
            guard case .mapping = entry.content else {
                configuration.skippedCommits.insert(try reader.choice(entry, path, SkippedCommitKind.self))
                continue
            }
            let fields = SkippedCommitPattern.Field.allCases.map(\.rawValue)
            for (key, node) in try reader.mapping(entry, path, allowed: fields) {
                let pattern = try reader.string(node, "\(path).\(key)")
                do { _ = try SkippedCommitPattern.compile(pattern) } catch {
                    throw reader.error(node, "\(path).\(key)", "the pattern in '\(path).\(key)' is invalid: \(error)")
                }
                configuration.skippedPatterns.append(SkippedCommitPattern(SkippedCommitPattern.Field(rawValue: key) ?? .title, pattern))
            }
        }
    }

    private func applyMergeRequests(_ node: YAMLNode, _ configuration: inout Configuration) throws {
        for (_, value) in try reader.mapping(node, "merge-requests", allowed: ["require-delete-source-branch"]) {
            configuration.requireDeleteSourceBranch = try reader.bool(value, "merge-requests.require-delete-source-branch")
        }
    }

    private func applyProtocols(_ node: YAMLNode, _ configuration: inout Configuration) throws {
        for (key, value) in try reader.mapping(node, "protocols", allowed: ["include", "exclude"]) {
            let globs = try reader.strings(value, "protocols.\(key)")
            if key == "include" { configuration.includeGlobs = globs } else { configuration.excludeGlobs = globs }
        }
    }

    private func applyRules(_ node: YAMLNode, _ configuration: inout Configuration) throws {
        for (rule, value) in try reader.mapping(node, "rules", allowed: knownRules) {
            configuration.ruleLevels[rule] = try reader.choice(value, "rules.\(rule)", RuleLevel.self)
        }
    }

    private func applyTracker(_ node: YAMLNode, _ configuration: inout Configuration) throws {
        if node.isNull { configuration.tracker = nil; return }
        let pairs = try reader.mapping(node, "tracker", allowed: ["kind", "url", "token-env", "user-env", "timeout", "cache-ttl"])
        var tracker = TrackerConfiguration(kind: .jira, url: "")
        for (key, value) in pairs {
            let path = "tracker.\(key)"
            switch key {
            case "kind": tracker.kind = try reader.choice(value, path, TrackerConfiguration.Kind.self)
            case "url": tracker.url = try reader.string(value, path)
            case "token-env": tracker.tokenEnv = try reader.optionalString(value, path)
            case "user-env": tracker.userEnv = try reader.optionalString(value, path)
            case "cache-ttl": tracker.cacheTTL = try reader.double(value, path, in: 0...31_536_000)
            default: tracker.timeout = try reader.double(value, path, in: 0.1...60)
            }
        }
        guard pairs.contains(where: { $0.key == "url" }), !tracker.url.isEmpty else {
            throw reader.error(node, "tracker.url", "'tracker.url' is required when 'tracker' is set")
        }
        configuration.tracker = tracker
    }

    /// Checks that need the whole file: templates against the ID pattern.
    private func validate(_ configuration: Configuration) throws {
        do { _ = try BranchNaming(configuration) } catch {
            throw ConfigurationError(file: reader.file, line: nil, key: nil, problem: "\(error)")
        }
    }
}
