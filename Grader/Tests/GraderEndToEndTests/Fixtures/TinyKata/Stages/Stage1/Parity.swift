/// Tells whether a whole number is even.
public func isEven(number: Int) -> Bool {
    // TODO: isEven(number:)
    false
}
