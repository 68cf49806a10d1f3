import Testing
@testable import Stage1

// MARK: - Task 2: numberFormatter(number:) with the default separator and currency

@Suite("Task 2: Group the digits by thousands")
struct Task02GroupDigitsSpec {
    @Test("The workshop's table", arguments: [
        (10, "Rp 10"),
        (100, "Rp 100"),
        (1000, "Rp 1.000"),
        (10000, "Rp 10.000"),
        (100000, "Rp 100.000"),
        (1000000, "Rp 1.000.000"),
    ])
    func workshopTable(number: Int, expected: String) {
        #expect(numberFormatter(number: number) == expected)
    }

    @Test("Zero and numbers below a thousand have no separator", arguments: [
        (0, "Rp 0"),
        (1, "Rp 1"),
        (999, "Rp 999"),
    ])
    func belowAThousand(number: Int, expected: String) {
        #expect(numberFormatter(number: number) == expected)
    }

    @Test("Every group after the first keeps its zeros", arguments: [
        (1005, "Rp 1.005"),
        (1050, "Rp 1.050"),
        (10001, "Rp 10.001"),
        (1000050, "Rp 1.000.050"),
        (2003004, "Rp 2.003.004"),
    ])
    func zeroPadding(number: Int, expected: String) {
        #expect(
            numberFormatter(number: number) == expected,
            "a group after the first always has three digits: 1005 is 1.005, not 1.5 nor 1.500"
        )
    }

    @Test("A negative number keeps its minus sign and its separators", arguments: [
        (-1, "Rp -1"),
        (-999, "Rp -999"),
        (-1000, "Rp -1.000"),
        (-1005, "Rp -1.005"),
        (-1000000, "Rp -1.000.000"),
    ])
    func negativeNumber(number: Int, expected: String) {
        #expect(
            numberFormatter(number: number) == expected,
            "the minus sign goes after the currency and its space, and the digits are grouped as usual"
        )
    }

    @Test("The largest and the smallest Int", arguments: [
        (Int.max, "Rp 9.223.372.036.854.775.807"),
        (Int.min, "Rp -9.223.372.036.854.775.808"),
    ])
    func extremes(number: Int, expected: String) {
        #expect(
            numberFormatter(number: number) == expected,
            "every Int must work; note that -Int.min does not fit in an Int"
        )
    }
}
