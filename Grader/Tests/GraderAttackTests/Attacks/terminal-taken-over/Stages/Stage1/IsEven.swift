/// Honest, so that the first failing spec test is one of `numberFormatter`'s, whose message
/// shows the value it returned.
public func isEven(number: Int) -> Bool {
    number.isMultiple(of: 2)
}
