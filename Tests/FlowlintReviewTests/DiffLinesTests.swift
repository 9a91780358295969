import Testing
@testable import FlowlintReview

struct DiffLinesTests {
    @Test func addedLinesAreTheNewSidesPlusLines() {
        let diff = """
            @@ -1,3 +1,4 @@
             import UIKit
            -protocol OldViewProtocol: class {}
            +protocol NewViewProtocol: class {}
            +
             // end
            \\ No newline at end of file
            @@ -20,2 +21,3 @@ final class Presenter {
             let a = 1
            +let b = 2
             let c = 3
            """
        #expect(DiffLines.added(in: diff) == [2, 3, 22])
    }

    @Test func aDiffWithoutHunksAddsNothing() {
        #expect(DiffLines.added(in: "").isEmpty)
        #expect(DiffLines.added(in: "Binary files differ\n+not a hunk").isEmpty)
        #expect(DiffLines.added(in: "@@ -0,0 +1 @@\n+only").isEmpty == false)
    }
}

struct ReviewCommentKeyTests {
    @Test func theKeyIgnoresTheLineAndNumbersInTheMessage() {
        let first = ReviewComment.key(rule: "mvp-class-bound", path: "App/A.swift", message: "line 12: use AnyObject")
        let moved = ReviewComment.key(rule: "mvp-class-bound", path: "App/A.swift", message: "line  14: use  AnyObject")
        #expect(first == moved)
        #expect(first != ReviewComment.key(rule: "mvp-class-bound", path: "App/B.swift", message: "line 12: use AnyObject"))
        #expect(first != ReviewComment.key(rule: "mvp-weak-view", path: "App/A.swift", message: "line 12: use AnyObject"))
    }

    @Test func theKeyIsFoundAgainInABodyAndNothingElseIsTakenForOne() {
        let key = ReviewComment.key(rule: "r", path: "p", message: "m")
        #expect(ReviewComment.key(inBody: "text\n\n" + ReviewComment.marker(key)) == key)
        #expect(ReviewComment.key(inBody: "<!-- flowlint finding xyz -->") == nil)
        #expect(ReviewComment.key(inBody: "a reviewer's note") == nil)
    }
}

struct PagingTests {
    @Test func theNextPageComesFromLinkOrXNextPage() {
        let link = #"<https://api.github.com/repos/o/r/pulls/1/comments?page=2>; rel="next", <https://api.github.com/x?page=5>; rel="last""#
        #expect(ReviewAPI.next(inLink: link) == "https://api.github.com/repos/o/r/pulls/1/comments?page=2")
        #expect(ReviewAPI.next(inLink: #"<https://a/x?page=1>; rel="prev""#) == nil)
        #expect(ReviewAPI.replacingPage(in: "http://h/api/notes?per_page=100&page=1", with: "2") == "http://h/api/notes?per_page=100&page=2")
        #expect(ReviewAPI.replacingPage(in: "http://h/api/versions", with: "3") == "http://h/api/versions?page=3")
    }
}
