import FileAccess
import FlowlintConfig
import FlowlintCore

/// Reads the configuration's bytes, refusing what a committed file could use against CI: a
/// symbolic link out of the work tree (to `/proc/self/environ`, say), a FIFO, a file over
/// 1 MiB. Every refusal is exit 2 and names the file, never its content.
enum ConfigurationFile {
    static let sizeLimit = 1 << 20

    /// `.flowlint.yml` at `root` (a work tree's root, with a trailing slash); nil when there is none.
    static func inWorkTree(root: String) throws -> (bytes: [UInt8], path: String)? {
        let path = root + ConfigurationLoader.fileName
        switch FileAccess.kind(path) {
        case .missing:
            return nil
        case .symbolicLink:
            guard let target = FileAccess.resolved(path) else {
                throw refusal(path,
                    ru: "символическая ссылка ведёт в никуда или по кругу: замените её файлом",
                    en: "is a symbolic link that points nowhere or loops: replace it with a file")
            }
            guard let top = FileAccess.resolved(root), target.hasPrefix(top.hasSuffix("/") ? top : top + "/") else {
                throw refusal(path,
                    ru: "символическая ссылка ведёт за пределы рабочей копии: такой файл не читается, замените его файлом",
                    en: "is a symbolic link out of the work tree: it is not read; replace it with a file")
            }
            return (try read(target, shownAs: path, followLink: false), path)
        default:
            return (try read(path, shownAs: path, followLink: false), path)
        }
    }

    /// One note for the `.flowlint.yml` files a walk found below the work tree's root, which are
    /// not read (a team may expect them to apply to their folder): the first is named, and the
    /// file that is read.
    static func notRead(_ found: [String], invocation: Invocation) -> LocalizedText? {
        guard let root = invocation.workTreeRoot(), let realRoot = Files.realPath(root) else { return nil }
        let nested = found.filter { path in
            let folder = path == ConfigurationLoader.fileName ? "." : String(path.dropLast(ConfigurationLoader.fileName.count + 1))
            return Files.realPath(folder).map { $0 != realRoot } ?? false
        }
        guard let first = nested.first else { return nil }
        let more = nested.count > 1 ? (ru: " (и ещё \(nested.count - 1))", en: " (and \(nested.count - 1) more)") : (ru: "", en: "")
        let read: (ru: String, en: String)
        if let explicit = invocation.options.config {
            read = ("читается только --config \(explicit)", "only --config \(explicit) is read")
        } else if Files.exists(root + ConfigurationLoader.fileName) {
            read = ("читается только \(root)\(ConfigurationLoader.fileName)", "only \(root)\(ConfigurationLoader.fileName) is read")
        } else {
            read = ("читается только \(ConfigurationLoader.fileName) в корне репозитория (\(root)), его нет — действуют умолчания",
                    "only \(ConfigurationLoader.fileName) at the repository's root (\(root)) is read; there is none, so the defaults apply")
        }
        return LocalizedText(
            ru: "\(first)\(more.ru) не читается: настройки в подпапках не действуют, \(read.ru)",
            en: "\(first)\(more.en) not read: settings in subfolders don't apply, \(read.en)")
    }

    /// The file given with `--config`: wherever it is, but a regular file.
    static func explicit(_ path: String) throws -> [UInt8] {
        if FileAccess.kind(path) == .symbolicLink, FileAccess.resolved(path) == nil {
            throw refusal(path,
                ru: "символическая ссылка ведёт в никуда или по кругу",
                en: "is a symbolic link that points nowhere or loops")
        }
        // A relative path is read from the -C folder, as git reads `git -C dir --git-dir=rel`:
        // say where it was looked for.
        let shown = path.hasPrefix("/") ? path : "\(path) (\(Files.currentDirectory())/\(path), -C folder)"
        return try read(path, shownAs: shown, followLink: true)
    }

    private static func read(_ path: String, shownAs shown: String, followLink: Bool) throws -> [UInt8] {
        switch FileAccess.read(path, limit: sizeLimit) {
        case .contents(let bytes):
            return bytes
        case .notRegularFile:
            throw refusal(shown,
                ru: "не обычный файл (папка, FIFO или устройство): укажите файл настроек",
                en: "is not a regular file (a folder, FIFO or device): name a configuration file")
        case .tooLarge:
            throw tooLarge(shown)
        case .missing, .unreadable:
            throw refusal(shown,
                ru: "не удаётся прочитать файл настроек: проверьте путь и права",
                en: "cannot read the configuration file: check the path and permissions")
        }
    }

    /// The one committed on HEAD (a server's bare repository): the same size limit.
    static func committed(_ bytes: [UInt8], file: String) throws -> [UInt8] {
        guard bytes.count <= sizeLimit else { throw tooLarge(file) }
        return bytes
    }

    private static func tooLarge(_ path: String) -> Failure {
        refusal(path,
            ru: "файл настроек больше \(sizeLimit >> 20) МиБ: такой не читается, сократите его",
            en: "the configuration is over \(sizeLimit >> 20) MiB: it is not read; shorten it")
    }

    private static func refusal(_ path: String, ru: String, en: String) -> Failure {
        Failure.usage(ru: "\(path): \(ru)", en: "\(path): \(en)")
    }
}
