import FlowlintCore
import FlowlintFlow
import GitKit

/// Section 5's exit codes.
enum ExitStatus: Int32 {
    case clean = 0
    case findings = 1
    case usage = 2
    case unreadable = 3
}

/// A run that can't go on: one sentence saying what to do, and its exit code.
struct Failure: Error {
    let code: ExitStatus
    let sentence: LocalizedText

    static func usage(ru: String, en: String) -> Failure {
        Failure(code: .usage, sentence: LocalizedText(ru: ru, en: en))
    }

    static func unreadable(ru: String, en: String) -> Failure {
        Failure(code: .unreadable, sentence: LocalizedText(ru: ru, en: en))
    }

    /// Runs what builds checkers from the configuration; its errors (a bad pattern or
    /// template) are bad configuration, exit 2.
    static func fromConfiguration<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure.usage(ru: "неверные настройки: \(error)", en: "invalid configuration: \(error)")
        }
    }

    /// A libgit2 error as the sentence a user can act on.
    static func git(_ error: GitError, shallow: Bool = false) -> Failure {
        switch error.kind {
        case .notFound where shallow:
            return unreadable(
                ru: "\(error.message): история неполная (shallow clone); скачайте её: git fetch --unshallow",
                en: "\(error.message): the history is incomplete (shallow clone); fetch it with git fetch --unshallow")
        case .notFound where error.message.contains("no match for id"):
            // An object the history needs is gone: a damaged or partial clone, not a bad name.
            let id = error.message.split(separator: "(").last.map { String($0.prefix { $0.isHexDigit }) } ?? ""
            return unreadable(
                ru: "в репозитории нет объекта \(id), нужного истории: проверьте его (git fsck) или склонируйте заново",
                en: "the repository lacks object \(id) that the history needs: check it with git fsck or clone it again")
        case .notFound, .invalidSpec, .ambiguous:
            return unreadable(
                ru: "\(error.operation): \(error.message); проверьте имя ревизии",
                en: "\(error.operation): \(error.message); check the revision name")
        case .corrupt:
            return unreadable(
                ru: "репозиторий повреждён (\(error.description)); проверьте его: git fsck",
                en: "the repository is corrupt (\(error.description)); check it with git fsck")
        default:
            return unreadable(
                ru: "\(error.description)",
                en: "\(error.description)")
        }
    }
}

extension Failure {
    /// A library use case's stop as the sentence and exit code of section 5 (in an extension:
    /// the memberwise initializer stays).
    init(_ error: UseCaseError) {
        switch error {
        case .git(let error, let shallow): self = .git(error, shallow: shallow)
        case .usage(let sentence): self.init(code: .usage, sentence: sentence)
        case .unreadable(let sentence): self.init(code: .unreadable, sentence: sentence)
        case .refused(let sentence): self.init(code: .findings, sentence: sentence)
        }
    }
}
