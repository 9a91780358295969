import Foundation
import TestSupport

/// A small `project.pbxproj` written as Xcode writes one: an app target and a unit-test target,
/// a group per folder, the compiled files in their target's Sources phase, headers in groups only.
/// `synchronized`: Xcode 16's layout instead, one synchronised folder per target.
struct XcodeProjectWriter {
    /// Paths relative to the project's folder.
    var app: [String]
    var tests: [String] = []
    /// Listed in groups, in no target.
    var unbuilt: [String] = []
    var synchronized: (app: String, tests: String)?

    private final class Counter {
        var next = 0x100
        func id(_ kind: Character) -> String {
            next += 1
            return "\(kind)\(String(repeating: "0", count: 7 - String(next, radix: 16).count))\(String(next, radix: 16).uppercased())2D18A2C50058DA88"
        }
    }

    func text() -> String {
        let ids = Counter()
        let appTarget = "A10000012D18A2C50058DA88", testTarget = "A10000022D18A2C50058DA88"
        let appPhase = "E10000012D18A2C50058DA88", testPhase = "E10000022D18A2C50058DA88"
        var buildFiles: [String] = [], references: [String] = [], phaseFiles = [appPhase: [String](), testPhase: [String]()]
        var children: [String: [String]] = [:], groupIDs: [String: String] = ["": "C10000012D18A2C50058DA88"]
        func group(_ folder: String) -> String {
            if let id = groupIDs[folder] { return id }
            let id = ids.id("C")
            groupIDs[folder] = id
            let parent = folder.contains("/") ? String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]) : ""
            children[group(parent), default: []].append("\(id) /* \((folder as NSString).lastPathComponent) */")
            return id
        }
        let listed = synchronized == nil ? [(app, appPhase), (tests, testPhase), (unbuilt, "")] : [([], appPhase)]
        for (files, phase) in listed {
            for path in files {
                let name = (path as NSString).lastPathComponent, folder = (path as NSString).deletingLastPathComponent
                let reference = ids.id("F")
                let type = name.hasSuffix(".swift") ? "sourcecode.swift" : name.hasSuffix(".h") ? "sourcecode.c.h" : "sourcecode.c.objc"
                references.append("\t\t\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = \(type); path = \(name); sourceTree = \"<group>\"; };")
                children[group(folder), default: []].append("\(reference) /* \(name) */")
                guard !phase.isEmpty, !name.hasSuffix(".h") else { continue }
                let buildFile = ids.id("B")
                buildFiles.append("\t\t\(buildFile) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };")
                phaseFiles[phase, default: []].append("\(buildFile) /* \(name) in Sources */")
            }
        }
        var synchronizedSection = "", appFolders = "", testFolders = ""
        if let synchronized {
            let appFolder = "5F0000012D18A2C50058DA88", testFolder = "5F0000022D18A2C50058DA88"
            synchronizedSection = "/* Begin PBXFileSystemSynchronizedRootGroup section */\n"
                + "\t\t\(appFolder) /* \(synchronized.app) */ = {isa = PBXFileSystemSynchronizedRootGroup; path = \(synchronized.app); sourceTree = \"<group>\"; };\n"
                + "\t\t\(testFolder) /* \(synchronized.tests) */ = {isa = PBXFileSystemSynchronizedRootGroup; path = \(synchronized.tests); sourceTree = \"<group>\"; };\n"
                + "/* End PBXFileSystemSynchronizedRootGroup section */\n\n"
            children["C10000012D18A2C50058DA88", default: []] += ["\(appFolder) /* \(synchronized.app) */", "\(testFolder) /* \(synchronized.tests) */"]
            appFolders = "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t\(appFolder) /* \(synchronized.app) */,\n\t\t\t);\n"
            testFolders = "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t\(testFolder) /* \(synchronized.tests) */,\n\t\t\t);\n"
        }
        children["C10000012D18A2C50058DA88", default: []].append("C10000022D18A2C50058DA88 /* Products */")
        children["C10000022D18A2C50058DA88"] = ["F10000012D18A2C50058DA88 /* App.app */", "F10000022D18A2C50058DA88 /* AppTests.xctest */"]
        references.insert(contentsOf: [
            "\t\tF10000012D18A2C50058DA88 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };",
            "\t\tF10000022D18A2C50058DA88 /* AppTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = AppTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };",
        ], at: 0)
        let folderOf = Dictionary(groupIDs.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        var groups = ""
        for id in groupIDs.values.sorted() + ["C10000022D18A2C50058DA88"] {
            let folder = folderOf[id] ?? ""
            let name = id == "C10000022D18A2C50058DA88" ? "Products" : (folder as NSString).lastPathComponent
            groups += "\t\t\(id)\(name.isEmpty ? "" : " /* \(name) */") = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                + (children[id] ?? []).map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n"
                + (id == "C10000022D18A2C50058DA88" ? "\t\t\tname = Products;\n" : name.isEmpty ? "" : "\t\t\tpath = \(name);\n")
                + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        }
        func target(_ id: String, _ name: String, _ phase: String, _ type: String, _ folders: String, _ list: String) -> String {
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n"
                + "\t\t\tbuildConfigurationList = \(list) /* Build configuration list for PBXNativeTarget \"\(name)\" */;\n"
                + "\t\t\tbuildPhases = (\n\t\t\t\t\(phase) /* Sources */,\n\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n"
                + folders + "\t\t\tname = \(name);\n\t\t\tproductName = \(name);\n"
                + "\t\t\tproductReference = \(id == appTarget ? "F10000012D18A2C50058DA88 /* App.app */" : "F10000022D18A2C50058DA88 /* AppTests.xctest */");\n"
                + "\t\t\tproductType = \"\(type)\";\n\t\t};\n"
        }
        func phase(_ id: String) -> String {
            "\t\t\(id) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
                + (phaseFiles[id] ?? []).map { "\t\t\t\t\($0),\n" }.joined()
                + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        }
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(synchronized == nil ? 56 : 77);\n\tobjects = {\n\n"
            + (buildFiles.isEmpty ? "" : "/* Begin PBXBuildFile section */\n" + buildFiles.sorted().joined(separator: "\n") + "\n/* End PBXBuildFile section */\n\n")
            + "/* Begin PBXFileReference section */\n" + references.sorted().joined(separator: "\n") + "\n/* End PBXFileReference section */\n\n"
            + synchronizedSection
            + "/* Begin PBXGroup section */\n" + groups + "/* End PBXGroup section */\n\n"
            + "/* Begin PBXNativeTarget section */\n"
            + target(appTarget, "App", appPhase, "com.apple.product-type.application", appFolders, "9B0000012D18A2C50058DA88")
            + target(testTarget, "AppTests", testPhase, "com.apple.product-type.bundle.unit-test", testFolders, "9B0000022D18A2C50058DA88")
            + "/* End PBXNativeTarget section */\n\n"
            + "/* Begin PBXProject section */\n\t\t9A0000012D18A2C50058DA88 /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
            + "\t\t\tbuildConfigurationList = 9B0000032D18A2C50058DA88 /* Build configuration list for PBXProject \"App\" */;\n"
            + "\t\t\tmainGroup = C10000012D18A2C50058DA88;\n\t\t\tproductRefGroup = C10000022D18A2C50058DA88 /* Products */;\n"
            + "\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n\t\t\t\t\(appTarget) /* App */,\n\t\t\t\t\(testTarget) /* AppTests */,\n\t\t\t);\n\t\t};\n"
            + "/* End PBXProject section */\n\n"
            + "/* Begin PBXSourcesBuildPhase section */\n" + phase(appPhase) + phase(testPhase) + "/* End PBXSourcesBuildPhase section */\n\n"
            + XcodeConfigurations.text(project: "App", targets: ["App", "AppTests"]) + "\n"
            + "\t};\n\trootObject = 9A0000012D18A2C50058DA88 /* Project object */;\n}\n"
    }
}
