import Foundation
import Testing
@testable import Stage3

@Suite("Task 5: Keep the list fresh")
struct Task05KeepTheListFreshSpec {
    /// A cached provider over `provider` that reads the time from `clock`.
    private func cachedProvider(
        over provider: CountingProvider, clock: SpecClock, maxAge: TimeInterval = 300
    ) -> CachedProductProvider {
        CachedProductProvider(provider: provider, maxAge: maxAge, now: { clock.now })
    }

    @Test("The first fetch asks the provider and passes its list on")
    func firstFetchAsksTheProvider() {
        let provider = CountingProvider()
        let cache = cachedProvider(over: provider, clock: SpecClock())

        let result = cache.fetchProduct()

        #expect(result == .success(ProductResult(data: SpecFixtures.products)))
        #expect(provider.fetchCount == 1)
    }

    @Test("While the list is younger than its maximum age, it comes from memory", arguments: [0, 60, 299.9])
    func youngListComesFromMemory(secondsLater: TimeInterval) {
        let provider = CountingProvider()
        let clock = SpecClock()
        let cache = cachedProvider(over: provider, clock: clock)
        _ = cache.fetchProduct()

        clock.advance(bySeconds: secondsLater)
        let result = cache.fetchProduct()

        #expect(result == .success(ProductResult(data: SpecFixtures.products)))
        #expect(provider.fetchCount == 1, "a list \(secondsLater) s old is still fresh")
    }

    @Test("Once the list is as old as its maximum age, it is fetched again", arguments: [300, 301, 3600])
    func oldListIsFetchedAgain(secondsLater: TimeInterval) {
        let provider = CountingProvider()
        let clock = SpecClock()
        let cache = cachedProvider(over: provider, clock: clock)
        _ = cache.fetchProduct()

        clock.advance(bySeconds: secondsLater)
        _ = cache.fetchProduct()

        #expect(provider.fetchCount == 2, "a list \(secondsLater) s old is stale")
    }

    @Test("The maximum age is five minutes unless you give another")
    func maximumAgeIsFiveMinutesByDefault() {
        let provider = CountingProvider()
        let clock = SpecClock()
        let cache = CachedProductProvider(provider: provider, now: { clock.now })
        _ = cache.fetchProduct()

        clock.advance(bySeconds: 299)
        _ = cache.fetchProduct()
        #expect(provider.fetchCount == 1)
        clock.advance(bySeconds: 1)
        _ = cache.fetchProduct()
        #expect(provider.fetchCount == 2)
        #expect(CachedProductProvider.defaultMaxAge == 300)
    }

    @Test("A maximum age you give is the one kept")
    func givenMaximumAgeIsKept() {
        let provider = CountingProvider()
        let clock = SpecClock()
        let cache = cachedProvider(over: provider, clock: clock, maxAge: 60)
        _ = cache.fetchProduct()

        clock.advance(bySeconds: 59)
        _ = cache.fetchProduct()
        #expect(provider.fetchCount == 1, "a list 59 s old is fresh when it may be 60 s old")
        clock.advance(bySeconds: 1)
        _ = cache.fetchProduct()
        #expect(provider.fetchCount == 2, "a list 60 s old is stale when it may be 60 s old")
    }

    @Test("A failure is passed on, and not remembered")
    func failureIsNotRemembered() {
        let provider = CountingProvider(answers: [
            .failed("Server is down"), .success(ProductResult(data: SpecFixtures.products)),
        ])
        let cache = cachedProvider(over: provider, clock: SpecClock())

        #expect(cache.fetchProduct() == .failed("Server is down"))
        #expect(cache.fetchProduct() == .success(ProductResult(data: SpecFixtures.products)))
        #expect(provider.fetchCount == 2)
        #expect(cache.lastUpdatedText == "Updated just now")
    }

    @Test(
        "The label says how old the list is, in whole minutes",
        arguments: [
            (0, "Updated just now"),
            (59, "Updated just now"),
            (60, "Updated 1 minute ago"),
            (90, "Updated 1 minute ago"),  // a minute and a half is still one whole minute
            (119, "Updated 1 minute ago"),
            (120, "Updated 2 minutes ago"),
            (600, "Updated 10 minutes ago"),
        ])
    func labelCountsWholeMinutes(secondsLater: TimeInterval, label: String) {
        let clock = SpecClock()
        let cache = cachedProvider(over: CountingProvider(), clock: clock)
        _ = cache.fetchProduct()

        clock.advance(bySeconds: secondsLater)

        #expect(cache.lastUpdatedText == label)
    }

    @Test("Before a list arrives, the label says it was not updated yet")
    func labelBeforeAnyList() {
        let cache = cachedProvider(
            over: CountingProvider(answers: [.failed("Server is down")]), clock: SpecClock())

        #expect(cache.lastUpdatedText == "Not updated yet")
        _ = cache.fetchProduct()
        #expect(cache.lastUpdatedText == "Not updated yet")
    }

    @Test("The label counts from the latest fetch")
    func labelCountsFromTheLatestFetch() {
        let clock = SpecClock()
        let cache = cachedProvider(over: CountingProvider(), clock: clock)
        _ = cache.fetchProduct()
        clock.advance(bySeconds: 400)
        _ = cache.fetchProduct()  // stale: fetched again, now

        clock.advance(bySeconds: 60)

        #expect(cache.lastUpdatedText == "Updated 1 minute ago")
    }
}
