// MARK: - Stub for the network

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Stands in for the network in a `URLSession` made by `StubURLProtocol.session()`: every
/// request gets the stubbed answer (or the stubbed transport failure), and is recorded so that
/// a test can check it.
///
/// `URLSession` creates the protocol objects itself, so the answer and the record are static.
/// Only one test may use them at a time: suites that use this stub are `.serialized`, and
/// `reset()` removes the last test's answer and requests before the next test starts.
final class StubURLProtocol: URLProtocol {
    struct Answer {
        /// `nil`: a plain `URLResponse`, with no status at all, as no HTTP server answers.
        let statusCode: Int?
        let body: Data
    }

    /// What the stub answers and what it saw, shared by the threads `URLSession` calls it on.
    private struct State {
        var answer: Answer?
        var failure: URLError.Code?
        var requests: [URLRequest] = []
    }

    private static let state = Locked(State())

    static var answer: Answer? {
        get { state.withLock { $0.answer } }
        set { state.withLock { $0.answer = newValue } }
    }

    /// When set, no answer comes: every request fails with this code, as a real transport would.
    static var failure: URLError.Code? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    static var requests: [URLRequest] { state.withLock { $0.requests } }

    static func reset() {
        state.withLock { $0 = State() }
    }

    /// Answers with a file of `Fixtures/`, shipped with the tests as a resource.
    static func answer(statusCode: Int, fixture name: String) throws {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        answer = Answer(statusCode: statusCode, body: try Data(contentsOf: url))
    }

    /// The body a request sent. On Linux the stub sees it as `httpBody`; on Apple's platforms
    /// `URLSession` hands it over as a stream (`httpBodyStream`). Read whichever is there.
    static func body(of request: URLRequest) -> Data? {
        if let body = request.httpBody { return body }
        guard let stream = request.httpBodyStream else { return nil }
        // The body is JSON: read it from the stream as JSON, then write it out as data again
        // (reading the stream's bytes one by one needs a pointer, which memory-safe Swift refuses).
        stream.open()
        defer { stream.close() }
        guard let json = try? JSONSerialization.jsonObject(with: stream) else { return nil }
        return try? JSONSerialization.data(withJSONObject: json)
    }

    /// A session whose requests all come to this stub, never to the network.
    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        Self.state.withLock { $0.requests.append(request) }
        if let failure = Self.failure {
            client?.urlProtocol(self, didFailWithError: URLError(failure))
            return
        }
        // No answer stubbed: fail as an unreachable server would, rather than wait.
        guard let answer = Self.answer, let url = request.url,
              let response = Self.response(to: url, statusCode: answer.statusCode, length: answer.body.count)
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    /// An HTTP response with the status, or, with none, a plain `URLResponse` (what a `file:`
    /// URL gets): the service must not take it for a success.
    private static func response(to url: URL, statusCode: Int?, length: Int) -> URLResponse? {
        guard let statusCode else {
            return URLResponse(url: url, mimeType: "application/json", expectedContentLength: length, textEncodingName: nil)
        }
        return HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1",
                               headerFields: ["Content-Type": "application/json"])
    }
}
