/// A merge request (GitLab) or pull request (GitHub) as the seed's rules see it.
public struct MergeRequest: Sendable, Equatable {
    /// Whether the request deletes its source branch when merged, as far as it could be known.
    public enum DeleteSourceBranch: Sendable, Equatable {
        case yes
        case no
        /// Not known: the platform wasn't asked or didn't answer; the reason says which.
        case unknown(LocalizedText)
    }

    /// Whether someone besides its author approved the request, as far as it could be known.
    public enum Review: Sendable, Equatable {
        case approved(by: [String])
        case notApproved
        /// Not known: no token, or the platform didn't answer; the reason says which.
        case unknown(LocalizedText)
    }

    public var title: String
    public var source: String
    public var target: String
    public var deleteSourceBranch: DeleteSourceBranch
    /// Where a `bugs/` source branch was made from (the graph's answer, else `flowlint start
    /// bug`'s record), most specific first; empty when unknown.
    public var origins: [String]
    /// Whether the source's tip is already in its origin (merged back there first).
    public var mergedIntoOrigin: Bool
    public var review: Review
    /// A GitHub pull request: the delete-branch option is the repository's and named as
    /// GitHub names it.
    public var onGitHub = false

    public init(
        title: String, source: String, target: String, deleteSourceBranch: DeleteSourceBranch, recordedOrigin: String? = nil,
        review: Review = .unknown(LocalizedText(ru: "не запрошено", en: "not asked"))
    ) {
        self.title = title
        self.source = source
        self.target = target
        self.deleteSourceBranch = deleteSourceBranch
        origins = recordedOrigin.map { [$0] } ?? []
        mergedIntoOrigin = false
        self.review = review
    }
}

/// A title with its draft markers taken off: `Draft: [EW_IOS-98] x` → `[EW_IOS-98] x`.
public enum MergeRequestTitle {
    static let draftMarkers = ["draft:", "[draft]", "(draft)", "wip:", "[wip]"]

    public static func withoutDraftMarkers(_ title: String) -> Substring {
        var rest = Substring(title).drop { $0 == " " }
        var changed = true
        while changed {
            changed = false
            for marker in draftMarkers where rest.lowercased().hasPrefix(marker) {
                rest = rest.dropFirst(marker.count).drop { $0 == " " }
                changed = true
            }
        }
        return rest
    }
}

/// Everything the merge-request rules need, computed once.
public struct MergeRequestUnderCheck: Sendable {
    public let request: MergeRequest
    /// The title without draft markers, and taken apart as a commit header is.
    public let title: Substring
    public let header: CommitHeader
    public let source: FlowBranch?
    public let target: FlowBranch?
    public let configuration: Configuration
    public let ids: IssueIDMatcher
    public let naming: BranchNaming

    public init(_ request: MergeRequest, naming: BranchNaming) {
        self.naming = naming
        self.request = request
        title = MergeRequestTitle.withoutDraftMarkers(request.title)
        header = CommitHeader(title, ids: naming.ids)
        source = naming.parse(request.source)
        target = naming.parse(request.target)
        configuration = naming.configuration
        ids = naming.ids
    }
}

/// A rule about a merge request.
public protocol MergeRequestRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ request: MergeRequestUnderCheck) -> [Violation]
}
