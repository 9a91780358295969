/// Reads typed values out of a YAML node, turning every mismatch into a `ConfigurationError`
/// that points at the node.
struct NodeReader {
    let file: String

    func error(_ node: YAMLNode?, _ key: String, _ problem: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node?.line, column: node?.column, key: key, problem: problem)
    }

    /// The pairs of a mapping, after rejecting keys not in `allowed` with the nearest valid one.
    func mapping(_ node: YAMLNode, _ path: String, allowed: [String]) throws -> [(key: String, value: YAMLNode)] {
        guard case .mapping(let mapping) = node.content else {
            throw error(node, path, "'\(path.isEmpty ? "the file" : path)' must be a mapping of keys to values")
        }
        var pairs: [(String, YAMLNode)] = []
        for (keyYAMLNode, value) in mapping {
            guard let key = keyYAMLNode.string else { throw error(keyYAMLNode, path, "keys must be text") }
            let full = path.isEmpty ? key : "\(path).\(key)"
            guard allowed.contains(key) else {
                var problem = "unknown key '\(full)'"
                if let nearest = KeySuggestion.nearest(to: key, in: allowed) {
                    problem += ", did you mean '\(path.isEmpty ? nearest : "\(path).\(nearest)")'?"
                } else {
                    problem += "; valid keys here: \(allowed.joined(separator: ", "))"
                }
                throw error(keyYAMLNode, full, problem)
            }
            pairs.append((key, value))
        }
        return pairs
    }

    func string(_ node: YAMLNode, _ key: String) throws -> String {
        guard case .scalar(let text) = node.content, !node.isNull else {
            throw error(node, key, "'\(key)' must be a text value")
        }
        return text
    }

    func optionalString(_ node: YAMLNode, _ key: String) throws -> String? {
        node.isNull ? nil : try string(node, key)
    }

    /// A list of strings; a single string is taken as a list of one (`from: develop`).
    func strings(_ node: YAMLNode, _ key: String) throws -> [String] {
        switch node.content {
        case .sequence(let sequence): return try sequence.map { try string($0, key) }
        case .scalar: return [try string(node, key)]
        default: throw error(node, key, "'\(key)' must be a list of text values")
        }
    }

    func bool(_ node: YAMLNode, _ key: String) throws -> Bool {
        guard let value = node.bool else { throw error(node, key, "'\(key)' must be true or false") }
        return value
    }

    func int(_ node: YAMLNode, _ key: String, atLeast minimum: Int) throws -> Int {
        guard let value = node.int, value >= minimum else {
            throw error(node, key, "'\(key)' must be a whole number of at least \(minimum)")
        }
        return value
    }

    func double(_ node: YAMLNode, _ key: String, in range: ClosedRange<Double>) throws -> Double {
        guard let value = node.float ?? node.int.map(Double.init), range.contains(value) else {
            throw error(node, key, "'\(key)' must be a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ key: String, _: T.Type) throws -> T where T.RawValue == String {
        let text = try string(node, key)
        guard let value = T(rawValue: text) else {
            let valid = T.allCases.map(\.rawValue)
            // The value itself is not repeated: an error never echoes the file's content.
            var problem = "'\(key)' must be one of \(valid.joined(separator: ", "))"
            if let nearest = KeySuggestion.nearest(to: text, in: valid) { problem += "; did you mean '\(nearest)'?" }
            throw error(node, key, problem)
        }
        return value
    }
}
