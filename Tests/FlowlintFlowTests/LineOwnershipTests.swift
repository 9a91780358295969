import Testing
@testable import FlowlintFlow

/// Who made each commit of master's line, from the messages and develop's line.
struct LineOwnershipTests {
    @Test func developsStretchBelowMastersOwnIsAFastForward() {
        // master's merge, a non-merge on develop's line, develop's merge, a non-merge, the root.
        let anchors: [LineOwner?] = [.production, nil, .base, nil, nil]
        let owners = LineOwnership.owners(anchors: anchors, onBase: [false, true, true, true, true])
        #expect(owners == [.production, .base, .base, .base, .base])
        #expect(LineOwnership.fastForwards(owners, anchors: anchors) == [2], "at the first commit a message vouches for")
    }

    @Test func mastersOwnCommitsStayMasters() {
        let anchors: [LineOwner?] = [nil, .production, nil, .production, nil]
        let owners = LineOwnership.owners(anchors: anchors, onBase: [false, false, true, false, true])
        #expect(owners == Array(repeating: .production, count: 5))
        #expect(LineOwnership.fastForwards(owners, anchors: anchors).isEmpty)
    }

    @Test func masterAtDevelopsTipIsAFastForward() {
        let anchors: [LineOwner?] = [nil, .base, .production]
        let owners = LineOwnership.owners(anchors: anchors, onBase: [true, true, true])
        #expect(owners == [.base, .base, .production])
        #expect(LineOwnership.fastForwards(owners, anchors: anchors) == [1])
    }

    @Test func aStretchNoMessageVouchesForIsReportedAtItsTop() {
        let owners: [LineOwner] = [.production, .base, .base]
        #expect(LineOwnership.fastForwards(owners, anchors: [.production, nil, nil]) == [1])
    }
}
