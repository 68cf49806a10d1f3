import Stage4
import Testing

/// The fake is real code that other tests and the demo trust, so it gets tests of its own.
@MainActor
@Suite("The in-memory favourites store (a fake)")
struct InMemoryFavoritesStoreTests {
    @Test("Given ids at creation, when asked, then only those games are favourites")
    func initialIDs() {
        let store = InMemoryFavoritesStore(favoriteIDs: [1])
        #expect(store.isFavorite(gameID: 1))
        #expect(!store.isFavorite(gameID: 2))
    }

    @Test("Given no favourites, when a game is marked, then it is a favourite")
    func mark() {
        let store = InMemoryFavoritesStore()
        store.markFavorite(gameID: 5)
        #expect(store.isFavorite(gameID: 5))
    }

    @Test("Given a favourite, when it is unmarked, then it is no longer one")
    func unmark() {
        let store = InMemoryFavoritesStore(favoriteIDs: [5])
        store.unmarkFavorite(gameID: 5)
        #expect(!store.isFavorite(gameID: 5))
    }

    @Test("Given a favourite, when another game is unmarked, then the favourite stays")
    func unmarkOther() {
        let store = InMemoryFavoritesStore(favoriteIDs: [5])
        store.unmarkFavorite(gameID: 6)
        #expect(store.isFavorite(gameID: 5))
        #expect(!store.isFavorite(gameID: 6))
    }
}
