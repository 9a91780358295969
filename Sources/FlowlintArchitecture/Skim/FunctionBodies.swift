/// A Swift source with what the rules never read left out: the insides of functions',
/// initialisers' and deinitialisers' bodies, of computed properties' accessors and of closures
/// given as a property's value. Those are most of a real file's tokens (half its bytes in the
/// corpus), and parsing them was most of a cold scan.
///
/// A body's inside becomes just the comments it held (a `MARK:` or a `flowlint:` command there
/// is still read), each line comment on a line of its own; everything outside bodies is kept
/// byte for byte, and `offsets` maps a position in the skimmed source back to the original.
/// Nothing is left out of a file that declares an interactor (its methods' assignments are
/// read, `viper-interactor-state`), or that `SkimLexer` is not sure of; the caller parses
/// those, and any skimmed source that fails to parse, as written.
enum FunctionBodies {
    /// What skimming a source gives.
    struct Skim {
        /// The source without its bodies; nil when nothing is left out (parse the source).
        var source: String?
        /// Where the skimmed source's bytes were in the original.
        var offsets = SkimOffsets()
        /// Every comment's bytes in the original, in order; nil when the lexer was not sure
        /// of the source.
        var comments: [Range<Int>]?
    }

    static func skim(_ source: String) -> Skim {
        var source = source
        return source.withUTF8 { bytes -> Skim in
            var finder = Finder(lexer: SkimLexer(bytes))
            guard let bodies = finder.bodies() else { return Skim() }
            let comments = finder.lexer.comments
            guard !bodies.isEmpty, !finder.keepsBodies else { return Skim(comments: comments) }
            var offsets = SkimOffsets()
            let text = skimmed(bytes, bodies: bodies, comments: comments, offsets: &offsets)
            return Skim(source: text, offsets: offsets, comments: comments)
        }
    }

