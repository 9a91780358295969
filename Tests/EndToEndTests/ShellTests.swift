import Foundation
import Testing
import TestSupport

/// The suite's own runner: a hung program fails its test, it never stalls the suite.
struct ShellTests {
    @Test func aProgramIgnoringSIGTERMIsKilled() throws {
        let result = try Shell.run("/bin/sh", ["-c", "trap '' TERM; exec sleep 60"], in: "/", environment: [:], timeout: 0.5)
        #expect(result.timedOut)
        #expect(result.status == SIGKILL, "killed after the grace period, not waited for: \(result)")
    }
}
