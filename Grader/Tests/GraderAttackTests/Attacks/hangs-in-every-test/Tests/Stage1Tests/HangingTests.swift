import Foundation
import Testing
@testable import Stage1

/// A dozen tests that never end: each one the grader must stop, in every run of the hunt. Before
/// issue 39, each stop cost the 10 s stall limit, relaunch after relaunch, past any --budget.
@Suite("Waits for ever")
struct HangingTests {
    @Test func hangs01() { wait() }
    @Test func hangs02() { wait() }
    @Test func hangs03() { wait() }
    @Test func hangs04() { wait() }
    @Test func hangs05() { wait() }
    @Test func hangs06() { wait() }
    @Test func hangs07() { wait() }
    @Test func hangs08() { wait() }
    @Test func hangs09() { wait() }
    @Test func hangs10() { wait() }
    @Test func hangs11() { wait() }
    @Test func hangs12() { wait() }

    private func wait() {
        Thread.sleep(forTimeInterval: 3_600)
        #expect(isEven(number: 2))
    }
}
