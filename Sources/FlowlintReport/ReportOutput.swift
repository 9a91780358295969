import FlowlintCore
import Platform

/// Where a report's bytes go: gathered in one buffer and handed on in blocks, so a report of any
/// size costs a few `write(2)` calls and no string per finding. A reader that goes away (a
/// closed pipe: `flowlint commits --all | head -1`) closes the output quietly; what is written
/// after that is dropped, and formatters may stop early (`isClosed`).
public struct ReportOutput {
    /// Takes some of the bytes, as `write(2)` does: how many, or -1 with `errno` set.
    public typealias Sink = (UnsafeRawBufferPointer) -> Int

    private var buffer: [UInt8] = []
    /// Nil: everything stays in memory (`text`).
    private let sink: Sink?
    private let blockSize: Int
    public private(set) var isClosed = false

    public init(blockSize: Int = 1 << 16, sink: @escaping Sink) {
        self.sink = sink
        self.blockSize = blockSize
        buffer.reserveCapacity(blockSize + 4096)
    }

    private init() {
        sink = nil
        blockSize = .max
    }

    /// Into a file descriptor (standard output: 1).
    public static func descriptor(_ descriptor: Int32) -> ReportOutput {
        ReportOutput { Platform.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Kept in memory, for `ReportFormatter.format`.
    public static func memory() -> ReportOutput {
        ReportOutput()
    }

    /// What a memory output holds.
    public var text: String {
        String(decoding: buffer, as: UTF8.self)
    }

    /// Whether two outputs hold the same bytes so far (a memory output used as scratch).
    func holdsSame(as other: ReportOutput) -> Bool {
        buffer == other.buffer
    }

    /// Empties a memory output, keeping its storage for the next use.
    mutating func clear() {
        buffer.removeAll(keepingCapacity: true)
    }

    /// What `other` holds, appended.
    mutating func write(_ other: ReportOutput) {
        buffer.append(contentsOf: other.buffer)
        flushIfFull()
    }

    public mutating func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ write(utf8: $0) }) == nil {
            buffer.append(contentsOf: text.utf8)
            flushIfFull()
        }
    }

    public mutating func write(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ write(utf8: $0) }) == nil {
            buffer.append(contentsOf: text.utf8)
            flushIfFull()
        }
    }

    public mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        flushIfFull()
    }

    /// A text given in pieces, its bytes passed through `escape` (numbers need no escaping).
    public mutating func write(
        pieces: ((TextPiece) -> Void) -> Void, escaping escape: (UnsafeBufferPointer<UInt8>, inout ReportOutput) -> Void
    ) {
        // Both closures are called only here, one from inside the other.
        withoutActuallyEscaping(escape) { escape in
            pieces { piece in
                switch piece {
                case .utf8(let bytes): escape(bytes, &self)
                case .integer(let value): write(value)
                }
            }
        }
    }

    public mutating func write(byte: UInt8) {
        buffer.append(byte)
    }

    /// A decimal number, without making a string of it.
    public mutating func write(_ number: Int) {
        if number < 0 { buffer.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    private mutating func flushIfFull() {
        if buffer.count >= blockSize { flush() }
    }

    /// Hands everything buffered to the sink; a memory output keeps it.
    public mutating func flush() {
        guard let sink else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard !isClosed else { return }
        let delivered = buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = sink(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }  // a closed pipe (EPIPE) or a failed device
                offset += count
            }
            return true
        }
        if !delivered { isClosed = true }
    }
}
