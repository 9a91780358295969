import Foundation

/// A real git repository in a temporary folder, built with the git CLI, isolated from the
/// machine's git configuration. Removed when released.
public final class TemporaryRepository: @unchecked Sendable {
    public let root: URL
    /// The repository's folder (the work tree, or the bare repository).
    public let path: String

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A fixed identity and no global or system config, as CI's machine has none.
    public static func gitEnvironment(home: String) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home,
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Тест Тестов", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Тест Тестов", "GIT_COMMITTER_EMAIL": "test@example.com",
            "GIT_AUTHOR_DATE": "2026-01-01T12:00:00+03:00", "GIT_COMMITTER_DATE": "2026-01-01T12:00:00+03:00",
            "LANG": "C.UTF-8", "TERM": "dumb",
            // Every rule, those off by default too: the tests judge what each rule finds
            // (PrecisionGateTests checks the defaults).
            "FLOWLINT_ENABLE_ALL_RULES": "1",
        ]
    }

    public var environment: [String: String]
    /// Objects that must live as long as the repository, e.g. the server its config points at
    /// (Swift may release a local after its last use, before the test's end).
    public var attachments: [AnyObject] = []

    public init(bare: Bool = false, initialBranch: String = "develop") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let repo = root.appendingPathComponent(bare ? "repo.git" : "repo")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        path = repo.path
        environment = Self.gitEnvironment(home: root.path)
        var arguments = ["init", "-q", "-b", initialBranch]
        if bare { arguments.append("--bare") }
        try git(arguments)
    }

    /// Wraps an existing folder (a clone made by another command) in the same root.
    public init(existing path: String, root: URL) {
        self.root = root
        self.path = path
        environment = Self.gitEnvironment(home: root.path)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs git in the repository; throws on a non-zero exit.
    @discardableResult
    public func git(_ arguments: [String], stdin: String? = nil, in directory: String? = nil) throws -> String {
        let result = try Shell.run(
            Shell.which("git") ?? "/usr/bin/git", arguments, in: directory ?? path, environment: environment,
            stdin: stdin.map { Array($0.utf8) })
        guard result.status == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed: \(result)")
        }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    public func git(_ arguments: String...) throws -> String { try git(arguments) }

    /// An empty commit with this message; returns its full id.
    @discardableResult
    public func commit(_ message: String, file: String? = nil) throws -> String {
        if let file {
            try write(file, "\(UUID().uuidString)\n")
            try git("add", "--", file)
        }
        try git(["commit", "-q", "--allow-empty", "--cleanup=verbatim", "-F", "-"], stdin: message)
        return try git("rev-parse", "HEAD")
    }

    /// A commit whose message is exactly these bytes, made with git hash-object (git commit
    /// would refuse or re-encode some of them); moves the current branch to it.
    @discardableResult
    public func commitRaw(_ message: [UInt8], encoding: String? = nil) throws -> String {
        let tree = try git("write-tree")
        let parent = try? git("rev-parse", "-q", "--verify", "HEAD")
        var object = "tree \(tree)\n"
        if let parent, !parent.isEmpty { object += "parent \(parent)\n" }
        object += "author Тест Тестов <test@example.com> 1767258000 +0300\n"
        object += "committer Тест Тестов <test@example.com> 1767258000 +0300\n"
        if let encoding { object += "encoding \(encoding)\n" }
        object += "\n"
        let file = root.appendingPathComponent("raw-\(UUID().uuidString)")
        try Data(Array(object.utf8) + message).write(to: file)
        let id = try git("hash-object", "-t", "commit", "-w", "--literally", file.path)
        try git("update-ref", "HEAD", id)
        return id
    }

    public func write(_ relativePath: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: path).appendingPathComponent(relativePath), encoding: .utf8)
    }

    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).appendingPathComponent(relativePath).path)
    }

    /// A fresh folder under this repository's temporary root.
    public func scratch(_ name: String) -> String {
        root.appendingPathComponent(name).path
    }
}
