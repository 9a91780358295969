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
            let text = refusal.note(folder: ("папка кеша", "the cache folder"), cache: ("кеш фактов", "the facts cache"))
            notes.append(LocalizedText(ru: text.ru, en: text.en))
            return nil
        }
        let hash = configuration.withUnsafeBytes { ContentKey.hashHex($0) }
        return FactsCache(directory: base, project: project(), stamp: version + "\u{0}" + hash)
    }
}
