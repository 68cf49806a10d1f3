// MARK: - Amount formatting

/// Stage 1's formatter, brought along for the view model to use.
enum AmountFormatting {
    /// Formats `number` as "Rp 1.000": see stage 1's `numberFormatter(number:separator:currency:)`.
    static func format(_ number: Int, separator: String, currency: String) -> String {
        // `magnitude` is a UInt, so even `Int.min`, whose negation does not fit in an Int, is safe.
        let digits = groupedDigits(number.magnitude, separator: separator)
        // Negative amounts are grouped too: -1000 is "-1.000", not "-1000".
        let amount = number < 0 ? "-" + digits : digits
        return "\(currency) \(amount)"
    }

    /// Writes the digits of `magnitude` in groups of three, from the right: 1000050 is "1.000.050".
    private static func groupedDigits(_ magnitude: UInt, separator: String) -> String {
        var remaining = magnitude
        var groups: [String] = []
        // `repeat` rather than `while`, so that zero still gets its one group: "0".
        repeat {
            let group = remaining % 1000
            remaining /= 1000
            // Every group but the leftmost keeps its zeros: 1005 is "1.005", not "1.5".
            groups.insert(remaining > 0 ? threeDigits(group) : String(group), at: 0)
        } while remaining > 0
        return groups.joined(separator: separator)
    }

    /// Writes a group of thousands with exactly three digits: 5 becomes "005".
    private static func threeDigits(_ group: UInt) -> String {
        let digits = String(group)
        return String(repeating: "0", count: 3 - digits.count) + digits
    }
}
