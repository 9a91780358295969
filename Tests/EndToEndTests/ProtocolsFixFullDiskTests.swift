import Foundation
import Testing
import TestSupport

/// `protocols --fix --fix-renames` on a full disk: a small tmpfs (as root, as CI runs) holding a
/// copy of the project, filled to a few pages short. Without root (or where mounting is refused)
/// a file-size limit (`ulimit -f`) stands in for the full disk and the kills are left out.
@Suite(.serialized)
struct ProtocolsFixFullDiskTests {
    static let levels = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 400]

    /// Nothing renamed and no temporary left, exit 3 with one sentence; the same fix goes through
    /// once there is room.
    @Test func aFullDiskChangesNothing() throws {
        let fixture = try ProtocolsFixFaultTests.small.get()
        guard let disk = try SmallDisk.mount(beside: fixture.repository) else {
            print("no tmpfs (not root, or mount refused): a full disk is simulated with ulimit -f")
            try Self.fileSizeLimit(fixture)
            return
        }
        defer { disk.unmount() }
        var refused = 0
        for free in Self.levels {
            let copy = try disk.copy(fixture.repository, leaving: free)
            let result = try FlowlintBinary.run(["protocols", "--fix", "--fix-renames", "--lang", "en"], in: fixture.repository, directory: copy)
            let files = FaultProject.snapshot(copy)
            if result.status == 3 {
                refused += 1
                #expect(result.stderr.hasPrefix("flowlint: no space left on the disk") && result.stderr.split(separator: "\n").count == 1, "\(result)")
                #expect(files == fixture.before, "\(free) pages free")
            } else {
                #expect(files == fixture.after, "\(free) pages free: \(result)")
            }
            try disk.makeRoom()
            let again = try FlowlintBinary.run(["protocols", "--fix", "--fix-renames"], in: fixture.repository, directory: copy)
            #expect(again.status != 3, "\(again)")
            #expect(FaultProject.snapshot(copy) == fixture.after, "\(free) pages free, then room")
            disk.empty()
        }
        #expect(refused >= 3)
    }

    /// SIGKILL at every write with the least room the fix needs and with a little less (the fix
    /// then stops at a temporary): the next run, on the same full disk, leaves every declaration
    /// once. SIGINT and SIGTERM are killed at every write on a disk with room
    /// (`ProtocolsFixFaultTests`): what they do does not depend on the room left.
    @Test func aKillAtEveryWriteOnAFullDiskLosesNothing() throws {
        let fixture = try ProtocolsFixFaultTests.small.get()
        guard let disk = try SmallDisk.mount(beside: fixture.repository) else {
            print("no tmpfs (not root, or mount refused): no kills on a full disk")
            return
        }
        defer { disk.unmount() }
        var fits: Int?
        for (index, free) in Self.levels.enumerated() where fits == nil {
            let copy = try disk.copy(fixture.repository, leaving: free)
            if try FlowlintBinary.run(["protocols", "--fix", "--fix-renames"], in: fixture.repository, directory: copy).status != 3 { fits = index }
            disk.empty()
        }
        let fit = try #require(fits)
        try #require(fit > 0, "the fix went through on a disk with no room left")
        for free in [Self.levels[fit - 1], Self.levels[fit]] {
            var write = 1
            while try FaultProject.kill(fixture, at: write, signal: "KILL", on: (disk, free)) {
                write += 1
            }
            #expect(write > 1, "\(free) pages free: never killed")
            if free == Self.levels[fit] { #expect(write - 1 == fixture.writes, "\(free) pages free") }
        }
    }

    /// Without a tmpfs: writes past a file size fail with EFBIG, as past a full disk's end.
    private static func fileSizeLimit(_ fixture: ProtocolsFixFaultTests.Fixture) throws {
        let copy = try FaultProject.copy(fixture.repository, to: "limited")
        var environment = fixture.repository.environment
        environment["LANG"] = "C.UTF-8"
        let result = try Shell.run("/bin/sh", ["-c", "ulimit -f 1 && exec \"$0\" \"$@\"", FlowlintBinary.path, "protocols", "--fix", "--fix-renames", "--no-cache", "--lang", "en"],
                                   in: copy, environment: environment)
        #expect(result.status == 3 && result.stderr.hasPrefix("flowlint: no space left on the disk"), "\(result)")
        #expect(FaultProject.snapshot(copy) == fixture.before)
    }
}

/// A 4 MiB tmpfs beside a test repository, holding one copy of it at a time and a file that
/// fills the rest but a few pages.
struct SmallDisk {
    let mountPoint: String
    private var copyPath: String { mountPoint + "/repo" }
    private var filler: String { mountPoint + "/filler" }

    /// Nil when this process may not mount one (not root, or refused).
    static func mount(beside repository: TemporaryRepository) throws -> SmallDisk? {
        let mountPoint = repository.scratch("tmpfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let mount = Shell.which("mount") ?? "/bin/mount"
        guard getuid() == 0, try Shell.run(mount, ["-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint], in: "/", environment: [:]).status == 0 else {
            return nil
        }
        return SmallDisk(mountPoint: mountPoint)
    }

    func unmount() {
        _ = try? Shell.run(Shell.which("umount") ?? "/bin/umount", [mountPoint], in: "/", environment: [:])
    }

    /// The repository copied onto the disk, then the disk filled to `free` pages short.
    func copy(_ repository: TemporaryRepository, leaving free: Int) throws -> String {
        _ = try Shell.run("/bin/cp", ["-a", repository.path, copyPath], in: "/", environment: [:])
        _ = try Shell.run(Shell.which("dd") ?? "/bin/dd", ["if=/dev/zero", "of=" + filler, "bs=4096"], in: "/", environment: [:])
        _ = try Shell.run(Shell.which("truncate") ?? "/usr/bin/truncate", ["-s", "-\(free * 4096)", filler], in: "/", environment: [:])
        return copyPath
    }

    /// The filler removed, the copy kept.
    func makeRoom() throws {
        try FileManager.default.removeItem(atPath: filler)
    }

    /// Both removed, for the next copy.
    func empty() {
        try? FileManager.default.removeItem(atPath: filler)
        try? FileManager.default.removeItem(atPath: copyPath)
    }
}
