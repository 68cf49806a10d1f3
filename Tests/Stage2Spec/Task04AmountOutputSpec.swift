import Testing
@testable import Stage2

// MARK: - Task 4: numberFormatter(text:separator:currency:) → resultNumberFormatter, asynchronously

@Suite("Task 4: Report the amount when it is ready")
@MainActor
struct Task04AmountOutputSpec {
    @Test("A whole number is reported as an amount, once", arguments: [
        ("10", "Rp 10"),  // the workshop's table
        ("1000", "Rp 1.000"),
        ("1000000", "Rp 1.000.000"),
        ("0", "Rp 0"),
        ("1005", "Rp 1.005"),
        ("-1000", "Rp -1.000"),
    ])
    func amount(text: String, expected: String) async {
        let reported = await amounts { await $0.numberFormatter(text: text, separator: ".", currency: "Rp") }

        #expect(
            reported == [expected],
            "numberFormatter(text: \"\(text)\") should call resultNumberFormatter exactly once, with \"\(expected)\""
        )
    }

    @Test("The separator and the currency are passed on to the formatter", arguments: [
        ("1000", ",", "Rp", "Rp 1,000"),
        ("1000", ".", "$", "$ 1.000"),  // the workshop's table
        ("-1234567", " ", "IDR", "IDR -1 234 567"),
    ])
    func separatorAndCurrency(text: String, separator: String, currency: String, expected: String) async {
        let reported = await amounts {
            await $0.numberFormatter(text: text, separator: separator, currency: currency)
        }

        #expect(
            reported == [expected],
            "numberFormatter(text: \"\(text)\", separator: \"\(separator)\", currency: \"\(currency)\") should report \"\(expected)\""
        )
    }

    @Test("The default separator is \".\" and the default currency is \"Rp\"")
    func defaults() async {
        let reported = await amounts { await $0.numberFormatter(text: "2500") }

        #expect(reported == ["Rp 2.500"])
    }

    @Test("It leaves the odd/even output alone")
    func leavesOddEvenOutputAlone() async {
        let viewModel = SecondBasicViewModel()
        var reportedOddEven: [String] = []
        viewModel.resultOddEven = { reportedOddEven.append($0) }

        await confirmation("resultNumberFormatter is called once", expectedCount: 1) { amountReported in
            viewModel.resultNumberFormatter = { _ in amountReported() }
            await viewModel.numberFormatter(text: "1000")
        }

        #expect(reportedOddEven.isEmpty, "numberFormatter(text:) should not call resultOddEven")
    }

    /// Gives `input` a new view model to call `numberFormatter` on, awaits it, and returns every
    /// amount reported, confirming that there was exactly one.
    private func amounts(reportedBy input: (SecondBasicViewModel) async -> Void) async -> [String] {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []

        // `confirmation` fails the test unless the output is called exactly once before the
        // closure returns. The closure awaits the input, so no clock and no sleep are involved.
        await confirmation("resultNumberFormatter is called once", expectedCount: 1) { amountReported in
            viewModel.resultNumberFormatter = {
                reported.append($0)
                amountReported()
            }
            await input(viewModel)
        }
        return reported
    }
}
