import FuzzDriver
#if canImport(Glibc)
import Glibc
#endif

/// The input under test; set once before libFuzzer starts, read by the C callback.
nonisolated(unsafe) private var testOneInput: ((UnsafeBufferPointer<UInt8>) -> Void)?

/// Hands `body` to libFuzzer, which calls it with each input; never returns.
public func runFuzzer(_ body: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
    testOneInput = body
    exit(flowlint_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        testOneInput?(UnsafeBufferPointer(start: data, count: size))
        return 0
    })
}

/// Input bytes as text the way flowlint reads untrusted text: invalid UTF-8 repaired.
public func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
}
