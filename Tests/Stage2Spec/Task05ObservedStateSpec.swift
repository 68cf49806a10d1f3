import Observation
import Testing
@testable import Stage2

// MARK: - Task 5: ObservedBasicViewModel — the state, and the announcement of each change

@Suite("Task 5: Let the view observe the state")
@MainActor
struct Task05ObservedStateSpec {
    @Test("isEven(text:) sets the odd/even answer", arguments: [
        ("32", "Genap"),
        ("33", "Ganjil"),
        ("-7", "Ganjil"),
        ("12a", "Please put number"),
        (nil, "Please put number"),
    ] as [(String?, String)])
    func answer(text: String?, expected: String) {
        let viewModel = ObservedBasicViewModel()

        viewModel.isEven(text: text)

        #expect(viewModel.oddEven == expected, "after isEven(text: \(String(describing: text))), oddEven")
        #expect(viewModel.amount == "", "isEven(text:) should leave the amount as it was: empty")
    }

    @Test("numberFormatter(text:separator:currency:) sets the amount", arguments: [
        ("1000", ".", "Rp", "Rp 1.000"),
        ("-1234567", ",", "$", "$ -1,234,567"),
        ("abc", ".", "Rp", "Please put number"),
    ])
    func amount(text: String, separator: String, currency: String, expected: String) async {
        let viewModel = ObservedBasicViewModel()

        await viewModel.numberFormatter(text: text, separator: separator, currency: currency)

        #expect(viewModel.amount == expected, "after numberFormatter(text: \"\(text)\"), amount")
        #expect(viewModel.oddEven == "", "numberFormatter(text:) should leave the odd/even answer as it was: empty")
    }

    @Test("A view that reads the odd/even answer hears that it changed")
    func answerAnnounced() async {
        let viewModel = ObservedBasicViewModel()

        // `withObservationTracking` remembers the properties its first closure reads, and calls
        // `onChange` once, just before the first of them changes. `confirmation` fails the test
        // unless that happened by the time its closure returns.
        await confirmation("a change of oddEven is announced", expectedCount: 1) { announced in
            withObservationTracking {
                _ = viewModel.oddEven
            } onChange: {
                announced()
            }
            viewModel.isEven(text: "33")
        }
        #expect(viewModel.oddEven == "Ganjil")
    }

    @Test("A view that reads the amount hears that it changed")
    func amountAnnounced() async {
        let viewModel = ObservedBasicViewModel()

        await confirmation("a change of amount is announced", expectedCount: 1) { announced in
            withObservationTracking {
                _ = viewModel.amount
            } onChange: {
                announced()
            }
            await viewModel.numberFormatter(text: "1000")
        }
        #expect(viewModel.amount == "Rp 1.000")
    }

    @Test("Asking even or odd leaves the amount alone, unannounced", arguments: ["3", "abc"])
    func amountLeftAlone(text: String) async {
        let viewModel = ObservedBasicViewModel()
        await viewModel.numberFormatter(text: "1000")

        await confirmation("a change of amount is announced", expectedCount: 0) { announced in
            withObservationTracking {
                _ = viewModel.amount
            } onChange: {
                announced()
            }
            viewModel.isEven(text: text)
        }
        #expect(viewModel.amount == "Rp 1.000", "isEven(text: \"\(text)\") should not change the amount")
    }
}
