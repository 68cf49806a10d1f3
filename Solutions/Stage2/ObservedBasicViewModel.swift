import Observation

// MARK: - Observed basic view model

/// The same screen as `SecondBasicViewModel`, in the style of new SwiftUI code: instead of
/// calling output closures, the view model keeps its answers in properties, and the view reads
/// them. `@Observable` announces every change of a property to whoever read it (a SwiftUI view,
/// or a test's `withObservationTracking`), so the view knows when to draw again.
///
/// It is `@MainActor`: SwiftUI reads it on the main actor, and Observation announces a change
/// on the thread that makes it, so every change must happen there too. The compiler checks it.
@MainActor
@Observable
public final class ObservedBasicViewModel {
    /// "Genap" (even), "Ganjil" (odd) or "Please put number"; empty until the first answer.
    public private(set) var oddEven = ""

    /// The formatted amount, such as "Rp 1.000", or "Please put number"; empty until the first one.
    public private(set) var amount = ""

    public init() {}

    // MARK: Input

    /// Checks the typed text and sets `oddEven` right away; `amount` stays as it is.
    public func isEven(text: String?) {
        guard let text, let number = Int(text) else {
            oddEven = SecondBasicViewModel.notANumberMessage
            return
        }
        oddEven = number.isMultiple(of: 2) ? "Genap" : "Ganjil"
    }

    /// Formats the typed text off the main actor and sets `amount` when it is done.
    public func numberFormatter(text: String?, separator: String = ".", currency: String = "Rp") async {
        guard let text, let number = Int(text) else {
            amount = SecondBasicViewModel.notANumberMessage
            return
        }
        let formatted = await Task.detached {
            AmountFormatting.format(number, separator: separator, currency: currency)
        }.value
        // Back on the main actor after the `await`: the change, and its announcement, happen there.
        amount = formatted
    }
}
