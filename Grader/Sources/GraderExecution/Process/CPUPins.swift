// MARK: - One CPU per test run

import CPUAffinity

/// Which CPU each test run goes to (`ProcessRequest.pinnedToOneCPU`).
///
/// A test process free to run on any CPU spends much of its time handing work from one of its
/// threads to another across CPUs. Pinned to one, with the runs going on at once spread over
/// the CPUs, a stage 4 re-grade after a learner-test edit went from 6.25 to 5.72 s (medians of
/// 7, alternating, on 2 cores). Every test run is pinned, two to a CPU when there are more runs
/// than CPUs, so that no run can tell itself from another by the CPUs it may use.
final class CPUPins: Sendable {
    /// The grader's: as many CPUs as the grader itself may run on (none on macOS).
    static let shared = CPUPins(cpuCount: Int(kata_allowed_cpu_count()))

    /// How many pinned runs each CPU has now, by its index among the CPUs the grader may use.
    private let runsOnCPU: Locked<[Int]>

    init(cpuCount: Int) {
        runsOnCPU = Locked(Array(repeating: 0, count: max(0, cpuCount)))
    }

    /// The CPU with the fewest pinned runs, counted as having one more; `nil` when there is
    /// none to pin to.
    func take() -> Int? {
        runsOnCPU.withLock { runs in
            guard let cpu = runs.indices.min(by: { runs[$0] < runs[$1] }) else { return nil }
            runs[cpu] += 1
            return cpu
        }
    }

    /// A run on `cpu` is over.
    func give(_ cpu: Int) {
        runsOnCPU.withLock { $0[cpu] -= 1 }
    }
}
