import Testing
@testable import FlowlintTracker

/// The JSON reader that replaced Foundation's: trackers' answers and GitHub's event file.
struct JSONValueTests {
    static func parse(_ text: String) -> JSONValue? { JSONValue(parsing: Array(text.utf8)) }

    @Test func readsObjectsArraysAndScalars() throws {
        let value = try #require(Self.parse(#" {"key": "APP-1", "fields": {"summary": "Экран", "n": [1, -2.5e3, true, false, null]}} "#))
        #expect(value["key"]?.string == "APP-1")
        #expect(value["fields"]?["summary"]?.string == "Экран")
        #expect(value["fields"]?["n"]?.array == [.number(1), .number(-2500), .bool(true), .bool(false), .null])
        #expect(value["missing"] == nil && value["key"]?["nested"] == nil)
        #expect(Self.parse("[]") == .array([]) && Self.parse("{}") == .object([:]) && Self.parse(" 0 ") == .number(0))
    }

    @Test(arguments: [
        (#""a\"b\\c\/d""#, "a\"b\\c/d"), (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u0041\u00e9\u042f""#, "AéЯ"), (#""\ud83d\ude00""#, "😀"), ("\"ёжик\"", "ёжик"),
    ])
    func readsStringEscapes(json: String, text: String) {
        #expect(Self.parse(json) == .string(text))
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "{'a': 1}", "{\"a\" 1}", "01", "1.", ".5", "-", "1e", "+1", "tru", "nul",
        "\"abc", "\"a\u{1}b\"", #""\x""#, #""\u12""#, #""\ud83d""#, #""\ud83d\u0041""#, "[1] 2", "NaN", "{\"a\":1}}",
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(Self.parse(text) == nil)
    }

    @Test func refusesInvalidUTF8InStrings() {
        #expect(JSONValue(parsing: [0x22, 0xFF, 0xFE, 0x22]) == nil)
        #expect(JSONValue(parsing: [0x22, 0xC3, 0xA9, 0x22]) == .string("é"))
    }

    @Test func nestingIsCapped() {
        let shallow = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.parse(shallow) != nil)
        #expect(Self.parse(deep) == nil)
    }

    @Test func laterDuplicateKeysWin() {
        #expect(Self.parse(#"{"a": 1, "a": 2}"#)?["a"] == .number(2))
    }

    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
                      ("foobar", "Zm9vYmFy"), ("dev@example.com:api-token", "ZGV2QGV4YW1wbGUuY29tOmFwaS10b2tlbg==")])
    func base64IsRFC4648(text: String, encoded: String) {
        #expect(Base64.encoded(Array(text.utf8)) == encoded)
    }
}
