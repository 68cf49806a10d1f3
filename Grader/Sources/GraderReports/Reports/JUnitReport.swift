import GraderEngine
import GraderExecution

// MARK: - The report for CI dashboards

/// `--junit FILE`: one `<testsuite>` per stage, a `<testcase>` per spec test and one per
/// planted bug, in the shape Jenkins, GitLab and GitHub's test reporters read. Each suite's
/// `<properties>` say where the grade comes from (`Provenance`, and the grader).
package enum JUnitReport {
    package static func render(_ report: GradeReport) -> String {
        let properties = self.properties(report)
        let suites = report.stages.map(Suite.init)
        let body = suites.map { suite in
            """
              <testsuite name="Stage \(suite.stage)" tests="\(suite.cases.count)" failures="\(suite.failures)" errors="\(suite.errors)" skipped="\(suite.skipped)">
            \(properties)\(suite.cases.joined(separator: "\n"))
              </testsuite>
            """
        }
        let tests = suites.map(\.cases.count).reduce(0, +)
        let failures = suites.map(\.failures).reduce(0, +)
        let errors = suites.map(\.errors).reduce(0, +)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="Swift Unit Testing Kata" tests="\(tests)" failures="\(failures)" errors="\(errors)">
            \(body.joined(separator: "\n"))
            </testsuites>

            """
    }

    /// One stage as a `<testsuite>`: its test cases and their counts.
    private struct Suite {
        var stage: Int
        var cases: [String] = []
        var failures = 0
        var errors = 0
        var skipped = 0

        init(_ stage: StageReport) {
            self.stage = stage.stage
            let className = "Stage\(stage.stage).Spec"
            if stage.status == .compileError || (stage.tests.isEmpty && stage.message != nil) {
                errors += 1
                let text = (stage.compileErrors.isEmpty ? [stage.message ?? "not graded"] : stage.compileErrors)
                    .joined(separator: "\n")
                cases.append("""
                      <testcase classname="\(escape(className))" name="build"><error message="\(escape(firstLine(text)))">\(escape(text))</error></testcase>
                  """)
            }
            for test in stage.tests {
                let file = test.file.map { " file=\"\(escape($0))\"" } ?? ""
                cases.append("    <testcase classname=\"\(escape(className))\" name=\"\(escape(test.name))\"\(file)>\(outcome(of: test))</testcase>")
            }
            if stage.bugs != nil {
                // Named by hint: the catalog's ids nearly give the fixes away.
                for bug in stage.bugsMissed {
                    failures += 1
                    let why = bug.waitingFor.map { "caught, not counted yet: \($0)" } ?? "not caught by your tests"
                    cases.append("    <testcase classname=\"Stage\(stage.stage).PlantedBugs\" name=\"\(escape(bug.hint))\"><failure message=\"\(escape(why))\">\(escape(why))</failure></testcase>")
                }
                for bug in stage.bugsCaught {
                    cases.append("    <testcase classname=\"Stage\(stage.stage).PlantedBugs\" name=\"\(escape(bug.hint))\"/>")
                }
            }
        }

        /// A spec test's element inside its `<testcase>`, counted.
        private mutating func outcome(of test: ReportedTest) -> String {
            switch test.status {
            case .passed:
                return ""
            case .skipped:
                skipped += 1
                return "<skipped/>"
            case .failed, .noResult:
                failures += 1
                return "<failure message=\"\(escape(firstLine(test.message)))\">\(escape(test.message ?? test.status.rawValue))</failure>"
            case .crashed, .timeout:
                errors += 1
                return "<error message=\"\(escape(firstLine(test.message)))\">\(escape(test.message ?? test.status.rawValue))</error>"
            }
        }
    }

    /// `<properties>` with a line of its own, or nothing for a report with no provenance.
    static func properties(_ report: GradeReport) -> String {
        var pairs: [(String, String)] = []
        if let grader = report.grader {
            pairs += [("grader_version", grader.version), ("grader_executable_sha256", grader.executableSHA256)]
        }
        pairs += report.provenance?.textFields.map { ($0.key, $0.value) } ?? []
        guard !pairs.isEmpty else { return "" }
        let lines = pairs.map { "      <property name=\"\($0.0)\" value=\"\(escape($0.1))\"/>" }
        return (["    <properties>"] + lines + ["    </properties>"]).joined(separator: "\n") + "\n"
    }

    private static func firstLine(_ text: String?) -> String {
        text.flatMap { $0.split(separator: "\n").first.map(String.init) } ?? ""
    }

    /// Escapes XML text and attributes, and drops characters XML 1.0 cannot hold.
    static func escape(_ text: String) -> String {
        ScalarRewrite.rewrite(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\n", "\t", "\r": nil
            default: scalar.value >= 0x20 ? nil : ""
            }
        }
    }
}
