// MARK: - Number formatting

/// Formats a whole number as an amount of money, grouping its digits by thousands.
///
///     numberFormatter(number: 1000)                   // "Rp 1.000"
///     numberFormatter(number: 1000, currency: "$")    // "$ 1.000"
///     numberFormatter(number: 1000, separator: ",")   // "Rp 1,000"
///
/// - Parameters:
///   - number: Any whole number, from `Int.min` to `Int.max`.
///   - separator: What goes between groups of three digits.
///   - currency: What goes before the amount, followed by a space.
/// - Returns: The currency, a space, a minus sign for a negative number, and the grouped digits.
public func numberFormatter(number: Int, separator: String = ".", currency: String = "Rp") -> String {
    // TODO: numberFormatter(number:separator:currency:) — build the amount, such as "Rp 1.000".
    // Work for every Int: zero, negative numbers, `Int.max` and `Int.min` too.
    ""
}
