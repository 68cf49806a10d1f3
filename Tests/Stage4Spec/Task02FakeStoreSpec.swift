import Stage4
import Testing

@MainActor
@Suite("Task 2: Build the fake favourites store")
struct Task02FakeStoreSpec {
    @Test("A new store has no favourites")
    func startsEmpty() {
        let store = InMemoryFavoritesStore()
        #expect(!store.isFavorite(gameID: 1))
        #expect(store.allFavoriteIDs().isEmpty)
    }

    @Test("The ids given at creation are favourites, and only those")
    func initialIDs() {
        let store = InMemoryFavoritesStore(favoriteIDs: [1, 3])
        #expect(store.isFavorite(gameID: 1))
        #expect(store.isFavorite(gameID: 3))
        #expect(!store.isFavorite(gameID: 2))
    }

    @Test("All favourites are listed, smallest id first")
    func listsAllSorted() {
        let store = InMemoryFavoritesStore(favoriteIDs: [30, 4, 12, 7])
        #expect(store.allFavoriteIDs() == [4, 7, 12, 30])
    }

    @Test("Marking a game makes it a favourite, and no other")
    func mark() throws {
        let store = InMemoryFavoritesStore(favoriteIDs: [3])
        try store.markFavorite(gameID: 7)
        #expect(store.isFavorite(gameID: 7))
        #expect(!store.isFavorite(gameID: 8))
        #expect(store.allFavoriteIDs() == [3, 7])
    }

    @Test("Marking a favourite again fails, and changes nothing")
    func markTwice() throws {
        let store = InMemoryFavoritesStore(favoriteIDs: [3])
        try store.markFavorite(gameID: 7)
        #expect(throws: FavoritesError.alreadyFavorite(gameID: 7)) {
            try store.markFavorite(gameID: 7)
        }
        #expect(store.allFavoriteIDs() == [3, 7])
    }

    @Test("Unmarking a favourite forgets it")
    func unmark() throws {
        let store = InMemoryFavoritesStore(favoriteIDs: [7])
        try store.unmarkFavorite(gameID: 7)
        #expect(!store.isFavorite(gameID: 7))
    }

    @Test("Unmarking a favourite keeps the others")
    func unmarkKeepsOthers() throws {
        let store = InMemoryFavoritesStore(favoriteIDs: [3, 7])
        try store.unmarkFavorite(gameID: 7)
        #expect(store.isFavorite(gameID: 3))
        #expect(store.allFavoriteIDs() == [3])
    }

    @Test("Unmarking a game that is not a favourite fails, and changes nothing")
    func unmarkNonFavorite() {
        let store = InMemoryFavoritesStore(favoriteIDs: [7])
        #expect(throws: FavoritesError.notFavorite(gameID: 8)) {
            try store.unmarkFavorite(gameID: 8)
        }
        #expect(store.isFavorite(gameID: 7))
        #expect(!store.isFavorite(gameID: 8))
    }
}
