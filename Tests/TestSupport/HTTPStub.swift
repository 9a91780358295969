import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP/1.1 server for tests: answers every request with what `reply` says and
/// records what it was asked. Stands in for GitLab's API, which can't run here.
public final class HTTPStub: @unchecked Sendable {
    public struct Request: Sendable {
        public let method: String
        public let path: String
        /// Header names lower-cased.
        public let headers: [String: String]
        /// What was sent after the headers (`Content-Length` bytes), as UTF-8.
        public var body: String = ""
    }

    public struct Reply: Sendable {
        public var status: Int
        public var body: String
        /// Seconds to wait before answering (for timeouts).
        public var delay: Double
        /// Extra response headers, e.g. `Location` for a redirect.
        public var headers: [String: String]

        public init(status: Int = 200, body: String, delay: Double = 0, headers: [String: String] = [:]) {
            self.status = status
            self.body = body
            self.delay = delay
            self.headers = headers
        }
    }

    public let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var recorded: [Request] = []
    private let reply: @Sendable (Request) -> Reply

    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    public var baseURL: String { "http://127.0.0.1:\(port)" }

    public init(reply: @escaping @Sendable (Request) -> Reply) throws {
        self.reply = reply
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TemporaryRepository.Failure(description: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else { throw TemporaryRepository.Failure(description: "bind failed") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    deinit {
        stop()
    }

    private var stopped = false

    /// Closes the listening socket once; the serving thread ends on its next accept. A second
    /// close would close whatever descriptor another test opened under the same number since.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            handle(connection)
        }
    }

    private func handle(_ connection: Int32) {
        defer { close(connection) }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 65_536, !data.contains(Array("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            data += buffer[..<count]
        }
        let (block, rest) = Self.split(data)
        let lines = String(decoding: block, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = (lines.first ?? "").split(separator: " ")
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var request = Request(
            method: requestLine.first.map(String.init) ?? "", path: requestLine.dropFirst().first.map(String.init) ?? "",
            headers: headers)
        request.body = String(decoding: Self.readBody(connection, rest, length: Int(headers["content-length"] ?? "") ?? 0), as: UTF8.self)
        lock.lock()
        recorded.append(request)
        lock.unlock()
        let answer = reply(request)
        if answer.delay > 0 { usleep(useconds_t(answer.delay * 1_000_000)) }
        let body = Array(answer.body.utf8)
        let extra = answer.headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        let head = "HTTP/1.1 \(answer.status) Stub\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\(extra)Connection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        _ = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
    }
}

extension HTTPStub {
    /// The header block and whatever of the body arrived with it.
    static func split(_ data: [UInt8]) -> ([UInt8], [UInt8]) {
        guard let end = data.firstRange(of: Array("\r\n\r\n".utf8)) else { return (data, []) }
        return (Array(data[..<end.lowerBound]), Array(data[end.upperBound...]))
    }

    /// The rest of a body of `length` bytes (at most 4 MiB).
    static func readBody(_ connection: Int32, _ start: [UInt8], length: Int) -> [UInt8] {
        var body = start
        var buffer = [UInt8](repeating: 0, count: 4096)
        while body.count < min(length, 4 << 20) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            body += buffer[..<count]
        }
        return body
    }
}
