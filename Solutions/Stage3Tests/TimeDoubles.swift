import Foundation
@testable import Stage3

// MARK: - Time, moved by the test

/// A clock the test moves by hand: no test waits, and none reads the wall clock.
///
/// It starts at a fixed date, not at `Date()`: code that reads the wall clock instead of this
/// one then sees a very different time, and the test notices.
final class TestClock {
    private(set) var now = Date(timeIntervalSinceReferenceDate: 0)

    func advance(by seconds: TimeInterval) {
        now += seconds
    }
}

/// A spy provider: answers with canned products and counts how often it was asked.
final class ProductProviderSpy: AdvancedNetworkProvider {
    var result: NetworkResult<ProductResult> = .success(MockProductData.generateProductResult())
    private(set) var fetchCount = 0

    func fetchProduct() -> NetworkResult<ProductResult> {
        fetchCount += 1
        return result
    }
}
