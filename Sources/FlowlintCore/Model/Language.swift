/// The language flowlint speaks to its user (not the language a commit must be written in).
public enum Language: String, Sendable, CaseIterable {
    case ru
    case en

    /// From a POSIX locale value such as `ru_RU.UTF-8`; English for anything else.
    public static func fromLocale(_ value: String?) -> Language {
        guard let value, value.lowercased().hasPrefix("ru") else { return .en }
        return .ru
    }

    /// `FLOWLINT_LANG` (a team pins it for GUI git clients, which often start without `LANG`),
    /// else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set, as gettext reads them.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        if let pinned = environment["FLOWLINT_LANG"], let language = Language(rawValue: pinned.lowercased()) { return language }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty { return fromLocale(value) }
        }
        return .en
    }
}
