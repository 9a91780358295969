import CHTTP
import FlowlintCore

/// Requests to the platforms' and trackers' APIs. Tokens go in headers only, never in URLs or
/// messages.
public enum HTTPClient {
    public struct Response: Sendable {
        public let status: Int
        public let body: [UInt8]
        /// The final answer's headers, names lower-cased (paging, `Retry-After`).
        public var headers: [String: String] = [:]

        public init(status: Int, body: [UInt8], headers: [String: String] = [:]) {
            self.status = status
            self.body = body
            self.headers = headers
        }
    }

    public enum Failure: Error {
        case noLibcurl
        case transfer(String)
    }

    /// Redirects are followed only within the URL's origin (scheme, host and port), at most
    /// three: the headers carry tokens, which must never reach another host or port, and an
    /// answer from elsewhere is not the platform's.
    public static func get(_ url: String, headers: [String], timeoutMilliseconds: Int = 5_000, maxBytes: Int = 4 << 20) -> Result<Response, Failure> {
        send(nil, url, headers: headers, body: nil, timeoutMilliseconds: timeoutMilliseconds, maxBytes: maxBytes)
    }

    /// `method` (POST, PUT, PATCH) with `body`. A redirect of such a request is followed only
    /// when it keeps the method (307, 308), within the origin as for GET.
    public static func send(
        _ method: String?, _ url: String, headers: [String], body: [UInt8]?, timeoutMilliseconds: Int = 5_000, maxBytes: Int = 4 << 20
    ) -> Result<Response, Failure> {
        var current = url
        for _ in 0...3 {
            switch once(method, current, headers: headers, body: body, timeoutMilliseconds: timeoutMilliseconds, maxBytes: maxBytes) {
            case .failure(let failure):
                return .failure(failure)
            case .success((let response, let location)):
                guard (300...399).contains(response.status), let location else { return .success(response) }
                guard method == nil || [307, 308].contains(response.status) else {
                    return .failure(.transfer("redirected (HTTP \(response.status)): not followed"))
                }
                guard let next = sameOrigin(location, as: current) else {
                    return .failure(.transfer("redirected to another origin (HTTP \(response.status)): not followed"))
                }
                current = next
            }
        }
        return .failure(.transfer("too many redirects"))
    }

    private static func once(_ method: String?, _ url: String, headers: [String], body: [UInt8]?, timeoutMilliseconds: Int, maxBytes: Int)
        -> Result<(Response, location: String?), Failure> {
        var response = flowlint_http_response()
        defer { flowlint_http_free(&response) }
        let code = withCStrings(headers) { pointers in
            withOptionalBytes(body) { bytes, count in
                flowlint_http_request(method, url, pointers, Int32(headers.count), bytes, count, timeoutMilliseconds, maxBytes, &response)
            }
        }
        let error = text(of: response.error)
        switch code {
        case Int32(FLOWLINT_HTTP_OK):
            let body = response.body.map { Array(UnsafeRawBufferPointer(start: $0, count: response.body_length)) } ?? []
            let location = response.location_too_long != 0 ? "" : text(of: response.location)
            let head = response.headers.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: response.headers_length), as: UTF8.self) } ?? ""
            return .success((Response(status: response.status, body: body, headers: headerFields(head)), location.isEmpty && response.location_too_long == 0 ? nil : location))
        case Int32(FLOWLINT_HTTP_NO_LIBCURL):
            return .failure(.noLibcurl)
        default:
            return .failure(.transfer(error))
        }
    }

    /// `Name: value` lines into a dictionary; a repeated name keeps its last value.
    static func headerFields(_ head: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in head.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            fields[line[..<colon].lowercased()] = String(value.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        return fields
    }

    private static func withOptionalBytes<R>(_ bytes: [UInt8]?, _ body: (UnsafePointer<CChar>?, Int) -> R) -> R {
        guard let bytes else { return body(nil, 0) }
        // Never a null pointer for an empty body: libcurl would then read the body as a C string.
        let copy = bytes + [0]
        return copy.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress, bytes.count) }
        }
    }

    private static func text<T>(of field: T) -> String {
        withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// `location` (absolute, as libcurl resolves it) when it has the same scheme, host and port
    /// as `url`; nil otherwise, and for anything with user information or odd syntax.
    public static func sameOrigin(_ location: String, as url: String) -> String? {
        guard let target = origin(location), let source = origin(url), target == source else { return nil }
        return location
    }

    /// `scheme://host:port`, lower-cased with the default port filled in.
    static func origin(_ url: String) -> String? {
        guard let separator = url.firstRange(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let authority = url[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.contains("@"), !authority.contains("\\") else { return nil }
        var host = authority.lowercased()
        if !host.hasSuffix("]"), let colon = host.lastIndex(of: ":") {
            let port = host[host.index(after: colon)...]
            guard port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber) else { return nil }
            if port.isEmpty { host = String(host[..<colon]) }
        }
        if !host.contains(":") || host.hasSuffix("]") { host += scheme == "https" ? ":443" : ":80" }
        return scheme + "://" + host
    }

    /// A path segment: unreserved ASCII as is, every other byte as `%XX`.
    public static func percentEncoded(_ text: String) -> String {
        PercentEncoding.encode(text)
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}

import Platform
