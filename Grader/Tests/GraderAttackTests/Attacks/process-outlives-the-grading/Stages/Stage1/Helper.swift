/// The first call into stage 1 starts a helper that outlives the test run.
enum Helper {
    static let started: Void = Detached.start("sleep 90")
}
