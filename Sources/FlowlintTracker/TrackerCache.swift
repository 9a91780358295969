import FileAccess
import FlowlintCore
import Platform

/// The tracker's answers on disk, per user (`$XDG_CACHE_HOME/flowlint/tracker`, else
/// `~/.cache/flowlint/tracker`), one small file per tracker URL and ID: hooks then answer from
/// disk, offline too. Only answers are kept, never the token. Files are written to a temporary
/// name and renamed, so concurrent runs never read half a file.
public struct TrackerCache: Sendable {
    public struct Entry: Sendable, Equatable {
        public let answer: TrackerAnswer
        /// Seconds since the Unix epoch.
        public let fetchedAt: Int64
    }

    static let magic = "flowlint-tracker-cache 1"

    /// nil when there is no home to keep a cache in, or the folder is refused: every run then
    /// asks the tracker.
    public let directory: String?
    /// Why an existing cache folder is not used (another user's, or writable by others: its
    /// answers could be forged), said once in the run's notes.
    public let refusal: LocalizedText?

    public init(environment: (String) -> String?) {
        let base = CacheFolder.base(environment: environment)
        refusal = base.flatMap { Self.refusal(of: [$0, $0 + "/tracker"]) }
        directory = refusal == nil ? base.map { $0 + "/tracker" } : nil
    }

    /// As ssh treats its files: a folder must be the user's own and writable by no one else.
    static func refusal(of folders: [String]) -> LocalizedText? {
        CacheFolder.refusal(of: folders).map { refusal in
            let text = refusal.note(folder: ("папка кеша трекера", "the tracker cache folder"), cache: ("кеш", "the cache"))
            return LocalizedText(ru: text.ru, en: text.en)
        }
    }

    public func read(url: String, id: String) -> Entry? {
        guard let path = path(url: url, id: id), case .contents(let bytes) = FileAccess.read(path, limit: 64 << 10, followLink: false)
        else { return nil }
        return Self.entry(bytes, url: url, id: id)
    }

    /// A cache file's answer for this tracker and ID; nil for anything else in the file, which
    /// may be damaged, or another tracker's under the same hash.
    public static func entry(_ bytes: [UInt8], url: String, id: String) -> Entry? {
        var fields: [String: String] = [:]
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(magic) else { return nil }
        for line in lines.dropFirst() {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            fields[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        guard fields["url"] == url, fields["id"] == id, let fetched = fields["fetched"].flatMap({ Int64($0) }) else { return nil }
        switch fields["state"] {
        case "found":
            guard let summary = fields["summary"] else { return nil }
            let issue = TrackerIssue(id: id, summary: summary, type: fields["type"], status: fields["status"])
            return Entry(answer: .found(issue), fetchedAt: fetched)
        case "unknown":
            return Entry(answer: .unknown, fetchedAt: fetched)
        default:
            return nil
        }
    }

    /// Keeps what the tracker said; "unavailable" is not an answer and is never kept. A cache
    /// that can't be written is only slower, so failures are ignored.
    public func write(url: String, id: String, answer: TrackerAnswer, at time: Int64) {
        guard let directory, let path = path(url: url, id: id) else { return }
        var lines = [Self.magic, "url\t\(url)", "id\t\(id)", "fetched\t\(time)"]
        switch answer {
        case .found(let issue):
            lines.append("state\tfound")
            lines.append("summary\t\(Self.oneLine(issue.summary))")
            if let type = issue.type { lines.append("type\t\(Self.oneLine(type))") }
            if let status = issue.status { lines.append("status\t\(Self.oneLine(status))") }
        case .unknown:
            lines.append("state\tunknown")
        case .unavailable:
            return
        }
        let base = String(directory.dropLast("/tracker".count))
        CacheFolder.create(base: base, private: [base, directory])
        _ = FileAccess.writeAtomically(Array((lines.joined(separator: "\n") + "\n").utf8), to: path, mode: 0o600)
    }

    /// `EW_IOS-98.<hash of URL and ID>`: readable, and distinct per tracker.
    func path(url: String, id: String) -> String? {
        guard let directory else { return nil }
        let readable = String(id.unicodeScalars.filter { $0.isASCII && (Character($0).isLetter || Character($0).isNumber || $0 == "-" || $0 == "_") }.prefix(64).map(Character.init))
        return "\(directory)/\(readable).\(StableHash.fnv1a64Hex(url + "\u{0}" + id))"
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
    }
}
