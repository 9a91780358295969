import Foundation
import Testing
import TestSupport

/// Parsing stays within memory (issue 13, B4): a 15.6 MB Swift file of nested parentheses took
/// 6 GB, and four of them aborted flowlint under a 3 GB limit.
struct ParseMemoryTests {
    @Test func hugeNestedFilesAreSkippedByNameUnderAThreeGigabyteLimit() throws {
        let repo = try TemporaryRepository()
        try repo.write("Sources/ProfileProtocols.swift", "protocol ProfileViewProtocol: class {}\n")
        let nested = "let x = " + String(repeating: "(", count: 7_800_000) + String(repeating: ")", count: 7_800_000) + "\n"
        for index in 1...4 { try repo.write("Sources/Nested\(index).swift", nested) }
        try repo.write("Sources/Deep.swift", "let x = " + String(repeating: "f({ ", count: 130) + String(repeating: "}) ", count: 130) + "\n")
        try repo.write("Sources/Fine.swift", "let x = " + String(repeating: "(", count: 10) + "1" + String(repeating: ")", count: 10) + "\n")
        let command = "ulimit -v 3000000; exec '\(FlowlintBinary.path)' protocols"
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        let result = try Shell.run("/bin/sh", ["-c", command], in: repo.path, environment: environment, timeout: 300)
        let listing = try Shell.run("/bin/ls", ["-la", "Sources"], in: repo.path, environment: environment)
        #expect(result.status == 1, "\(result)\n\(listing.stdout)")  // ProfileProtocols' finding, nothing aborted
        #expect(result.stdout.contains("[mvp-class-bound]"), "\(result)")
        for index in 1...4 {
            #expect(result.stdout.contains("Sources/Nested\(index).swift: over 2 MiB of Swift, too large to parse within memory, skipped"),
                    "\(result)")
        }
        #expect(result.stdout.contains("Sources/Deep.swift: parentheses and braces nested deeper than 256 levels, not parsed"), "\(result)")
        #expect(!result.stdout.contains("Fine.swift"), "\(result)")
    }
}
