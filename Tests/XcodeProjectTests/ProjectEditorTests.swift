import Testing
import XcodeProject

/// Moves, renames and new files in a classic project: the project file changes in exactly the
/// lines Xcode would change, every listed file exists, every file keeps its targets, and the
/// same edit made again changes nothing.
@Suite struct ProjectEditorTests {
    private func workspace() throws -> ProjectWorkspace {
        try ProjectWorkspace(Fixtures.classic, files: Fixtures.classicFiles)
    }

    /// What every edit must leave: files on disk, targets kept (`renamed` maps old paths to new).
    private func expectBuildKept(_ space: ProjectWorkspace, before: [String: [String]], renamed: [String: String] = [:]) {
        #expect(space.missingFiles.isEmpty)
        for (path, targets) in before {
            #expect(space.memberships[renamed[path] ?? path] == targets, "\(path)")
        }
        #expect(LineDiff.sectionsSorted(space.text))
    }

    @Test func renameInItsFolderChangesOnlyTheLinesNamingTheFile() throws {
        let space = try workspace()
        let before = space.memberships
        #expect(try space.move("Demo/Modules/Profile/ProfileView.swift", "Demo/Modules/Profile/ProfileScreen.swift") == .edited)
        let changes = space.changes
        #expect(changes.removed.count == 4)
        #expect(changes.added == [
            "\t\tB10000032D18A2C50058DA88 /* ProfileScreen.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000052D18A2C50058DA88 /* ProfileScreen.swift */; };",
            "\t\tF10000052D18A2C50058DA88 /* ProfileScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfileScreen.swift; sourceTree = \"<group>\"; };",
            "\t\t\t\tF10000052D18A2C50058DA88 /* ProfileScreen.swift */,",
            "\t\t\t\tB10000032D18A2C50058DA88 /* ProfileScreen.swift in Sources */,",
        ])
        expectBuildKept(space, before: before, renamed: ["Demo/Modules/Profile/ProfileView.swift": "Demo/Modules/Profile/ProfileScreen.swift"])
    }

    @Test func moveToAnotherFolderMovesTheReferenceToThatFolderGroup() throws {
        let space = try workspace()
        let before = space.memberships
        try space.move("Demo/Modules/Profile/ProfileProtocols.swift", "Demo/Legacy/ProfileProtocols.swift")
        #expect(space.changes.removed == ["\t\t\t\tF10000062D18A2C50058DA88 /* ProfileProtocols.swift */,"])
        #expect(space.changes.added == ["\t\t\t\tF10000062D18A2C50058DA88 /* ProfileProtocols.swift */,"])
        #expect(space.model.fileReferences["F10000062D18A2C50058DA88"]?.groupID == "C10000062D18A2C50058DA88")
        expectBuildKept(space, before: before, renamed: ["Demo/Modules/Profile/ProfileProtocols.swift": "Demo/Legacy/ProfileProtocols.swift"])
    }

    @Test func moveToANewFolderCreatesItsGroupsLikeXcode() throws {
        let space = try workspace()
        let before = space.memberships
        let old = "Demo/Modules/Profile/ProfilePresenter.swift", new = "Demo/Modules/Settings/Presenter/SettingsPresenter.swift"
        #expect(try space.move(old, new) == .edited)
        let settings = try #require(space.model.groups.values.first { $0.location == .inProject("Demo/Modules/Settings") })
        let presenter = try #require(space.model.groups.values.first { $0.location == .inProject("Demo/Modules/Settings/Presenter") })
        #expect(settings.parentID == "C10000042D18A2C50058DA88")
        #expect(presenter.parentID == settings.id)
        #expect(space.model.fileReferences["F10000042D18A2C50058DA88"]?.groupID == presenter.id)
        #expect(space.text.contains("""
        \t\t\(presenter.id) /* Presenter */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF10000042D18A2C50058DA88 /* SettingsPresenter.swift */,
        \t\t\t);
        \t\t\tpath = Presenter;
        \t\t\tsourceTree = "<group>";
        \t\t};
        """))
        #expect(space.text.contains("\t\t\t\tC10000052D18A2C50058DA88 /* Profile */,\n\t\t\t\t\(settings.id) /* Settings */,\n"))
        expectBuildKept(space, before: before, renamed: [old: new])
        let written = space.editor.bytes
        #expect(try space.move(old, new) == .unchanged)
        #expect(space.editor.bytes == written)
    }

    @Test func aFolderOutsideTheProjectGetsAGroupThatClimbsToIt() throws {
        let text = Fixtures.classic.replacingOccurrences(of: "\t\t\tpath = Legacy;", with: "\t\t\tpath = ../../Shared/Legacy;")
        let files = Fixtures.classicFiles.map { $0.hasPrefix("Demo/Legacy/") ? "../Shared/Legacy/" + ProjectPath.name(of: $0) : $0 }
        let space = try ProjectWorkspace(text, files: files)
        let before = space.memberships
        #expect(try space.move("../Shared/Legacy/LegacyManager.m", "../Shared/Managers/LegacyManager.m") == .edited)
        let group = try #require(space.model.groups.values.first { $0.location == .inProject("../Shared/Managers") })
        #expect(group.parentID == "C10000062D18A2C50058DA88")
        #expect(space.text.contains("\t\t\tname = Managers;\n\t\t\tpath = ../Managers;\n\t\t\tsourceTree = \"<group>\";\n"))
        expectBuildKept(space, before: before, renamed: ["../Shared/Legacy/LegacyManager.m": "../Shared/Managers/LegacyManager.m"])
    }

    @Test func sourceRootFileKeepsItsGroupAndGetsItsNewPath() throws {
        let space = try workspace()
        try space.move("Config/Shared.xcconfig", "Config/Base/Shared.xcconfig")
        #expect(space.changes.added == [
            "\t\tF100000D2D18A2C50058DA88 /* Shared.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; name = Shared.xcconfig; path = Config/Base/Shared.xcconfig; sourceTree = SOURCE_ROOT; };",
        ])
        #expect(space.missingFiles.isEmpty)
    }

    @Test func renamedHeaderAndImplementationKeepTheirFields() throws {
        let space = try workspace()
        let before = space.memberships
        try space.move("Demo/Legacy/LegacyManager.h", "Demo/Legacy/RMLegacyManager.h")
        try space.move("Demo/Legacy/LegacyManager.m", "Demo/Legacy/RMLegacyManager.m")
        #expect(space.text.contains(
            "F10000072D18A2C50058DA88 /* RMLegacyManager.h */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.c.h; path = RMLegacyManager.h; sourceTree = \"<group>\"; };"))
        #expect(space.changes.removed.count == 6)
        expectBuildKept(space, before: before, renamed: ["Demo/Legacy/LegacyManager.m": "Demo/Legacy/RMLegacyManager.m"])
    }

    @Test func aNameOutsideASCIIIsQuotedAndItsCommentsFollow() throws {
        let space = try workspace()
        try space.move("Demo/Modules/Profile/Профиль Экран.swift", "Demo/Modules/Profile/Экран+Профиль.swift")
        #expect(space.text.contains("path = \"Экран+Профиль.swift\"; sourceTree"))
        #expect(space.text.contains("B10000092D18A2C50058DA88 /* Экран+Профиль.swift in Sources */ = {isa = PBXBuildFile; fileRef = F100000E2D18A2C50058DA88 /* Экран+Профиль.swift */; };"))
        #expect(!space.text.contains("Профиль Экран"))
    }

    @Test func aLocalisedVariantIsRefusedAndNothingChanges() throws {
        let space = try workspace()
        #expect(throws: XcodeProjectError.unsupported(file: "Demo/Base.lproj/Main.storyboard", reason: UnsupportedEdit.variantGroup)) {
            try space.editor.moveFile(from: "Demo/Base.lproj/Main.storyboard", to: "Demo/Base.lproj/Start.storyboard")
        }
        #expect(space.editor.bytes == space.original)
        #expect(throws: XcodeProjectError.fileNotInProject(file: "Demo/Nowhere.swift")) {
            try space.editor.moveFile(from: "Demo/Nowhere.swift", to: "Demo/Somewhere.swift")
        }
        #expect(throws: XcodeProjectError.unsupported(file: "Demo/AppDelegate.swift", reason: UnsupportedEdit.alreadyListed)) {
            try space.editor.moveFile(from: "Demo/Modules/Profile/ProfileView.swift", to: "Demo/AppDelegate.swift")
        }
        #expect(!space.editor.changed)
    }

    @Test func aNewFileJoinsItsSiblingsGroupAndTargets() throws {
        let space = try workspace()
        #expect(try space.add("Demo/Modules/Profile/ProfileRouter.swift", like: "Demo/Modules/Profile/ProfileProtocols.swift") == .edited)
        #expect(space.model.compilingTargets(of: "Demo/Modules/Profile/ProfileRouter.swift").map(\.name) == ["Demo", "DemoTests"])
        let added = space.changes.added
        #expect(space.changes.removed.isEmpty)
        #expect(added.count == 6)
        #expect(added.contains("\t\t4A1101002E0000000058DA88 /* ProfileRouter.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfileRouter.swift; sourceTree = \"<group>\"; };"))
        #expect(added.contains("\t\t4A1101012E0000000058DA88 /* ProfileRouter.swift in Sources */ = {isa = PBXBuildFile; fileRef = 4A1101002E0000000058DA88 /* ProfileRouter.swift */; };"))
        // In name order, as the group's children are.
        #expect(space.text.contains("/* ProfileProtocols.swift */,\n\t\t\t\t4A1101002E0000000058DA88 /* ProfileRouter.swift */,\n\t\t\t\tF10000052D18A2C50058DA88 /* ProfileView.swift */,"))
        #expect(LineDiff.sectionsSorted(space.text))
        #expect(space.missingFiles.isEmpty)
        let written = space.editor.bytes
        #expect(try space.add("Demo/Modules/Profile/ProfileRouter.swift", like: "Demo/Modules/Profile/ProfileProtocols.swift") == .unchanged)
        #expect(space.editor.bytes == written)
    }

    @Test func aNewHeaderJoinsNoPhaseOfAnAppTarget() throws {
        let space = try workspace()
        try space.add("Demo/Legacy/LegacyCache.h", like: "Demo/Legacy/LegacyManager.m")
        try space.add("Demo/Legacy/LegacyCache.m", like: "Demo/Legacy/LegacyManager.m")
        #expect(space.model.targets(containing: "Demo/Legacy/LegacyCache.h").isEmpty)
        #expect(space.model.compilingTargets(of: "Demo/Legacy/LegacyCache.m").map(\.name) == ["Demo"])
        #expect(space.model.contains("Demo/Legacy/LegacyCache.h"))
    }

    @Test func aNewModuleJoinsTheNamedTargetInNewGroups() throws {
        let space = try workspace()
        try space.add("Demo/Modules/Settings/SettingsPresenter.swift", toTargets: ["Demo"])
        try space.add("Demo/Modules/Settings/SettingsView.swift", toTargets: ["Demo"])
        #expect(space.model.compilingTargets(of: "Demo/Modules/Settings/SettingsView.swift").map(\.name) == ["Demo"])
        #expect(space.model.groups.values.filter { $0.location == .inProject("Demo/Modules/Settings") }.count == 1)
        #expect(throws: XcodeProjectError.unknownTarget(name: "Nope", known: ["Demo", "DemoTests"])) {
            try space.editor.addFile("Demo/Modules/Settings/SettingsRouter.swift", toTargets: ["Nope"])
        }
        #expect(space.missingFiles.isEmpty)
        #expect(LineDiff.sectionsSorted(space.text))
    }

    @Test func aMissingSectionIsCreatedInItsPlace() throws {
        // The classic project without any build file: the first one needs its section.
        let text = Fixtures.classic.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("PBXBuildFile") && !$0.contains(" in Sources */,") && !$0.contains(" in Resources */,") }
            .joined(separator: "\n")
        let space = try ProjectWorkspace(text, files: Fixtures.classicFiles)
        try space.add("Demo/Modules/Profile/ProfileRouter.swift", toTargets: ["Demo"])
        #expect(space.text.contains("""
        /* Begin PBXBuildFile section */
        \t\t4A1101012E0000000058DA88 /* ProfileRouter.swift in Sources */ = {isa = PBXBuildFile; fileRef = 4A1101002E0000000058DA88 /* ProfileRouter.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        """))
        #expect(space.model.compilingTargets(of: "Demo/Modules/Profile/ProfileRouter.swift").map(\.name) == ["Demo"])
    }
}

@Suite struct SynchronizedFolderEditTests {
    private func workspace() throws -> ProjectWorkspace {
        try ProjectWorkspace(Fixtures.synchronized, files: Fixtures.synchronizedFiles)
    }

    @Test func movesAndNewFilesInsideASynchronizedFolderNeedNoEdit() throws {
        let space = try workspace()
        #expect(try space.move("Demo/Profile/ProfilePresenter.swift", "Demo/Settings/SettingsPresenter.swift") == .synchronized)
        #expect(try space.add("Demo/Settings/SettingsView.swift", like: "Demo/Profile/ProfilePresenter.swift") == .synchronized)
        #expect(space.editor.bytes == space.original)
        #expect(space.model.compilingTargets(of: "Demo/Settings/SettingsPresenter.swift").map(\.name) == ["Demo"])
    }

    @Test func aFileAnExceptionNamesKeepsItsMembership() throws {
        let space = try workspace()
        #expect(try space.move("Demo/Shared/ProfileFixture.swift", "Demo/Shared/SettingsFixture.swift") == .edited)
        #expect(space.changes.removed == ["\t\t\t\tShared/ProfileFixture.swift,"])
        #expect(space.changes.added == ["\t\t\t\tShared/SettingsFixture.swift,"])
        #expect(space.model.compilingTargets(of: "Demo/Shared/SettingsFixture.swift").map(\.name) == ["Demo", "DemoTests"])
    }

    @Test func aListedFileMovingIntoASynchronizedFolderIsRefused() throws {
        let space = try workspace()
        #expect(throws: XcodeProjectError.unsupported(file: "Demo/Legacy.swift", reason: UnsupportedEdit.intoSynchronizedFolder)) {
            try space.editor.moveFile(from: "Classic/Legacy.swift", to: "Demo/Legacy.swift")
        }
        #expect(try space.add("Classic/Modern.swift", like: "Classic/Legacy.swift") == .edited)
        #expect(space.model.compilingTargets(of: "Classic/Modern.swift").map(\.name) == ["Demo"])
    }
}

@Suite struct ProjectTextTests {
    @Test(arguments: [
        ("Foo.swift", "Foo.swift"), ("View+EXT.swift", "\"View+EXT.swift\""), ("Pods-App", "\"Pods-App\""), ("", "\"\""),
        ("a\"b\\c", "\"a\\\"b\\\\c\""), ("Профиль.swift", "\"Профиль.swift\""), ("a___b", "\"a___b\""), ("$(SRCROOT)/x", "\"$(SRCROOT)/x\""),
        ("Sub/Dir/File_1.m", "Sub/Dir/File_1.m"), ("two words", "\"two words\""), ("line\nbreak", "\"line\\nbreak\""),
    ])
    func stringsAreQuotedAsXcodeQuotesThem(value: String, written: String) {
        #expect(PlistText.quoted(value) == written)
    }

    @Test func newIdsAreXcodeShapedUniqueAndAscending() {
        var generator = ProjectWorkspace.ids
        let taken: Set = ["4A1101012E0000000058DA88"]
        let ids = (0..<3).map { _ in generator.next { taken.contains($0) } }
        #expect(ids == ["4A1101002E0000000058DA88", "4A1101022E0000000058DA88", "4A1101032E0000000058DA88"])
        var current = ObjectIDGenerator.current()
        let id = current.next { _ in false }
        #expect(id.count == 24 && id.allSatisfy { $0.isHexDigit && !$0.isLowercase })
    }
}
