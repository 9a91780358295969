import Foundation

/// The built `flowlint` executable, next to the test binary in the build folder (or
/// `FLOWLINT_BIN`), run as a user would run it.
public enum FlowlintBinary {
    public static var path: String {
        if let explicit = ProcessInfo.processInfo.environment["FLOWLINT_BIN"] { return explicit }
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        // On macOS the test binary sits inside an .xctest bundle.
        while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("flowlint").path
    }

    /// Runs flowlint in `repository` with its isolated environment plus `environment`.
    public static func run(
        _ arguments: [String], in repository: TemporaryRepository, directory: String? = nil,
        environment: [String: String] = [:], stdin: [UInt8]? = nil, timeout: Double = 120
    ) throws -> Shell.Result {
        var env = repository.environment
        env.merge(environment) { $1 }
        return try Shell.run(path, arguments, in: directory ?? repository.path, environment: env, stdin: stdin, timeout: timeout)
    }
}
