import Testing
@testable import FlowlintArchitecture

/// `StoredValue.bare`, over bytes, against what it did over Characters.
struct StoredValueTests {
    /// The Character version `bare` replaced: the reference.
    static func reference(_ type: String) -> String {
        var trimmed = Substring(type)
        while let last = trimmed.last, "?!* ".contains(last) { trimmed = trimmed.dropLast() }
        var text = trimmed
        if text.hasPrefix("id<"), let end = text.lastIndex(of: ">") { text = text[text.index(text.startIndex, offsetBy: 3)..<end] }
        if let open = text.firstIndex(of: "<"), !text.hasPrefix("[") { text = text[..<open] }
        return String(text.split(separator: ".").last ?? text)
    }

    @Test(arguments: [
        ("[Post]?", "[Post]"), ("id<AccountService>", "AccountService"), ("NSArray *", "NSArray"), ("Feed!", "Feed"),
        ("Module.Type", "Type"), ("Swift.Array<Int>", "Array"), ("Observable<Int>?", "Observable"), ("A.", "A"), (".A", "A"),
        ("...", "..."), ("", ""), ("?!", ""), ("[String: Int]", "[String: Int]"), ("id<A.B>", "B"), ("Экран.Вид?", "Вид"),
        ("id<", "id"), ("LoginViewProtocol", "LoginViewProtocol"),
    ])
    func bareNames(type: String, expected: String) {
        #expect(StoredValue.bare(type) == expected)
        #expect(Self.reference(type) == expected)
    }

    @Test func bareAgreesWithTheCharacterVersionOnRandomTypes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["A", "b", ".", "<", ">", "[", "]", "?", "!", "*", " ", "i", "d", "Э", ":"]
        for _ in 0..<3_000 {
            let type = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "A" })
            #expect(StoredValue.bare(type) == Self.reference(type), "\(type)")
        }
    }
}
