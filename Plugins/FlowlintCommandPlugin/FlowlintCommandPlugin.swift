import Foundation
import PackagePlugin

/// `swift package flowlint [protocols|lint|…] [options]`: flowlint on the package's folder,
/// the way SwiftLint's command plugin runs. With no command, `protocols` (the architecture).
@main
struct FlowlintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(FlowlintLocator.find(), in: context.package.directoryURL, arguments: arguments)
    }

    static func run(_ flowlint: URL, in directory: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = flowlint
        process.arguments = ["-C", directory.path] + (arguments.isEmpty ? ["protocols"] : arguments)
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw FlowlintFailed(status: process.terminationStatus)
        }
    }
}

struct FlowlintFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "flowlint exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FlowlintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.run(FlowlintLocator.find(), in: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
