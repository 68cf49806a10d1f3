import Testing
@testable import Stage2

// MARK: - Task 3: "Please put number" for text that is not a whole number

@Suite("Task 3: Ask for a number")
@MainActor
struct Task03NotANumberSpec {
    /// Text that `Int(_:)` does not read as a whole number, and so neither does the view model.
    nonisolated static let notANumber: [String?] = [
        nil,  // no text field at all
        "",  // an empty text field
        "abc",
        "12a",
        " 12",  // spaces are not trimmed
        "12 ",
        "1.5",
        "-",
        "99999999999999999999",  // too big for an Int
    ]

    @Test("isEven(text:) asks for a number", arguments: notANumber)
    func oddEven(text: String?) {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []
        viewModel.resultOddEven = { reported.append($0) }

        viewModel.isEven(text: text)

        #expect(
            reported == ["Please put number"],
            "isEven(text: \(String(describing: text))) should call resultOddEven exactly once, with \"Please put number\""
        )
    }

    @Test("numberFormatter(text:) asks for a number", arguments: notANumber)
    func amount(text: String?) async {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []
        var reportedOddEven: [String] = []
        viewModel.resultOddEven = { reportedOddEven.append($0) }

        await confirmation("resultNumberFormatter is called once", expectedCount: 1) { amountReported in
            viewModel.resultNumberFormatter = {
                reported.append($0)
                amountReported()
            }
            await viewModel.numberFormatter(text: text)
        }

        #expect(
            reported == ["Please put number"],
            "numberFormatter(text: \(String(describing: text))) should call resultNumberFormatter exactly once, with \"Please put number\""
        )
        #expect(reportedOddEven.isEmpty, "numberFormatter(text:) should not call resultOddEven")
    }
}
