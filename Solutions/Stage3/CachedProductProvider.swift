import Foundation

// MARK: - A provider that remembers, and knows the time

/// Remembers the last product list it fetched, and fetches it again once it is too old.
///
/// It reads the time only through `now`, never with `Date()` itself: the app passes the
/// system's clock, and a test passes a clock it moves by hand, so that "five minutes later"
/// takes no time at all.
public final class CachedProductProvider: AdvancedNetworkProvider {
    /// How long a fetched list stays fresh: five minutes, in seconds.
    public static let defaultMaxAge: TimeInterval = 300
    /// What `lastUpdatedText` says before a fetch has succeeded.
    public static let notUpdatedYetText = "Not updated yet"

    private let provider: any AdvancedNetworkProvider
    private let maxAge: TimeInterval
    private let now: () -> Date
    /// The last list fetched, and when.
    private var cached: (result: ProductResult, fetchedAt: Date)?

    /// - Parameters:
    ///   - provider: Where the list really comes from.
    ///   - maxAge: How many seconds a fetched list stays fresh.
    ///   - now: Tells the time; the system's clock by default.
    public init(
        provider: any AdvancedNetworkProvider,
        maxAge: TimeInterval = CachedProductProvider.defaultMaxAge,
        now: @escaping () -> Date = Date.init
    ) {
        self.provider = provider
        self.maxAge = maxAge
        self.now = now
    }

    /// The remembered list while it is younger than `maxAge`; otherwise asks `provider` again.
    public func fetchProduct() -> NetworkResult<ProductResult> {
        if let cached, now().timeIntervalSince(cached.fetchedAt) < maxAge {
            return .success(cached.result)
        }
        let answer = provider.fetchProduct()
        // Only a list is remembered: after a failure, the next fetch tries again.
        if case .success(let result) = answer {
            cached = (result, now())
        }
        return answer
    }

    /// How old the list is, in whole minutes: "Updated just now", "Updated 1 minute ago",
    /// "Updated 7 minutes ago".
    public var lastUpdatedText: String {
        guard let cached else {
            return Self.notUpdatedYetText
        }
        // `Int(_:)` drops the fraction: 119 seconds is still "1 minute ago".
        let minutes = Int(now().timeIntervalSince(cached.fetchedAt) / 60)
        switch minutes {
        case 0:
            return "Updated just now"
        case 1:
            return "Updated 1 minute ago"
        default:
            return "Updated \(minutes) minutes ago"
        }
    }
}
