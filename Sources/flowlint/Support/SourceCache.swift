import ArgumentParser
import FlowlintArchitecture
import FlowlintCore
import Platform

/// `--no-cache`, for the commands that read sources.
struct CacheOption: ParsableArguments {
    @Flag(name: .customLong("no-cache"), help: "Parse every source file again instead of using the cache of per-file facts.")
    var noCache = false
}

/// The facts cache as a run of the command line keys it: this project, this configuration file,
/// this binary.
extension SourceCache {
    /// nil with `--no-cache` or without a cache folder; a refused folder is said in `notes`.
    static func make(_ invocation: Invocation, enabled: Bool, notes: inout [LocalizedText]) -> FactsCache? {
        let (cache, refusals) = opener(invocation, enabled: enabled)()
        notes += refusals
        return cache
    }

    /// The opening of the cache with what it needs from the invocation taken now, so that it can
    /// run on another thread than the invocation's (the hook opens it while libgit2 starts).
    static func opener(_ invocation: Invocation, enabled: Bool) -> () -> (FactsCache?, [LocalizedText]) {
        guard enabled else { return { (nil, []) } }
        let here = Files.currentDirectory()
        let project = invocation.workTreeRoot().flatMap(Files.realPath) ?? Files.realPath(here) ?? here
        let configuration = invocation.configurationBytes
        return {
            var notes: [LocalizedText] = []
            let cache = make(project: { project }, configuration: configuration, version: version, environment: Environment.value, notes: &notes)
            return (cache, notes)
        }
    }

    /// Writes the pack; with `FLOWLINT_CACHE_STATS` set, says on stderr what was reused (tests).
    static func finish(_ cache: FactsCache?) {
        guard let cache else { return }
        cache.save()
        if Environment.value("FLOWLINT_CACHE_STATS") != nil {
            Terminal.error("flowlint cache: hits \(cache.hits), misses \(cache.misses)" + (cache.reusedOutcome ? ", outcome reused" : "") + (cache.reusedProject ? ", project reused" : "")
                           + (cache.filesRead.map { ", files read \($0)" } ?? ""))
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
