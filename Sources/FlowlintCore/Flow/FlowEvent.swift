/// A fact about the history that the flow rules judge, gathered by walking the first-parent
/// lines of the flow's branches (develop, master, the releases).
public enum FlowEvent: Sendable, Equatable {
    /// A merge commit on `target`'s first-parent line that merged `source`.
    case merge(FlowMerge)
    /// A commit that is not a merge, directly on a production branch's first-parent line.
    case directCommit(sha: String, header: String, branch: String)
    /// Where a feature, refactoring or release branch started.
    case fork(FlowFork)
    /// A production branch's first-parent line reaching commits another branch's line made:
    /// master was fast-forwarded to develop (or to `branch`), at `sha`.
    case fastForward(sha: String, header: String, target: String, branch: String)
    /// A release that reached a production branch (`merge`, its newest merge there) whose tip
    /// develop's history doesn't hold, though develop moved on after it: never merged back.
    case releaseNotMergedBack(FlowMerge)
    /// A bug fix merged somewhere, with where it was made.
    case bugFixMerge(FlowBugFixMerge)
}

public struct FlowBugFixMerge: Sendable, Equatable {
    public let sha: String
    public let header: String
    public let branch: String
    public let target: String
    /// The branches whose first-parent line holds its fork point, most specific first (a fix
    /// made where a release started is the release's and develop's); empty when unknown.
    public let origins: [String]
    /// Every branch it was merged into, this one too.
    public let mergedInto: [String]

    public init(sha: String, header: String, branch: String, target: String, origins: [String], mergedInto: [String]) {
        self.sha = sha
        self.header = header
        self.branch = branch
        self.target = target
        self.origins = origins
        self.mergedInto = mergedInto
    }
}

public struct FlowMerge: Sendable, Equatable {
    public let sha: String
    public let header: String
    /// nil when neither the message nor a ref names the merged branch.
    public let source: String?
    public let target: String
    /// Whether the merged branch started on the target's first-parent line (a bug fix made
    /// from master may go back into master); for a branch nothing names, on the target's tip.
    public let sourceStartedOnTarget: Bool
    /// Whether every commit the merge brought, on a branch made from the target, is a
    /// cherry-pick of a commit master already has or git's revert of one: a bug fix under
    /// another name (`cherry-pick-4.3.5`), whatever the branch is called.
    public let carriesOnlyReleasedFixes: Bool

    public init(sha: String, header: String, source: String?, target: String, sourceStartedOnTarget: Bool,
                carriesOnlyReleasedFixes: Bool = false) {
        self.sha = sha
        self.header = header
        self.source = source
        self.target = target
        self.sourceStartedOnTarget = sourceStartedOnTarget
        self.carriesOnlyReleasedFixes = carriesOnlyReleasedFixes
    }
}

public struct FlowFork: Sendable, Equatable {
    public let branch: String
    /// The merge commit that records a deleted branch; nil for a branch that still exists.
    public let mergeSHA: String?
    public let mergeHeader: String?
    /// Whether its fork point is on the flow base's (develop's) first-parent line.
    public let startedOnBase: Bool

    public init(branch: String, mergeSHA: String? = nil, mergeHeader: String? = nil, startedOnBase: Bool) {
        self.branch = branch
        self.mergeSHA = mergeSHA
        self.mergeHeader = mergeHeader
        self.startedOnBase = startedOnBase
    }
}

/// A rule about the git-flow graph.
public protocol FlowGraphRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation]
}
