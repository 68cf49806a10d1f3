// MARK: - Amounts as the report shows them

/// An amount in cents as text with two decimals: 123456 → "1234.56", -5 → "-0.05".
public func formattedAmount(cents: Int) -> String {
    // The sign comes from the amount, not from its whole part: -5 cents has a whole part of 0.
    let sign = cents < 0 ? "-" : ""
    let whole = abs(cents) / 100
    let hundredths = abs(cents) % 100
    let padding = hundredths < 10 ? "0" : ""
    return "\(sign)\(whole).\(padding)\(hundredths)"
}
