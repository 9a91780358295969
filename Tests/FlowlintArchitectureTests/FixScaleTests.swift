import Testing
@testable import FlowlintArchitecture

/// What keeps `--fix` linear: the word index a rename finds its files by.
struct FixScaleTests {
    static let index = WordIndex(paths: ["A.swift", "B.m", "C.swift", "D.swift", "E.swift"], texts: [
        "final class PostListModuleInteractor {}\nlet x = PostListModuleInteractorInput.self\n",
        "@implementation A\n- (void)a { _presenter = nil; self.a_b_output = nil; }\n@end\n",
        "let value = 1PostList // лексер отделяет имя от цифр\n",
        nil,
        "let ПостList = 1\n",
    ])

    @Test func aNameIsFoundAsAWholeWord() {
        #expect(Self.index.files(mentioning: ["PostListModuleInteractor"]) == ["A.swift"])
        #expect(Self.index.files(mentioning: ["PostListModuleInteractorInput", "nil"]) == ["A.swift", "B.m"])
        #expect(Self.index.files(mentioning: ["PostListModule", "Interactor", "Post"]) == [])
    }

    /// `_presenter` and `a_b_output` are what Objective-C's `presenter` and `output` look like.
    @Test func thePartsAfterUnderscoresAndLeadingDigitsAreWordsToo() {
        #expect(Self.index.files(mentioning: ["presenter"]) == ["B.m"])
        #expect(Self.index.files(mentioning: ["output"]) == ["B.m"])
        #expect(Self.index.files(mentioning: ["b_output"]) == ["B.m"])
        #expect(Self.index.files(mentioning: ["PostList"]) == ["C.swift"])
        #expect(Self.index.files(mentioning: ["List"]) == ["E.swift"])
    }

    @Test func aNameOfOtherBytesIsLeftToAFullSearch() {
        #expect(Self.index.files(mentioning: ["ПостList"]) == nil)
        #expect(Self.index.files(mentioning: ["a", ""]) == nil)
        #expect(Self.index.files(mentioning: []) == [])
    }

    @Test func aChangedFileAddsItsNewWords() {
        var index = Self.index
        let known = index.add("D.swift", text: "let presenter = 1\n"), unknown = index.add("F.swift", text: "let presenter = 1\n")
        #expect(known && !unknown)
        #expect(index.files(mentioning: ["presenter"]) == ["B.m", "D.swift"])
    }
}
