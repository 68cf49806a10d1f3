import Testing
@testable import Stage2

// Write your own stage 2 tests in this folder: add tests to this suite, or new files beside it.
// The grader runs them against the reference solution (there they must pass) and against
// planted bugs (there at least one of them should fail). This example passes on the reference,
// and on your own code once the task it tests is done (until then the grader lists it as failing
// on your code); it catches no bug yet: that is your job.

@Suite("My stage 2 tests")
@MainActor  // the view model lives on the main actor, so its tests do too
struct ExampleTests {
    @Test("Even numbers are Genap", arguments: [
        // Each row of the use-case table is one input; each should produce "Genap".
        "2", "32",
    ])
    func evenNumber(text: String) {
        let viewModel = SecondBasicViewModel()
        var reported: [String] = []
        viewModel.resultOddEven = { reported.append($0) }

        viewModel.isEven(text: text)

        #expect(reported == ["Genap"])
    }
}
