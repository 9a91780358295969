@_spi(RawSyntax) import SwiftSyntax

/// A node of the tree as the parser stored it, with where its leading trivia starts in the
/// parsed text. Members are read this way: the typed syntax API makes a node and retains the
/// tree for every child it reads (a third of the walk's cost was that reference counting); a
/// raw node is a pointer into the tree's arena, valid while the tree is.
struct PlacedRaw {
    let raw: RawSyntax
    /// Where the node's first byte (its leading trivia's) is in the parsed text.
    let offset: Int

    init(_ raw: RawSyntax, at offset: Int) {
        self.raw = raw
        self.offset = offset
    }

    /// The node of a syntax tree, placed where the tree has it.
    init(_ node: some SyntaxProtocol) {
        self.init(node.raw, at: node.position.utf8Offset)
    }

    /// Where its first present token's text starts, as `positionAfterSkippingLeadingTrivia`.
    var start: Int { offset + raw.leadingTriviaByteLength }

    /// Each child that is there, in order, with where it starts.
    func forEachChild(_ body: (PlacedRaw) -> Void) {
        guard let layout = raw.layoutView else { return }
        var at = offset
        for case let child? in layout.children {
            body(PlacedRaw(child, at: at))
            at += child.byteLength
        }
    }

    /// `node`, one of this node's children, with where it starts; nil if it isn't one.
    func child(_ node: some RawSyntaxNodeProtocol) -> PlacedRaw? {
        guard let layout = raw.layoutView else { return nil }
        let id = node.raw.id
        var at = offset
        for case let child? in layout.children {
            if child.id == id { return PlacedRaw(child, at: at) }
            at += child.byteLength
        }
        return nil
    }

    /// Where `node`, one of this node's children, starts (after its leading trivia).
    func start(of node: some RawSyntaxNodeProtocol) -> Int {
        child(node)?.start ?? start
    }
}

extension RawTokenSyntax {
    var text: String { String(syntaxText: tokenText) }

    /// The keyword `word`, as `tokenKind == .keyword(…)` tells it in the typed API.
    func isKeyword(_ word: SyntaxText) -> Bool {
        tokenKind == .keyword && tokenText == word
    }
}

extension RawSyntax {
    /// A `///` or `/** */` comment in the node's leading trivia. Most trivia holds no comment:
    /// its bytes are looked at before it is split into pieces.
    var hasDocComment: Bool {
        guard let token = firstPresentToken, token.leadingTrivia({ $0.contains(UInt8(ascii: "/")) }) else { return false }
        return token.leadingRawTriviaPieces.contains { piece in
            switch piece {
            case .docLineComment, .docBlockComment: return true
            default: return false
            }
        }
    }

    /// The first token the source holds (not one the parser made up), as the typed API's
    /// `leadingTrivia` finds it.
    var firstPresentToken: RawSyntaxTokenView? {
        if let token = tokenView { return token.presence == .present ? token : nil }
        guard let layout = layoutView else { return nil }
        for case let child? in layout.children {
            if let token = child.firstPresentToken { return token }
        }
        return nil
    }

    /// The node's text without its first token's leading and last token's trailing trivia,
    /// as `trimmedDescription` gives it.
    var trimmedBytes: ArraySlice<UInt8> {
        let bytes = syntaxTextBytes
        let from = min(leadingTriviaByteLength, bytes.count)
        return bytes[from..<max(from, bytes.count - trailingTriviaByteLength)]
    }
}
