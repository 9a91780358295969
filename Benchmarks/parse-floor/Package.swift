// swift-tools-version:6.0
// The floor for `flowlint protocols`: parse every file once with SwiftParser, on one thread,
// and nothing else. Built only by Benchmarks/protocols.sh.
import PackageDescription

let package = Package(
    name: "parse-floor",
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0")],
    targets: [
        .executableTarget(name: "parse-floor", dependencies: [
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
    ]
)
