import Testing

// MARK: - Tests that state no expected value

extension AttackCatalogue {
    /// Seen succeeding before `CatchRule` (issue 38): with the starter code, 6 of stage 1's 6
    /// planted bugs caught, four tests listed "wrong" (which costs nothing). Each family of
    /// tests hashes the stage's outputs over many inputs; one test per family fails when the
    /// hash lands in its bucket, so on the reference one test per family fails and on nearly
    /// every bug another does. The hunt still sees those catches (the report lists them as
    /// waiting); none counts, because the attacker's code does no task.
    @Test("Learner tests that fail when a hash of the outputs lands in their bucket catch nothing with the starter code")
    func bucketTestsWithNoExpectedValue() throws {
        let run = try AttackRun(.bucketTestsWithNoExpectedValue)
        let missed = run.report.stage(1)["bugs_missed"] as? [[String: Any]] ?? []
        let seenByTheHunt = missed.filter { $0["waiting_for"] != nil }
        #expect(seenByTheHunt.count >= 5, "the attack should still fool the hunt itself, or it proves nothing: \(missed)")
        try run.expectNoHarm()
    }
}

extension Attack {
    static let bucketTestsWithNoExpectedValue: Attack = {
        let families = 4
        let buckets = 8
        let tests = (0..<families).flatMap { family in
            (0..<buckets).map { bucket in
                "    @Test func family\(family)Bucket\(bucket)() { #expect(OutputHash.bucket(salt: \(family), of: \(buckets)) != \(bucket)) }"
            }
        }
        return Attack(
            name: "bucket-tests-with-no-expected-value", stages: [1],
            literalFiles: ["Tests/Stage1Tests/OutputHash.swift": """
                import Testing
                @testable import Stage1

                /// A hash of everything stage 1 answers, over many inputs: no expected value anywhere.
                enum OutputHash {
                    static func bucket(salt: UInt64, of count: UInt64) -> UInt64 {
                        var hash: UInt64 = 0xcbf29ce484222325 &+ salt &* 0x9e3779b97f4a7c15
                        func mix(_ text: String) {
                            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
                        }
                        for number in -60...60 { mix("\\(isEven(number: number))") }
                        for number in [0, 7, 999, 1000, 1005, 1050, 12345, -1000, -1005, 1_000_000, Int.max, Int.min] {
                            mix(numberFormatter(number: number))
                            mix(numberFormatter(number: number, separator: ",", currency: "$"))
                        }
                        return hash % count
                    }
                }

                struct BucketTests {
                \(tests.joined(separator: "\n"))
                }

                """])
    }()
}
