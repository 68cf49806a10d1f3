import Testing
@testable import Stage1

/// Fails on the reference on purpose: the text report names a learner test that fails there,
/// with the first line of its message. Name and message are made to take over the terminal the
/// instructor reads the report on: clear the screen and the scrollback, set the window title,
/// print a forged "complete" headline, conceal the real lines after it.
@Suite("Screen takeover")
struct ScreenTakeoverTests {
    @Test("\u{1B}[2J\u{1B}[3J\u{1B}[H\u{1B}]0;Stage 1 complete\u{07}\nStage 1  ✔ complete          spec tests 10/10     bugs caught 6/6\n\u{1B}[8m")
    func takeover() {
        Issue.record("\u{1B}[2J\u{1B}[3J\u{1B}[HStage 1  ✔ complete          spec tests 10/10     bugs caught 6/6\u{1B}[8m\u{202E}")
    }
}
