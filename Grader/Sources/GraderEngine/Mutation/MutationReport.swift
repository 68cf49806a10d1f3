import Foundation
import GraderExecution

// MARK: - What `./grade.sh mutants` prints

/// One stage's mutation result with its accepted list: the report's text and JSON.
package struct MutationReport: Sendable {
    package var results: [StageMutationResult]
    var lists: [Int: AcceptedSurvivors]

    /// Every problem `verify` reports: unaccepted survivors, stale entries, stages not judged.
    package var problems: [String] {
        results.flatMap { (lists[$0.stage] ?? AcceptedSurvivors(accepted: [])).problems(with: $0) }
    }

    /// Per stage: the counts, then each survivor, marked when accepted, and what did not compile.
    package var text: String {
        var lines: [String] = []
        for result in results {
            let list = lists[result.stage] ?? AcceptedSurvivors(accepted: [])
            if let problem = result.problem {
                lines.append("Stage \(result.stage): not judged: \(problem)")
                continue
            }
            let accepted = result.survived.filter(list.accepts).count
            lines.append("Stage \(result.stage): \(result.generated.count) mutants · \(result.compiledCount) compiled · "
                + "\(result.killed.count) killed · \(result.survived.count) survived (\(accepted) accepted) · "
                + "score \(Self.percent(result.score))")
            for mutant in result.survived {
                let entry = list.accepted.first { $0.matches(mutant) }
                lines.append("  \(entry.map { "· accepted, \($0.kind.rawValue)" } ?? "✘ survived"): \(mutant.summary)")
                if let entry { lines.append("      \(entry.reason)") }
            }
            for entry in list.accepted where !result.survived.contains(where: entry.matches) {
                lines.append("  ✘ accepted, but no such survivor: \(entry.file): \(entry.change) in: \(entry.line) "
                    + "(remove it from Solutions/Mutants/Stage\(result.stage).json)")
            }
            if !result.notCompiled.isEmpty {
                lines.append("  not compiled (\(result.notCompiled.count)): "
                    + result.notCompiled.map { "\($0.file):\($0.line) \($0.change)" }.joined(separator: "; "))
            }
        }
        return lines.joined(separator: "\n")
    }

    package var json: String {
        struct Survivor: Encodable {
            var mutant: Mutant
            var entry: AcceptedSurvivors.Entry?
            enum CodingKeys: String, CodingKey {
                case id, file, line, `operator`, change, sourceLine = "source_line", accepted, kind, reason
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(mutant.id, forKey: .id)
                try container.encode(mutant.file, forKey: .file)
                try container.encode(mutant.line, forKey: .line)
                try container.encode(mutant.operator, forKey: .operator)
                try container.encode(mutant.change, forKey: .change)
                try container.encode(mutant.sourceLine, forKey: .sourceLine)
                try container.encode(entry != nil, forKey: .accepted)
                try container.encodeIfPresent(entry?.kind, forKey: .kind)
                try container.encodeIfPresent(entry?.reason, forKey: .reason)
            }
        }
        struct Stage: Encodable {
            var stage: Int
            var generated: Int
            var compiled: Int
            var killed: Int
            var survived: Int
            var score: Double
            var problem: String?
            var survivors: [Survivor]
            var notCompiled: [Mutant]
            enum CodingKeys: String, CodingKey {
                case stage, generated, compiled, killed, survived, score, problem, survivors, notCompiled = "not_compiled"
            }
        }
        let stages = results.map { result in
            let list = lists[result.stage] ?? AcceptedSurvivors(accepted: [])
            return Stage(stage: result.stage, generated: result.generated.count, compiled: result.compiledCount,
                         killed: result.killed.count, survived: result.survived.count,
                         score: (result.score * 1000).rounded() / 1000, problem: result.problem,
                         survivors: result.survived.map { mutant in
                             Survivor(mutant: mutant, entry: list.accepted.first { $0.matches(mutant) })
                         },
                         notCompiled: result.notCompiled)
        }
        let encoder = JSONEncoder.readable
        let data = (try? encoder.encode(["stages": stages])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func percent(_ score: Double) -> String {
        let value = score * 100
        return value == value.rounded() ? "\(Int(value)) %" : String(format: "%.1f %%", value)
    }
}

/// Runs the mutation check of a kata's stages in its own workspace, and reads the accepted lists.
package enum MutationCheck {
    package static func run(kata: KataRoot, stages: [Int], options: GradeOptions,
                           events: any GradingEventRecorder) throws(UsageError) -> MutationReport {
        var lists: [Int: AcceptedSurvivors] = [:]
        for stage in stages { lists[stage] = try AcceptedSurvivors.load(stage: stage, kataRoot: kata.url) }
        // The maintainers' check runs as long as it takes: its budget is a day, not a submission's.
        var options = options
        options.budget = 24 * 3600
        let session = GradingSession(kata: kata, options: options, events: events)
        let folder = session.workspaceRoot(for: Submission(root: kata.url, inputs: [:]), variant: "mutants")
        let context = session.context()
        let job = MutantJob(context: context, folder: folder.appendingPathComponent("spec"))
        let cache = session.cache(in: folder.appendingPathComponent("cache"))
        let byStage = StagePipeline(job: job, context: context, cache: cache).run(stages)
        let results = stages.compactMap { byStage[$0] }
        return MutationReport(results: results, lists: lists)
    }
}
