import Foundation
import PackagePlugin

/// The architecture checks (`flowlint protocols`) on a target's Swift and Objective-C files
/// during `swift build` and in Xcode: findings are printed as `file:line:column: warning:` or
/// `error:`, which both show as compiler diagnostics; an error fails the build, as it would in
/// CI. The recorded findings file is the command's output, so it runs again only when a
/// source file changes. It runs the installed flowlint (`FlowlintLocator`).
@main
struct FlowlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url).filter { ["swift", "h", "m"].contains($0.pathExtension) }
        return try Self.commands(
            tool: FlowlintLocator.find(), root: context.package.directoryURL,
            files: files, workDirectory: context.pluginWorkDirectoryURL, name: target.name)
    }

    static func commands(tool: URL, root: URL, files: [URL], workDirectory: URL, name: String) -> [Command] {
        guard !files.isEmpty else { return [] }
        let record = workDirectory.appendingPathComponent("\(name).flowlint-findings")
        return [.buildCommand(
            displayName: "flowlint: the architecture of \(name)",
            executable: tool,
            arguments: ["-C", root.path, "protocols", "--color", "never", "--write-baseline", record.path] + files.map(\.path),
            inputFiles: files,
            outputFiles: [record])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FlowlintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { ["swift", "h", "m"].contains($0.pathExtension) }
        return try Self.commands(
            tool: FlowlintLocator.find(), root: context.xcodeProject.directoryURL,
            files: files, workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)
    }
}
#endif
