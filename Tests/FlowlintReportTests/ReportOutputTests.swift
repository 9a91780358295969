#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Testing
import FlowlintCore
@testable import FlowlintReport

/// The buffered output every report is written into.
struct ReportOutputTests {
    /// What a sink was given, call by call.
    final class Received: @unchecked Sendable {
        var bytes: [UInt8] = []
        var calls = 0
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    static func sink(_ received: Received, takingAtMost limit: Int = .max) -> ReportOutput.Sink {
        { buffer in
            received.calls += 1
            let count = min(limit, buffer.count)
            received.bytes += buffer.prefix(count)
            return count
        }
    }

    @Test func nothingLeavesBeforeABlockIsFullAndAllAfterFlush() {
        let received = Received()
        var output = ReportOutput(blockSize: 1_024, sink: Self.sink(received))
        output.write("short")
        output.write(42)
        #expect(received.calls == 0)
        output.flush()
        #expect(received.text == "short42")
        output.flush()
        #expect(received.calls == 1, "an empty buffer isn't written")
    }

    @Test func largeReportsLeaveInBlocksInOrder() {
        let received = Received()
        var output = ReportOutput(blockSize: 100, sink: Self.sink(received))
        var expected = ""
        for number in 0..<1_000 {
            output.write("line ")
            output.write(number)
            output.write(byte: UInt8(ascii: "\n"))
            expected += "line \(number)\n"
        }
        #expect(received.calls > 50, "written while it is made, not at the end")
        #expect(received.bytes.count < expected.utf8.count)
        output.flush()
        #expect(received.text == expected)
    }

    @Test func partialWritesAreContinued() {
        let received = Received()
        var output = ReportOutput(blockSize: 10, sink: Self.sink(received, takingAtMost: 3))
        let text = String(repeating: "Ёж, 0123456789; ", count: 50)
        output.write(text)
        output.flush()
        #expect(received.text == text)
    }

    @Test func anInterruptedWriteIsRetried() {
        let received = Received()
        var interrupted = false
        var output = ReportOutput(blockSize: 4) { buffer in
            if !interrupted {
                interrupted = true
                errno = EINTR
                return -1
            }
            received.bytes += buffer
            return buffer.count
        }
        output.write("abcdef")
        output.flush()
        #expect(received.text == "abcdef")
        #expect(!output.isClosed)
    }

    @Test func aClosedPipeClosesTheOutputQuietly() {
        var attempts = 0
        var output = ReportOutput(blockSize: 8) { _ in
            attempts += 1
            errno = EPIPE
            return -1
        }
        output.write("more than eight bytes")
        #expect(output.isClosed)
        for _ in 0..<100 { output.write("dropped, not retried") }
        output.flush()
        #expect(attempts == 1)
    }

    #if os(Linux)
    @Test func aRealSocketWhoseReaderIsGone() throws {
        var ends: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        close(ends[0])
        // MSG_NOSIGNAL: EPIPE instead of SIGPIPE, for this write only (the test process's
        // signal handling is left alone; flowlint's children would inherit it).
        var output = ReportOutput(blockSize: 4) { buffer in
            send(ends[1], buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
        }
        output.write("report")
        output.flush()
        close(ends[1])
        #expect(output.isClosed)
    }
    #endif

    @Test(arguments: [0, 7, -7, 1_234_567_890, Int.max, Int.min])
    func numbersAreWrittenAsDecimals(number: Int) {
        var output = ReportOutput.memory()
        output.write(number)
        #expect(output.text == String(number))
    }

    /// Any block size, partial writes included, gives the bytes `format` gives.
    @Test(arguments: OutputFormat.allCases)
    func streamingWritesWhatFormatReturns(format: OutputFormat) {
        let formatter = Formatters.formatter(for: format, version: "0.0.0-test")
        for language in Language.allCases {
            let options = FormatOptions(language: language, color: format == .text)
            let received = Received()
            var output = ReportOutput(blockSize: 7, sink: Self.sink(received, takingAtMost: 5))
            formatter.write(GoldenTests.report, options: options, to: &output)
            output.flush()
            #expect(received.text == formatter.format(GoldenTests.report, options: options))
        }
    }
}
