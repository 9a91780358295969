/// Which branch made each commit on a production branch's first-parent line. A fast-forward
/// leaves no merge commit: master's line then runs through commits develop's line made, and
/// only their messages (`Merge branch 'X' into develop`) and develop's line tell.
enum LineOwner: Equatable {
    case production
    case base
    /// Another branch named as a merge's target (`into releases/release-1.2`).
    case other(String)
}

enum LineOwnership {
    /// Each commit's owner, top (newest) first. `anchors` are what the messages say (nil: they
    /// don't); a commit they leave open takes the owner of its neighbours when both agree, is
    /// the production branch's when develop's line doesn't hold it, and otherwise belongs with
    /// the stretch of develop's commits it touches: below the production branch's own commits
    /// (or its tip), the fast-forward brought it; below develop's, develop made it.
    static func owners(anchors: [LineOwner?], onBase: [Bool], top: LineOwner = .production) -> [LineOwner] {
        var below: [LineOwner?] = Array(repeating: nil, count: anchors.count)
        var next: LineOwner?
        for index in anchors.indices.reversed() {
            below[index] = next
            if let anchor = anchors[index] { next = anchor }
        }
        var above = top
        var owners: [LineOwner] = []
        owners.reserveCapacity(anchors.count)
        for index in anchors.indices {
            if let anchor = anchors[index] {
                owners.append(anchor)
                above = anchor
            } else if above == below[index] || !onBase[index] {
                owners.append(onBase[index] ? above : (above == below[index] ? above : .production))
            } else if above == .production {
                owners.append(below[index] ?? .production)
            } else {
                owners.append(above)
            }
        }
        return owners
    }

    /// Where the production branch's line enters a stretch another branch made, going down:
    /// each is one fast-forward, reported at the stretch's first commit a message vouches for
    /// (the commits above it may be the production branch's own, made after the fast-forward).
    static func fastForwards(_ owners: [LineOwner], anchors: [LineOwner?], top: LineOwner = .production) -> [Int] {
        var previous = top
        var points: [Int] = []
        var index = 0
        while index < owners.count {
            let owner = owners[index]
            if previous == .production, owner != .production {
                var vouched = index
                while vouched < owners.count, owners[vouched] == owner, anchors[vouched] != owner { vouched += 1 }
                points.append(vouched < owners.count && owners[vouched] == owner ? vouched : index)
            }
            previous = owner
            index += 1
        }
        return points
    }
}
