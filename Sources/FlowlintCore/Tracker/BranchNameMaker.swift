/// Makes branch names from task names, as `flowlint start` creates them and as the tracker
/// rules suggest them: й/ё replaced, words joined by `_`, characters git or the convention
/// refuse dropped, an over-long name cut at a word boundary.
public struct BranchNameMaker: Sendable {
    /// The seed's longest example name has 60 characters; longer names are cut.
    public static let defaultMaxNameLength = 72

    public let naming: BranchNaming
    public let maxNameLength: Int

    public init(naming: BranchNaming, maxNameLength: Int = BranchNameMaker.defaultMaxNameLength) {
        self.naming = naming
        self.maxNameLength = max(1, maxNameLength)
    }

    /// `Экран «Профиль»: новый дизайн` → `Экран_Профиль_новый_дизаин`.
    public func words(_ taskName: String) -> String {
        let replaced = ForbiddenLetters(naming.configuration.forbiddenLetters).replacingAll(in: taskName)
        var words: [String] = []
        var word = ""
        for character in replaced {
            if character.isLetter || character.isNumber || ((character == "-" || character == ".") && !word.isEmpty) {
                if character == ".", word.last == "." { continue }  // git refuses ".."
                word.append(character)
            } else if !word.isEmpty {
                words.append(Self.trimmed(word))
                word = ""
            }
        }
        if !word.isEmpty { words.append(Self.trimmed(word)) }
        return cut(words.filter { !$0.isEmpty })
    }

    /// The whole branch name for a kind, or nil when a part the template needs is missing or
    /// the result is not a valid name.
    public func name(kind: BranchKind, id: String?, taskName: String?, version: String?) -> String? {
        guard let template = naming.template(for: kind) else { return nil }
        var captures = BranchTemplate.Captures()
        captures.id = id
        captures.name = taskName.map(words).flatMap { $0.isEmpty ? nil : $0 }
        captures.version = version
        guard let name = template.render(captures), naming.parse(name)?.kind == kind else { return nil }
        return name
    }

    /// Whole words up to the limit; a first word longer than the limit is cut itself.
    private func cut(_ words: [String]) -> String {
        var out = ""
        for word in words {
            let length = out.isEmpty ? word.count : out.count + 1 + word.count
            if length > maxNameLength {
                if out.isEmpty { out = Self.trimmed(String(word.prefix(maxNameLength))) }
                break
            }
            out += out.isEmpty ? word : "_" + word
        }
        return out.hasSuffix(".lock") ? String(out.dropLast(5)) + "_lock" : out
    }

    /// `-` and `.` only inside words.
    private static func trimmed(_ word: String) -> String {
        String(word.drop { $0 == "-" || $0 == "." }.reversed().drop { $0 == "-" || $0 == "." }.reversed())
    }
}
