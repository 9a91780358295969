/// `commit-encoding`: the message's bytes are valid in its declared encoding.
public struct CommitEncoding: CommitRule {
    public static let description = RuleDescription(
        id: "commit-encoding", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Сообщение корректно в своей кодировке",
            en: "The message is valid in its declared encoding"),
        explanation: LocalizedText(
            ru: """
            Сообщение хранится в кодировке из заголовка encoding коммита, а без него — в UTF-8. \
            Байты, недопустимые в этой кодировке (например, Windows-1251 без заголовка), \
            GitLab и git log показывают как мусор. git также не принимает нулевые байты.
            """,
            en: """
            A message is stored in the encoding its commit's encoding header names, UTF-8 without \
            one. Bytes invalid in that encoding (say, Windows-1251 without the header) show up as \
            garbage in GitLab and git log. git also refuses NUL bytes.
            """),
        good: [RuleExample(SeedExamples.commitMessage)],
        bad: [])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        guard let problem = commit.encodingProblem else { return [] }
        switch problem {
        case .invalid(let encoding, let offset):
            return [Violation(LocalizedText(
                ru: "сообщение не в кодировке \(encoding): недопустимый байт на позиции \(offset)",
                en: "the message is not valid \(encoding): bad byte at offset \(offset)"), line: commit.encodingLine)]
        case .unknownEncoding(let name):
            return [Violation(LocalizedText(
                ru: "неизвестная кодировка «\(name)» в заголовке encoding",
                en: "unknown encoding \"\(name)\" in the encoding header"))]
        case .nulByte(let offset):
            return [Violation(LocalizedText(MessageTemplate(
                ru: "в сообщении нулевой байт (позиция {0}); git такие сообщения не принимает",
                en: "the message contains a NUL byte (offset {0}); git refuses such messages"),
                offset), line: commit.encodingLine)]
        }
    }
}
