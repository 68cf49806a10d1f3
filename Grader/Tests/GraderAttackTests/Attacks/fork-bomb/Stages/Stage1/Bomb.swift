/// The first call into stage 1 starts a thousand processes that outlive the run.
/// Capped and short-lived on purpose: a failed defence must not take the machine down.
enum Bomb {
    static let started: Void = Detached.start("""
        i=0
        while [ "$i" -lt 1000 ]; do sleep 30 & i=$((i + 1)); done
        wait
        """)
}
