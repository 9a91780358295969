import FlowlintCore
@testable import FlowlintArchitecture

/// A rule example as a small project: its text split into files at `//// path` lines (the
/// first file at the example's path); for module rules, plain lines before the first marker are
/// paths of files whose content doesn't matter.
enum ExampleProject {
    static func findings(_ example: RuleExample, defaultPath: String, inModule: Bool = false) -> [Finding] {
        let files = ExampleFiles.split(example.text, path: example.branch ?? defaultPath)
        let (swift, objc) = facts(files)
        let declared = swift.flatMap(\.declaredNames) + objc.flatMap(\.declaredNames)
        let paths = inModule ? siblings(of: files[0].path, declared: declared) : []
        return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc, paths: paths)
    }

    /// A tree example: paths, then optional `//// path` files with content.
    static func treeFindings(_ text: String) -> [Finding] {
        let parts = text.components(separatedBy: "\n" + ExampleFiles.marker)
        let plain = parts[0].hasPrefix(ExampleFiles.marker) ? [] : SeedViper.paths(parts[0])
        let files: [(path: String, text: String)] = parts.dropFirst(plain.isEmpty && parts[0].hasPrefix(ExampleFiles.marker) ? 0 : 1).map { part in
            let body = part.hasPrefix(ExampleFiles.marker) ? String(part.dropFirst(ExampleFiles.marker.count)) : part
            let lines = body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(lines[0]), lines.count > 1 ? String(lines[1]) : "")
        }
        let (swift, objc) = facts(files)
        return ArchitectureChecker(configuration: Configuration()).check(swift: swift, objc: objc, paths: plain)
    }

    static func facts(_ files: [(path: String, text: String)]) -> ([SwiftFileFacts], [ObjCFileFacts]) {
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { SwiftFactsCollector.collect(path: $0.path, source: $0.text) }
        let objc = files.filter { !$0.path.hasSuffix(".swift") }.map { ObjCScanner.scan(path: $0.path, source: $0.text) }
        return (swift, objc)
    }

    /// The other components of the file's module, where the seed's tree puts them: one file can't
    /// show it is part of a VIPER module.
    static func siblings(of path: String, declared: [String]) -> [String] {
        let file = ViperFile(path: path, declared: declared)
        guard let module = (file.name ?? file.declaredComponent?.name)?.module else { return [] }
        var root = String(file.folder)
        if let last = file.folderNames.last, ViperComponent.layer(ofFolder: last) != nil {
            root = String(root.dropLast(last.count)).trimmingSuffix("/")
        }
        let ext = String(file.fileExtension)
        let prefix = root.isEmpty ? "" : root + "/"
        return ["Interactor/\(module)Interactor", "Interactor/\(module)InteractorInput", "Presenter/\(module)Presenter",
                "Router/\(module)Router", "View/\(module)ViewController", "View/\(module)ViewInput", "Assembly/\(module)Assembly"]
            .map { prefix + $0 + ext }.filter { $0 != path }
    }
}
