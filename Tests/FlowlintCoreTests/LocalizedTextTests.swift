import Testing
@testable import FlowlintCore

/// The lazy form of `LocalizedText`: a template and its arguments, filled when printed.
struct LocalizedTextTests {
    static let template = MessageTemplate(
        ru: "русских слов {0}%, нужно не меньше {1}%", en: "{0}% of its words are Russian, {1}% needed")

    @Test func aTemplateReadsAsTheTextItStandsFor() {
        let lazy = LocalizedText(Self.template, 12, 50)
        #expect(lazy.ru == "русских слов 12%, нужно не меньше 50%")
        #expect(lazy.en == "12% of its words are Russian, 50% needed")
        #expect(lazy.text(.en) == lazy.en)
        let eager = LocalizedText(ru: "русских слов 12%, нужно не меньше 50%", en: "12% of its words are Russian, 50% needed")
        #expect(lazy == eager)
        #expect(lazy.hashValue == eager.hashValue)
        #expect(lazy != LocalizedText(Self.template, 13, 50))
    }

    @Test func holesInAnyOrderAndBracesThatAreNotHoles() {
        let template = MessageTemplate(ru: "{1} и {0}: features/{id}_{name} {2} {", en: "{0}{1}{0}")
        let text = LocalizedText(template, 7, -3)
        #expect(text.ru == "-3 и 7: features/{id}_{name} {2} {")
        #expect(text.en == "7-37")
        #expect(LocalizedText(MessageTemplate(ru: "Ёж {0}", en: "{0}"), Int.min).ru == "Ёж \(Int.min)")
    }

    @Test func piecesAreWholeCharacters() {
        var pieces: [String] = []
        LocalizedText(Self.template, 7, 50).forEachPiece(.ru) { piece in
            switch piece {
            case .utf8(let bytes): pieces.append(String(decoding: bytes, as: UTF8.self))
            case .integer(let value): pieces.append("#\(value)")
            }
        }
        #expect(pieces == ["русских слов ", "#7", "%, нужно не меньше ", "#50", "%"])
    }
}
