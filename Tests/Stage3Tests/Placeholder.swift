import Testing
@testable import Stage3
@Test func placeholder() { #expect(Bool(true)) }
