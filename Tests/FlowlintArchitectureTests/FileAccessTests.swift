import Foundation
import Testing
import FileAccess

/// Reading a file whole: its size read in one go, nothing past the limit, never a FIFO.
struct FileAccessTests {
    @Test(arguments: [0, 1, 4095, 65_536, 65_537, 1 << 20])
    func aFileIsReadWholeAtAnySize(size: Int) throws {
        let folder = try FactsCacheTests.folder()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        FileManager.default.createFile(atPath: folder + "/file", contents: Data(bytes))
        #expect(FileAccess.read(folder + "/file", limit: size) == .contents(bytes))
        #expect(FileAccess.read(folder + "/file", limit: size + 1) == .contents(bytes))
        if size > 0 { #expect(FileAccess.read(folder + "/file", limit: size - 1) == .tooLarge) }
    }

    /// /proc's files say they hold nothing and have more: read on past the size.
    @Test func aFileThatUnderstatesItsSizeIsReadOn() {
        guard case .contents(let bytes) = FileAccess.read("/proc/self/status", limit: 1 << 20) else {
            Issue.record("/proc/self/status unreadable")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
        #expect(FileAccess.read("/proc/self/status", limit: 4) == .tooLarge)
    }

    @Test func whatIsNotARegularFileIsNeverRead() throws {
        let folder = try FactsCacheTests.folder()
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        #expect(FileAccess.read(folder + "/fifo", limit: 100) == .notRegularFile)
        #expect(FileAccess.read(folder, limit: 100) == .notRegularFile)
        #expect(FileAccess.read(folder + "/missing", limit: 100) == .missing)
    }
}
