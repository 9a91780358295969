import Foundation
import Testing
import XcodeProject

@Suite struct ProjectReaderTests {
    private func model(_ text: String) throws -> ProjectModel {
        try ProjectFile.read(Array(text.utf8), path: "Demo.xcodeproj/project.pbxproj").map(ProjectModel.init).get()
    }

    @Test func classicProjectResolvesEveryFileFromItsGroups() throws {
        let model = try model(Fixtures.classic)
        #expect(model.referencedPaths == Fixtures.classicFiles.sorted())
        #expect(model.targets.map(\.name) == ["Demo", "DemoTests"])
        #expect(model.testTargets.map(\.name) == ["DemoTests"])
        #expect(model.file.objectVersion == 56)
    }

    @Test func targetsCompilingAFileComeFromSourcesPhasesAndVariantGroups() throws {
        let model = try model(Fixtures.classic)
        #expect(model.compilingTargets(of: "Demo/Modules/Profile/ProfileProtocols.swift").map(\.name) == ["Demo", "DemoTests"])
        #expect(model.compilingTargets(of: "Demo/Modules/Profile/Профиль Экран.swift").map(\.name) == ["Demo"])
        #expect(model.compilingTargets(of: "DemoTests/ProfilePresenterTests.swift").map(\.name) == ["DemoTests"])
        #expect(model.compilingTargets(of: "Demo/Legacy/LegacyManager.h").isEmpty)
        #expect(model.targets(containing: "Demo/Base.lproj/Main.storyboard").map(\.name) == ["Demo"])
        #expect(model.compilingTargets(of: "Demo/Base.lproj/Main.storyboard").isEmpty)
        #expect(model.targets(containing: "Demo/Info.plist").isEmpty)
        #expect(model.contains("Demo/Info.plist"))
        #expect(!model.contains("Demo/Missing.swift"))
    }

    @Test func eachObjectKeepsItsBytes() throws {
        let model = try model(Fixtures.classic)
        let object = try #require(model.file.objects["F10000032D18A2C50058DA88"])
        let text = String(decoding: model.file.bytes[object.range], as: UTF8.self)
        #expect(text == "F10000032D18A2C50058DA88 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = \"<group>\"; };")
        #expect(object.isa == "PBXFileReference")
        #expect(model.fileReferences["F100000D2D18A2C50058DA88"]?.location == .inProject("Config/Shared.xcconfig"))
        #expect(model.fileReferences["F10000012D18A2C50058DA88"]?.location == .buildSetting(tree: "BUILT_PRODUCTS_DIR", path: "Demo.app"))
    }

    @Test func synchronizedFoldersGiveTheirFilesTheirTargetsMinusExceptions() throws {
        let model = try model(Fixtures.synchronized)
        #expect(model.synchronizedFolders.map(\.location) == [.inProject("Demo"), .inProject("DemoTests")])
        #expect(model.compilingTargets(of: "Demo/Profile/ProfilePresenter.swift").map(\.name) == ["Demo"])
        #expect(model.compilingTargets(of: "Demo/Shared/ProfileFixture.swift").map(\.name) == ["Demo", "DemoTests"])
        #expect(model.targets(containing: "Demo/Info.plist").isEmpty)
        #expect(model.compilingTargets(of: "DemoTests/ProfilePresenterTests.swift").map(\.name) == ["DemoTests"])
        #expect(model.compilingTargets(of: "Classic/Legacy.swift").map(\.name) == ["Demo"])
        #expect(model.referencedPaths == ["Classic/Legacy.swift"])
        #expect(model.file.objectVersion == 77)
    }

    @Test func groupPathsClimbAndSourceTreesResolve() throws {
        let text = Fixtures.classic.replacingOccurrences(of: "\t\t\tpath = Legacy;", with: "\t\t\tpath = ../../Shared/./Legacy;")
        let model = try model(text)
        #expect(model.references(at: "../Shared/Legacy/LegacyManager.m").count == 1)
    }

    @Test func projectIndexFindsTheOwnerAndRefusesTwoOwners() throws {
        let first = try model(Fixtures.classic)
        let index = ProjectIndex([(xcodeproj: "App/Demo.xcodeproj", model: first)])
        let owner = try #require(try index.owner(of: "App/Demo/AppDelegate.swift").get())
        #expect(owner.path == "Demo/AppDelegate.swift")
        #expect(try index.owner(of: "Other/AppDelegate.swift").get() == nil)
        let twice = ProjectIndex([(xcodeproj: "Demo.xcodeproj", model: first), (xcodeproj: "Demo2.xcodeproj", model: first)])
        #expect(throws: XcodeProjectError.claimedByTwoProjects(file: "Demo/AppDelegate.swift", projects: ["Demo.xcodeproj", "Demo2.xcodeproj"])) {
            try twice.owner(of: "Demo/AppDelegate.swift").get()
        }
    }
}

@Suite struct PlistReaderTests {
    private func read(_ text: String) -> Result<PlistNode, PlistSyntaxError> {
        PlistReader.read(Array(text.utf8))
    }

    @Test func readsEscapesCommentsQuotesAndData() throws {
        let node = try read("""
        // !$*UTF8*$!
        { a = "x\\"y\\\\z\\n\\t\\U00e9\\101"; /* one */ /* two */ b = 'single quoted'; // line
          c = ( 1, "two", three/four.swift, ); d = <0fbd 77>; "quoted key" = {}; e = a+b-c:d; }
        """).get()
        #expect(node["a"]?.string == "x\"y\\z\n\té\u{41}")
        #expect(node["b"]?.string == "single quoted")
        #expect(node["c"]?.array?.compactMap(\.string) == ["1", "two", "three/four.swift"])
        #expect(node["d"]?.string == "<0fbd 77>")
        #expect(node["quoted key"]?.entries?.isEmpty == true)
        #expect(node["e"]?.string == "a+b-c:d")
    }

    @Test(arguments: [
        ("{ a = b }", "; after the value"),
        ("{ a = \"b; }", "a closing quote"),
        ("{ a = b; /* open", "*/ closing the comment"),
        ("{ a = (b c); }", ", or ) after an array item"),
        ("{ a = b; } x", "the end of the file"),
        ("{ a = ; }", "a value"),
        ("{ a = <zz>; }", "hexadecimal digits in <data>"),
        ("", "a value"),
    ])
    func brokenSyntaxSaysWhatWasExpected(text: String, expected: String) {
        guard case .failure(let error) = read(text) else {
            Issue.record("read \(text)")
            return
        }
        #expect(error.expected == expected)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        guard case .failure(let error) = read(text) else {
            Issue.record("read deep nesting")
            return
        }
        #expect(error.expected == "less nesting")
    }
}
