import Foundation
import Testing
@testable import Stage1

/// Two seconds in every run: one reference run and one run per planted bug add up.
@Suite("Slow but fine")
struct SlowTests {
    @Test func takesItsTime() {
        Thread.sleep(forTimeInterval: 2)
        #expect(numberFormatter(number: 10) == numberFormatter(number: 10))
    }
}
