// MARK: - Odd or even

/// Tells whether a whole number is even.
///
/// `isMultiple(of:)` is right for every `Int`, negative numbers included. A check such as
/// `number % 2 == 1` for "odd" is not: in Swift, `-3 % 2` is `-1`, not `1`.
///
/// - Parameter number: Any whole number, negative or not.
/// - Returns: `true` for an even number, `false` for an odd one.
public func isEven(number: Int) -> Bool {
    number.isMultiple(of: 2)
}
