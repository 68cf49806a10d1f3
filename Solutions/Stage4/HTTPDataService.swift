// MARK: - Loading games over HTTP (the real data service)

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // URLSession lives here on Linux
#endif

/// Why the catalogue's web service gave no games, or did not take a favourite.
public enum HTTPDataServiceError: Error, Equatable {
    /// The server answered 404: there is no catalogue at that address.
    case notFound
    /// The server answered 500 to 599: its own failure; trying again later may work.
    case serverError(statusCode: Int)
    /// Any other status that is not a success, such as 301, 403 or 600.
    case unexpectedStatus(Int)
    /// The answer was a success, but its body is not the JSON the service expects.
    case malformedBody
    /// No answer came: the device is offline, or lost its connection on the way
    /// (`URLError.notConnectedToInternet`, `.networkConnectionLost`).
    case offline
    /// No answer came in time (`URLError.timedOut`).
    case timedOut
}

/// Loads the games from the catalogue's web service with `URLSession`.
///
/// It asks `GET <baseURL>/v1/games?sort=title&limit=50` and reads an answer such as
/// `{"games": [{"id": 1, "title": "Celeste", "release_year": 2018}]}`, where `release_year`
/// may be missing. It adds a favourite with `POST <baseURL>/v1/favorites` and a JSON body.
/// A test hands it a session whose requests go to a stub, never to a network.
public struct HTTPDataService: DataService {
    public let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func loadGames() async throws -> [Game] {
        let (body, response) = try await send(gamesRequest())
        try checkSuccess(of: response)
        return try decodeGames(from: body)
    }

    /// Tells the catalogue that the person likes a game; the answer's body is not read.
    public func addFavorite(gameID: Int) async throws {
        let (_, response) = try await send(try favoriteRequest(gameID: gameID))
        try checkSuccess(of: response)
    }

    /// Sends a request. A transport failure the person can act on becomes an
    /// `HTTPDataServiceError`; any other is thrown as the `URLError` it is.
    private func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
        do {
            return try await session.data(for: request)
        } catch let failure as URLError {
            throw Self.explained(failure)
        }
    }

    private static func explained(_ failure: URLError) -> any Error {
        let offline: Set<URLError.Code> = [.notConnectedToInternet, .networkConnectionLost]
        if offline.contains(failure.code) {
            return HTTPDataServiceError.offline
        }
        if failure.code == .timedOut {
            return HTTPDataServiceError.timedOut
        }
        return failure
    }

    /// Returns for a status from 200 to 299; throws the error of any other.
    private func checkSuccess(of response: URLResponse) throws {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200...299:
            return
        case 404:
            throw HTTPDataServiceError.notFound
        case 500...599:
            throw HTTPDataServiceError.serverError(statusCode: status)
        default:
            throw HTTPDataServiceError.unexpectedStatus(status)
        }
    }

    /// `GET <baseURL>/v1/games?sort=title&limit=50`; the base URL's own path is kept.
    private func gamesRequest() -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent("v1/games"), resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "sort", value: "title"),
            URLQueryItem(name: "limit", value: "50"),
        ]
        var request = URLRequest(url: components?.url ?? baseURL)
        request.httpMethod = "GET"
        return request
    }

    /// `POST <baseURL>/v1/favorites`, sending and accepting JSON, with `{"game_id": <id>}`.
    private func favoriteRequest(gameID: Int) throws -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/favorites"))
        request.httpMethod = "POST"
        request.allHTTPHeaderFields = ["Content-Type": "application/json", "Accept": "application/json"]
        request.httpBody = try JSONEncoder().encode(["game_id": gameID])
        return request
    }

    private func decodeGames(from body: Data) throws -> [Game] {
        do {
            return try JSONDecoder().decode(GamesBody.self, from: body).games.map(\.game)
        } catch {
            throw HTTPDataServiceError.malformedBody
        }
    }
}

/// The JSON the web service answers with.
private struct GamesBody: Decodable {
    struct Item: Decodable {
        let id: Int
        let title: String
        let releaseYear: Int?

        enum CodingKeys: String, CodingKey {
            case id, title
            case releaseYear = "release_year"
        }

        var game: Game { Game(id: id, title: title, releaseYear: releaseYear) }
    }

    let games: [Item]
}
