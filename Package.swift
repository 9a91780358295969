// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flowlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flowlint", targets: ["flowlint"]),
        // `swift package flowlint [protocols|lint]`, and the architecture findings as compiler
        // diagnostics during `swift build` (README: SwiftPM plugins).
        .plugin(name: "FlowlintCommandPlugin", targets: ["FlowlintCommandPlugin"]),
        .plugin(name: "FlowlintBuildToolPlugin", targets: ["FlowlintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // 602 and 603 are built and tested; 600 and 601 lack API the fixes use
        // (`ClosureCaptureSyntax.initializer`), and members are read through the raw tree's SPI.
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        // libgit2 from the system (Debian's libgit2-dev, Homebrew's libgit2).
        .systemLibrary(
            name: "CLibGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]
        ),
        // libyaml from the system (Debian's libyaml-dev, Homebrew's libyaml): `.flowlint.yml`'s parser.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // HTTP GET through libcurl loaded with dlopen when first used (the GitLab API).
        .target(name: "CHTTP", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The C library (Glibc or Darwin) and the little that differs between Linux and macOS.
        .target(name: "Platform"),
        // Opening files safely: non-blocking reads of regular files, writes that follow no link.
        .target(name: "FileAccess", dependencies: ["Platform"]),
        // Xcode projects: `project.pbxproj` read into targets, groups and files, and edited the
        // way Xcode would, every byte it doesn't change kept.
        .target(name: "XcodeProject", dependencies: ["FileAccess", "Platform"]),
        // Changes to many files made all or nothing (temporaries, a journal the next run finishes),
        // and the paths a fix may write.
        .target(name: "FileTransaction", dependencies: ["FileAccess", "Platform"]),
        // Owns every libgit2 pointer; no C type crosses its public API.
        .target(name: "GitKit", dependencies: ["CLibGit2", "FileAccess", "Platform"]),
        // The team's conventions as pure functions over value types.
        .target(name: "FlowlintCore", dependencies: ["Platform"]),
        // The Swift and Objective-C architecture checks: one syntax walk per file for all rules.
        .target(name: "FlowlintArchitecture", dependencies: [
            "FlowlintCore", "FileAccess", "Platform",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The issue tracker (Jira, YouTrack) over HTTP, with answers cached on disk.
        .target(name: "FlowlintTracker", dependencies: ["FlowlintCore", "CHTTP", "FileAccess", "Platform"]),
        // `mr --comment`: the findings posted to a GitLab merge request or a GitHub pull request
        // (a summary note, a comment on each changed line a finding is about).
        .target(name: "FlowlintReview", dependencies: ["FlowlintCore", "FlowlintReport", "FlowlintTracker", "Platform"]),
        // `.flowlint.yml` into `Configuration`.
        .target(name: "FlowlintConfig", dependencies: ["FlowlintCore", "CYAML"]),
        // One formatter per output format.
        .target(name: "FlowlintReport", dependencies: ["FlowlintCore", "Platform"]),
        // The history use cases: the git-flow graph audit (the history read once, its lines
        // followed in memory) and the commit-message scan of a walk.
        .target(name: "FlowlintFlow", dependencies: ["GitKit", "FlowlintCore", "FlowlintReport", "FlowlintTracker", "Platform"]),
        // `--fix` for branches, messages and commits: a branch renamed, a message file's header
        // rewritten, a range's messages reworded with their trees kept.
        .target(name: "FlowlintFix", dependencies: [
            "FlowlintFlow", "GitKit", "FlowlintCore", "FlowlintReport", "FlowlintTracker", "FileAccess", "Platform",
        ]),
        .executableTarget(name: "flowlint", dependencies: [
            "GitKit", "FlowlintCore", "FlowlintConfig", "FlowlintReport", "FlowlintArchitecture", "FlowlintTracker", "FlowlintFlow", "FlowlintFix",
            "FlowlintReview", "XcodeProject", "FileAccess", "FileTransaction", "Platform",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .plugin(
            name: "FlowlintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "flowlint", description: "Run flowlint (default: protocols) on the package"),
                permissions: [])
        ),
        // Both run the installed flowlint: depending on the executable target would build
        // swift-syntax a second time (for the host) in every build of this package.
        .plugin(name: "FlowlintBuildToolPlugin", capability: .buildTool()),
        .testTarget(name: "GitKitTests", dependencies: ["GitKit", "TestSupport"]),
        .testTarget(name: "FlowlintCoreTests", dependencies: [
            "FlowlintCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "FlowlintArchitectureTests", dependencies: [
            "FlowlintArchitecture", "FlowlintCore", "FlowlintConfig", "FileAccess", .product(name: "PropertyBased", package: "swift-property-based"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "FlowlintConfigTests", dependencies: ["FlowlintConfig", "FlowlintCore"]),
        .testTarget(name: "FlowlintFlowTests", dependencies: ["FlowlintFlow", "FlowlintCore", "FlowlintReport", "GitKit", "TestSupport"]),
        .testTarget(name: "FlowlintFixTests", dependencies: [
            "FlowlintFix", "FlowlintFlow", "FlowlintCore", "FlowlintReport", "GitKit", "TestSupport",
        ]),
        .testTarget(name: "FlowlintReportTests", dependencies: ["FlowlintReport", "FlowlintCore", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "FlowlintTrackerTests", dependencies: ["FlowlintTracker", "FlowlintCore", "TestSupport"]),
        .testTarget(name: "FlowlintReviewTests", dependencies: ["FlowlintReview", "FlowlintCore", "FlowlintTracker", "TestSupport"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "TestSupport"]),
        .testTarget(name: "FileTransactionTests", dependencies: ["FileTransaction", "FileAccess"]),
        .testTarget(name: "EndToEndTests", dependencies: [
            "flowlint", "XcodeProject", "TestSupport", .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Real repositories in temporary folders, built with the git CLI.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
