import Testing
import Stage2

@Suite("Task 1: Greet by name")
struct GreetingSpec {
    @Test("greets Ana") func ana() { #expect(greeting(for: "Ana") == "Hello, Ana!") }
}
