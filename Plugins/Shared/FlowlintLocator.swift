import Foundation

/// The flowlint binary the plugins run: an installed one (the release tarball, Homebrew, Mint),
/// not one built from source for every package that uses the plugins, which would build
/// swift-syntax a second time.
enum FlowlintLocator {
    struct NotFound: Error, CustomStringConvertible {
        let looked: [String]
        var description: String {
            "flowlint not found (looked in \(looked.joined(separator: ", "))): install it "
                + "(brew install flowlint, mint install, or the Linux tarball) or set FLOWLINT_PATH"
        }
    }

    /// `FLOWLINT_PATH`, else `flowlint` on `PATH`, else where installers put it. Only absolute
    /// `PATH` entries: an empty or relative one means the current folder, here the package being
    /// built, and a binary its checkout brings must never be the one that runs.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if let explicit = environment["FLOWLINT_PATH"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            + ["/opt/homebrew/bin", "/usr/local/bin", home + "/.mint/bin", home + "/.local/bin"]
        for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/flowlint") {
            return URL(fileURLWithPath: folder + "/flowlint")
        }
        throw NotFound(looked: ["FLOWLINT_PATH", "PATH"] + folders.suffix(4))
    }
}
