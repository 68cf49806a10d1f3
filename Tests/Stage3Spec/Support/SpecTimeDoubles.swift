import Foundation
@testable import Stage3

// MARK: - Time, under the test's control

/// A clock the test moves by hand. It starts at a fixed date, never at `Date()`, and moves
/// only when the test says so: no test waits, and none depends on the wall clock.
final class SpecClock {
    private(set) var now = Date(timeIntervalSince1970: 1_700_000_000)

    func advance(bySeconds seconds: TimeInterval) {
        now += seconds
    }
}

/// A provider that counts its fetches and answers with the results it was given, in turn,
/// repeating the last one.
final class CountingProvider: AdvancedNetworkProvider {
    private var answers: [NetworkResult<ProductResult>]
    private(set) var fetchCount = 0

    init(answers: [NetworkResult<ProductResult>]) {
        self.answers = answers
    }

    /// A provider that always succeeds with `SpecFixtures.products`.
    convenience init() {
        self.init(answers: [.success(ProductResult(data: SpecFixtures.products))])
    }

    func fetchProduct() -> NetworkResult<ProductResult> {
        fetchCount += 1
        return answers.count > 1 ? answers.removeFirst() : answers[0]
    }
}
