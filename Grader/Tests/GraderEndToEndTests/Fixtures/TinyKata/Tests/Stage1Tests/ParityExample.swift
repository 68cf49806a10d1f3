import Testing
import Stage1

@Test func exampleRuns() { _ = isEven(number: 0) }
