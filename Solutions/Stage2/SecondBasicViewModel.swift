// MARK: - Second basic view model

/// The logic of the stage 1 screen, moved out of the view: the view forwards what the person
/// typed (inputs) and shows whatever the view model hands back (outputs).
///
/// It is a class rather than the workshop's struct: the view sets the outputs once and keeps
/// the view model, and a copy of a struct would not carry closures set afterwards.
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
        guard let number = Self.number(in: text) else {
            resultOddEven?(Self.notANumberMessage)
            return
        }
        resultOddEven?(number.isMultiple(of: 2) ? "Genap" : "Ganjil")
    }

    /// Formats the typed text as an amount and reports it when the formatting is done.
    ///
    /// The formatting runs off the main actor, as slow work in a real app would, so the result
    /// arrives asynchronously: a test must wait for it.
    public func numberFormatter(text: String?, separator: String = ".", currency: String = "Rp") async {
        guard let number = Self.number(in: text) else {
            resultNumberFormatter?(Self.notANumberMessage)
            return
        }
        let formatted = await Task.detached {
            AmountFormatting.format(number, separator: separator, currency: currency)
        }.value
        resultNumberFormatter?(formatted)
    }

    /// The whole number in the text, or `nil` for no text, empty text or anything else.
    private static func number(in text: String?) -> Int? {
        guard let text, !text.isEmpty else { return nil }
        return Int(text)
    }
}
