import Platform

/// New object ids laid out as Xcode makes them: 24 uppercase hex digits, being a user byte, a
/// process byte, a sequence number counting up, the seconds since 2001, a zero byte and three
/// bytes of the machine. Consecutive ids of one edit sort together and after the project's
/// older ones, as Xcode's do. Ids already in the file are skipped.
public struct ObjectIDGenerator: Sendable {
    private let user: UInt8
    private let process: UInt8
    private var sequence: UInt16
    private let seconds: UInt32
    private let machine: UInt32

    /// Everything fixed, for tests: the same inputs give the same ids.
    public init(user: UInt8, process: UInt8, sequence: UInt16, seconds: UInt32, machine: UInt32) {
        self.user = user
        self.process = process
        self.sequence = sequence
        self.seconds = seconds
        self.machine = machine & 0xFF_FFFF
    }

    /// From this process, its user, the clock and the host name.
    public static func current() -> ObjectIDGenerator {
        var name = [CChar](repeating: 0, count: 256)
        _ = gethostname(&name, name.count - 1)
        let host = name.prefix { $0 != 0 }.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32(UInt8(bitPattern: $1))) &* 16_777_619 }
        let now = time(nil)
        // Seconds between 1970 and 2001, Xcode's reference date.
        let seconds = UInt32(truncatingIfNeeded: max(0, Int(now) - 978_307_200))
        return ObjectIDGenerator(
            user: UInt8(truncatingIfNeeded: getuid() &* 31), process: UInt8(truncatingIfNeeded: getpid()),
            sequence: UInt16(truncatingIfNeeded: (UInt32(truncatingIfNeeded: Int(now)) &* 2_654_435_761) >> 16),
            seconds: seconds, machine: host)
    }

    /// The next id for which `isTaken` is false.
    public mutating func next(isTaken: (String) -> Bool) -> String {
        while true {
            let id = Self.hex(UInt32(user) << 24 | UInt32(process) << 16 | UInt32(sequence)) + Self.hex(seconds) + Self.hex(machine)
            sequence &+= 1
            if !isTaken(id) { return id }
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes = [UInt8](repeating: 0, count: 8)
        for index in 0..<8 { bytes[7 - index] = digits[Int(value >> (4 * UInt32(index)) & 0xF)] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
