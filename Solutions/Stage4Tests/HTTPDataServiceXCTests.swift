import Foundation
import Stage4
import XCTest

/// Three of the HTTP tests in XCTest's form, with the same stub: `setUp` and `tearDown` clear
/// it, as the suite's `init` does. XCTest runs a class's tests one at a time.
final class HTTPDataServiceXCTests: XCTestCase {
    private let service = HTTPDataService(
        baseURL: URL(string: "https://catalogue.example/store")!, session: StubURLProtocol.session())

    override func setUp() {
        super.setUp()
        StubURLProtocol.reset()
    }

    override func tearDown() {
        StubURLProtocol.reset()
        super.tearDown()
    }

    func test_givenFixture_whenLoading_thenGamesAndOneGETWithQuery() async throws {
        try StubURLProtocol.answer(statusCode: 200, fixture: "games")

        let games = try await service.loadGames()

        XCTAssertEqual(games.map(\.title), ["Celeste", "Hades", "Outer Wilds"])
        XCTAssertEqual(StubURLProtocol.requests.map(\.httpMethod), ["GET"])
        XCTAssertEqual(StubURLProtocol.requests.first?.url?.path, "/store/v1/games")
    }

    func test_givenNotFound_whenLoading_thenNotFoundIsThrown() async throws {
        try StubURLProtocol.answer(statusCode: 404, fixture: "games")

        do {
            _ = try await service.loadGames()
            XCTFail("expected HTTPDataServiceError.notFound")
        } catch {
            XCTAssertEqual(error as? HTTPDataServiceError, .notFound)
        }
    }

    func test_givenNoConnection_whenLoading_thenOfflineIsThrown() async {
        StubURLProtocol.failure = .notConnectedToInternet

        do {
            _ = try await service.loadGames()
            XCTFail("expected HTTPDataServiceError.offline")
        } catch {
            XCTAssertEqual(error as? HTTPDataServiceError, .offline)
        }
    }
}
