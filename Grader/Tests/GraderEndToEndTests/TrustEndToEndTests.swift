import Foundation
import GraderTestSupport
import Testing

// MARK: - Dishonest code on the tiny kata: forged results, stray processes, secrets

/// In the same serialized suite as the other end-to-end tests: they share one submission folder.
extension GradingEndToEndTests {
    /// Stage 1 code that, the first time it is called, rewrites the event stream so that the
    /// tests it names (all of them, or only the public spec tests) passed, then exits.
    static func forger(flippingOnlyPublicTests onlyPublic: Bool) -> String {
        """
        import Foundation

        public func isEven(number: Int) -> Bool {
            let arguments = CommandLine.arguments
            fflush(nil)  // the framework buffers its stream: flush it to read the whole plan
            if let flag = arguments.firstIndex(of: "--experimental-event-stream-output"),
               let text = try? String(contentsOfFile: arguments[flag + 1], encoding: .utf8) {
                var lines = text.split(separator: "\\n").map(String.init).filter {
                    $0.contains(#""kind":"test""#) && !$0.contains("Parameterized")
                }
                for line in lines where line.contains(#""kind":"function""#) {
                    guard let start = line.range(of: #""id":""#),
                          let end = line[start.upperBound...].firstIndex(of: "\\"") else { continue }
                    let id = String(line[start.upperBound..<end])
                    if \(onlyPublic) && !id.hasPrefix("Stage1Spec") { continue }
                    for kind in ["testStarted", "testEnded"] {
                        lines.append(#"{"kind":"event","payload":{"kind":"\\#(kind)","testID":"\\#(id)","messages":[]},"version":0}"#)
                    }
                }
                lines.append(#"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#)
                try? (lines.joined(separator: "\\n") + "\\n").write(toFile: arguments[flag + 1], atomically: false, encoding: .utf8)
                exit(0)
            }
            return false
        }

        """
    }

