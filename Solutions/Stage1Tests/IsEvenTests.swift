import Testing
@testable import Stage1

@Suite("isEven(number:)")
struct IsEvenTests {
    @Test("Even numbers, zero and negative ones included", arguments: [2, 0, -2, -10, Int.min])
    func even(number: Int) {
        #expect(isEven(number: number))
    }

    @Test("Odd numbers, negative ones included", arguments: [3, 1, -1, -3, Int.max])
    func odd(number: Int) {
        #expect(!isEven(number: number), "\(number) is odd")
    }
}
