import Testing
@testable import FlowlintArchitecture

/// The byte lexer gives exactly the Character lexer's tokens on ASCII sources, and leaves the
/// rest to it.
struct ObjCByteLexerTests {
    @Test(arguments: [
        "@interface A : NSObject <B>\n@property (nonatomic, weak) id<C> output;\n- (void)didLoad;\n@end\n",
        "#import \"A.h\"\r\n#define X(a) \\\r\n  a\r\n@implementation A\r\n@end",
        "/** doc */\n/**/ /* a\r\nb */ // c\r\n/// d\n@protocol P\n@end",
        "NSString *s = @\"x\\\"y\"; char c = '\\''; s = \"unterminated\nnext",
        "a\rb\u{0B}c\u{0C}d\r\n\r\n  #pragma mark - X\n\t#if 0\n$x _y 9z",
        "\"\\\r\nz\" '\\", "@", "#", "/", "/*", "\\", "\u{00}\u{7F}\u{1F}", "",
    ])
    func sameTokensAsCharacters(source: String) throws {
        let bytes = try #require(ObjCByteLexer.tokens(source))
        #expect(bytes == ObjCLexer.characterTokens(source))
    }

    @Test func nonASCIISourcesAreLeftToTheCharacterLexer() {
        #expect(ObjCByteLexer.tokens("// Методы\n@interface A\n@end") == nil)
        #expect(ObjCLexer.tokens("// Методы\n@interface A\n@end") == ObjCLexer.characterTokens("// Методы\n@interface A\n@end"))
    }

    /// Random ASCII made of the characters the lexer decides on.
    @Test func randomSourcesAgree() throws {
        let alphabet = Array("ab_$9 @#/*\"'\\\n\r\t\u{0B}\u{0C}<>;:(){}-+")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let source = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let bytes = try #require(ObjCByteLexer.tokens(source))
            #expect(bytes == ObjCLexer.characterTokens(source), "\(source.debugDescription)")
        }
    }
}
