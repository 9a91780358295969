import FlowlintCore
import GitKit

/// Why a use case over a repository (a history scan, a fix) stopped. The command line turns
/// each into its sentence and exit code (SPEC 5); the library never decides how a run ends.
public enum UseCaseError: Error {
    /// libgit2 failed; `shallow` when the repository is a shallow clone, where a missing object
    /// most likely lies beyond the clone's depth.
    case git(GitError, shallow: Bool)
    /// The request or the configuration can't be carried out as given (exit 2).
    case usage(LocalizedText)
    /// The repository or a file can't be read or written (exit 3).
    case unreadable(LocalizedText)
    /// A gate refuses what it was given, e.g. a message too large to read (exit 1).
    case refused(LocalizedText)

    public static func usage(ru: String, en: String) -> UseCaseError { .usage(LocalizedText(ru: ru, en: en)) }

    public static func unreadable(ru: String, en: String) -> UseCaseError { .unreadable(LocalizedText(ru: ru, en: en)) }
}
