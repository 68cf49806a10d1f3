// MARK: - What a hang may cost, spec tests and learner tests alike

/// The limits both sides put on tests that hang, so that code hanging everywhere costs a few
/// seconds a test, not the stall limit each time, and its hangs stop counting at a cap.
enum HangLimits {
    /// How many tests of one session may hang, in all, before the others are left unrun: one
    /// hanging test costs only itself, but code that hangs everywhere must not cost the stall
    /// limit once per test (and with it the budget of the submission's other stages).
    static let hangsPerSession = 3
    /// The stall limit once a test has hung: an honest test that makes no progress for 3 s
    /// after another one hung is taken to hang too, and code that hangs again costs 3 s, not 10.
    static let stallAfterHang = 3.0
}
