/// What to walk, in git's own words.
public enum RevisionSelection: Sendable, Equatable {
    /// `A..B`: reachable from B, not from A.
    case range(from: String, to: String)
    /// `A...B`: reachable from either, not from both.
    case symmetric(String, String)
    /// `REV`: everything reachable from one revision.
    case single(String)
    /// `--all`: every ref and HEAD, as `git rev-list --all`.
    case all
    /// Several revisions as `git rev-list` takes them: `^A B`, `<sha>^!` (the commit alone),
    /// `B^@` (its parents), `B^-` and `B^-2` (`B^..B`, `B^2..B`), ranges among them.
    case revisions([String])

    /// Parses what `git rev-list` takes, in one text or several (`^A B`); an empty side of a
    /// range means HEAD, as in git.
    public static func parse(_ text: String) -> RevisionSelection {
        parse(arguments: [text])
    }

    public static func parse(arguments: [String]) -> RevisionSelection {
        let arguments = arguments.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        guard arguments.count == 1, let text = arguments.first, !text.hasPrefix("^"), !hasParentSuffix(text) else {
            return .revisions(arguments)
        }
        if let range = text.firstRange(of: "...") {
            return .symmetric(side(text[..<range.lowerBound]), side(text[range.upperBound...]))
        }
        if let range = text.firstRange(of: "..") {
            return .range(from: side(text[..<range.lowerBound]), to: side(text[range.upperBound...]))
        }
        return .single(text)
    }

    /// The one revision the selection ends at, for `--fix`; nil when there are several or none.
    public var tip: String? {
        switch self {
        case .range(_, let to): return to
        case .single(let revision): return revision
        case .symmetric, .all: return nil
        case .revisions(let tokens):
            let positive = tokens.filter { !$0.hasPrefix("^") }
            guard positive.count == 1, let token = positive.first, !token.hasSuffix("^@"), !token.contains("...") else { return nil }
            if let range = token.firstRange(of: "..") { return Self.side(token[range.upperBound...]) }
            return Self.strippingParentSuffix(token).revision
        }
    }

    static func side(_ text: Substring) -> String { text.isEmpty ? "HEAD" : String(text) }

    static func hasParentSuffix(_ text: String) -> Bool { strippingParentSuffix(text).suffix != nil }

    /// `X^!`, `X^@`, `X^-`, `X^-2` → (`X`, the suffix's meaning).
    static func strippingParentSuffix(_ text: String) -> (revision: String, suffix: ParentSuffix?) {
        if text.hasSuffix("^!") { return (String(text.dropLast(2)), .alone) }
        if text.hasSuffix("^@") { return (String(text.dropLast(2)), .parents) }
        if let dash = text.ranges(of: "^-").last {
            let number = text[dash.upperBound...]
            if number.isEmpty { return (String(text[..<dash.lowerBound]), .notParent(1)) }
            if let parent = Int(number), parent > 0, number.allSatisfy(\.isNumber) {
                return (String(text[..<dash.lowerBound]), .notParent(parent))
            }
        }
        return (text, nil)
    }

    enum ParentSuffix: Equatable {
        /// `^!`: the commit without its parents.
        case alone
        /// `^@`: all its parents, not itself.
        case parents
        /// `^-N`: the commit, not its N-th parent's history.
        case notParent(Int)
    }
}

extension RevisionWalk {
    /// `.revisions`' tokens, one by one, as `git rev-list` reads them.
    func select(tokens: [String], in repository: Repository) throws(GitError) {
        for token in tokens {
            if token.hasPrefix("^"), token.count > 1 {
                try hide(repository.resolveCommit(String(token.dropFirst())))
                continue
            }
            let (revision, suffix) = RevisionSelection.strippingParentSuffix(token)
            switch suffix {
            case .alone?:
                let id = try repository.resolveCommit(revision)
                try push(id)
                for parent in try repository.commit(id, fields: []).parentIDs { try hide(parent) }
            case .parents?:
                let id = try repository.resolveCommit(revision)
                for parent in try repository.commit(id, fields: []).parentIDs { try push(parent) }
            case .notParent(let number)?:
                try push(repository.resolveCommit(revision))
                try hide(repository.resolveCommit("\(revision)^\(number)"))
            case nil:
                switch RevisionSelection.parse(arguments: [token]) {
                case .revisions: try push(repository.resolveCommit(token))
                case let selection: try select(selection)
                }
            }
        }
    }
}
