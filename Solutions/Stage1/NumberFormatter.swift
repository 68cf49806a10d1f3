// MARK: - Number formatting

/// Formats a whole number as an amount of money, grouping its digits by thousands.
///
///     numberFormatter(number: 1000)                   // "Rp 1.000"
///     numberFormatter(number: 1000, currency: "$")    // "$ 1.000"
///     numberFormatter(number: -1005)                  // "Rp -1.005"
///
/// - Parameters:
///   - number: Any whole number, from `Int.min` to `Int.max`.
///   - separator: What goes between groups of three digits.
///   - currency: What goes before the amount, followed by a space.
/// - Returns: The currency, a space, a minus sign for a negative number, and the grouped digits.
public func numberFormatter(number: Int, separator: String = ".", currency: String = "Rp") -> String {
    // `magnitude` is a UInt, so even `Int.min`, whose negation does not fit in an Int, is safe.
    let digits = groupedDigits(number.magnitude, separator: separator)
    // Negative amounts are grouped too: -1000 is "-1.000", not "-1000".
    let amount = number < 0 ? "-" + digits : digits
    return "\(currency) \(amount)"
}

/// Writes the digits of `magnitude` in groups of three, from the right: 1000050 is "1.000.050".
private func groupedDigits(_ magnitude: UInt, separator: String) -> String {
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
private func threeDigits(_ group: UInt) -> String {
    let digits = String(group)
    return String(repeating: "0", count: 3 - digits.count) + digits
}
