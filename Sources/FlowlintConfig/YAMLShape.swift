import CYAML

/// Looks at the YAML events before the document is composed, and refuses what a configuration
/// never needs and a hostile file uses: aliases (`*name`: a few hundred bytes of nested aliases
/// used as mapping keys expand exponentially once resolved and compared) and nesting deeper than
/// a configuration's few levels (composing recurses once per level).
enum YAMLShape {
    static let maxDepth = 32

    struct Refusal: Error {
        let line: Int
        let column: Int
        let problem: String
    }

    /// The first refused construct; syntax errors are left to the composer, which reports them.
    static func check(_ text: String) -> Refusal? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Refusal? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                let type = event.type
                let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
                yaml_event_delete(&event)
                switch type {
                case YAML_ALIAS_EVENT:
                    return Refusal(line: line, column: column, problem: "aliases ('*name') are not allowed in a configuration; write the value out")
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > maxDepth {
                        return Refusal(line: line, column: column, problem: "nested deeper than \(maxDepth) levels")
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                case YAML_STREAM_END_EVENT:
                    return nil
                default:
                    break
                }
            }
        }
    }
}
