import Foundation
import GraderEngine
import GraderExecution

// MARK: - The report in the format of Exercism's test runners

/// `--results DIR`: `DIR/results.json` as Exercism's test runners write it, version 3.
///
/// One entry per spec test, in file order: `name` (its stage first, "Stage 1 › Task 1: … › …",
/// as one file covers every stage graded), `test_code` (the body of its `@Test` function),
/// `status` (`pass`, `fail`, or `error` for a crash or a timeout), `message` when it did not
/// pass, and `task_id`, the workbook's task number. Task numbers start again in each stage:
/// grade one stage per file (`./grade.sh 2 --results out`) for links that are unique.
/// A stage that does not compile adds one `error` entry with the compiler's errors; a stage
/// whose results were forged reports each of its tests as failed. The top-level status is
/// `error` only when no test ran at all, with `message` saying why. The format is strict and
/// has no field for where a grade comes from: the first entry's `output` holds it, one line
/// (`Provenance.summary`).
package enum ExercismReport {
    struct Results: Encodable {
        var version = 3
        var status: String
        var message: String?
        var tests: [Test]
    }

    struct Test: Encodable {
        var name: String
        var testCode: String?
        var status: String
        var message: String?
        var taskID: Int?
        var output: String?

        enum CodingKeys: String, CodingKey {
            case name, status, message, output
            case testCode = "test_code"
            case taskID = "task_id"
        }
    }

    /// The format's limit on a test's `output`.
    static let outputLimit = 500

    /// - Parameter kataRoot: Where the spec files named in the report are read from.
    package static func render(_ report: GradeReport, kataRoot: URL) -> String {
        var tests: [Test] = []
        var sources: [String: String] = [:]
        var problems: [String] = []
        for stage in report.stages {
            let prefix = "Stage \(stage.stage) › "
            if stage.status == .compileError || (stage.tests.isEmpty && stage.message != nil) {
                let text = stage.compileErrors.isEmpty ? (stage.message ?? "not graded") : stage.compileErrors.joined(separator: "\n")
                problems.append("Stage \(stage.stage): \(text)")
                tests.append(Test(name: prefix + "build", status: "error", message: text))
                continue
            }
            for test in stage.tests {
                var entry = Test(name: prefix + test.name, status: status(test.status), taskID: taskID(test.name))
                if let file = test.file, let line = test.line {
                    if sources[file] == nil {
                        sources[file] = (try? String(contentsOf: kataRoot.appendingPathComponent(file), encoding: .utf8)) ?? ""
                    }
                    entry.testCode = sources[file].flatMap { SpecTestCode.body(ofTestAt: line, in: $0) }
                }
                if stage.status == .tampered || stage.status == .specModified {
                    entry.status = "fail"
                    entry.message = stage.message
                } else if entry.status != "pass" {
                    entry.message = test.message ?? test.status.rawValue.replacingOccurrences(of: "_", with: " ")
                }
                tests.append(entry)
            }
        }
        if let provenance = report.provenance, !tests.isEmpty {
            tests[0].output = String(provenance.summary.prefix(outputLimit))
        }
        let anyRan = tests.contains { !$0.name.hasSuffix(" › build") }
        let status = !anyRan ? "error" : tests.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
        let results = Results(status: status, message: status == "error" ? (problems.isEmpty ? "no spec test ran" : problems.joined(separator: "\n\n")) : nil,
                              tests: tests)
        let encoder = JSONEncoder.readable
        guard let data = try? encoder.encode(results) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func status(_ status: TestStatus) -> String {
        switch status {
        case .passed: "pass"
        case .crashed, .timeout: "error"
        case .failed, .noResult, .skipped: "fail"
        }
    }

    /// 2 for a test of the suite "Task 2: …".
    static func taskID(_ name: String) -> Int? {
        StageTasks.digits(inSuite: name).flatMap { Int($0) }
    }
}
