import GitKit

/// The branch a check is about: HEAD's, or in a CI checkout with a detached HEAD, the one the
/// platform names.
public enum CurrentBranch {
    static let ciVariables = ["CI_MERGE_REQUEST_SOURCE_BRANCH_NAME", "CI_COMMIT_REF_NAME", "GITHUB_HEAD_REF", "GITHUB_REF_NAME"]

    /// `environment` gives a variable's value, nil when it is unset or empty.
    public static func name(in repository: Repository, environment: (String) -> String?) throws -> String? {
        let head: Head
        do {
            head = try repository.head()
        } catch {
            throw UseCaseError.git(error, shallow: false)
        }
        return head.branchName ?? fromCI(environment: environment)
    }

    /// The branch the CI platform's variables name (GitLab's, then GitHub's).
    public static func fromCI(environment: (String) -> String?) -> String? {
        ciVariables.lazy.compactMap(environment).first
    }
}
