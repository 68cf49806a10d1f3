/// Tells whether a whole number is even.
public func isEven(number: Int) -> Bool {
    let remainder = number % 2
    return remainder == 0
}
