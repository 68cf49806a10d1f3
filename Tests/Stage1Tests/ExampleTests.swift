import Testing
@testable import Stage1

// Write your own stage 1 tests in this folder: add tests to this suite, or new files beside it.
// The grader runs them against the reference solution (there they must pass) and against
// planted bugs (there at least one of them should fail). This example passes on the reference,
// and on your own code once the task it tests is done (until then the grader lists it as failing
// on your code); it catches no bug yet: that is your job.

@Suite("My stage 1 tests")
struct ExampleTests {
    @Test("Small amounts need no separator", arguments: [
        // Each pair is one row of a use-case table: the input, then the result you expect.
        (10, "Rp 10"),
        (100, "Rp 100"),
    ])
    func smallAmount(number: Int, expected: String) {
        #expect(numberFormatter(number: number) == expected)
    }
}
