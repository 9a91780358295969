import Platform

/// The user's cache folder, shared by every cache flowlint keeps (the tracker's answers, the
/// source facts): `FLOWLINT_CACHE_DIR`, else `$XDG_CACHE_HOME/flowlint`, else
/// `~/.cache/flowlint`. A folder owned by another user or writable by others is refused, as ssh
/// treats its files: its contents could be forged; so is a path that is not a folder.
public enum CacheFolder {
    /// Why an existing path is not used, and so what the user can do about it.
    public enum Refusal: Equatable, Sendable {
        /// Not a folder (`/dev/null`, a file): the cache must be pointed elsewhere.
        case notAFolder(String)
        /// A folder everyone may create files in, by design (the sticky bit, as `/tmp`):
        /// closing it would break the system, so the cache must be pointed elsewhere.
        case shared(String)
        /// Another user's folder: theirs to change, so the cache must be pointed elsewhere.
        case otherOwner(String)
        /// The user's own folder, open to others: `chmod go-w` closes it.
        case writableByOthers(String)
    }

    /// The base folder, nil when there is no home to keep a cache in.
    public static func base(environment: (String) -> String?) -> String? {
        if let explicit = environment("FLOWLINT_CACHE_DIR"), !explicit.isEmpty { return explicit }
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/flowlint" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.cache/flowlint" }
        return nil
    }

    /// The first of `folders` that exists and must not be used; folders not there yet are fine
    /// (they are created by this user, mode 0700).
    public static func refusal(of folders: [String]) -> Refusal? {
        for folder in folders {
            var info = stat()
            guard stat(folder, &info) == 0 else { continue }
            if info.st_mode & S_IFMT != S_IFDIR { return .notAFolder(folder) }
            if info.st_mode & S_ISVTX != 0 && info.st_mode & 0o022 != 0 { return .shared(folder) }
            if info.st_uid != geteuid() { return .otherOwner(folder) }
            if info.st_mode & 0o022 != 0 { return .writableByOthers(folder) }
        }
        return nil
    }

    /// Creates `base`'s missing parents (mode 0755, as `mkdir -p` would) and then each of
    /// `private` (mode 0700); true when the last one is a folder afterwards.
    @discardableResult
    public static func create(base: String, private folders: [String]) -> Bool {
        let parent = base[..<(base.lastIndex(of: "/") ?? base.startIndex)]
        if !parent.isEmpty { _ = FileAccess.createDirectories(String(parent)) }
        for folder in folders { mkdir(folder, 0o700) }
        return folders.last.map { FileAccess.kind($0) == .directory } ?? false
    }
}

extension CacheFolder.Refusal {
    public var path: String {
        switch self {
        case .notAFolder(let path), .shared(let path), .otherOwner(let path), .writableByOthers(let path): path
        }
    }

    /// The run's note, in Russian and English: what is wrong with the path and the one thing that
    /// helps, `chmod go-w` only for a folder of the user's own (closing `/tmp` would break the
    /// system). `folder` names the folder ("папка кеша", "the cache folder"), `cache` what goes
    /// unused ("кеш фактов", "the facts cache").
    public func note(folder: (ru: String, en: String), cache: (ru: String, en: String)) -> (ru: String, en: String) {
        let elsewhere = (ru: "укажите в FLOWLINT_CACHE_DIR свою личную папку", en: "set FLOWLINT_CACHE_DIR to a private folder of yours")
        let problem: (ru: String, en: String)
        var help = elsewhere
        switch self {
        case .notAFolder: problem = ("— не папка", "is not a folder")
        case .shared: problem = ("общая для всех пользователей", "is shared by all users")
        case .otherOwner: problem = ("принадлежит другому пользователю", "belongs to another user")
        case .writableByOthers:
            problem = ("открыта на запись другим", "is writable by others")
            help = ("выполните chmod go-w \(path)", "run chmod go-w \(path)")
        }
        return (ru: "\(folder.ru) \(path) \(problem.ru): \(cache.ru) не используется; \(help.ru)",
                en: "\(folder.en) \(path) \(problem.en): \(cache.en) is not used; \(help.en)")
    }
}
