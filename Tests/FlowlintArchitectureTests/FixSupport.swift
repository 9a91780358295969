import FlowlintCore
import SwiftParser
@testable import FlowlintArchitecture

/// A small project in memory, fixed the way `protocols --fix` fixes one on disk.
struct FixProject {
    var files: [(path: String, text: String)]
    /// Other files of the project whose content doesn't matter (a VIPER module's siblings).
    var paths: [String] = []

    init(_ files: [(path: String, text: String)], paths: [String] = []) {
        self.files = files
        self.paths = paths
    }

    /// A rule example as a project; VIPER rules' examples get their module's other files.
    init(example: RuleExample, rule: String) {
        files = ExampleFiles.split(example.text, path: example.branch ?? "Module/ModuleProtocols.swift")
        if rule.hasPrefix("viper-") {
            let (swift, objc) = ExampleProject.facts(files)
            paths = ExampleProject.siblings(of: files[0].path, declared: swift.flatMap(\.declaredNames) + objc.flatMap(\.declaredNames))
        }
    }

    var texts: [String: String] { Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first }) }

    func findings(_ configuration: Configuration = Configuration()) -> [Finding] {
        let (swift, objc) = ExampleProject.facts(files)
        return ArchitectureChecker(configuration: configuration).check(swift: swift, objc: objc, paths: allPaths)
    }

    var allPaths: [String] { files.map(\.path) + paths.filter { path in !files.contains { $0.path == path } } }

    /// The fixer's outcome, and the project with its changes applied.
    /// `reworded`: applied to every finding before the fixes see it.
    func fixed(_ configuration: Configuration = Configuration(), renames: IdentifierRenames = .off,
               reworded: @escaping @Sendable (Finding) -> Finding = { $0 })
        -> (outcome: ArchitectureFixer.Outcome, project: FixProject) {
        let (swift, objc) = ExampleProject.facts(files)
        let texts = self.texts
        var fixer = ArchitectureFixer(configuration: configuration)
        fixer.reworded = reworded
        let initial = ArchitectureChecker(configuration: configuration).check(swift: swift, objc: objc, paths: allPaths)
        let outcome = fixer.fix(swift: swift, objc: objc, paths: allPaths, findings: initial, renames: renames, read: { texts[$0] })
        var project = self
        for file in outcome.files {
            if let index = project.files.firstIndex(where: { $0.path == file.path }) {
                project.files[index].text = file.new
            } else {
                project.files.append((file.path, file.new))
            }
        }
        return (outcome, project)
    }

    /// Swift files that parse without errors.
    var cleanlyParsed: Set<String> {
        Set(files.filter { $0.path.hasSuffix(".swift") && !Parser.parse(source: $0.text).hasError }.map(\.path))
    }

    /// Only `rule` enabled: what its own fix does.
    static func only(_ rule: String) -> Configuration {
        var configuration = Configuration()
        for id in AllRules.ids where id != rule { configuration.ruleLevels[id] = .off }
        return configuration
    }
}
