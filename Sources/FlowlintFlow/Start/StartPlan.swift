import FlowlintCore
import FlowlintTracker

/// The branch `start` will make: its name from the kind, the ID and the task's name, which
/// comes from the command line or else from the tracker.
public struct StartPlan {
    public let branch: String

    public static func make(
        kind: BranchKind, idOrName: String, name: String, naming: BranchNaming, maxNameLength: Int, tracker: TrackerReview?
    ) throws -> StartPlan {
        let maker = BranchNameMaker(naming: naming, maxNameLength: maxNameLength)
        let made: String?
        switch kind {
        case .release:
            made = maker.name(kind: .release, id: nil, taskName: nil, version: try version(idOrName, naming))
        case .feature, .bug:
            guard let id = issueID(idOrName, naming) else {
                throw UseCaseError.usage(
                    ru: "\(idOrName) — не ID задачи: flowlint start \(kind.rawValue) EW_IOS-98 [НАЗВАНИЕ]",
                    en: "\(idOrName) is not an issue ID: flowlint start \(kind.rawValue) EW_IOS-98 [NAME]")
            }
            let taskName = name.isEmpty ? try summary(of: id, tracker: tracker, kind: kind) : name
            made = maker.name(kind: kind, id: id, taskName: taskName, version: nil)
        case .refactoring:
            let taskName: String
            if name.isEmpty, tracker != nil, let id = issueID(idOrName, naming) {
                taskName = try summary(of: id, tracker: tracker, kind: kind)
            } else {
                taskName = ([idOrName] + (name.isEmpty ? [] : [name])).joined(separator: " ")
            }
            made = maker.name(kind: .refactoring, id: nil, taskName: taskName, version: nil)
        }
        guard let made else {
            throw UseCaseError.usage(
                ru: "из «\(idOrName) \(name)» не получается имя ветки: в названии нужны буквы или цифры",
                en: "no branch name can be made from '\(idOrName) \(name)': the name needs letters or digits")
        }
        return StartPlan(branch: made)
    }

    /// The ID as typed, or upper-cased (`ew_ios-98` → `EW_IOS-98`) when that is what matches.
    private static func issueID(_ text: String, _ naming: BranchNaming) -> String? {
        [text, text.uppercased()].first { naming.ids.matches(Substring($0)) }
    }

    private static func version(_ text: String, _ naming: BranchNaming) throws -> String {
        let bare = text.hasPrefix("v") ? String(text.dropFirst()) : text
        guard naming.versions.matches(Substring(bare)) else {
            throw UseCaseError.usage(
                ru: "\(text) — не версия: flowlint start release 1.2 (или 1.2.3, 1.2-rc1)",
                en: "\(text) is not a version: flowlint start release 1.2 (or 1.2.3, 1.2-rc1)")
        }
        return bare
    }

    private static func summary(of id: String, tracker: TrackerReview?, kind: BranchKind) throws -> String {
        let usage = "flowlint start \(kind.rawValue) \(id)"
        guard let tracker else {
            throw UseCaseError.usage(
                ru: "нет названия задачи: передайте его (\(usage) НАЗВАНИЕ) или настройте tracker: в .flowlint.yml",
                en: "no task name: pass it (\(usage) NAME) or configure tracker: in .flowlint.yml")
        }
        switch tracker.answer(for: id) {
        case .found(let issue):
            return issue.summary
        case .unknown:
            throw UseCaseError.refused(LocalizedText(
                ru: "задачи \(id) нет в трекере: проверьте ID",
                en: "the tracker has no issue \(id): check the ID"))
        case .unavailable(let reason):
            throw UseCaseError.usage(
                ru: "название \(id) не получено из трекера (\(reason.ru)): передайте его — \(usage) НАЗВАНИЕ",
                en: "could not get \(id)'s name from the tracker (\(reason.en)): pass it, \(usage) NAME")
        }
    }
}
