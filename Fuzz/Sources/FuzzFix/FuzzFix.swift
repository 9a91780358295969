import FlowlintArchitecture
import FlowlintCore
import FuzzSupport
import SwiftParser

/// `protocols --fix` on Swift sources: the input is a small project (files split at `//// path`
/// lines, the first one a protocols file, then a presenter). The fix never leaves a file that
/// parsed unparsable, nor more findings than before.
@main
enum FuzzFix {
    static func main() {
        let configuration = Configuration()
        let checker = ArchitectureChecker(configuration: configuration)
        let fixer = ArchitectureFixer(configuration: configuration)
        runFuzzer { input in
            let source = text(input)
            for first in ["Profile/ProfileProtocols.swift", "Profile/ProfilePresenter.swift"] {
                let files = ExampleFiles.split(source, path: first).filter { $0.path.hasSuffix(".swift") && !$0.path.contains("..") }
                let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
                let facts = texts.keys.sorted().compactMap { path in texts[path].flatMap { try? SwiftFactsCollector.collectIfParsable(path: path, source: $0).get() } }
                let paths = facts.map(\.path)
                let before = checker.check(swift: facts, objc: [], paths: paths)
                let outcome = fixer.fix(swift: facts, objc: [], paths: paths, findings: before, read: { texts[$0] })
                for file in outcome.files {
                    let parsedBefore = file.old.map { !Parser.parse(source: $0).hasError } ?? true
                    precondition(!parsedBefore || !Parser.parse(source: file.new).hasError, "the fix of \(file.path) does not parse")
                }
                precondition(outcome.findings.count <= before.count, "the fix left more findings than it found")
            }
        }
    }
}
