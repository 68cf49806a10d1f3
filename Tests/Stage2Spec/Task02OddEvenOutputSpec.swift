import Testing
@testable import Stage2

// MARK: - Task 2: isEven(text:) → resultOddEven

@Suite("Task 2: Report even or odd")
@MainActor
struct Task02OddEvenOutputSpec {
    @Test("A whole number is reported as Genap or Ganjil, once", arguments: [
        ("32", "Genap"),  // the workshop's table
        ("33", "Ganjil"),
        ("0", "Genap"),
        ("-4", "Genap"),  // negative numbers too
        ("-7", "Ganjil"),
        ("9223372036854775807", "Ganjil"),  // Int.max
    ])
    func wholeNumber(text: String, expected: String) {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []
        viewModel.resultOddEven = { reported.append($0) }

        // The output is synchronous: it has been called by the time isEven(text:) returns, so
        // there is nothing to wait for.
        viewModel.isEven(text: text)

        #expect(
            reported == [expected],
            "isEven(text: \"\(text)\") should call resultOddEven exactly once, with \"\(expected)\""
        )
    }

    @Test("It leaves the amount output alone")
    func leavesAmountOutputAlone() {
        let viewModel = SecondBasicViewModel()
        var reportedAmounts: [String] = []
        var reportedOddEven: [String] = []
        viewModel.resultNumberFormatter = { reportedAmounts.append($0) }
        viewModel.resultOddEven = { reportedOddEven.append($0) }

        viewModel.isEven(text: "2")

        #expect(reportedOddEven == ["Genap"])
        #expect(reportedAmounts.isEmpty, "isEven(text:) should not call resultNumberFormatter")
    }
}
