// MARK: - A URLProtocol that answers from the test, never from a network

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers every request of a session made by `CannedHTTP.session()` with the canned status
/// and body, or fails it as a transport would, or answers as something that is not an HTTP
/// server, and keeps the requests for the test to read.
///
/// URLSession makes the protocol objects itself, so the answer and the requests are static:
/// the suite that uses it is `.serialized`, and each of its tests starts with `reset()`.
final class CannedHTTP: URLProtocol {
    nonisolated(unsafe) private static var statusCode = 200
    nonisolated(unsafe) private static var body = Data()
    nonisolated(unsafe) private static var failure: URLError.Code?
    nonisolated(unsafe) private static var withoutHTTP = false
    nonisolated(unsafe) private(set) static var requests: [URLRequest] = []

    static func reset() {
        answer(200, "")
        requests = []
    }

    static func answer(_ statusCode: Int, _ body: String) {
        self.statusCode = statusCode
        self.body = Data(body.utf8)
        failure = nil
        withoutHTTP = false
    }

    /// The body with a plain `URLResponse`, which has no status code: what a session gives back
    /// when what answered was not an HTTP server (a file, a cache, a proxy of another protocol).
    static func answerWithoutHTTP(_ body: String) {
        answer(200, body)
        withoutHTTP = true
    }

    /// No answer at all: every request fails with this `URLError`, as offline or too slow.
    static func fail(with code: URLError.Code) {
        failure = code
    }

    /// The body a request sent. URLSession on Apple's platforms hands a protocol the body as
    /// a stream (`httpBodyStream`), on Linux as `httpBody`: read whichever is there.
    static func body(of request: URLRequest) -> Data? {
        if let body = request.httpBody { return body }
        guard let stream = request.httpBodyStream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
        }
        return data
    }

    /// A session whose requests all come here.
    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedHTTP.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        Self.requests.append(request)
        if let failure = Self.failure {
            client?.urlProtocol(self, didFailWithError: URLError(failure))
            return
        }
        guard let response = cannedResponse() else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Self.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    private func cannedResponse() -> URLResponse? {
        guard let url = request.url else { return nil }
        if Self.withoutHTTP {
            return URLResponse(url: url, mimeType: "application/json", expectedContentLength: Self.body.count,
                               textEncodingName: "utf-8")
        }
        return HTTPURLResponse(url: url, statusCode: Self.statusCode, httpVersion: "HTTP/1.1",
                               headerFields: ["Content-Type": "application/json"])
    }

    override func stopLoading() {}
}
