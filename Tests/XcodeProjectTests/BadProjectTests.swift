import Foundation
import Testing
import TestSupport
import XcodeProject

@Suite struct BadProjectTests {
    private func error(_ text: String) -> XcodeProjectError? {
        if case .failure(let error) = ProjectFile.read(Array(text.utf8), path: "App.xcodeproj/project.pbxproj") { return error }
        return nil
    }

    /// One sentence in each language: a single line, nothing after the last clause.
    private func expectOneSentence(_ error: XcodeProjectError?) {
        guard let error else {
            Issue.record("no error")
            return
        }
        for text in [error.ru, error.en] {
            #expect(!text.isEmpty && !text.contains("\n") && !text.hasSuffix("."), "\(text)")
        }
    }

    @Test func mergeConflictMarkersAreRefusedWithTheirLine() {
        let text = Fixtures.classic.replacingOccurrences(
            of: "\t\t\t\tC10000092D18A2C50058DA88 /* Configuration */,\n",
            with: "<<<<<<< HEAD\n\t\t\t\tC10000092D18A2C50058DA88 /* Configuration */,\n=======\n>>>>>>> feature/EW_IOS-1_x\n")
        let line = Fixtures.classic.components(separatedBy: "\n").firstIndex { $0.contains("C10000092D18A2C50058DA88 /* Configuration */,") }
        #expect(error(text) == .mergeConflict(path: "App.xcodeproj/project.pbxproj", line: (line ?? 0) + 1))
        expectOneSentence(error(text))
    }

    @Test(arguments: [45, 78, 1000])
    func unknownObjectVersionsAreRefused(version: Int) {
        let text = Fixtures.classic.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = \(version);")
        #expect(error(text) == .unknownObjectVersion(path: "App.xcodeproj/project.pbxproj", version: version))
        expectOneSentence(error(text))
    }

    @Test(arguments: [46, 77])
    func everyVersionFromXcode3To16IsRead(version: Int) {
        let text = Fixtures.classic.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = \(version);")
        #expect(error(text) == nil)
    }

    @Test func brokenSyntaxNamesTheLine() {
        let text = Fixtures.classic.replacingOccurrences(of: "path = Modules;", with: "path = Modules")
        guard case .syntax(_, let line, let expected)? = error(text) else {
            Issue.record("not a syntax error")
            return
        }
        let lines = Fixtures.classic.components(separatedBy: "\n")
        #expect(lines[line - 1].contains("sourceTree") || lines[line - 2].contains("path = Modules"))
        #expect(expected == "; after the value")
        expectOneSentence(error(text))
    }

    @Test func malformedTablesAreErrors() {
        let duplicate = Fixtures.classic.replacingOccurrences(
            of: "/* End PBXBuildFile section */",
            with: "\t\tB10000012D18A2C50058DA88 /* again */ = {isa = PBXBuildFile; };\n/* End PBXBuildFile section */")
        #expect(error(duplicate) == .malformed(path: "App.xcodeproj/project.pbxproj", what: "object B10000012D18A2C50058DA88 appears twice"))
        let noRoot = Fixtures.classic.replacingOccurrences(of: "rootObject = 9A0000012D18A2C50058DA88", with: "rootObject = 9A0000012D18A2C50058DA89")
        #expect(error(noRoot) == .malformed(path: "App.xcodeproj/project.pbxproj", what: "rootObject is not a PBXProject"))
        #expect(error("{ }") == .malformed(path: "App.xcodeproj/project.pbxproj", what: "objectVersion is missing"))
        #expect(error("( )") == .malformed(path: "App.xcodeproj/project.pbxproj", what: "the top level is not a dictionary"))
        expectOneSentence(error(duplicate))
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        var bytes = Array(Fixtures.classic.utf8)
        bytes.insert(0xFF, at: 20)
        guard case .failure(let error) = ProjectFile.read(bytes, path: "App.xcodeproj/project.pbxproj") else {
            Issue.record("read")
            return
        }
        #expect(error == .notUTF8(path: "App.xcodeproj/project.pbxproj"))
    }

    @Test func aLinkedOrMissingProjectFileIsRefused() throws {
        let repository = try TemporaryRepository()
        try repository.write("Real/project.pbxproj", Fixtures.classic)
        try FileManager.default.createDirectory(atPath: repository.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: repository.path + "/App.xcodeproj/project.pbxproj", withDestinationPath: repository.path + "/Real/project.pbxproj")
        let linked = XcodeProjects.read(xcodeproj: repository.path + "/App.xcodeproj")
        #expect(throws: XcodeProjectError.symbolicLink(path: repository.path + "/App.xcodeproj/project.pbxproj")) { try linked.get() }
        let missing = XcodeProjects.read(xcodeproj: repository.path + "/None.xcodeproj")
        #expect(throws: XcodeProjectError.unreadable(path: repository.path + "/None.xcodeproj/project.pbxproj")) { try missing.get() }
        try repository.write("Good.xcodeproj/project.pbxproj", Fixtures.classic)
        #expect(try XcodeProjects.read(xcodeproj: repository.path + "/Good.xcodeproj").get().targets.count == 2)
    }
}

@Suite struct GeneratedProjectTests {
    @Test func manifestsMarkGeneratedProjects() throws {
        let repository = try TemporaryRepository()
        try repository.write("Gen/project.yml", "name: App\n")
        try repository.write("Gen/App.xcodeproj/project.pbxproj", Fixtures.classic)
        try repository.write("Tuist/Project.swift", "import ProjectDescription\n")
        try repository.write("Package/Package.swift", "// swift-tools-version:5.9\n")
        try repository.write("Mixed/Package.swift", "// swift-tools-version:5.9\n")
        try repository.write("Mixed/App.xcodeproj/project.pbxproj", Fixtures.classic)
        try repository.write("Plain/App.xcodeproj/project.pbxproj", Fixtures.classic)
        try repository.write("Plain/Pods/Pods.xcodeproj/project.pbxproj", Fixtures.classic)
        let root = repository.path
        #expect(XcodeProjects.generator(inFolder: root + "/Gen") == .xcodeGen)
        #expect(XcodeProjects.generator(inFolder: root + "/Tuist") == .tuist)
        #expect(XcodeProjects.generator(inFolder: root + "/Package") == .swiftPM)
        #expect(XcodeProjects.generator(inFolder: root + "/Mixed") == nil)
        #expect(XcodeProjects.generator(inFolder: root + "/Plain") == nil)
        #expect(XcodeProjects.find(under: root) == [
            root + "/Gen/App.xcodeproj", root + "/Mixed/App.xcodeproj", root + "/Plain/App.xcodeproj",
        ])
    }
}
