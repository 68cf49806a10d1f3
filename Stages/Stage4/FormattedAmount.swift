// MARK: - Amounts as the report shows them

/// An amount in cents as text with two decimals: 123456 → "1234.56", -5 → "-0.05".
public func formattedAmount(cents: Int) -> String {
    // TODO: formattedAmount(cents:) — a sign for a debit, the whole part, a dot, two digits.
    ""
}