    @Test("Code that rewrites the result stream as all passed is caught by the canaries: tampered, nothing earned")
    func forgedEverything() throws {
        try FixtureKata.write(Self.forger(flippingOnlyPublicTests: false), to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs"])
        #expect(run.exitCode == 1)
        #expect(run.stage(1)["status"] as? String == "tampered", "\(run.stdout)")
        #expect((run.stage(1)["spec"] as? [String: Int])?["passed"] == 0)
        #expect((run.stage(1)["message"] as? String)?.hasPrefix("tampered: ") == true)
    }

    @Test("Code that marks only the public spec tests as passed is caught by their twins: nothing passes")
    func forgedPublicTests() throws {
        try FixtureKata.write(Self.forger(flippingOnlyPublicTests: true), to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs"])
        #expect(run.exitCode == 1)
        #expect((run.stage(1)["spec"] as? [String: Int])?["passed"] == 0, "\(run.stdout)")
    }

    @Test("A process started by the code, in a session of its own, does not outlive the grade")
    func strayProcess() throws {
        let marker = "kata-e2e-stray-\(UUID().uuidString)"
        try FixtureKata.solveEverything()
        try FixtureKata.write("""
            import Foundation

            public func isEven(number: Int) -> Bool {
                let stray = Process()
                stray.executableURL = URL(fileURLWithPath: "/bin/sh")
                stray.arguments = ["-c", "setsid sleep 300 & sleep 300", "\(marker)"]
                try? stray.run()
                return number % 2 == 0
            }

            """, to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs", "--no-cache"])
        #expect(run.stage(1)["status"] as? String == "complete", "\(run.stdout)")
        #expect(ProcessScan.find(marker: marker).isEmpty)
    }

    @Test("The code under test sees none of the grader's environment")
    func secretEnvironment() throws {
        let secret = "tok-\(UUID().uuidString)"
        try FixtureKata.write("""
            import Foundation

            public func isEven(number: Int) -> Bool {
                // Reports what it found as the failure message of every spec test.
                let found = ProcessInfo.processInfo.environment.map { "\\($0.key)=\\($0.value)" }.joined(separator: " ")
                print(found)
                return found.contains("KATA_INSTRUCTOR_TOKEN") ? number % 2 == 0 : false
            }

            """, to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs", "--no-cache"],
                                        environment: ["KATA_INSTRUCTOR_TOKEN": secret])
        #expect((run.stage(1)["spec"] as? [String: Int])?["passed"] == 2, "only what the starter earns: \(run.stdout)")
        #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret))
    }

    @Test("A stage that is too slow to compile times out alone, its compilers killed; the other stage is graded")
    func slowTypeCheck() throws {
        try FixtureKata.solveEverything()
        // Each line keeps the type checker busy for seconds before it gives up.
        let slow = (1...8).map { index in
            "let slow\(index): Double = -(1 + n) * 2 + Double(n) / 3 - (4 + 5) * (6 - 7) + 8.0 * (9 - 10) / 11 + (12 - n) * 13 - 14 / (15 + 16) + 17 * 18 - 19"
        }
        try FixtureKata.write("let n = 3\n" + slow.joined(separator: "\n") + "\n", to: "Stages/Stage2/SlowToCompile.swift")
        let run = try FixtureKata.grade(["--json", "--no-bugs", "--build-timeout", "12"])
        #expect(run.stage(2)["status"] as? String == "timeout", "\(run.stdout)")
        #expect(run.stage(1)["status"] as? String == "complete", "\(run.stdout)")
        #expect(ProcessScan.find(marker: "SlowToCompile.swift").isEmpty)
        try FileManager.default.removeItem(at: FixtureKata.submission.appendingPathComponent("Stages/Stage2/SlowToCompile.swift"))
    }

    @Test("Grades a moment apart each see their own edit (the compiler's incremental build misses same-second changes)")
    func quickEdits() throws {
        for (body, passed) in [("number % 2 == 0", 3), ("false", 2), ("number % 2 == 0", 3), ("false", 2)] {
            try FixtureKata.write("public func isEven(number: Int) -> Bool { \(body) }\n", to: "Stages/Stage1/Parity.swift")
            let run = try FixtureKata.grade(["--json", "1", "--no-bugs", "--no-cache"])
            #expect((run.stage(1)["spec"] as? [String: Int])?["passed"] == passed, "\(body)")
        }
    }
}

extension GradingEndToEndTests {
    @Test("A kata whose spec tests are not as committed grades no submission, unless told to; a missing bug catalog is an error")
    func modifiedKata() throws {
        let spec = FixtureKata.kata.appendingPathComponent("Tests/Stage1Spec/ParitySpec.swift")
        let original = try Data(contentsOf: spec)
        defer { try? original.write(to: spec) }
        try Data((String(decoding: original, as: UTF8.self) + "@Test func extra() {}\n").utf8).write(to: spec)
        let refused = try FixtureKata.grade(["--json", "1", "--no-bugs"])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("Tests/Stage1Spec/ParitySpec.swift"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        let allowed = try FixtureKata.grade(["--json", "1", "--no-bugs", "--allow-modified-kata"])
        #expect(allowed.exitCode == 1)
        #expect((allowed.stage(1)["spec"] as? [String: Int])?["total"] == 4)
    }

    @Test("A stage whose planted-bug catalog is missing is not complete, and says why")
    func missingCatalog() throws {
        try FixtureKata.solveEverything()
        let catalog = FixtureKata.kata.appendingPathComponent("Solutions/PlantedBugs/Stage2.json")
        let original = try Data(contentsOf: catalog)
        defer { try? original.write(to: catalog) }
        try FileManager.default.removeItem(at: catalog)
        let run = try FixtureKata.grade(["--json", "--allow-modified-kata"])
        #expect(run.stage(1)["status"] as? String == "complete")
        #expect(run.stage(2)["status"] as? String == "incomplete", "\(run.stdout)")
        #expect((run.stage(2)["learner_tests_message"] as? String)?.contains("Solutions/PlantedBugs/Stage2.json") == true)
    }
}
