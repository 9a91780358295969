import CHTTP
import FlowlintCore

/// GET requests for the platforms' and trackers' APIs. Tokens go in headers only, never in
/// URLs or messages.
public enum HTTPClient {
    public struct Response: Sendable {
        public let status: Int
        public let body: [UInt8]
    }

    public enum Failure: Error {
        case noLibcurl
        case transfer(String)
    }

    public static func get(_ url: String, headers: [String], timeoutMilliseconds: Int = 5_000, maxBytes: Int = 4 << 20) -> Result<Response, Failure> {
        var response = flowlint_http_response()
        defer { flowlint_http_free(&response) }
        let code = withCStrings(headers) { pointers in
            flowlint_http_get(url, pointers, Int32(headers.count), timeoutMilliseconds, maxBytes, &response)
        }
        let error = withUnsafeBytes(of: response.error) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch code {
        case Int32(FLOWLINT_HTTP_OK):
            let body = response.body.map { Array(UnsafeRawBufferPointer(start: $0, count: response.body_length)) } ?? []
            return .success(Response(status: response.status, body: body))
        case Int32(FLOWLINT_HTTP_NO_LIBCURL):
            return .failure(.noLibcurl)
        default:
            return .failure(.transfer(error))
        }
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
