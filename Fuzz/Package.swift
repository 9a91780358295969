// swift-tools-version:6.0
// libFuzzer targets for flowlint's parsers (issue: hardening). The modules under test are the
// main package's own sources (symlinked), compiled here with coverage and AddressSanitizer;
// swift-syntax and libyaml (the system's) are built plainly. Built and run by `make fuzz` (Fuzz/run.sh).
import PackageDescription

let instrumented: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
let fuzzerMain: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]

func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name, dependencies: dependencies + ["FuzzSupport"], swiftSettings: instrumented, linkerSettings: fuzzerMain)
}

let package = Package(
    name: "flowlint-fuzz",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        .target(name: "Platform"),
        .target(name: "FlowlintCore", dependencies: ["Platform"], swiftSettings: instrumented),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(name: "FlowlintConfig", dependencies: ["FlowlintCore", "CYAML"], swiftSettings: instrumented),
        .target(name: "FlowlintArchitecture", dependencies: [
            "FlowlintCore", "FileAccess", "Platform", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ], swiftSettings: instrumented),
        .target(name: "CHTTP", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "FileAccess", dependencies: ["Platform"], swiftSettings: instrumented),
        .target(name: "FlowlintTracker", dependencies: ["FlowlintCore", "CHTTP", "FileAccess", "Platform"], swiftSettings: instrumented),
        .target(name: "XcodeProject", dependencies: ["FileAccess", "Platform"], swiftSettings: instrumented),
        .target(name: "FuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["FuzzDriver"], swiftSettings: instrumented),
        fuzzTarget("FuzzBranch", ["FlowlintCore"]),
        fuzzTarget("FuzzMessage", ["FlowlintCore"]),
        fuzzTarget("FuzzMergeMessage", ["FlowlintCore"]),
        fuzzTarget("FuzzConfig", ["FlowlintConfig", "FlowlintCore"]),
        fuzzTarget("FuzzObjC", ["FlowlintArchitecture", "FlowlintCore"]),
        fuzzTarget("FuzzSwift", ["FlowlintArchitecture", "FlowlintCore"]),
        fuzzTarget("FuzzFix", ["FlowlintArchitecture", "FlowlintCore", .product(name: "SwiftParser", package: "swift-syntax")]),
        fuzzTarget("FuzzFixProject", ["FlowlintArchitecture", "FlowlintCore", .product(name: "SwiftParser", package: "swift-syntax")]),
        fuzzTarget("FuzzTracker", ["FlowlintTracker", "FlowlintCore"]),
        fuzzTarget("FuzzIssuePattern", ["FlowlintCore"]),
        fuzzTarget("FuzzCache", ["FlowlintArchitecture", "FlowlintCore"]),
        fuzzTarget("FuzzSkim", ["FlowlintArchitecture"]),
        fuzzTarget("FuzzXcodeProject", ["XcodeProject"]),
    ],
    swiftLanguageModes: [.v6]
)
