/// Why a project can't be read or edited safely. Nothing is written when one is returned; each
/// says in one sentence, in both languages, what is wrong and what to do.
public enum XcodeProjectError: Error, Equatable, Sendable {
    case unreadable(path: String)
    /// The project file is a symbolic link: writing it would change a file somewhere else.
    case symbolicLink(path: String)
    case mergeConflict(path: String, line: Int)
    case unknownObjectVersion(path: String, version: Int)
    case notUTF8(path: String)
    case syntax(path: String, line: Int, expected: String)
    case malformed(path: String, what: String)
    /// Two projects list the same file: which one's groups and targets it follows is unclear.
    case claimedByTwoProjects(file: String, projects: [String])
    case fileNotInProject(file: String)
    case unknownTarget(name: String, known: [String])
    /// The edit is one flowlint doesn't make (a localised variant, an absolute path…).
    case unsupported(file: String, reason: String)

    /// Exit 3 for a file that can't be read, 2 for a project that must be fixed by hand first.
    public var exitCode: Int32 {
        switch self {
        case .unreadable, .symbolicLink: return 3
        default: return 2
        }
    }

    public var ru: String {
        switch self {
        case .unreadable(let path):
            return "не удалось прочитать \(path); проверьте права доступа"
        case .symbolicLink(let path):
            return "\(path) — символическая ссылка; flowlint не правит проект через ссылку, замените её самим файлом"
        case .mergeConflict(let path, let line):
            return "в \(path) (строка \(line)) остался конфликт слияния; разрешите его, и flowlint сможет править проект"
        case .unknownObjectVersion(let path, let version):
            return "\(path): objectVersion \(version) неизвестен (flowlint читает \(Self.versions)); проект не изменён"
        case .notUTF8(let path):
            return "\(path) не в UTF-8; сохраните проект в Xcode и повторите"
        case .syntax(let path, let line, let expected):
            return "\(path) повреждён (строка \(line): ожидалось \(expected)); откройте его в Xcode или восстановите из git"
        case .malformed(let path, let what):
            return "\(path) повреждён (\(what)); откройте его в Xcode или восстановите из git"
        case .claimedByTwoProjects(let file, let projects):
            return "\(file) входит в два проекта (\(projects.joined(separator: ", "))); оставьте его в одном"
        case .fileNotInProject(let file):
            return "\(file) нет в проекте; добавьте его в Xcode или укажите файл проекта"
        case .unknownTarget(let name, let known):
            return "в проекте нет цели \(name); есть: \(known.joined(separator: ", "))"
        case .unsupported(let file, let reason):
            return "\(file): \(reason.ru); перенесите файл в Xcode"
        }
    }

    public var en: String {
        switch self {
        case .unreadable(let path):
            return "\(path) can't be read; check its permissions"
        case .symbolicLink(let path):
            return "\(path) is a symbolic link; flowlint doesn't edit a project through a link, replace it with the file itself"
        case .mergeConflict(let path, let line):
            return "\(path) has a merge conflict left at line \(line); resolve it and flowlint can edit the project"
        case .unknownObjectVersion(let path, let version):
            return "\(path): objectVersion \(version) is unknown (flowlint reads \(Self.versions)); the project was not changed"
        case .notUTF8(let path):
            return "\(path) is not UTF-8; save the project in Xcode and try again"
        case .syntax(let path, let line, let expected):
            return "\(path) is damaged (line \(line): expected \(expected)); open it in Xcode or restore it from git"
        case .malformed(let path, let what):
            return "\(path) is damaged (\(what)); open it in Xcode or restore it from git"
        case .claimedByTwoProjects(let file, let projects):
            return "\(file) belongs to two projects (\(projects.joined(separator: ", "))); keep it in one"
        case .fileNotInProject(let file):
            return "\(file) is not in the project; add it in Xcode or name the project file"
        case .unknownTarget(let name, let known):
            return "the project has no target \(name); it has \(known.joined(separator: ", "))"
        case .unsupported(let file, let reason):
            return "\(file): \(reason.en); move the file in Xcode"
        }
    }

    private static var versions: String {
        "\(ProjectFile.knownObjectVersions.lowerBound)–\(ProjectFile.knownObjectVersions.upperBound)"
    }
}

extension String {
    /// The reasons an edit is refused are few and fixed; each has its Russian.
    fileprivate var ru: String {
        switch self {
        case UnsupportedEdit.variantGroup: return "это локализованный вариант файла"
        case UnsupportedEdit.absolutePath: return "проект ссылается на него по абсолютному пути"
        case UnsupportedEdit.buildVariable: return "его путь задан через переменную сборки"
        case UnsupportedEdit.outsideGroups: return "его новая папка вне групп проекта"
        case UnsupportedEdit.orphan: return "его нет ни в одной группе проекта"
        case UnsupportedEdit.alreadyListed: return "проект уже ссылается на файл по этому пути"
        case UnsupportedEdit.intoSynchronizedFolder: return "новая папка синхронизируется Xcode, а файл в проекте перечислен явно"
        case UnsupportedEdit.outOfSynchronizedFolder: return "файл уходит из папки, которую синхронизирует Xcode, в папку, которую нет"
        case UnsupportedEdit.betweenSynchronizedFolders: return "файл переходит между синхронизируемыми папками с разными целями"
        case UnsupportedEdit.unverified: return "после правки проект не сохранил бы его цели; проект не изменён"
        default: return self
        }
    }

    fileprivate var en: String { self }
}

/// The edits the editor refuses, in English; `XcodeProjectError` gives each its Russian.
public enum UnsupportedEdit {
    public static let variantGroup = "it is a localised variant of a file"
    public static let absolutePath = "the project refers to it by an absolute path"
    public static let buildVariable = "its path is relative to a build setting"
    public static let outsideGroups = "its new folder is outside the project's groups"
    public static let orphan = "it is in none of the project's groups"
    public static let alreadyListed = "the project already refers to a file at that path"
    public static let intoSynchronizedFolder = "its new folder is synchronised by Xcode and the project lists the file"
    public static let outOfSynchronizedFolder = "it leaves a folder Xcode synchronises for one it doesn't"
    public static let betweenSynchronizedFolders = "it moves between synchronised folders with different targets"
    public static let unverified = "the edited project would not have kept its targets; the project was not changed"
}
