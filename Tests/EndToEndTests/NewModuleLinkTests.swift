import Foundation
import Testing
import TestSupport

/// `flowlint new` makes the whole module or nothing.
struct NewModuleLinkTests {
    /// A dangling link at a later file's name (or as one of its folders) stops the module
    /// before any file is written.
    @Test(arguments: [false, true])
    func aDanglingLinkLeavesNoPartialModule(asFolder: Bool) throws {
        let probe = try TemporaryRepository()
        let created = try FlowlintBinary.run(["new", "viper", "PostList", "--lang", "en"], in: probe)
        let files = created.stdout.split(separator: "\n").compactMap { $0.hasPrefix("created ") ? String($0.dropFirst(8)) : nil }
        let last = try #require(files.last)
        let repository = try TemporaryRepository()
        let link = asFolder ? String(last[..<(last.lastIndex(of: "/") ?? last.startIndex)]) : last
        try FileManager.default.createDirectory(atPath: repository.path + "/" + (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/" + link, withDestinationPath: "nowhere")
        let result = try FlowlintBinary.run(["new", "viper", "PostList", "--lang", "en"], in: repository)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("not overwriting"), "\(result)")
        for file in files.dropLast() { #expect(!repository.exists(file), "\(file)") }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: repository.path + "/" + link) == "nowhere")
    }
}
