/// A text in both languages flowlint speaks; the reporter picks one.
///
/// A finding's message with numbers in it can stay a template and its numbers
/// (`LocalizedText(template, first, second)`) until a report prints it: a history of 100,000
/// failing commits then formats no message in two languages, and a finding that is baselined
/// or filtered away is never formatted at all.
public struct LocalizedText: Sendable {
    enum Form: Sendable {
        case plain(ru: String, en: String)
        /// Numbers only: a finding stays a few words long (a name would be a string to keep).
        case template(MessageTemplate, Int, Int)
    }

    let form: Form

    public init(ru: String, en: String) {
        form = .plain(ru: ru, en: en)
    }

    /// The lazy form: `{0}` and `{1}` in the template are filled with `first` and `second` when
    /// the text is printed.
    public init(_ template: MessageTemplate, _ first: Int, _ second: Int = 0) {
        form = .template(template, first, second)
    }

    public var ru: String { text(.ru) }
    public var en: String { text(.en) }

    public func text(_ language: Language) -> String {
        if case .plain(let ru, let en) = form { return language == .ru ? ru : en }
        var text = ""
        forEachPiece(language) { piece in
            switch piece {
            case .utf8(let bytes): text += String(decoding: bytes, as: UTF8.self)
            case .integer(let value): text += String(value)
            }
        }
        return text
    }

    /// The text in the pieces it is made of, for writers that copy bytes into their output
    /// without building the whole string first.
    public func forEachPiece(_ language: Language, _ body: (TextPiece) -> Void) {
        switch form {
        case .plain(let ru, let en):
            let text = language == .ru ? ru : en
            if text.utf8.withContiguousStorageIfAvailable({ body(.utf8($0)) }) == nil {
                let copy = Array(text.utf8)
                copy.withUnsafeBufferPointer { body(.utf8($0)) }
            }
        case .template(let template, let first, let second):
            template.forEachPiece(language, arguments: (first, second), body)
        }
    }
}

extension LocalizedText: Equatable, Hashable {
    /// Texts are equal when they read the same, whichever form they are kept in.
    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.ru == rhs.ru && lhs.en == rhs.en
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ru)
        hasher.combine(en)
    }
}

/// A piece of a text on its way to a report.
public enum TextPiece {
    /// Valid UTF-8, never cut inside a character.
    case utf8(UnsafeBufferPointer<UInt8>)
    case integer(Int)
}

/// A message in both languages with holes `{0}` and `{1}` for its numbers. The texts are
/// literals, kept by address: a template is three words and costs nothing to copy.
public struct MessageTemplate: @unchecked Sendable {
    // A literal's bytes live as long as the program and are never written.
    private let ruStart: UnsafePointer<UInt8>
    private let enStart: UnsafePointer<UInt8>
    private let ruCount: Int32
    private let enCount: Int32

    public init(ru: StaticString, en: StaticString) {
        precondition(ru.hasPointerRepresentation && en.hasPointerRepresentation, "a template is a string literal")
        ruStart = ru.utf8Start
        enStart = en.utf8Start
        ruCount = Int32(ru.utf8CodeUnitCount)
        enCount = Int32(en.utf8CodeUnitCount)
    }

    func forEachPiece(_ language: Language, arguments: (Int, Int), _ body: (TextPiece) -> Void) {
        let bytes = language == .ru
            ? UnsafeBufferPointer(start: ruStart, count: Int(ruCount)) : UnsafeBufferPointer(start: enStart, count: Int(enCount))
        var start = 0
        var index = 0
        while index + 2 < bytes.count {
            // `{0}` or `{1}`: anything else in braces is text.
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 2] == UInt8(ascii: "}"),
                  bytes[index + 1] == UInt8(ascii: "0") || bytes[index + 1] == UInt8(ascii: "1") else {
                index += 1
                continue
            }
            if start < index { body(.utf8(UnsafeBufferPointer(rebasing: bytes[start..<index]))) }
            body(.integer(bytes[index + 1] == UInt8(ascii: "0") ? arguments.0 : arguments.1))
            index += 3
            start = index
        }
        if start < bytes.count { body(.utf8(UnsafeBufferPointer(rebasing: bytes[start...]))) }
    }
}
