import Stage4
import Testing

/// The fake is real code that other tests and the demo trust, so it gets tests of its own:
/// each command once where it succeeds, then once where it must fail.
@MainActor
@Suite("The in-memory favourites store (a fake)")
struct InMemoryFavoritesStoreTests {
    @Test("Given ids at creation, when asked, then only those games are favourites")
    func initialIDs() {
        let store = InMemoryFavoritesStore(favoriteIDs: [1])
        #expect(store.isFavorite(gameID: 1))
        #expect(!store.isFavorite(gameID: 2))
    }

    @Test("Given ids in any order, when all are listed, then they come smallest first")
    func listSorted() {
        let store = InMemoryFavoritesStore(favoriteIDs: [9, 2, 5])
        #expect(store.allFavoriteIDs() == [2, 5, 9])
    }

    @Test("Given no favourites, when a game is marked, then it is a favourite")
    func mark() throws {
        let store = InMemoryFavoritesStore()
        try store.markFavorite(gameID: 5)
        #expect(store.isFavorite(gameID: 5))
    }

    @Test("Given a favourite, when it is marked again, then the store refuses")
    func markTwice() {
        let store = InMemoryFavoritesStore(favoriteIDs: [5])
        #expect(throws: FavoritesError.alreadyFavorite(gameID: 5)) {
            try store.markFavorite(gameID: 5)
        }
        #expect(store.allFavoriteIDs() == [5])
    }

    @Test("Given two favourites, when one is unmarked, then only the other stays")
    func unmark() throws {
        let store = InMemoryFavoritesStore(favoriteIDs: [5, 6])
        try store.unmarkFavorite(gameID: 5)
        #expect(store.allFavoriteIDs() == [6])
    }

    @Test("Given a favourite, when another game is unmarked, then the store refuses and the favourite stays")
    func unmarkOther() {
        let store = InMemoryFavoritesStore(favoriteIDs: [5])
        #expect(throws: FavoritesError.notFavorite(gameID: 6)) {
            try store.unmarkFavorite(gameID: 6)
        }
        #expect(store.isFavorite(gameID: 5))
    }
}
