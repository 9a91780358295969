import GitKit

/// The branch a check is about: HEAD's, or in a CI checkout with a detached HEAD, the one the
/// platform names.
enum CurrentBranch {
    static let ciVariables = ["CI_MERGE_REQUEST_SOURCE_BRANCH_NAME", "CI_COMMIT_REF_NAME", "GITHUB_HEAD_REF", "GITHUB_REF_NAME"]

    static func name(in repository: Repository) throws -> String? {
        let head: Head
        do {
            head = try repository.head()
        } catch {
            throw Failure.git(error)
        }
        if let name = head.branchName { return name }
        return ciVariables.lazy.compactMap(Environment.nonEmpty).first
    }
}
