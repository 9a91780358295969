/// The names a written type is made of: `[Post]?` → Post; `NSArray<Post *> *` → NSArray, Post;
/// `@escaping(Result<Post,Error>)->Void` → escaping, Result, Post, Error, Void.
enum TypeNames {
    static func names(in type: String) -> [Substring] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { $0.first.map { !$0.isNumber } ?? false }
    }

    /// Whether the type names one of `classes`.
    static func mentions(_ type: String, anyOf classes: Set<String>) -> String? {
        guard !classes.isEmpty else { return nil }
        return names(in: type).first { classes.contains(String($0)) }.map(String.init)
    }

    /// A Swift closure (`(Post)->Void`, `@escaping()->()`) or an Objective-C block (`void (^)(NSArray *)`).
    static func isClosure(_ type: String) -> Bool {
        type.contains("->") || type.contains("^")
    }
}
