import FlowlintCore
import GitKit

/// Creates the branch, records a bug's origin (`branch.<name>.flowlint-base`, as git-flow AVH
/// kept `gitflow.branch.<name>.base`), and switches to it. Any step that fails undoes the
/// earlier ones: the repository is left as it was.
public struct BranchStart {
    public let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    /// Returns what was done, for the user.
    public func create(_ name: String, at base: StartBase.Resolved, recordingOrigin origin: String?, switching: Bool) throws -> LocalizedText {
        do {
            try repository.createBranch(name, at: base.id)
        } catch {
            throw UseCaseError.git(error, shallow: false)
        }
        if let origin {
            do {
                try repository.setConfig("branch.\(name).flowlint-base", origin)
            } catch {
                try? repository.deleteBranch(name)
                throw UseCaseError.unreadable(
                    ru: "не удаётся записать .git/config (\(error.message)): ветка не создана",
                    en: "cannot write .git/config (\(error.message)): no branch was created")
            }
        }
        if switching { try switchTo(name) }
        let short = String(base.id.hex.prefix(8))
        var ru = "создана ветка \(name) от \(base.shown) (\(short))", en = "created \(name) from \(base.shown) (\(short))"
        if let origin {
            ru += "; вернётся в \(origin)"
            en += "; it goes back into \(origin)"
        }
        if switching {
            ru += "; вы на ней"
            en += "; switched to it"
        }
        return LocalizedText(ru: ru, en: en)
    }

    private func switchTo(_ name: String) throws {
        do {
            try repository.switchBranch(name)
        } catch {
            try? repository.deleteBranch(name)
            let paths = error.paths.prefix(5).joined(separator: ", ") + (error.paths.count > 5 ? "…" : "")
            let which = paths.isEmpty ? error.error.message : paths
            throw UseCaseError.refused(LocalizedText(
                ru: "переход на \(name) затёр бы локальные изменения (\(which)): закоммитьте или спрячьте их (git stash) или передайте --no-switch; ветка не создана",
                en: "switching to \(name) would overwrite local changes (\(which)): commit or stash them, or pass --no-switch; no branch was created"))
        }
    }
}
