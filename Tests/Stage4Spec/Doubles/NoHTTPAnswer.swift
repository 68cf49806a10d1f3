// MARK: - A URLProtocol that answers without HTTP

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers every request with a plain `URLResponse`, which has no status code, and the games'
/// JSON: what a session gives back when what answered was not an HTTP server (a file, a cache,
/// a proxy of another protocol). The service cannot read a status, so it has no success.
final class NoHTTPAnswer: URLProtocol {
    /// A session whose requests all come here.
    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [NoHTTPAnswer.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let body = Data(#"{"games": [{"id": 7, "title": "Celeste", "release_year": 2018}]}"#.utf8)
        let response = URLResponse(url: request.url ?? URL(fileURLWithPath: "/"), mimeType: "application/json",
                                   expectedContentLength: body.count, textEncodingName: "utf-8")
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
