/// The build configurations of a test's Xcode project, written as Xcode writes them.
public enum XcodeConfigurations {
    /// The build configuration lists and configurations of a project and its targets: the part
    /// of the file no edit touches, with the `XCBuildConfiguration` and `XCConfigurationList`
    /// sections' usual shape.
    public static func text(project: String, targets: [String]) -> String {
        let owners = targets.enumerated().map { ("PBXNativeTarget", $0.element, "9B00000\($0.offset + 1)") }
            + [("PBXProject", project, "9B00000\(targets.count + 1)")]
        var configurations = "/* Begin XCBuildConfiguration section */\n"
        var lists = "/* Begin XCConfigurationList section */\n"
        for (index, owner) in owners.enumerated() {
            let debug = "9C0000\(index)12D18A2C50058DA88", release = "9C0000\(index)22D18A2C50058DA88"
            for (id, name) in [(debug, "Debug"), (release, "Release")] {
                configurations += "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                    + "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
            }
            lists += "\t\t\(owner.2)2D18A2C50058DA88 /* Build configuration list for \(owner.0) \"\(owner.1)\" */ = {\n"
                + "\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                + "\t\t\t\t\(debug) /* Debug */,\n\t\t\t\t\(release) /* Release */,\n\t\t\t);\n"
                + "\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
        }
        return configurations + "/* End XCBuildConfiguration section */\n\n" + lists + "/* End XCConfigurationList section */"
    }
}
