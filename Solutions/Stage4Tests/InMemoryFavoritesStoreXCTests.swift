import Stage4
import XCTest

/// The fake's "then fail" tests in XCTest's form: `XCTAssertThrowsError` hands over the error,
/// and the test compares it, as `#expect(throws:)` does in one line.
final class InMemoryFavoritesStoreXCTests: XCTestCase {
    @MainActor
    func test_givenFavorite_whenMarkedAgain_thenStoreRefuses() async {
        let store = InMemoryFavoritesStore(favoriteIDs: [5])

        XCTAssertThrowsError(try store.markFavorite(gameID: 5)) { error in
            XCTAssertEqual(error as? FavoritesError, .alreadyFavorite(gameID: 5))
        }
        XCTAssertEqual(store.allFavoriteIDs(), [5])
    }

    @MainActor
    func test_givenFavorite_whenAnotherGameIsUnmarked_thenStoreRefuses() async {
        let store = InMemoryFavoritesStore(favoriteIDs: [5])

        XCTAssertThrowsError(try store.unmarkFavorite(gameID: 6)) { error in
            XCTAssertEqual(error as? FavoritesError, .notFavorite(gameID: 6))
        }
        XCTAssertEqual(store.allFavoriteIDs(), [5])
    }
}
