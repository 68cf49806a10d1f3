// MARK: - Odd or even

/// Tells whether a whole number is even.
///
///     isEven(number: 2)     // true
///     isEven(number: 3)     // false
///
/// - Parameter number: Any whole number, negative or not.
/// - Returns: `true` for an even number, `false` for an odd one.
public func isEven(number: Int) -> Bool {
    // TODO: isEven(number:) — return whether `number` is even. Mind negative numbers: -3 is odd.
    false
}
