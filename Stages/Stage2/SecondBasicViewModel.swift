// MARK: - Second basic view model

/// The logic of the stage 1 screen, moved out of the view: the view forwards what the person
/// typed (inputs) and shows whatever the view model hands back (outputs).
@MainActor
public final class SecondBasicViewModel {
    /// The message shown for text that is not a whole number.
    public static let notANumberMessage = "Please put number"

    // MARK: Output

    /// Receives "Genap" (even), "Ganjil" (odd) or the not-a-number message.
    public var resultOddEven: ((String) -> Void)?

    /// Receives the formatted amount, such as "Rp 1.000", or the not-a-number message.
    public var resultNumberFormatter: ((String) -> Void)?

    public init() {}

    // MARK: Input

    /// Checks the typed text and reports, right away, whether its number is even or odd.
    public func isEven(text: String?) {
        // TODO: isEven(text:) — call `resultOddEven` exactly once: with "Genap" or "Ganjil" for a
        // whole number, or with `Self.notANumberMessage` for no text, empty text or anything else.
    }

    /// Formats the typed text as an amount and reports it when the formatting is done.
    ///
    /// The formatting runs off the main actor, as slow work in a real app would, so the result
    /// arrives asynchronously: a test must wait for it.
    public func numberFormatter(text: String?, separator: String = ".", currency: String = "Rp") async {
        // TODO: numberFormatter(text:separator:currency:) — call `resultNumberFormatter` exactly
        // once: with `AmountFormatting.format(_:separator:currency:)` of the number, computed in
        // `Task.detached { … }.value`, or with `Self.notANumberMessage` as `isEven(text:)` does.
    }
}
