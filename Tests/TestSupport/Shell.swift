import Foundation

/// Runs a program and waits for it, with a deadline: a hang fails the test instead of stalling
/// the suite. Output goes through files, so large outputs can't deadlock a pipe.
public enum Shell {
    public struct Result: Sendable, CustomStringConvertible {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        public let stdoutBytes: [UInt8]
        public let timedOut: Bool
        /// The signal that ended the program, nil when it exited (`status` is then its code).
        public var signal: Int32? = nil

        public var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
    }

    public static func run(
        _ executable: String, _ arguments: [String], in directory: String,
        environment: [String: String], stdin: [UInt8]? = nil, timeout: Double = 120
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        let inURL = scratch.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data(stdin ?? []))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline { process.terminate(); timedOut = true; break }
            usleep(5_000)
        }
        // A program that ignores SIGTERM must not block the suite: SIGKILL after a grace period.
        let grace = Date().addingTimeInterval(2)
        while timedOut, process.isRunning {
            if Date() > grace { kill(process.processIdentifier, SIGKILL); break }
            usleep(5_000)
        }
        process.waitUntilExit()
        try? out.close(); try? err.close(); try? input.close()
        let outBytes = [UInt8]((try? Data(contentsOf: outURL)) ?? Data())
        let errBytes = [UInt8]((try? Data(contentsOf: errURL)) ?? Data())
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outBytes, as: UTF8.self),
            stderr: String(decoding: errBytes, as: UTF8.self), stdoutBytes: outBytes, timedOut: timedOut,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }

    /// Where a program is on PATH.
    public static func which(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
