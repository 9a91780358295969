import FileAccess
import FlowlintCore

/// The cache of per-file facts for one run (SPEC 6): in the user's cache folder (as the
/// tracker's), one pack per project, stamped with the configuration's hash and flowlint's
/// version so that changing either re-parses everything.
public enum SourceCache {
    /// nil without a cache folder; a refused folder is said in `notes`. `project` (the real path
    /// of the work tree, or of the folder checked) is asked only when the cache is used.
    public static func make(
        project: () -> String, configuration: [UInt8], version: String, environment: (String) -> String?,
        notes: inout [LocalizedText]
    ) -> FactsCache? {
        guard let base = CacheFolder.base(environment: environment) else { return nil }
        if let refusal = CacheFolder.refusal(of: [base, base + "/facts"]) {
            notes.append(note(refusal))
            return nil
        }
        let hash = configuration.withUnsafeBytes { ContentKey.hashHex($0) }
        return FactsCache(directory: base, project: project(), stamp: version + "\u{0}" + hash)
    }

    /// Why the folder is not used, and the one thing that helps: `chmod go-w` only for a folder
    /// of the user's own; a shared folder such as `/tmp`, another user's, or something that is
    /// not a folder (`/dev/null`) is left as it is, and the cache pointed elsewhere.
    static func note(_ refusal: CacheFolder.Refusal) -> LocalizedText {
        let elsewhere = (ru: "кеш фактов не используется; укажите в FLOWLINT_CACHE_DIR свою личную папку",
                         en: "the facts cache is not used; set FLOWLINT_CACHE_DIR to a private folder of yours")
        switch refusal {
        case .notAFolder(let path):
            return LocalizedText(ru: "путь кеша \(path) — не папка: \(elsewhere.ru)",
                                 en: "the cache path \(path) is not a folder: \(elsewhere.en)")
        case .shared(let path):
            return LocalizedText(ru: "папка кеша \(path) общая для всех пользователей: \(elsewhere.ru)",
                                 en: "the cache folder \(path) is shared by all users: \(elsewhere.en)")
        case .otherOwner(let path):
            return LocalizedText(ru: "папка кеша \(path) принадлежит другому пользователю: \(elsewhere.ru)",
                                 en: "the cache folder \(path) belongs to another user: \(elsewhere.en)")
        case .writableByOthers(let path):
            return LocalizedText(ru: "папка кеша \(path) открыта на запись другим: кеш фактов не используется; выполните chmod go-w \(path)",
                                 en: "the cache folder \(path) is writable by others: the facts cache is not used; run chmod go-w \(path)")
        }
    }
}
