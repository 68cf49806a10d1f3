// MARK: - A URLProtocol that answers from the test, never from a network

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers every request of a session made by `CannedHTTP.session()` with the canned status
/// and body, and keeps the requests for the test to read.
///
/// URLSession makes the protocol objects itself, so the answer and the requests are static:
/// the suite that uses it is `.serialized`, and each of its tests starts with `reset()`.
final class CannedHTTP: URLProtocol {
    nonisolated(unsafe) private static var statusCode = 200
    nonisolated(unsafe) private static var body = Data()
    nonisolated(unsafe) private(set) static var requests: [URLRequest] = []

    static func reset() {
        answer(200, "")
        requests = []
    }

    static func answer(_ statusCode: Int, _ body: String) {
        self.statusCode = statusCode
        self.body = Data(body.utf8)
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
        guard let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: Self.statusCode, httpVersion: "HTTP/1.1",
                                             headerFields: ["Content-Type": "application/json"])
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Self.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
