import FlowlintCore
import Platform

/// Answers "what is this ID?" for one run: from this run's memory, then the disk cache while
/// it is fresh, then the tracker. Once the tracker fails, it is not asked again in this run
/// (a history of many IDs must not wait for a timeout per ID); stale cached answers are used
/// then, since an old summary beats none.
public final class TrackerLookup {
    /// An answer that the ID doesn't exist is re-checked sooner: the issue may just be created.
    static let unknownTTL: Int64 = 600

    public let client: TrackerClient
    private let cache: TrackerCache
    private let now: () -> Int64
    private var answers: [String: TrackerAnswer] = [:]
    private var failure: LocalizedText?
    private var askedAnything = false

    public init(_ configuration: TrackerConfiguration, environment: (String) -> String?,
                now: @escaping () -> Int64 = { Int64(time(nil)) }) {
        client = TrackerClient(configuration, environment: environment)
        cache = TrackerCache(environment: environment)
        self.now = now
    }

    /// What the run should say about the cache: a refused folder, once, after the first lookup.
    public var notes: [LocalizedText] {
        guard askedAnything, let refusal = cache.refusal else { return [] }
        return [refusal]
    }

    public func answer(for id: String) -> TrackerAnswer {
        if let known = answers[id] { return known }
        askedAnything = true
        let answer = lookUp(id)
        answers[id] = answer
        return answer
    }

    private func lookUp(_ id: String) -> TrackerAnswer {
        let url = client.configuration.url
        let cached = cache.read(url: url, id: id)
        if let cached, isFresh(cached) { return cached.answer }
        if let failure { return cached?.answer ?? .unavailable(failure) }
        let answer = client.fetch(id)
        switch answer {
        case .found, .unknown:
            cache.write(url: url, id: id, answer: answer, at: now())
            return answer
        case .unavailable(let reason):
            failure = reason
            return cached?.answer ?? answer
        }
    }

    private func isFresh(_ entry: TrackerCache.Entry) -> Bool {
        let age = now() - entry.fetchedAt
        let limit = entry.answer == .unknown ? min(Self.unknownTTL, Int64(client.configuration.cacheTTL)) : Int64(client.configuration.cacheTTL)
        return age >= 0 && age < limit
    }
}
