/// The words `FunctionBodies` acts on, looked up by length and first byte without building a
/// String for every word.
enum SkimWords {
    enum Role {
        /// `func`, `init`, `deinit`: a body follows the signature.
        case bodyIntroducer
        /// `var`, `let`: an accessor block may follow the type, a closure the `=`.
        case variable
        /// `class`, `struct`: the name follows (an interactor's bodies are read).
        case typeIntroducer
        /// `enum`, `extension`, `protocol`, `actor`: the name follows.
        case otherTypeIntroducer
        /// Starts another declaration or a statement: what was expected is not coming.
        case stop
        /// `get`, `set`, `willSet`, `didSet`, …: an accessor's body follows.
        case accessor
        /// `async`, `throws`, `rethrows`: effects between an accessor and its body.
        case effect
        /// `where`: part of a signature, not of a property.
        case whereClause
    }

    private static let roles: [(String, Role)] = [
        ("func", .bodyIntroducer), ("init", .bodyIntroducer), ("deinit", .bodyIntroducer),
        ("var", .variable), ("let", .variable), ("class", .typeIntroducer), ("struct", .typeIntroducer),
        ("enum", .otherTypeIntroducer), ("extension", .typeIntroducer), ("protocol", .otherTypeIntroducer),
        ("actor", .otherTypeIntroducer),
        ("get", .accessor), ("set", .accessor), ("willSet", .accessor), ("didSet", .accessor), ("_read", .accessor),
        ("_modify", .accessor), ("read", .accessor), ("modify", .accessor), ("unsafeAddress", .accessor),
        ("unsafeMutableAddress", .accessor), ("addressWithOwner", .accessor), ("addressWithNativeOwner", .accessor),
        ("mutableAddressWithOwner", .accessor), ("mutableAddressWithNativeOwner", .accessor), ("borrow", .accessor),
        ("mutate", .accessor),
        ("async", .effect), ("throws", .effect), ("rethrows", .effect), ("where", .whereClause),
    ] + """
        subscript typealias associatedtype import case default static private fileprivate \
        internal public package open final override convenience required lazy weak unowned dynamic optional mutating \
        nonmutating nonisolated indirect prefix postfix infix macro operator precedencegroup distributed if guard \
        for in while repeat do switch return throw defer else catch break continue fallthrough
        """.split(separator: " ").map { (String($0), Role.stop) }

    /// Reserved words after which an expression may start (a `/` there may open a regex), and
    /// contextual ones treated the same to be safe. `true`, `self` and the like are operands.
    private static let expressionStarters: Set<String> = Set("""
        as associatedtype break case catch class continue default defer deinit do else enum extension fallthrough \
        fileprivate for func guard if import in init inout internal is let operator precedencegroup private protocol \
        public repeat rethrows return static struct subscript switch throw throws try typealias var where while await \
        some any each consume copy discard borrowing consuming yield then package
        """.split(separator: " ").map(String.init))

    /// Candidates by length and first byte, in a flat table: a word is looked up without hashing.
    private static let longest = 32
    private static let table: [[([UInt8], Role)]] = {
        var table = Array(repeating: [([UInt8], Role)](), count: (longest + 1) << 8)
        for (word, role) in roles { table[key(Array(word.utf8))].append((Array(word.utf8), role)) }
        return table
    }()
    private static let starterTable: [[[UInt8]]] = {
        var table = Array(repeating: [[UInt8]](), count: (longest + 1) << 8)
        for word in expressionStarters { table[key(Array(word.utf8))].append(Array(word.utf8)) }
        return table
    }()

    private static func key(_ word: some Collection<UInt8>) -> Int { word.count << 8 | Int(word.first ?? 0) }

    static func role(of word: UnsafeBufferPointer<UInt8>) -> Role? {
        guard word.count <= longest else { return nil }
        return table[key(word)].first { $0.0.elementsEqual(word) }?.1
    }

    static func isExpressionStarter(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        word.count <= longest && starterTable[key(word)].contains { $0.elementsEqual(word) }
    }

    /// `mutating get`, `nonmutating set`, …
    static func isAccessorModifier(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        ["mutating", "nonmutating", "__consuming", "consuming", "borrowing"].contains { $0.utf8.elementsEqual(word) }
    }

    static func matches(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        word.count == text.utf8CodeUnitCount && (0..<word.count).allSatisfy { word[$0] == text.utf8Start[$0] }
    }

    /// `FooInteractor`, `FooInteractorImpl`, `` `FooInteractor` ``.
    static func namesAnInteractor(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let name = word.last == UInt8(ascii: "`") ? UnsafeBufferPointer(rebasing: word.dropLast()) : word
        return name.count >= 10 && (name.suffix(10).elementsEqual("Interactor".utf8) || name.suffix(14).elementsEqual("InteractorImpl".utf8))
    }
}
