// MARK: - Amount formatting

/// Stage 1's formatter, brought along for the view model to use.
enum AmountFormatting {
    /// Formats `number` as "Rp 1.000": see stage 1's `numberFormatter(number:separator:currency:)`.
    static func format(_ number: Int, separator: String, currency: String) -> String {
        // `magnitude` is a UInt, so even `Int.min` is safe.
        var remaining = number.magnitude
        var groups: [String] = []
        repeat {
            let group = remaining % 1000
            remaining /= 1000
            // Every group but the leftmost keeps its zeros: 1005 is "1.005", not "1.5".
            let digits = String(group)
            let padding = remaining > 0 ? String(repeating: "0", count: 3 - digits.count) : ""
            groups.insert(padding + digits, at: 0)
        } while remaining > 0

        let sign = number < 0 ? "-" : ""
        return "\(currency) \(sign)\(groups.joined(separator: separator))"
    }
}
