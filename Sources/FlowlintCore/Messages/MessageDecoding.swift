import Platform

/// Why a message's bytes are not what they claim to be.
public enum EncodingProblem: Sendable, Equatable {
    /// Not valid in its encoding; `offset` is the first bad byte.
    case invalid(encoding: String, offset: Int)
    /// An `encoding` header iconv doesn't know.
    case unknownEncoding(String)
    /// git refuses NUL bytes in messages.
    case nulByte(offset: Int)
}

/// A message's text, decoded once, with what was wrong with its bytes.
public struct DecodedMessage: Sendable, Equatable {
    public let text: String
    public let problem: EncodingProblem?
    /// The 1-based line of the first bad byte.
    public let problemLine: Int

    public init(text: String, problem: EncodingProblem? = nil, bytes: [UInt8] = []) {
        self.text = text
        self.problem = problem
        let offset: Int
        switch problem {
        case .invalid(_, let at), .nulByte(let at): offset = min(at, bytes.count)
        case .unknownEncoding, nil: offset = 0
        }
        problemLine = 1 + bytes[..<offset].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }

    /// Decodes `bytes` in `encoding` (UTF-8 when nil). Invalid input still yields text (bad
    /// bytes become U+FFFD) so the other rules can run.
    public static func decode(_ bytes: [UInt8], encoding: String?) -> DecodedMessage {
        if let nul = bytes.firstIndex(of: 0) {
            let text = decode(Array(bytes[..<nul]), encoding: encoding).text
            return DecodedMessage(text: text, problem: .nulByte(offset: nul), bytes: bytes)
        }
        guard let encoding, !isUTF8(encoding) else { return decodeUTF8(bytes) }
        return decodeWithIconv(bytes, encoding: encoding)
    }

    public static func isUTF8(_ name: String) -> Bool {
        let folded = name.lowercased().filter { $0 != "-" && $0 != "_" }
        return folded == "utf8"
    }

    private static func decodeUTF8(_ bytes: [UInt8]) -> DecodedMessage {
        if let text = String(validating: bytes, as: UTF8.self) {
            return DecodedMessage(text: text)
        }
        return DecodedMessage(
            text: String(decoding: bytes, as: UTF8.self),
            problem: .invalid(encoding: "UTF-8", offset: firstInvalidUTF8Offset(bytes)), bytes: bytes)
    }

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }

    private static func decodeWithIconv(_ bytes: [UInt8], encoding: String) -> DecodedMessage {
        let converter = iconv_open("UTF-8", encoding)
        guard converter != iconv_t(bitPattern: -1) else {
            return DecodedMessage(text: String(decoding: bytes, as: UTF8.self), problem: .unknownEncoding(encoding))
        }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 4)
        let (written, failedAt) = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                convert(converter, inBuffer, outBuffer)
            }
        }
        let text = String(decoding: output[..<written], as: UTF8.self)
        guard let failedAt else { return DecodedMessage(text: text) }
        let rest = String(decoding: bytes[failedAt...], as: UTF8.self)
        return DecodedMessage(text: text + rest, problem: .invalid(encoding: encoding, offset: failedAt), bytes: bytes)
    }

    /// Runs iconv over the whole input; returns bytes written and the offset it stopped at.
    private static func convert(
        _ converter: iconv_t?, _ input: UnsafeMutableBufferPointer<UInt8>, _ output: UnsafeMutableBufferPointer<UInt8>
    ) -> (Int, Int?) {
        var inPointer = UnsafeMutableRawPointer(input.baseAddress)?.assumingMemoryBound(to: CChar.self)
        var inLeft = input.count
        var outPointer = UnsafeMutableRawPointer(output.baseAddress)?.assumingMemoryBound(to: CChar.self)
        var outLeft = output.count
        let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
        let written = output.count - outLeft
        if result == -1 || inLeft > 0 { return (written, input.count - inLeft) }
        return (written, nil)
    }
}
