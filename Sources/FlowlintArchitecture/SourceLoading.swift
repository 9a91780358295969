import FileAccess

/// Reads a source file for checking, or says why not.
public enum SourceLoading {
    public static let sizeLimit = 16 << 20

    public static func load(_ path: String) -> Result<String, SkipReason> {
        switch FileAccess.read(path, limit: sizeLimit) {
        case .contents(let contents):
            return decode(contents, path: path)
        case .tooLarge:
            return .failure(tooLarge(path))
        case .missing, .notRegularFile, .unreadable:
            return .failure(unreadable(path))
        }
    }

    static func tooLarge(_ path: String) -> SkipReason {
        SkipReason(ru: "\(path): больше \(sizeLimit >> 20) МиБ, пропущен", en: "\(path): over \(sizeLimit >> 20) MiB, skipped")
    }

    static func unreadable(_ path: String) -> SkipReason {
        var reason = SkipReason(ru: "\(path): файл не читается, пропущен", en: "\(path): can't be read, skipped")
        reason.unreadable = true
        return reason
    }

    /// A source file's text, unless it is binary or not UTF-8 (wherever its bytes came from).
    public static func decode(_ bytes: [UInt8], path: String) -> Result<String, SkipReason> {
        guard !bytes.prefix(8000).contains(0) else {
            return .failure(SkipReason(ru: "\(path): двоичный файл, пропущен", en: "\(path): a binary file, skipped"))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(SkipReason(ru: "\(path): не UTF-8, пропущен", en: "\(path): not UTF-8, skipped"))
        }
        return .success(text)
    }
}
