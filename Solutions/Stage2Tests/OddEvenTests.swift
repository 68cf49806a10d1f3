import Testing
@testable import Stage2

@Suite("isEven(text:) → resultOddEven")
@MainActor
struct OddEvenTests {
    @Test("A whole number is Genap or Ganjil", arguments: [
        ("32", "Genap"),
        ("33", "Ganjil"),
        ("0", "Genap"),
        ("-2", "Genap"),
        ("-3", "Ganjil"),
    ])
    func wholeNumber(text: String, expected: String) {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []
        viewModel.resultOddEven = { reported.append($0) }

        // The output is synchronous: no expectation and no waiting needed.
        viewModel.isEven(text: text)

        #expect(reported == [expected])
    }

    // The message is spelled out, not read from `SecondBasicViewModel.notANumberMessage`: a test
    // that asks the code under test for its expected value cannot catch a wrong value.
    @Test("Anything else asks for a number", arguments: [nil, "", "abc", "12a", " 12"] as [String?])
    func notANumber(text: String?) {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []
        viewModel.resultOddEven = { reported.append($0) }

        viewModel.isEven(text: text)

        #expect(reported == ["Please put number"])
    }
}
