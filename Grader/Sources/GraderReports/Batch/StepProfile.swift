import Foundation
import GraderEngine
import GraderExecution

// MARK: - Where a class's time went

/// Each pipeline step's real time, summed over a class by kind of work
/// (`GradingEvent.stepTook`), for the lines a batch ends with: what to make faster, measured
/// on the class itself. A submission's pipelines run side by side, so the sums add up to more
/// than the batch took.
package final class StepProfile: GradingEventRecorder {
    package init() {}

    private let seconds = Locked([String: [PipelineStep: Double]]())

    package func record(_ event: GradingEvent) {
        guard case .stepTook(let work, let step, let took) = event else { return }
        seconds.withLock { $0[work.name, default: [:]][step, default: 0] += took }
    }

    /// A heading, then one line per kind of work, the costliest first:
    /// "  spec tests: 435.4 s (prepare 3.1 · write 2.0 · build 350.2 · run 80.1)".
    package var lines: [String] {
        let all = seconds.withLock { $0 }
        guard !all.isEmpty else { return [] }
        let totals = all.mapValues { $0.values.reduce(0, +) }
        let rows = totals.keys.sorted { (totals[$0]!, $1) > (totals[$1]!, $0) }.map { work in
            let steps = PipelineStep.allCases.map { "\($0.rawValue) \(Self.text(all[work]![$0] ?? 0))" }
            return "  \(work): \(Self.text(totals[work]!)) s (\(steps.joined(separator: " · ")))"
        }
        return ["Where the time went, by kind of work and step (summed; a submission's kinds run side by side):"] + rows
    }

    private static func text(_ seconds: Double) -> String { String(format: "%.1f", seconds) }
}

/// Every event to each of `recorders`, in order.
package struct EventFanOut: GradingEventRecorder {
    package let recorders: [any GradingEventRecorder]

    package init(recorders: [any GradingEventRecorder]) { self.recorders = recorders }

    package func record(_ event: GradingEvent) {
        for recorder in recorders { recorder.record(event) }
    }
}
