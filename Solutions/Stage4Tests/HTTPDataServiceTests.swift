import Foundation
import Stage4
import Testing

@Suite("Loading games over HTTP", .serialized)
struct HTTPDataServiceTests {
    private let service = HTTPDataService(
        baseURL: URL(string: "https://catalogue.example/store")!, session: StubURLProtocol.session())

    init() {
        StubURLProtocol.reset()
    }

    @Test("Given any answer, when loading, then one GET goes to the games path with the sort and the limit")
    func request() async throws {
        try StubURLProtocol.answer(statusCode: 200, fixture: "games")

        _ = try await service.loadGames()

        let request = try #require(StubURLProtocol.requests.first)
        #expect(StubURLProtocol.requests.count == 1)
        #expect(request.httpMethod == "GET")
        let url = try #require(request.url)
        #expect(url.host == "catalogue.example")
        #expect(url.path == "/store/v1/games")
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(Set(query) == [URLQueryItem(name: "sort", value: "title"), URLQueryItem(name: "limit", value: "50")])
    }

    @Test("Given the fixture's three games, when loading, then they come in order, the last without a year")
    func gamesFromFixture() async throws {
        try StubURLProtocol.answer(statusCode: 200, fixture: "games")

        let games = try await service.loadGames()

        #expect(games == [
            Game(id: 1, title: "Celeste", releaseYear: 2018),
            Game(id: 2, title: "Hades", releaseYear: 2020),
            Game(id: 3, title: "Outer Wilds"),
        ])
    }

    @Test("Given a status that is no success, when loading, then the matching error is thrown", arguments: zip(
        [302, 404, 418, 500, 503],
        [HTTPDataServiceError.unexpectedStatus(302), .notFound, .unexpectedStatus(418),
         .serverError(statusCode: 500), .serverError(statusCode: 503)]))
    func failure(statusCode: Int, error: HTTPDataServiceError) async throws {
        try StubURLProtocol.answer(statusCode: statusCode, fixture: "games")

        await #expect(throws: error) { try await service.loadGames() }
    }

    @Test("Given a success with a body that is not the games' JSON, when loading, then malformedBody is thrown",
          arguments: ["<html>Down for maintenance</html>", #"{"games": [{"title": "Celeste"}]}"#])
    func malformed(body: String) async {
        StubURLProtocol.answer = StubURLProtocol.Answer(statusCode: 200, body: Data(body.utf8))

        await #expect(throws: HTTPDataServiceError.malformedBody) { try await service.loadGames() }
    }

    @Test("Given an answer that is no HTTP response at all, when loading, then unexpectedStatus(0) is thrown, whatever the body")
    func notHTTP() async {
        StubURLProtocol.answer = StubURLProtocol.Answer(statusCode: nil, body: Data(#"{"games": []}"#.utf8))

        await #expect(throws: HTTPDataServiceError.unexpectedStatus(0)) { try await service.loadGames() }
    }

    @Test("Given no answer, when loading, then offline and timed out say so, and any other failure is thrown as it is",
          arguments: zip(
              [URLError.Code.notConnectedToInternet, .networkConnectionLost, .timedOut, .cannotFindHost],
              [HTTPDataServiceError.offline, .offline, .timedOut, nil]))
    func transportFailure(code: URLError.Code, expected: HTTPDataServiceError?) async {
        StubURLProtocol.failure = code

        do {
            _ = try await service.loadGames()
            Issue.record("expected an error")
        } catch let thrown as HTTPDataServiceError {
            #expect(thrown == expected)
        } catch {
            // No HTTPDataServiceError explains it: the URLError comes as it is.
            #expect(expected == nil)
            #expect((error as? URLError)?.code == code)
        }
    }

    @Test("Given any answer, when adding a favourite, then one POST goes to the favourites path with JSON headers and the game's id")
    func favoriteRequest() async throws {
        StubURLProtocol.answer = StubURLProtocol.Answer(statusCode: 201, body: Data())

        try await service.addFavorite(gameID: 42)

        let request = try #require(StubURLProtocol.requests.first)
        #expect(StubURLProtocol.requests.count == 1)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.path == "/store/v1/favorites")
        #expect(request.allHTTPHeaderFields?["Content-Type"] == "application/json")
        #expect(request.allHTTPHeaderFields?["Accept"] == "application/json")
        // Decode the body: JSON compared as text fails on a space or on the order of its keys.
        let body = try #require(StubURLProtocol.body(of: request))
        #expect(try JSONDecoder().decode([String: Int].self, from: body) == ["game_id": 42])
    }

    @Test("Given a refusal, when adding a favourite, then the matching error is thrown", arguments: zip(
        [500, 404, 409], [HTTPDataServiceError.serverError(statusCode: 500), .notFound, .unexpectedStatus(409)]))
    func favoriteRefused(statusCode: Int, error: HTTPDataServiceError) async {
        StubURLProtocol.answer = StubURLProtocol.Answer(statusCode: statusCode, body: Data())

        await #expect(throws: error) { try await service.addFavorite(gameID: 42) }
    }
}
