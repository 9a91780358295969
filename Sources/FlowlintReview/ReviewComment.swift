import FlowlintCore
import FlowlintReport

/// A source finding as a comment on the request's line, and the hidden markers that let a
/// re-run find what flowlint posted before.
public struct ReviewComment: Sendable, Equatable {
    public let key: String
    public let path: String
    public let line: Int
    public let body: String

    /// The summary note's marker: one note of flowlint's per request.
    public static let summaryMarker = "<!-- flowlint summary -->"
    static let findingPrefix = "<!-- flowlint finding "

    /// The same finding keeps its key when a push moves it to another line: rule, path and the
    /// message with its numbers taken out (a message may name a line or a count).
    public static func key(rule: String, path: String, message: String) -> String {
        var normalised = ""
        var lastWasDigit = false
        for character in message.lowercased() where !character.isWhitespace {
            if character.isNumber {
                if !lastWasDigit { normalised.append("#") }
                lastWasDigit = true
            } else {
                normalised.append(character)
                lastWasDigit = false
            }
        }
        return StableHash.fnv1a64Hex(rule + "\u{0}" + path + "\u{0}" + normalised)
    }

    static func marker(_ key: String) -> String { findingPrefix + key + " -->" }

    /// The finding key in a posted body; nil for anything flowlint didn't post.
    static func key(inBody body: String) -> String? {
        guard let start = body.firstRange(of: findingPrefix) else { return nil }
        let key = body[start.upperBound...].prefix { $0.isHexDigit }
        return key.count == 16 ? String(key) : nil
    }

    /// `finding` as a comment, when it is a source finding: the message, a suggestion block
    /// (`suggestionHeader`: GitLab's ```` ```suggestion:-0+0 ````, GitHub's ```` ```suggestion ````)
    /// where the fix is one line replaced, and where to read about the rule.
    public static func make(
        _ finding: Finding, lineText: String?, language: Language, suggestionHeader: String, rulesPage: String
    ) -> ReviewComment? {
        guard case .file(let path, let line, _) = finding.location, line >= 1 else { return nil }
        let message = finding.message.text(language)
        let key = key(rule: finding.rule, path: path, message: finding.message.en)
        let severity = finding.severity == .error ? "❌" : "⚠️"
        var body = "\(severity) **flowlint `\(finding.rule)`**: \(MarkdownFormatter.escape(message))\n"
        if let replaced = lineText.flatMap({ OneLineFix.replacement(for: finding.fix, line: $0) }) {
            body += "\n```\(suggestionHeader)\n\(replaced)\n```\n"
        } else if let suggestion = finding.suggestion {
            body += "\n" + (language == .ru ? "Предлагается: " : "Suggestion: ") + "`\(suggestion.replacingBackticks)`\n"
        }
        let explain = language == .ru ? "Подробнее о правиле" : "About the rule"
        body += "\n[\(explain)](\(rulesPage)) · `flowlint explain \(finding.rule)`\n\n" + marker(key)
        return ReviewComment(key: key, path: path, line: line, body: body)
    }
}

/// The fixes that change the finding's own line and nothing else, as the line after the fix:
/// what a suggestion block can offer to apply with one click.
enum OneLineFix {
    static func replacement(for fix: FixRequest?, line: String) -> String? {
        switch fix {
        case .classBound?:
            guard let range = line.firstRange(of: ": class") else { return nil }
            var fixed = line
            fixed.replaceSubrange(range, with: ": AnyObject")
            return fixed
        case .weakView?:
            guard !line.contains("weak "), let range = line.firstRange(of: "var ") else { return nil }
            var fixed = line
            fixed.replaceSubrange(range, with: "weak var ")
            return fixed
        default:
            return nil
        }
    }
}

extension String {
    fileprivate var replacingBackticks: String { replacing("`", with: "'") }
}
