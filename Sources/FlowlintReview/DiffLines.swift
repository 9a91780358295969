/// The new-side line numbers a unified diff adds or changes (its `+` lines): the only lines a
/// platform lets a comment be placed on as new code. Context lines are not the request's work.
public enum DiffLines {
    public static func added(in diff: String) -> Set<Int> {
        var added: Set<Int> = []
        var line: Int?
        for text in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if text.hasPrefix("@@") {
                line = newStart(text)
                continue
            }
            guard let current = line else { continue }
            if text.hasPrefix("+") {
                added.insert(current)
                line = current + 1
            } else if text.hasPrefix(" ") || text.isEmpty {
                line = current + 1
            } else if text.hasPrefix("\\") || text.hasPrefix("-") {
                continue
            } else {
                line = nil
            }
        }
        return added
    }

    /// `@@ -a,b +c,d @@` → c.
    private static func newStart(_ header: Substring) -> Int? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        return Int(plus.dropFirst().prefix { $0.isNumber })
    }
}
