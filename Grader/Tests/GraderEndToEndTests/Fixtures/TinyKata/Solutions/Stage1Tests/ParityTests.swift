import Testing
import Stage1

@Test func evenNumbers() { #expect(isEven(number: 4)) }
@Test func oddNegative() { #expect(!isEven(number: -3)) }
