import Observation
import Testing
@testable import Stage2

@Suite("ObservedBasicViewModel: the state, and who hears that it changed")
@MainActor
struct ObservedStateTests {
    // The state first: what the view will show. No closures and no recorders: read the property.
    @Test("isEven(text:) sets the answer", arguments: [
        ("32", "Genap"),
        ("-3", "Ganjil"),
        ("", "Please put number"),
    ])
    func answer(text: String, expected: String) {
        let viewModel = ObservedBasicViewModel()

        viewModel.isEven(text: text)

        #expect(viewModel.oddEven == expected)
    }

    @Test("numberFormatter(text:…) sets the amount")
    func amount() async {
        let viewModel = ObservedBasicViewModel()

        await viewModel.numberFormatter(text: "1000", separator: ",", currency: "$")

        #expect(viewModel.amount == "$ 1,000")
    }

    // Then the announcement: a right value that nobody hears about is a screen that never
    // updates. `onChange` is `@Sendable`, so it cannot append to a local list; a confirmation,
    // which is Sendable, counts the calls instead.
    @Test("A new answer is announced")
    func answerAnnounced() async {
        let viewModel = ObservedBasicViewModel()

        await confirmation(expectedCount: 1) { announced in
            withObservationTracking { _ = viewModel.oddEven } onChange: { announced() }
            viewModel.isEven(text: "7")
        }
    }

    @Test("A new amount is announced, after the formatting")
    func amountAnnounced() async {
        let viewModel = ObservedBasicViewModel()

        await confirmation(expectedCount: 1) { announced in
            withObservationTracking { _ = viewModel.amount } onChange: { announced() }
            await viewModel.numberFormatter(text: "25")
        }
    }

    // What is not announced matters too: a view of the amount must not hear about odd/even.
    @Test("A text that is not a number leaves the amount alone")
    func amountLeftAlone() async {
        let viewModel = ObservedBasicViewModel()
        await viewModel.numberFormatter(text: "1000")

        await confirmation(expectedCount: 0) { announced in
            withObservationTracking { _ = viewModel.amount } onChange: { announced() }
            viewModel.isEven(text: "abc")
        }
        #expect(viewModel.amount == "Rp 1.000")
    }
}
