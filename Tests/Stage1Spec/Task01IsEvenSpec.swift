import Testing
@testable import Stage1

// MARK: - Task 1: isEven(number:)

@Suite("Task 1: Tell even from odd")
struct Task01IsEvenSpec {
    @Test("An even number is even", arguments: [
        2, 32, 1000,  // the workshop's table, and more of the same
        0,  // zero is even
        -2, -32,  // below zero, too
        Int.max - 1, Int.min,  // the extremes
    ])
    func evenNumber(number: Int) {
        #expect(isEven(number: number), "\(number) is a multiple of 2, so it is even")
    }

    @Test("An odd number is odd", arguments: [
        3, 33, 1,  // the workshop's table, and more of the same
        -1, -3, -33,  // `%` gives -1, not 1, for these: a check for `== 1` misses them
        Int.max, Int.min + 1,  // the extremes
    ])
    func oddNumber(number: Int) {
        #expect(!isEven(number: number), "\(number) is not a multiple of 2, so it is odd")
    }
}
