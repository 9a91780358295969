/// A team's own merge message (`flow.merge-messages`), such as `Релиз {version}` or
/// `Finish {version}`: a merge whose first line reads so merged the release of that version
/// (`{version}`), or the branch it names (`{branch}`). Such merges name no target.
public struct MergeMessageTemplate: Sendable, Equatable {
    enum Placeholder: String, Sendable {
        case version, branch
    }

    let before: String
    let placeholder: Placeholder
    let after: String

    public struct Invalid: Error, Sendable, CustomStringConvertible {
        public let template: String
        public let reason: String
        public var description: String { "flow.merge-messages: '\(template)' \(reason)" }
    }

    public init(_ text: String) throws(Invalid) {
        guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else {
            throw Invalid(template: text, reason: "has no placeholder (use {version} or {branch})")
        }
        guard let placeholder = Placeholder(rawValue: String(text[text.index(after: open)..<close])) else {
            throw Invalid(template: text, reason: "has an unknown placeholder (use {version} or {branch})")
        }
        let after = text[text.index(after: close)...]
        guard !after.contains("{"), !text[..<open].contains("}") else {
            throw Invalid(template: text, reason: "has more than one placeholder")
        }
        guard !text[..<open].allSatisfy(\.isWhitespace) || !after.allSatisfy(\.isWhitespace) else {
            throw Invalid(template: text, reason: "is only a placeholder: every merge would match it")
        }
        before = String(text[..<open])
        self.placeholder = placeholder
        self.after = String(after)
    }

    /// The messages a release is finished with, read without any configuration: the git-flow
    /// tools write `Finish 1.2.3` on both merges of a release, and teams title release merges
    /// `Release 1.2` or `Релиз 1.2`. A team's own messages are read before them.
    static let releaseMessages: [MergeMessageTemplate] = ["Finish {version}", "Release {version}", "Релиз {version}"]
        .compactMap { try? MergeMessageTemplate($0) }

    /// The merge a first line records, when it reads as this template.
    func match(_ header: Substring, naming: BranchNaming) -> MergeMessage? {
        guard let rest = header.strippingPrefix(before), rest.hasSuffix(after) else { return nil }
        let value = rest.dropLast(after.count)
        guard !value.isEmpty, !value.contains(" ") else { return nil }
        switch placeholder {
        case .branch:
            return MergeMessage(source: String(value), target: nil, form: .team)
        case .version:
            guard naming.versions.matches(value),
                  let release = naming.template(for: .release)?.render(BranchTemplate.Captures(version: String(value))) else { return nil }
            return MergeMessage(source: release, target: nil, form: .team)
        }
    }
}

extension BranchNaming {
    /// The merge a first line records in one of the team's own messages (or a release's usual
    /// ones), nil when it reads as none.
    public func teamMergeMessage(_ header: Substring) -> MergeMessage? {
        for template in mergeTemplates + MergeMessageTemplate.releaseMessages {
            if let message = template.match(header, naming: self) { return message }
        }
        return nil
    }
}
