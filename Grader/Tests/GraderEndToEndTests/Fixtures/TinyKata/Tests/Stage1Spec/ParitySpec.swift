import Testing
import Stage1

@Suite("Task 1: Tell odd from even")
struct ParitySpec {
    @Test("two is even") func two() { #expect(isEven(number: 2)) }
    @Test("three is odd") func three() { #expect(!isEven(number: 3)) }
    @Test("minus three is odd") func minusThree() { #expect(!isEven(number: -3)) }
}
