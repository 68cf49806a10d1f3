// MARK: - The report for CI dashboards

/// `--junit FILE`: one `<testsuite>` per stage, a `<testcase>` per spec test and one per
/// planted bug, in the shape Jenkins, GitLab and GitHub's test reporters read. Each suite's
/// `<properties>` say where the grade comes from (`Provenance`, and the grader).
public enum JUnitReport {
    public static func render(_ report: GradeReport) -> String {
        let properties = self.properties(report)
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        var totalErrors = 0
        for stage in report.stages {
            var cases: [String] = []
            var failures = 0
            var errors = 0
            var skipped = 0
            let className = "Stage\(stage.stage).Spec"
            if stage.status == .compileError || (stage.tests.isEmpty && stage.message != nil) {
                errors += 1
                let text = (stage.compileErrors.isEmpty ? [stage.message ?? "not graded"] : stage.compileErrors)
                    .joined(separator: "\n")
                cases.append("""
                      <testcase classname="\(escape(className))" name="build"><error message="\(escape(text.split(separator: "\n").first.map(String.init) ?? ""))">\(escape(text))</error></testcase>
                  """)
            }
            for test in stage.tests {
                var body = ""
                switch test.status {
                case .passed: break
                case .skipped:
                    skipped += 1
                    body = "<skipped/>"
                case .failed, .noResult:
                    failures += 1
                    body = "<failure message=\"\(escape(firstLine(test.message)))\">\(escape(test.message ?? test.status.rawValue))</failure>"
                case .crashed, .timeout:
                    errors += 1
                    body = "<error message=\"\(escape(firstLine(test.message)))\">\(escape(test.message ?? test.status.rawValue))</error>"
                }
                let file = test.file.map { " file=\"\(escape($0))\"" } ?? ""
                cases.append("    <testcase classname=\"\(escape(className))\" name=\"\(escape(test.name))\"\(file)>\(body)</testcase>")
            }
            if stage.bugs != nil {
                // Named by hint: the catalog's ids nearly give the fixes away.
                for bug in stage.bugsMissed {
                    failures += 1
                    cases.append("    <testcase classname=\"Stage\(stage.stage).PlantedBugs\" name=\"\(escape(bug.hint))\"><failure message=\"not caught by your tests\">not caught by your tests</failure></testcase>")
                }
                for bug in stage.bugsCaught {
                    cases.append("    <testcase classname=\"Stage\(stage.stage).PlantedBugs\" name=\"\(escape(bug.hint))\"/>")
                }
            }
            totalTests += cases.count
            totalFailures += failures
            totalErrors += errors
            suites.append("""
                  <testsuite name="Stage \(stage.stage)" tests="\(cases.count)" failures="\(failures)" errors="\(errors)" skipped="\(skipped)">
                \(properties)\(cases.joined(separator: "\n"))
                  </testsuite>
                """)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="Swift Unit Testing Kata" tests="\(totalTests)" failures="\(totalFailures)" errors="\(totalErrors)">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
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
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\t", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
