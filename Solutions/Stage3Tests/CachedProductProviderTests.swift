import Foundation
import Testing
@testable import Stage3

@Suite("CachedProductProvider remembers the list for five minutes")
struct CachedProductProviderTests {
    let clock = TestClock()
    let provider = ProductProviderSpy()

    /// The cache under test, reading the time from the test's clock.
    func makeCache(maxAge: TimeInterval = 300) -> CachedProductProvider {
        CachedProductProvider(provider: provider, maxAge: maxAge, now: { [clock] in clock.now })
    }

    @Test func givenAFetchedList_whenFetchingWithinMaxAge_thenTheProviderIsNotAskedAgain() {
        let cache = makeCache()
        _ = cache.fetchProduct()

        clock.advance(by: 299)
        let result = cache.fetchProduct()

        #expect(result == .success(MockProductData.generateProductResult()))
        #expect(provider.fetchCount == 1)
    }

    @Test(arguments: [300, 301])
    func givenAFetchedList_whenItIsMaxAgeOld_thenItIsFetchedAgain(secondsLater: TimeInterval) {
        let cache = makeCache()
        _ = cache.fetchProduct()

        // Exactly 300 seconds is a moment no sleeping test can land on.
        clock.advance(by: secondsLater)
        _ = cache.fetchProduct()

        #expect(provider.fetchCount == 2)
    }

    @Test func givenNoMaxAge_whenFiveMinutesPass_thenTheListIsFetchedAgain() {
        let cache = CachedProductProvider(provider: provider, now: { [clock] in clock.now })
        _ = cache.fetchProduct()

        clock.advance(by: 5 * 60)
        _ = cache.fetchProduct()

        #expect(provider.fetchCount == 2)
    }

    @Test func givenAFailure_whenFetchingAgain_thenTheProviderIsAskedAgain() {
        provider.result = .failed("offline")
        let cache = makeCache()
        _ = cache.fetchProduct()

        let result = cache.fetchProduct()

        #expect(result == .failed("offline"))
        #expect(provider.fetchCount == 2)
        #expect(cache.lastUpdatedText == "Not updated yet")
    }

    @Test(arguments: [
        (0, "Updated just now"),
        (59, "Updated just now"),
        (60, "Updated 1 minute ago"),
        (90, "Updated 1 minute ago"),
        (150, "Updated 2 minutes ago"),
    ])
    func givenAFetchedList_whenTimePasses_thenTheLabelSaysHowOldItIs(secondsLater: TimeInterval, label: String) {
        let cache = makeCache()
        _ = cache.fetchProduct()

        clock.advance(by: secondsLater)

        #expect(cache.lastUpdatedText == label)
    }

    @Test func givenAStaleList_whenFetchedAgain_thenTheLabelCountsFromTheNewFetch() {
        let cache = makeCache()
        _ = cache.fetchProduct()
        clock.advance(by: 10 * 60)
        _ = cache.fetchProduct()

        clock.advance(by: 60)

        #expect(cache.lastUpdatedText == "Updated 1 minute ago")
    }
}
