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
}
