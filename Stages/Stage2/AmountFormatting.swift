// MARK: - Amount formatting

/// Stage 1's formatter, brought along for the view model to use.
enum AmountFormatting {
    /// Formats `number` as an amount of money, such as "Rp 1.000" or "$ -1,005".
    static func format(_ number: Int, separator: String, currency: String) -> String {
        // TODO: AmountFormatting.format — bring your stage 1 `numberFormatter(number:separator:currency:)`:
        // paste its body here (and any helpers it uses into this enum), then run the Task 1 tests.
        ""
    }
}
