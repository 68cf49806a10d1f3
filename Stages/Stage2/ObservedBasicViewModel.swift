import Observation

// MARK: - Observed basic view model

/// The same screen as `SecondBasicViewModel`, in the style of new SwiftUI code: instead of
/// calling output closures, the view model keeps its answers in properties, and the view reads
/// them. The view must also hear when a property changes, so that it draws again.
// TODO: ObservedBasicViewModel — make the class announce its changes: mark it `@Observable`
// (from `import Observation`), beside `@MainActor`.
@MainActor
public final class ObservedBasicViewModel {
    /// "Genap" (even), "Ganjil" (odd) or "Please put number"; empty until the first answer.
    public private(set) var oddEven = ""

    /// The formatted amount, such as "Rp 1.000", or "Please put number"; empty until the first one.
    public private(set) var amount = ""

    public init() {}

    // MARK: Input

    /// Checks the typed text and sets `oddEven` right away; `amount` stays as it is.
    public func isEven(text: String?) {
        // TODO: isEven(text:) — set `oddEven` to "Genap" or "Ganjil" for a whole number, or to
        // `SecondBasicViewModel.notANumberMessage` for anything else. Leave `amount` alone.
    }

    /// Formats the typed text off the main actor and sets `amount` when it is done.
    public func numberFormatter(text: String?, separator: String = ".", currency: String = "Rp") async {
        // TODO: numberFormatter(text:separator:currency:) — set `amount` to the formatted number,
        // computed in `Task.detached { … }.value` as `SecondBasicViewModel` does, or to the message.
    }
}
