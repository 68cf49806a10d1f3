import Testing
@testable import Stage4
@Test func placeholder() { #expect(Bool(true)) }
