import Testing
@testable import Stage2

@Suite("numberFormatter(text:separator:currency:) → resultNumberFormatter")
@MainActor
struct AmountTests {
    @Test("A whole number is reported once, formatted", arguments: [
        ("10", ".", "Rp", "Rp 10"),
        ("1000", ".", "Rp", "Rp 1.000"),
        ("1000", ".", "$", "$ 1.000"),
        ("1000050", ",", "Rp", "Rp 1,000,050"),
        ("-1000", ".", "Rp", "Rp -1.000"),
    ])
    func wholeNumber(text: String, separator: String, currency: String, expected: String) async {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []

        // The amount arrives asynchronously: `confirmation` fails unless the output is called
        // exactly once before the closure, which awaits the input, returns.
        await confirmation(expectedCount: 1) { amountReported in
            viewModel.resultNumberFormatter = { amount in
                reported.append(amount)
                amountReported()
            }
            await viewModel.numberFormatter(text: text, separator: separator, currency: currency)
        }

        #expect(reported == [expected])
    }

    @Test("Anything else asks for a number, on the amount output", arguments: [nil, "", "1.5"] as [String?])
    func notANumber(text: String?) async {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []
        var reportedOddEven: [String] = []
        viewModel.resultOddEven = { reportedOddEven.append($0) }

        await confirmation(expectedCount: 1) { amountReported in
            viewModel.resultNumberFormatter = { amount in
                reported.append(amount)
                amountReported()
            }
            await viewModel.numberFormatter(text: text)
        }

        #expect(reported == ["Please put number"])
        #expect(reportedOddEven.isEmpty, "the odd/even output is not this input's business")
    }
}
