import Testing
@testable import Stage2
@Test func placeholder() { #expect(Bool(true)) }
