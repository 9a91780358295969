import ArgumentParser
import FileAccess
import FlowlintArchitecture
import FlowlintCore
import Platform

/// `--no-cache`, for the commands that read sources.
struct CacheOption: ParsableArguments {
    @Flag(name: .customLong("no-cache"), help: "Parse every source file again instead of using the cache of per-file facts.")
    var noCache = false
}

/// The cache of per-file facts for one run (SPEC 6): in the user's cache folder (as the
/// tracker's), one pack per project, stamped with the configuration's hash and flowlint's
/// version so that changing either re-parses everything.
enum SourceCache {
    /// nil with `--no-cache` or without a cache folder; a refused folder is said in `notes`.
    static func make(_ invocation: Invocation, enabled: Bool, notes: inout [LocalizedText]) -> FactsCache? {
        guard enabled, let base = CacheFolder.base(environment: Environment.value) else { return nil }
        if let refusal = CacheFolder.refusal(of: [base, base + "/facts"]) {
            let folder: String
            switch refusal {
            case .otherOwner(let path), .writableByOthers(let path): folder = path
            }
            notes.append(LocalizedText(
                ru: "папка кеша \(folder) принадлежит другому пользователю или открыта на запись другим: кеш фактов не используется; выполните chmod go-w \(folder) или задайте FLOWLINT_CACHE_DIR",
                en: "the cache folder \(folder) belongs to another user or is writable by others: the facts cache is not used; run chmod go-w \(folder) or set FLOWLINT_CACHE_DIR"))
            return nil
        }
        let here = Files.currentDirectory()
        let project = invocation.workTreeRoot().flatMap(Files.realPath) ?? Files.realPath(here) ?? here
        let configuration = invocation.configurationBytes.withUnsafeBytes { ContentKey.hashHex($0) }
        return FactsCache(directory: base, project: project, stamp: version + "\u{0}" + configuration)
    }

    /// Writes the pack; with `FLOWLINT_CACHE_STATS` set, says on stderr what was reused (tests).
    static func finish(_ cache: FactsCache?) {
        guard let cache else { return }
        cache.save()
        if Environment.value("FLOWLINT_CACHE_STATS") != nil {
            Terminal.error("flowlint cache: hits \(cache.hits), misses \(cache.misses)")
        }
    }

    /// The release's version and commit; in a development build, the binary itself (its path,
    /// size and time), so every rebuild starts afresh. `FLOWLINT_TEST_VERSION` stands in for it
    /// in tests of a version change.
    static var version: String {
        if let test = Environment.value("FLOWLINT_TEST_VERSION") { return "test:" + test }
        if let release = BuildInfo.version { return release + "@" + (BuildInfo.commit ?? "") }
        var info = stat()
        guard let binary = Files.executablePath(), stat(binary, &info) == 0 else { return "unknown" }
        return "\(binary):\(info.st_size):\(Platform.modificationTime(info))"
    }
}
