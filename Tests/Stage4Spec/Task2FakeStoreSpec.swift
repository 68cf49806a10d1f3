import Stage4
import Testing

@MainActor
@Suite("Task 2: Build the fake favourites store")
struct FakeStoreSpec {
    @Test("A new store has no favourites")
    func startsEmpty() {
        let store = InMemoryFavoritesStore()
        #expect(!store.isFavorite(gameID: 1))
    }

    @Test("The ids given at creation are favourites, and only those")
    func initialIDs() {
        let store = InMemoryFavoritesStore(favoriteIDs: [1, 3])
        #expect(store.isFavorite(gameID: 1))
        #expect(store.isFavorite(gameID: 3))
        #expect(!store.isFavorite(gameID: 2))
    }

    @Test("Marking a game makes it a favourite, and no other")
    func mark() {
        let store = InMemoryFavoritesStore()
        store.markFavorite(gameID: 7)
        #expect(store.isFavorite(gameID: 7))
        #expect(!store.isFavorite(gameID: 8))
    }

    @Test("Unmarking a favourite forgets it")
    func unmark() {
        let store = InMemoryFavoritesStore(favoriteIDs: [7])
        store.unmarkFavorite(gameID: 7)
        #expect(!store.isFavorite(gameID: 7))
    }

    @Test("Unmarking a game that is not a favourite changes nothing")
    func unmarkNonFavorite() {
        let store = InMemoryFavoritesStore(favoriteIDs: [7])
        store.unmarkFavorite(gameID: 8)
        #expect(store.isFavorite(gameID: 7))
        #expect(!store.isFavorite(gameID: 8))
    }
}
