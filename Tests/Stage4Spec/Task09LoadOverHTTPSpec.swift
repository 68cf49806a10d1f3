import Foundation
import Stage4
import Testing

@Suite("Task 9: Load the games over HTTP", .serialized)
struct Task09LoadOverHTTPSpec {
    static let twoGames = """
        {"games": [{"id": 7, "title": "Celeste", "release_year": 2018}, {"id": 3, "title": "Baba Is You"}]}
        """

    private let service = HTTPDataService(baseURL: URL(string: "https://games.example.com/api")!, session: CannedHTTP.session())

    init() {
        CannedHTTP.reset()
    }

    @Test("It sends one GET to /api/v1/games on the base URL's host, with sort=title and limit=50")
    func request() async throws {
        CannedHTTP.answer(200, Self.twoGames)
        _ = try? await service.loadGames()

        #expect(CannedHTTP.requests.count == 1)
        let request = try #require(CannedHTTP.requests.first)
        #expect(request.httpMethod == "GET")
        let url = try #require(request.url)
        #expect(url.scheme == "https")
        #expect(url.host == "games.example.com")
        #expect(url.path == "/api/v1/games")
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(query.map(\.name).sorted() == ["limit", "sort"])
        #expect(query.first { $0.name == "sort" }?.value == "title")
        #expect(query.first { $0.name == "limit" }?.value == "50")
    }

    @Test("A success gives the body's games in its order, with no year where the body has none")
    func games() async throws {
        CannedHTTP.answer(200, Self.twoGames)
        let games = try await service.loadGames()
        #expect(games == [Game(id: 7, title: "Celeste", releaseYear: 2018), Game(id: 3, title: "Baba Is You")])
    }

    @Test("A transport that fails says why: offline, timed out, or the URLError as it is", arguments: zip(
        [URLError.Code.notConnectedToInternet, .networkConnectionLost, .timedOut, .cannotFindHost],
        [HTTPDataServiceError.offline, .offline, .timedOut, nil]))
    func transportFailures(code: URLError.Code, expected: HTTPDataServiceError?) async {
        CannedHTTP.fail(with: code)
        do {
            _ = try await service.loadGames()
            Issue.record("loadGames() returned, but the request got no answer (\(code.rawValue))")
        } catch let thrown as HTTPDataServiceError {
            #expect(thrown == expected)
        } catch let thrown as URLError {
            #expect(expected == nil, "URLError \(thrown.code.rawValue) was thrown as it is")
            #expect(thrown.code == code)
        } catch {
            Issue.record("unexpected error: \(error)")
        }
    }

    @Test("addFavorite sends one POST to /api/v1/favorites with JSON headers and the game's id in a JSON body")
    func favoriteRequest() async throws {
        CannedHTTP.answer(201, "")
        try await service.addFavorite(gameID: 7)

        #expect(CannedHTTP.requests.count == 1)
        let request = try #require(CannedHTTP.requests.first)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://games.example.com/api/v1/favorites")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        let body = try #require(CannedHTTP.body(of: request))
        let json = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        #expect(json?.count == 1)
        #expect(json?["game_id"] as? Int == 7)
    }

    @Test("addFavorite throws as loadGames does when the server refuses", arguments: zip(
        [404, 409, 503], [HTTPDataServiceError.notFound, .unexpectedStatus(409), .serverError(statusCode: 503)]))
    func favoriteRefused(status: Int, error: HTTPDataServiceError) async {
        CannedHTTP.answer(status, "")
        await #expect(throws: error) { try await service.addFavorite(gameID: 7) }
    }

    @Test("addFavorite throws offline or timedOut when no answer comes", arguments: zip(
        [URLError.Code.notConnectedToInternet, .timedOut], [HTTPDataServiceError.offline, .timedOut]))
    func favoriteUnanswered(code: URLError.Code, error: HTTPDataServiceError) async {
        CannedHTTP.fail(with: code)
        await #expect(throws: error) { try await service.addFavorite(gameID: 7) }
    }

    @Test("Every status from 200 to 299 is a success", arguments: [201, 299])
    func otherSuccesses(status: Int) async throws {
        CannedHTTP.answer(status, Self.twoGames)
        #expect(try await service.loadGames().count == 2)
    }

    @Test("An empty list is a success with no games")
    func emptyList() async throws {
        CannedHTTP.answer(200, #"{"games": []}"#)
        #expect(try await service.loadGames() == [])
    }

    @Test("Any other status throws its error, even with a body that reads well", arguments: zip(
        [300, 304, 403, 404, 405, 499, 500, 503, 599, 600],
        [HTTPDataServiceError.unexpectedStatus(300), .unexpectedStatus(304), .unexpectedStatus(403), .notFound,
         .unexpectedStatus(405), .unexpectedStatus(499), .serverError(statusCode: 500),
         .serverError(statusCode: 503), .serverError(statusCode: 599), .unexpectedStatus(600)]))
    func failures(status: Int, error: HTTPDataServiceError) async {
        CannedHTTP.answer(status, Self.twoGames)
        await #expect(throws: error) { try await service.loadGames() }
    }

    @Test("A success whose body is not the games' JSON throws malformedBody", arguments: [
        "", "{", "[]", #"{"games": [{"id": 1}]}"#, #"{"games": [{"id": "one", "title": "Celeste"}]}"#,
    ])
    func malformed(body: String) async {
        CannedHTTP.answer(200, body)
        await #expect(throws: HTTPDataServiceError.malformedBody) { try await service.loadGames() }
    }

    @Test("A status just below 200 is no success", arguments: [199])
    func belowSuccess(status: Int) async {
        CannedHTTP.answer(status, Self.twoGames)
        await #expect(throws: HTTPDataServiceError.unexpectedStatus(status)) { try await service.loadGames() }
    }

    @Test("An answer that is no HTTP response at all throws unexpectedStatus(0), even with a body that reads well")
    func answerWithoutHTTP() async {
        CannedHTTP.answerWithoutHTTP(Self.twoGames)
        await #expect(throws: HTTPDataServiceError.unexpectedStatus(0)) { try await service.loadGames() }
    }
}
