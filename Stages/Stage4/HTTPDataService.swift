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
        // TODO: loadGames — send gamesRequest() with the session, then turn the status and the
        // body into games or an HTTPDataServiceError, as task 9's table says.
        []
    }

    /// Tells the catalogue that the person likes a game; the answer's body is not read.
    public func addFavorite(gameID: Int) async throws {
        // TODO: addFavorite(gameID:) — send favoriteRequest(gameID:) with the session, and throw
        // as loadGames does for a status that is no success or a transport that failed.
    }

    /// `GET <baseURL>/v1/games?sort=title&limit=50`; the base URL's own path is kept.
    private func gamesRequest() -> URLRequest {
        // TODO: gamesRequest — build the request task 9 describes.
        URLRequest(url: baseURL)
    }

    /// `POST <baseURL>/v1/favorites`, sending and accepting JSON, with `{"game_id": <id>}`.
    private func favoriteRequest(gameID: Int) throws -> URLRequest {
        // TODO: favoriteRequest(gameID:) — build the request task 9 describes: method, headers, body.
        URLRequest(url: baseURL)
    }
}
