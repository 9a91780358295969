import CYAML

/// Builds the one document of a `.flowlint.yml` from libyaml's parser events. `YAMLShape` has
/// already refused aliases and deep nesting, so the recursion here is bounded. Failures carry
/// only a place and libyaml's fixed problem text, never the file's content.
final class YAMLComposer {
    struct Failure: Error {
        var line: Int?
        var column: Int?
        var key: String?
        let problem: String
    }

    /// On the heap: libyaml keeps a pointer to the parser in the parser.
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let text: String
    private let ready: Bool

    /// The document's root; nil for a file without one (empty, or only comments).
    static func compose(_ text: String) throws(Failure) -> YAMLNode? {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> YAMLNode? in
            let composer = YAMLComposer(text: text)
            guard composer.ready else { throw Failure(problem: "invalid YAML") }
            yaml_parser_set_encoding(composer.parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(composer.parser, buffer.baseAddress, buffer.count)
            return try composer.document()
        }
    }

    private init(text: String) {
        self.text = text
        parser.initialize(to: yaml_parser_t())
        ready = yaml_parser_initialize(parser) == 1
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    private func document() throws(Failure) -> YAMLNode? {
        _ = try next()  // the stream's start
        guard let start = try next(), start.type != YAML_STREAM_END_EVENT else { return nil }
        let root = try node(try next())
        _ = try next()  // the document's end
        let after = try next()
        if let after, after.type != YAML_STREAM_END_EVENT {
            throw Failure(line: after.line, column: after.column, problem: "invalid YAML: but found another document")
        }
        return root
    }

    private func node(_ event: Event?) throws(Failure) -> YAMLNode {
        guard let event else { throw Failure(problem: "invalid YAML") }
        switch event.type {
        case YAML_SCALAR_EVENT:
            return YAMLNode(content: .scalar(event.value), tag: event.tag, plain: event.plain, line: event.line, column: event.column)
        case YAML_SEQUENCE_START_EVENT:
            var elements: [YAMLNode] = []
            while let element = try next(), element.type != YAML_SEQUENCE_END_EVENT { elements.append(try node(element)) }
            return YAMLNode(content: .sequence(elements), tag: event.tag, plain: false, line: event.line, column: event.column)
        case YAML_MAPPING_START_EVENT:
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            while let key = try next(), key.type != YAML_MAPPING_END_EVENT {
                pairs.append((try node(key), try node(try next())))
            }
            try Self.checkDuplicates(pairs.map(\.key))
            return YAMLNode(content: .mapping(pairs), tag: event.tag, plain: false, line: event.line, column: event.column)
        default:
            // Aliases were refused before composing; nothing else starts a node.
            throw Failure(line: event.line, column: event.column, problem: "invalid YAML")
        }
    }

    /// Two text keys are the same when their text and their YAML type are: `on` and `'on'` are
    /// a boolean and a string, so both may stand in one mapping.
    private static func checkDuplicates(_ keys: [YAMLNode]) throws(Failure) {
        var seen: [String: [YAMLNode]] = [:]
        var duplicated: Set<String> = []
        for key in keys {
            guard let text = key.string else { continue }
            if seen[text, default: []].contains(where: { $0.resolvedTag == key.resolvedTag }) { duplicated.insert(text) }
            seen[text, default: []].append(key)
        }
        guard !duplicated.isEmpty else { return }
        let sorted = duplicated.sorted()
        throw Failure(key: sorted.first, problem: "duplicated key '\(sorted.joined(separator: "', '"))'")
    }

    /// The next event; nil only where libyaml has none to give (the stream ended).
    private func next() throws(Failure) -> Event? {
        guard parser.pointee.stream_end_produced == 0 else { return nil }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
        defer { yaml_event_delete(&event) }
        return Event(event)
    }

    /// libyaml's problem and where it is; for an encoding problem, the character's offset.
    private func failure() -> Failure {
        let parser = self.parser.pointee
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch parser.error {
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            return Failure(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1, problem: "invalid YAML: \(problem)")
        case YAML_READER_ERROR:
            let utf8 = text.utf8
            let index = utf8.index(utf8.startIndex, offsetBy: parser.problem_offset, limitedBy: utf8.endIndex)?.samePosition(in: text)
            let place = index.map { " at byte \(text.distance(from: text.startIndex, to: $0))" } ?? ""
            return Failure(problem: "invalid YAML\(place): \(problem)")
        default:
            return Failure(problem: "invalid YAML")
        }
    }

    /// What the builder needs of a libyaml event, copied out before the event is freed.
    private struct Event {
        let type: yaml_event_type_t
        let line: Int
        let column: Int
        var value = ""
        var tag: String?
        var plain = false

        init(_ event: yaml_event_t) {
            type = event.type
            line = Int(event.start_mark.line) + 1
            column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                plain = scalar.style == YAML_PLAIN_SCALAR_STYLE || scalar.style == YAML_ANY_SCALAR_STYLE
                tag = scalar.quoted_implicit == 1 ? YAMLNode.stringTag : scalar.tag.map { String(cString: $0) }
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                tag = start.implicit != 0 ? nil : start.tag.map { String(cString: $0) }
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                tag = start.implicit != 0 ? nil : start.tag.map { String(cString: $0) }
            default:
                break
            }
        }
    }
}

extension YAMLNode {
    /// The YAML type a key's text stands for, as far as telling keys apart needs: an untagged
    /// plain scalar is a null, boolean or number when it reads as one, else text.
    var resolvedTag: String {
        if let tag { return tag == "!" ? Self.stringTag : tag }
        guard plain else { return Self.stringTag }
        if isNull { return "null" }
        if bool != nil { return "bool" }
        if int != nil || float != nil { return "number" }
        return ["<<", "="].contains(string ?? "") ? "special" : Self.stringTag
    }
}
