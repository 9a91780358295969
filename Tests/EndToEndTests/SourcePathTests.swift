import Foundation
import Testing
import TestSupport

/// No path is skipped without a word (issue 13, B5, B6, B7): a named path that isn't there or
/// can't be read is exit 3; a found file that can't be read is a note, an error with `--strict`.
struct SourcePathTests {
    static func repository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write("Sources/ProfileProtocols.swift", "protocol ProfileViewProtocol: class {}\n")
        return repo
    }

    /// Runs flowlint as a user who can't read a mode-000 file: `nobody` when the tests run as
    /// root (root reads everything), else the current user.
    static func unprivileged(_ arguments: [String], in repo: TemporaryRepository) throws -> Shell.Result {
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        guard getuid() == 0 else {
            return try Shell.run(FlowlintBinary.path, arguments, in: repo.path, environment: environment)
        }
        let setpriv = try #require(Shell.which("setpriv"), "running as nobody needs setpriv (util-linux)")
        return try Shell.run(
            setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", FlowlintBinary.path] + arguments,
            in: repo.path, environment: environment)
    }

    @Test(arguments: ["Srcc", "", "-", "Sources/Missing.swift"])
    func aMissingPathIsExit3NamingIt(path: String) throws {
        let repo = try Self.repository()
        let result = try repo.flowlint("protocols", path)
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains(path.isEmpty ? "'': no such file or folder" : "\(path): no such file or folder"), "\(result)")
    }

    @Test func filesAreCountedAsFiles() throws {
        let repo = try Self.repository()
        try FileManager.default.createDirectory(atPath: repo.path + "/Empty", withIntermediateDirectories: true)
        let empty = try repo.flowlint("protocols", "Empty")
        #expect(empty.status == 0, "\(empty)")
        #expect(empty.stdout.contains("checked: 0 files"), "\(empty)")
        #expect(!empty.stdout.contains("commits"), "\(empty)")
        let some = try repo.flowlint("protocols", "Sources")
        #expect(some.stdout.contains("checked: 1 file"), "\(some)")
    }

    @Test func aNamedFileOfAnotherKindIsNoted() throws {
        let repo = try Self.repository()
        try repo.write("README.md", "# readme\n")
        let result = try repo.flowlint("protocols", "README.md")
        #expect(result.stdout.contains("README.md: not a Swift or Objective-C file"), "\(result)")
    }

    @Test(arguments: ["Sources/ProfileProtocols.swift", "Sources"])
    func aNamedPathThatCantBeReadIsExit3(path: String) throws {
        let repo = try Self.repository()
        #expect(chmod(repo.path + "/" + path, 0) == 0)
        let result = try Self.unprivileged(["protocols", path], in: repo)
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("\(path): permission denied"), "\(result)")
    }

    @Test func aFoundFileThatCantBeReadIsANoteAndAnErrorWithStrict() throws {
        let repo = try Self.repository()
        try repo.write("Sources/Secret.swift", "let x = 1\n")
        #expect(chmod(repo.path + "/Sources/Secret.swift", 0) == 0)
        let plain = try Self.unprivileged(["protocols", "Sources"], in: repo)
        #expect(plain.status == 1, "\(plain)")  // the readable file's finding
        #expect(plain.stdout.contains("Sources/Secret.swift: can't be read, skipped"), "\(plain)")
        let strict = try Self.unprivileged(["protocols", "--strict", "Sources"], in: repo)
        #expect(strict.status == 3, "\(strict)")
        #expect(strict.stderr.contains("Sources/Secret.swift"), "\(strict)")
    }

    @Test func aFileWhoseNameIsNotUTF8IsNoted() throws {
        let repo = try Self.repository()
        let made = try Shell.run("/bin/sh", ["-c", "printf 'let x = 1\\n' > \"Sources/$(printf '\\377')Bad.swift\""],
                                 in: repo.path, environment: repo.environment)
        #expect(made.status == 0, "\(made)")
        let result = try repo.flowlint("protocols")
        #expect(result.stdout.contains("Bad.swift: the name is not UTF-8, not checked"), "\(result)")
        let strict = try repo.flowlint("protocols", "--strict")
        #expect(strict.status == 3, "\(strict)")
    }

    @Test func aFileUnderAPathLongerThanPathMaxIsNoted() throws {
        let repo = try Self.repository()
        // Folders of 200 characters, 20 deep (4,000 characters), then a file name that takes the
        // path past PATH_MAX (4,096): the folder opens, the file can't be named.
        let part = String(repeating: "d", count: 200)
        let script = "cd Sources && i=0 && while [ $i -lt 20 ]; do mkdir \(part) && cd \(part) || exit 1; i=$((i+1)); done; "
            + "printf 'let x = 1\\n' > \(String(repeating: "f", count: 200)).swift"
        let made = try Shell.run("/bin/sh", ["-c", script], in: repo.path, environment: repo.environment)
        #expect(made.status == 0, "\(made)")
        let result = try repo.flowlint("protocols")
        #expect(result.stdout.contains("the path is longer than PATH_MAX"), "\(result.stdout.suffix(3000))")
    }

    /// A project kept in a folder named like tests (`~/Code/MVP+Tests/`) is checked from outside
    /// as from inside: only test folders inside the project hold tests.
    @Test func aFolderAboveTheProjectNamesNoTests() throws {
        let repo = try TemporaryRepository()
        let project = repo.root.path + "/MVP+Tests"
        let protocols = "protocol LoginViewProtocol: class {}\nprotocol LoginPresenterProtocol: AnyObject {}\n"
        for folder in ["App/Login", "App/AppTests"] {
            try FileManager.default.createDirectory(atPath: project + "/" + folder, withIntermediateDirectories: true)
            try protocols.write(toFile: project + "/" + folder + "/LoginProtocols.swift", atomically: true, encoding: .utf8)
        }
        try repo.git(["init", "-q", project])
        let runs = [
            // From the folder above (no repository there): the folder given is the project.
            try FlowlintBinary.run(["protocols", "MVP+Tests/App"], in: repo, directory: repo.root.path),
            // Inside the repository, by an absolute path: what lies above its work tree names no tests.
            try FlowlintBinary.run(["protocols", project + "/App"], in: repo, directory: project),
            try FlowlintBinary.run(["protocols", project + "/App/Login/LoginProtocols.swift"], in: repo, directory: project),
        ]
        for run in runs {
            #expect(run.stdout.contains("Login/LoginProtocols.swift:1:29: error"), "\(run)")
            #expect(!run.stdout.contains("AppTests"), "\(run)")
        }
    }
}