    /// The bytes outside `bodies`, and inside them only their comments.
    private static func skimmed(
        _ bytes: UnsafeBufferPointer<UInt8>, bodies: [Range<Int>], comments: [Range<Int>], offsets: inout SkimOffsets
    ) -> String {
        var kept: [Range<Int>] = []
        var start = 0, next = 0
        for body in bodies {
            kept.append(start..<body.lowerBound)
            while next < comments.count, comments[next].lowerBound < body.lowerBound { next += 1 }
            while next < comments.count, comments[next].upperBound <= body.upperBound {
                kept.append(comments[next])
                next += 1
            }
            start = body.upperBound
        }
        kept.append(start..<bytes.count)
        let capacity = kept.reduce(0) { $0 + $1.count + 1 }
        // Valid UTF-8 still: bodies and comments start and end at ASCII bytes.
        return String(unsafeUninitializedCapacity: capacity) { copy in
            var length = 0
            for range in kept {
                offsets.add(skimmed: length, original: range.lowerBound)
                for index in range {
                    copy[length] = bytes[index]
                    length += 1
                }
                // A line comment taken out of a body ends its line, not the body.
                if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "/"), bytes[range.lowerBound + 1] == UInt8(ascii: "/") {
                    copy[length] = UInt8(ascii: "\n")
                    length += 1
                }
            }
            return length
        }
    }

    /// Reads the tokens once, keeping a stack of open brackets, and notes each body's inside.
    struct Finder {
        enum Scope: Equatable {
            case paren, square
            /// A closure, a statement's block, the file: statements and declarations. Only a
            /// function's body is looked for here: a `let` may be an `if let`'s, an `init` a
            /// trailing closure's label, and the collector walks these closures.
            case code
            /// A class's, struct's, enum's, extension's, protocol's or actor's members: all
            /// declarations, so properties' accessors and closures are looked for too.
            case typeBody
            /// `{ get … set … }`: where accessors are looked for.
            case accessors
            /// `var x: T {` before its first token says whether it holds accessors or is a getter.
            case property(insideFrom: Int)
        }

        /// What the tokens read so far at this level promise.
        enum Expecting: Equatable {
            case nothing
            /// After `func`, `init`, `deinit`: their body is the next `{` at this depth.
            case body(depth: Int)
            /// After `var`: an accessor block, if the type is followed by `{`, not `=`.
            case accessorBlock(depth: Int)
            /// After `get`, `set`, …: the accessor's body.
            case accessorBody(depth: Int)
            /// After a property's `=`: a closure, if `{` comes next (`lazy var v: UIView = {…}()`).
            case initialValue(depth: Int)
            /// After `class`, `struct` (`interactor`: whose name may say it is one), `enum`,
            /// `extension`, `protocol`, `actor`: the name.
            case typeName(interactor: Bool)
            /// After a type's name: its members, at the next `{` at this depth.
            case typeBody(depth: Int)
        }

        var lexer: SkimLexer
        /// Open brackets, each with what was expected outside it (back when it closes).
        private var stack: [(scope: Scope, outside: Expecting)] = []
        private var expecting = Expecting.nothing
        /// Where the body being blanked sits in `stack`, and where its inside starts.
        private var blanking: (depth: Int, from: Int)?
        private var afterDot = false
        /// The token before was `func`, `init` or `deinit` (followed by `:`, it is a label).
        private var afterIntroducer = false
        private var introducerRead = false
        /// A `func` or `init` was read and its parameter clause not yet: the next `(` at its
        /// depth opens it. Only protocols' parameters are read (what layers pass each other);
        /// elsewhere they are a good part of the tokens, and no rule reads them.
        private var parametersPending = false
        /// `protocol` was read: the next type body is a protocol's.
        private var protocolPending = false
        /// Where the open protocol bodies sit in `stack`: their methods keep their parameters.
        private var protocolBodies: [Int] = []
        /// The file declares an interactor: its methods' bodies are read, so none is blanked
        /// (the tokens are still read to the end, for the comments).
        private(set) var keepsBodies = false
        private var found: [Range<Int>] = []

        init(lexer: SkimLexer) { self.lexer = lexer }

        /// The insides of the bodies, in order; nil when not sure of the source.
        mutating func bodies() -> [Range<Int>]? {
            while let token = lexer.next() {
                if token.kind == .end { return stack.isEmpty && blanking == nil ? found : nil }
                guard take(token) else { return nil }
                afterDot = token.kind == .punct && token.byte == UInt8(ascii: ".")
                afterIntroducer = introducerRead
                introducerRead = false
            }
            return nil
        }

        private mutating func take(_ token: SkimLexer.Token) -> Bool {
            if blanking != nil { return balance(token) }
            if case .property(let insideFrom)? = stack.last?.scope { decideProperty(token, insideFrom: insideFrom) }
            if blanking != nil { return balance(token) }
            let atDeclarationLevel = stack.last.map { $0.scope == .code || $0.scope == .typeBody || $0.scope == .accessors } ?? true
            if case .initialValue = expecting, !(token.kind == .punct && token.byte == UInt8(ascii: "{")) { expecting = .nothing }
            if afterIntroducer, case .body = expecting, token.kind == .punct, token.byte == UInt8(ascii: ":") { expecting = .nothing }
            if case .typeName(let interactor) = expecting { readTypeName(token, interactor: interactor) }
            switch token.kind {
            case .punct:
                return punctuation(token, atDeclarationLevel: atDeclarationLevel)
            case .word:
                if atDeclarationLevel, !afterDot { read(word(token), afterNewline: token.afterNewline) }
                return true
            case .backticked:
                return true
            case .literal, .end:
                if atDeclarationLevel { expecting = .nothing }
                return true
            }
        }

        /// The token after `class`, `struct`, …: a name (not a keyword: `class func`) makes a
        /// type whose members follow.
        private mutating func readTypeName(_ token: SkimLexer.Token, interactor: Bool) {
            let isName = token.kind == .backticked || (token.kind == .word && SkimWords.role(of: word(token)) == nil)
            expecting = isName ? .typeBody(depth: stack.count) : .nothing
            if isName, interactor, SkimWords.namesAnInteractor(word(token)) { keepsBodies = true }
        }

        /// The first token inside `var x: T {`: an accessor (or its attribute or modifier)
        /// makes an accessor list; anything else, a getter's body.
        private mutating func decideProperty(_ token: SkimLexer.Token, insideFrom: Int) {
            let depth = stack.count - 1
            if token.kind == .punct && (token.byte == UInt8(ascii: "}") || token.byte == UInt8(ascii: "@")) {
                stack[depth].scope = token.byte == UInt8(ascii: "}") ? .code : .accessors
            } else if token.kind == .word, let role = SkimWords.role(of: word(token)),
                      role == .accessor || SkimWords.isAccessorModifier(word(token)) || role == .bodyIntroducer {
                stack[depth].scope = .accessors
            } else {
                stack[depth].scope = .code
                blanking = (depth, insideFrom)
            }
        }

        private mutating func punctuation(_ token: SkimLexer.Token, atDeclarationLevel: Bool) -> Bool {
            switch token.byte {
            // Inside brackets nothing is expected yet; what was expected outside them waits.
            case UInt8(ascii: "("):
                let opensParameters = parametersPending && expecting == .body(depth: stack.count)
                parametersPending = false
                stack.append((.paren, expecting))
                expecting = .nothing
                if opensParameters { blanking = (stack.count - 1, token.end) }
            case UInt8(ascii: "["): stack.append((.square, expecting)); expecting = .nothing
            case UInt8(ascii: "{"):
                openBrace(token)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard close(token) else { return false }
            case UInt8(ascii: ";"), UInt8(ascii: "#"):
                if atDeclarationLevel { expecting = .nothing }
            case UInt8(ascii: "="):
                // After `var x = …` a `{` may be a trailing closure or observers: only one
                // right after the `=` is surely a closure. (In a signature `=` belongs to a
                // `where` clause.)
                guard atDeclarationLevel else { break }
                if case .accessorBlock(let depth) = expecting { expecting = .initialValue(depth: depth) }
                if case .typeBody = expecting { expecting = .nothing }
            case UInt8(ascii: ","):
                if atDeclarationLevel, case .accessorBlock = expecting { expecting = .nothing }
            default:
                break
            }
            return true
        }

        private mutating func openBrace(_ token: SkimLexer.Token) {
            let depth = stack.count
            defer { protocolPending = false }
            switch expecting {
            case .body(depth), .accessorBody(depth), .initialValue(depth):
                stack.append((.code, .nothing))
                blanking = (depth, token.end)
            case .accessorBlock(depth):
                stack.append((.property(insideFrom: token.end), .nothing))
            case .typeBody(depth):
                if protocolPending { protocolBodies.append(depth) }
                stack.append((.typeBody, .nothing))
            default:
                stack.append((.code, .nothing))
            }
            expecting = .nothing
        }

        private mutating func read(_ word: UnsafeBufferPointer<UInt8>, afterNewline: Bool) {
            let depth = stack.count
            let inTypeBody = stack.last?.scope == .typeBody
            switch SkimWords.role(of: word) {
            case .bodyIntroducer:
                expecting = .body(depth: depth)
                introducerRead = true
                parametersPending = protocolBodies.last != depth - 1
            case .variable: expecting = inTypeBody ? .accessorBlock(depth: depth) : .nothing
            case .typeIntroducer: expecting = .typeName(interactor: true)
            case .otherTypeIntroducer:
                expecting = .typeName(interactor: false)
                protocolPending = word.elementsEqual("protocol".utf8)
            case .stop: expecting = .nothing
            case .whereClause:
                switch expecting {
                case .body, .typeBody: break
                default: expecting = .nothing
                }
            case .accessor where stack.last?.scope == .accessors: expecting = .accessorBody(depth: depth)
            case .effect: break
            case .accessor, nil:
                // A property's type ends on its line; a word on the next is something else. So
                // does a signature outside a type: a body-less `@_silgen_name` function may be
                // followed by a statement.
                guard afterNewline || expecting == .accessorBody(depth: depth) else { break }
                switch expecting {
                case .accessorBlock, .accessorBody: expecting = .nothing
                case .body where !inTypeBody: expecting = .nothing
                default: break
                }
            }
        }

        /// Inside a body being blanked only the brackets count, to find its end.
        private mutating func balance(_ token: SkimLexer.Token) -> Bool {
            guard token.kind == .punct else { return true }
            switch token.byte {
            case UInt8(ascii: "("): stack.append((.paren, .nothing))
            case UInt8(ascii: "["): stack.append((.square, .nothing))
            case UInt8(ascii: "{"): stack.append((.code, .nothing))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard close(token) else { return false }
                if let body = blanking, stack.count == body.depth {
                    if body.from < token.start { found.append(body.from..<token.start) }
                    blanking = nil
                }
            default:
                break
            }
            return true
        }

        private mutating func close(_ token: SkimLexer.Token) -> Bool {
            guard let (scope, outside) = stack.popLast() else { return false }
            if protocolBodies.last == stack.count { protocolBodies.removeLast() }
            expecting = outside
            switch scope {
            case .paren: return token.byte == UInt8(ascii: ")")
            case .square: return token.byte == UInt8(ascii: "]")
            case .code, .typeBody, .accessors, .property: return token.byte == UInt8(ascii: "}")
            }
        }

        private func word(_ token: SkimLexer.Token) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: lexer.bytes[token.start..<token.end])
        }
    }
}
