import Testing
import TestSupport
import XcodeProject

/// Which source files no target builds: those the architecture rules leave out.
struct TargetScopeTests {
    static func outside(_ project: String, files: [String], extra: [String: String] = [:]) throws -> [String] {
        let repo = try TemporaryRepository()
        for file in files { try repo.write(file, "// \(file)\n") }
        for (path, text) in extra { try repo.write(path, text) }
        try repo.write("Demo.xcodeproj/project.pbxproj", project)
        let projects = try WorkTreeProjects.load(root: repo.path).get()
        let all = (files + extra.keys).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".h") || $0.hasSuffix(".m") }
        return projects.outsideTargets(all.sorted().map { repo.path + "/" + $0 }).map { String($0.dropFirst(repo.path.count + 1)) }
    }

    @Test func aListedFileInNoTargetAndAnUnlistedOneAreOutside() throws {
        let found = try Self.outside(Fixtures.classic, files: Fixtures.classicFiles + ["Demo/Old/Unused.swift", "Demo/Legacy/Stray.h",
                                                                                       "Demo/Legacy/Stray.m", "Scripts/Tool.swift"])
        #expect(found == ["Demo/Legacy/Stray.h", "Demo/Legacy/Stray.m", "Demo/Old/Unused.swift", "Scripts/Tool.swift"])
    }

    /// A header is built with its target when the project lists it (an app target has no Headers
    /// phase) or compiles its implementation beside it; a Swift file beside it compiles no header.
    @Test func aHeaderListedOrBesideACompiledImplementationIsInside() throws {
        let unlisted = Fixtures.classic.replacingOccurrences(of: "\t\t\t\tF10000072D18A2C50058DA88 /* LegacyManager.h */,\n", with: "")
        #expect(unlisted != Fixtures.classic)
        let found = try Self.outside(unlisted, files: Fixtures.classicFiles + ["Demo/Modules/Profile/ProfileView.h"])
        #expect(found == ["Demo/Modules/Profile/ProfileView.h"])
    }

    /// A Swift package's sources and a generated project's folder are built by their manifests.
    @Test func filesAnotherManifestBuildsAreNotOutside() throws {
        let found = try Self.outside(Fixtures.classic, files: Fixtures.classicFiles + ["Packages/Core/Sources/Core/Core.swift",
                                                                                       "Tools/Gen/Sources/Gen.swift"],
                                     extra: ["Packages/Core/Package.swift": "// swift-tools-version:5.9\n",
                                             "Tools/Gen.xcodeproj/project.pbxproj": "garbage", "Tools/project.yml": "name: Gen\n"])
        #expect(found == [])
    }

    @Test func inASynchronisedFolderEveryCompiledFileIsInside() throws {
        let found = try Self.outside(Fixtures.synchronized, files: Fixtures.synchronizedFiles + ["Demo/Profile/New.swift", "Classic/Other.swift"])
        #expect(found == ["Classic/Other.swift"])
    }

    /// A check finds the projects beside its files and above them, not the whole tree's.
    @Test func theProjectsHoldingFilesAreThoseAboveThem() throws {
        let repo = try TemporaryRepository()
        for path in ["Root.xcodeproj/project.pbxproj", "App/App.xcodeproj/project.pbxproj", "Other/Other.xcodeproj/project.pbxproj",
                     "App/Modules/A.swift", "Outside.xcodeproj"] {
            try repo.write(path, "\n")
        }
        let found = XcodeProjects.find(holding: [repo.path + "/App/Modules/A.swift", "/elsewhere/B.swift"], root: repo.path)
        #expect(found == [repo.path + "/App/App.xcodeproj", repo.path + "/Root.xcodeproj"])
        // Folders the check's own walk read are not read again: their projects are the ones it met.
        let walked = XcodeProjects.find(
            holding: [repo.path + "/App/Modules/A.swift"], root: repo.path, walked: [repo.path + "/App"],
            seen: [repo.path + "/App/App.xcodeproj", repo.path + "/Other/Other.xcodeproj"])
        #expect(walked == [repo.path + "/App/App.xcodeproj", repo.path + "/Root.xcodeproj"])
        let unseen = XcodeProjects.find(holding: [repo.path + "/App/Modules/A.swift"], root: repo.path, walked: [repo.path + "/App"])
        #expect(unseen == [repo.path + "/Root.xcodeproj"])
    }

    @Test func withoutAProjectNothingIsOutside() throws {
        let repo = try TemporaryRepository()
        try repo.write("App/Unused.swift", "\n")
        let projects = try WorkTreeProjects.load(root: repo.path).get()
        #expect(projects.outsideTargets([repo.path + "/App/Unused.swift"]).isEmpty)
    }
}
