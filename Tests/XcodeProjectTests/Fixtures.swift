import TestSupport

/// Small projects written the way Xcode writes them: tabs, one-line build files and file
/// references, sections in name order, objects in id order, comments naming each object.
enum Fixtures {
    /// Xcode 15-style: groups with paths, a virtual group, a localised storyboard, a header and
    /// its implementation, a file in two targets, a file named outside ASCII, a `SOURCE_ROOT` file.
    static let classic = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB10000012D18A2C50058DA88 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000032D18A2C50058DA88 /* AppDelegate.swift */; };
    \t\tB10000022D18A2C50058DA88 /* ProfilePresenter.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000042D18A2C50058DA88 /* ProfilePresenter.swift */; };
    \t\tB10000032D18A2C50058DA88 /* ProfileView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000052D18A2C50058DA88 /* ProfileView.swift */; };
    \t\tB10000042D18A2C50058DA88 /* ProfileProtocols.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000062D18A2C50058DA88 /* ProfileProtocols.swift */; };
    \t\tB10000052D18A2C50058DA88 /* LegacyManager.m in Sources */ = {isa = PBXBuildFile; fileRef = F10000082D18A2C50058DA88 /* LegacyManager.m */; };
    \t\tB10000062D18A2C50058DA88 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F10000092D18A2C50058DA88 /* Assets.xcassets */; };
    \t\tB10000072D18A2C50058DA88 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = D10000012D18A2C50058DA88 /* Main.storyboard */; };
    \t\tB10000082D18A2C50058DA88 /* ProfilePresenterTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F100000C2D18A2C50058DA88 /* ProfilePresenterTests.swift */; };
    \t\tB10000092D18A2C50058DA88 /* Профиль Экран.swift in Sources */ = {isa = PBXBuildFile; fileRef = F100000E2D18A2C50058DA88 /* Профиль Экран.swift */; };
    \t\tB100000A2D18A2C50058DA88 /* ProfileProtocols.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000062D18A2C50058DA88 /* ProfileProtocols.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF10000012D18A2C50058DA88 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tF10000022D18A2C50058DA88 /* DemoTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = DemoTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tF10000032D18A2C50058DA88 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    \t\tF10000042D18A2C50058DA88 /* ProfilePresenter.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfilePresenter.swift; sourceTree = "<group>"; };
    \t\tF10000052D18A2C50058DA88 /* ProfileView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfileView.swift; sourceTree = "<group>"; };
    \t\tF10000062D18A2C50058DA88 /* ProfileProtocols.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfileProtocols.swift; sourceTree = "<group>"; };
    \t\tF10000072D18A2C50058DA88 /* LegacyManager.h */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.c.h; path = LegacyManager.h; sourceTree = "<group>"; };
    \t\tF10000082D18A2C50058DA88 /* LegacyManager.m */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.c.objc; path = LegacyManager.m; sourceTree = "<group>"; };
    \t\tF10000092D18A2C50058DA88 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    \t\tF100000A2D18A2C50058DA88 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
    \t\tF100000B2D18A2C50058DA88 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tF100000C2D18A2C50058DA88 /* ProfilePresenterTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfilePresenterTests.swift; sourceTree = "<group>"; };
    \t\tF100000D2D18A2C50058DA88 /* Shared.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; name = Shared.xcconfig; path = Config/Shared.xcconfig; sourceTree = SOURCE_ROOT; };
    \t\tF100000E2D18A2C50058DA88 /* Профиль Экран.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Профиль Экран.swift"; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXFrameworksBuildPhase section */
    \t\tE10000022D18A2C50058DA88 /* Frameworks */ = {
    \t\t\tisa = PBXFrameworksBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXFrameworksBuildPhase section */

    /* Begin PBXGroup section */
    \t\tC10000012D18A2C50058DA88 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tC10000032D18A2C50058DA88 /* Demo */,
    \t\t\t\tC10000082D18A2C50058DA88 /* DemoTests */,
    \t\t\t\tC10000092D18A2C50058DA88 /* Configuration */,
    \t\t\t\tC10000022D18A2C50058DA88 /* Products */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000022D18A2C50058DA88 /* Products */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000012D18A2C50058DA88 /* Demo.app */,
    \t\t\t\tF10000022D18A2C50058DA88 /* DemoTests.xctest */,
    \t\t\t);
    \t\t\tname = Products;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000032D18A2C50058DA88 /* Demo */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000032D18A2C50058DA88 /* AppDelegate.swift */,
    \t\t\t\tC10000042D18A2C50058DA88 /* Modules */,
    \t\t\t\tC10000062D18A2C50058DA88 /* Legacy */,
    \t\t\t\tF10000092D18A2C50058DA88 /* Assets.xcassets */,
    \t\t\t\tC10000072D18A2C50058DA88 /* Supporting Files */,
    \t\t\t);
    \t\t\tpath = Demo;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000042D18A2C50058DA88 /* Modules */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tC10000052D18A2C50058DA88 /* Profile */,
    \t\t\t);
    \t\t\tpath = Modules;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000052D18A2C50058DA88 /* Profile */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000042D18A2C50058DA88 /* ProfilePresenter.swift */,
    \t\t\t\tF10000062D18A2C50058DA88 /* ProfileProtocols.swift */,
    \t\t\t\tF10000052D18A2C50058DA88 /* ProfileView.swift */,
    \t\t\t\tF100000E2D18A2C50058DA88 /* Профиль Экран.swift */,
    \t\t\t);
    \t\t\tpath = Profile;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000062D18A2C50058DA88 /* Legacy */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000072D18A2C50058DA88 /* LegacyManager.h */,
    \t\t\t\tF10000082D18A2C50058DA88 /* LegacyManager.m */,
    \t\t\t);
    \t\t\tpath = Legacy;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000072D18A2C50058DA88 /* Supporting Files */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF100000A2D18A2C50058DA88 /* Info.plist */,
    \t\t\t\tD10000012D18A2C50058DA88 /* Main.storyboard */,
    \t\t\t);
    \t\t\tname = "Supporting Files";
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000082D18A2C50058DA88 /* DemoTests */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF100000C2D18A2C50058DA88 /* ProfilePresenterTests.swift */,
    \t\t\t);
    \t\t\tpath = DemoTests;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000092D18A2C50058DA88 /* Configuration */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF100000D2D18A2C50058DA88 /* Shared.xcconfig */,
    \t\t\t);
    \t\t\tname = Configuration;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tA10000012D18A2C50058DA88 /* Demo */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = 9B0000012D18A2C50058DA88 /* Build configuration list for PBXNativeTarget "Demo" */;
    \t\t\tbuildPhases = (
    \t\t\t\tE10000012D18A2C50058DA88 /* Sources */,
    \t\t\t\tE10000022D18A2C50058DA88 /* Frameworks */,
    \t\t\t\tE10000032D18A2C50058DA88 /* Resources */,
    \t\t\t);
    \t\t\tbuildRules = (
    \t\t\t);
    \t\t\tdependencies = (
    \t\t\t);
    \t\t\tname = Demo;
    \t\t\tproductName = Demo;
    \t\t\tproductReference = F10000012D18A2C50058DA88 /* Demo.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tA10000022D18A2C50058DA88 /* DemoTests */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = 9B0000022D18A2C50058DA88 /* Build configuration list for PBXNativeTarget "DemoTests" */;
    \t\t\tbuildPhases = (
    \t\t\t\tE10000042D18A2C50058DA88 /* Sources */,
    \t\t\t);
    \t\t\tbuildRules = (
    \t\t\t);
    \t\t\tdependencies = (
    \t\t\t);
    \t\t\tname = DemoTests;
    \t\t\tproductName = DemoTests;
    \t\t\tproductReference = F10000022D18A2C50058DA88 /* DemoTests.xctest */;
    \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\t9A0000012D18A2C50058DA88 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tattributes = {
    \t\t\t\tBuildIndependentTargetsInParallel = 1;
    \t\t\t\tLastSwiftUpdateCheck = 1500;
    \t\t\t\tLastUpgradeCheck = 1500;
    \t\t\t};
    \t\t\tbuildConfigurationList = 9B0000032D18A2C50058DA88 /* Build configuration list for PBXProject "Demo" */;
    \t\t\tcompatibilityVersion = "Xcode 14.0";
    \t\t\tdevelopmentRegion = en;
    \t\t\thasScannedForEncodings = 0;
    \t\t\tknownRegions = (
    \t\t\t\ten,
    \t\t\t\tBase,
    \t\t\t);
    \t\t\tmainGroup = C10000012D18A2C50058DA88;
    \t\t\tproductRefGroup = C10000022D18A2C50058DA88 /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tA10000012D18A2C50058DA88 /* Demo */,
    \t\t\t\tA10000022D18A2C50058DA88 /* DemoTests */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    \t\tE10000032D18A2C50058DA88 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB10000062D18A2C50058DA88 /* Assets.xcassets in Resources */,
    \t\t\t\tB10000072D18A2C50058DA88 /* Main.storyboard in Resources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tE10000012D18A2C50058DA88 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB10000012D18A2C50058DA88 /* AppDelegate.swift in Sources */,
    \t\t\t\tB10000022D18A2C50058DA88 /* ProfilePresenter.swift in Sources */,
    \t\t\t\tB10000032D18A2C50058DA88 /* ProfileView.swift in Sources */,
    \t\t\t\tB10000042D18A2C50058DA88 /* ProfileProtocols.swift in Sources */,
    \t\t\t\tB10000052D18A2C50058DA88 /* LegacyManager.m in Sources */,
    \t\t\t\tB10000092D18A2C50058DA88 /* Профиль Экран.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    \t\tE10000042D18A2C50058DA88 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB10000082D18A2C50058DA88 /* ProfilePresenterTests.swift in Sources */,
    \t\t\t\tB100000A2D18A2C50058DA88 /* ProfileProtocols.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    \t\tD10000012D18A2C50058DA88 /* Main.storyboard */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tF100000B2D18A2C50058DA88 /* Base */,
    \t\t\t);
    \t\t\tname = Main.storyboard;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXVariantGroup section */

    \(configurations(project: "Demo", targets: ["Demo", "DemoTests"]))
    \t};
    \trootObject = 9A0000012D18A2C50058DA88 /* Project object */;
    }

    """

    /// The files `classic` lists, as they lie in the project's folder.
    static let classicFiles = [
        "Demo/AppDelegate.swift", "Demo/Modules/Profile/ProfilePresenter.swift", "Demo/Modules/Profile/ProfileView.swift",
        "Demo/Modules/Profile/ProfileProtocols.swift", "Demo/Modules/Profile/Профиль Экран.swift", "Demo/Legacy/LegacyManager.h",
        "Demo/Legacy/LegacyManager.m", "Demo/Assets.xcassets", "Demo/Info.plist", "Demo/Base.lproj/Main.storyboard",
        "DemoTests/ProfilePresenterTests.swift", "Config/Shared.xcconfig",
    ]

    /// Xcode 16-style: two synchronised folders (one-line objects, as Xcode writes them), one
    /// exception set leaving `Info.plist` out of the app, one putting a shared fixture into the
    /// tests too; a classic group beside them.
    static let synchronized = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB10000012D18A2C50058DA88 /* Legacy.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000032D18A2C50058DA88 /* Legacy.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF10000012D18A2C50058DA88 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tF10000022D18A2C50058DA88 /* DemoTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = DemoTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tF10000032D18A2C50058DA88 /* Legacy.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Legacy.swift; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    \t\t5E0000012D18A2C50058DA88 /* Exceptions for "Demo" folder in "Demo" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\tInfo.plist,
    \t\t\t);
    \t\t\ttarget = A10000012D18A2C50058DA88 /* Demo */;
    \t\t};
    \t\t5E0000022D18A2C50058DA88 /* Exceptions for "Demo" folder in "DemoTests" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\tShared/ProfileFixture.swift,
    \t\t\t);
    \t\t\ttarget = A10000022D18A2C50058DA88 /* DemoTests */;
    \t\t};
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\t5F0000012D18A2C50058DA88 /* Demo */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (5E0000012D18A2C50058DA88 /* Exceptions for "Demo" folder in "Demo" target */, 5E0000022D18A2C50058DA88 /* Exceptions for "Demo" folder in "DemoTests" target */, ); path = Demo; sourceTree = "<group>"; };
    \t\t5F0000022D18A2C50058DA88 /* DemoTests */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = DemoTests; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    \t\tC10000012D18A2C50058DA88 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\t5F0000012D18A2C50058DA88 /* Demo */,
    \t\t\t\t5F0000022D18A2C50058DA88 /* DemoTests */,
    \t\t\t\tC10000032D18A2C50058DA88 /* Classic */,
    \t\t\t\tC10000022D18A2C50058DA88 /* Products */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000022D18A2C50058DA88 /* Products */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000012D18A2C50058DA88 /* Demo.app */,
    \t\t\t\tF10000022D18A2C50058DA88 /* DemoTests.xctest */,
    \t\t\t);
    \t\t\tname = Products;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tC10000032D18A2C50058DA88 /* Classic */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF10000032D18A2C50058DA88 /* Legacy.swift */,
    \t\t\t);
    \t\t\tpath = Classic;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tA10000012D18A2C50058DA88 /* Demo */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = 9B0000012D18A2C50058DA88 /* Build configuration list for PBXNativeTarget "Demo" */;
    \t\t\tbuildPhases = (
    \t\t\t\tE10000012D18A2C50058DA88 /* Sources */,
    \t\t\t);
    \t\t\tbuildRules = (
    \t\t\t);
    \t\t\tdependencies = (
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\t5F0000012D18A2C50058DA88 /* Demo */,
    \t\t\t);
    \t\t\tname = Demo;
    \t\t\tpackageProductDependencies = (
    \t\t\t);
    \t\t\tproductName = Demo;
    \t\t\tproductReference = F10000012D18A2C50058DA88 /* Demo.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tA10000022D18A2C50058DA88 /* DemoTests */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = 9B0000022D18A2C50058DA88 /* Build configuration list for PBXNativeTarget "DemoTests" */;
    \t\t\tbuildPhases = (
    \t\t\t\tE10000022D18A2C50058DA88 /* Sources */,
    \t\t\t);
    \t\t\tbuildRules = (
    \t\t\t);
    \t\t\tdependencies = (
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\t5F0000022D18A2C50058DA88 /* DemoTests */,
    \t\t\t);
    \t\t\tname = DemoTests;
    \t\t\tpackageProductDependencies = (
    \t\t\t);
    \t\t\tproductName = DemoTests;
    \t\t\tproductReference = F10000022D18A2C50058DA88 /* DemoTests.xctest */;
    \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\t9A0000012D18A2C50058DA88 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tattributes = {
    \t\t\t\tBuildIndependentTargetsInParallel = 1;
    \t\t\t\tLastSwiftUpdateCheck = 1600;
    \t\t\t\tLastUpgradeCheck = 1600;
    \t\t\t};
    \t\t\tbuildConfigurationList = 9B0000032D18A2C50058DA88 /* Build configuration list for PBXProject "Demo" */;
    \t\t\tdevelopmentRegion = en;
    \t\t\thasScannedForEncodings = 0;
    \t\t\tknownRegions = (
    \t\t\t\ten,
    \t\t\t\tBase,
    \t\t\t);
    \t\t\tmainGroup = C10000012D18A2C50058DA88;
    \t\t\tminimizedProjectReferenceProxies = 1;
    \t\t\tpreferredProjectObjectVersion = 77;
    \t\t\tproductRefGroup = C10000022D18A2C50058DA88 /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tA10000012D18A2C50058DA88 /* Demo */,
    \t\t\t\tA10000022D18A2C50058DA88 /* DemoTests */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tE10000012D18A2C50058DA88 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB10000012D18A2C50058DA88 /* Legacy.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    \t\tE10000022D18A2C50058DA88 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXSourcesBuildPhase section */

    \(configurations(project: "Demo", targets: ["Demo", "DemoTests"]))
    \t};
    \trootObject = 9A0000012D18A2C50058DA88 /* Project object */;
    }

    """

    static let synchronizedFiles = [
        "Demo/App.swift", "Demo/Info.plist", "Demo/Profile/ProfilePresenter.swift", "Demo/Shared/ProfileFixture.swift",
        "DemoTests/ProfilePresenterTests.swift", "Classic/Legacy.swift",
    ]

    static func configurations(project: String, targets: [String]) -> String {
        XcodeConfigurations.text(project: project, targets: targets)
    }
}
