import Foundation
import GraderTestSupport
import Testing

// MARK: - Grading one attack and judging what it got

/// One attack installed in the attacker folder and graded, with the evidence taken before.
///
/// The verdict is about outcomes only, whatever the defences look like: the attack earns no
/// more than the starters, changes no file of the kata, of any submission or of another
/// student's cached results, leaves no process or file behind, leaks no secret, and an honest
/// submission graded after it is still complete.
struct AttackRun {
    let attack: Attack
    let marker: String
    let baseline: AttackLab.Baseline
    /// The attacker's grading; tests that grade again append theirs to `laterReports`.
    let report: GraderRun
    var laterReports: [GraderRun] = []

    private let attackerBefore: [String: Data]
    private let honestBefore: [String: Data]
    private let classmateBefore: [String: Data]
    private let honestCacheBefore: [String: Data]

    /// Resets the lab, installs `attack` and grades it.
    init(_ attack: Attack, listenerPort: UInt16 = 0) throws {
        let baseline = try AttackLab.baseline.get()
        ProcessScan.sweep()
        try AttackLab.restoreKata()
        try AttackLab.resetSubmissions()
        try AttackLab.restoreClassmateCache(baseline.classmateCache)
        let marker = ProcessScan.newMarker()
        try attack.install(into: AttackLab.attacker, .init(marker: marker, listenerPort: listenerPort))

        self.attack = attack
        self.marker = marker
        self.baseline = baseline
        attackerBefore = try FileTree.snapshot(of: AttackLab.attacker)
        honestBefore = try FileTree.snapshot(of: AttackLab.honest)
        classmateBefore = try FileTree.snapshot(of: AttackLab.classmate)
        honestCacheBefore = try AttackLab.cacheSnapshot(of: AttackLab.honest)
        report = try AttackLab.grade(AttackLab.attacker, stages: attack.stages, options: attack.graderOptions, marker: marker)
    }

    /// Installs and grades `attack`, then checks that it did no harm: the whole test of most attacks.
    static func expectFutile(_ attack: Attack, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try AttackRun(attack).expectNoHarm(sourceLocation: sourceLocation)
    }

    /// Grades the attacker again, as it would be on its next push, and keeps the report for the verdict.
    mutating func gradeAgain() throws -> GraderRun {
        let again = try AttackLab.grade(AttackLab.attacker, stages: attack.stages, options: attack.graderOptions, marker: marker)
        laterReports.append(again)
        return again
    }

    // MARK: The verdict

    /// Checks every outcome, then ends what the attack left running and removes what it left.
    func expectNoHarm(sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Taken first: the checks below grade other submissions, which rewrites their caches.
        let kataChanges = try AttackLab.kataChanges()
        let honestCacheAfter = try AttackLab.cacheSnapshot(of: AttackLab.honest)
        let attackerWorkspaces = AttackLab.workspaces(of: AttackLab.attacker)
        let runningAfterGrading = ProcessScan.find(marker: marker, workingIn: attackerWorkspaces)

        for run in [report] + laterReports {
            expectNothingEarned(run, sourceLocation: sourceLocation)
        }
        #expect(kataChanges.isEmpty, "the kata's files changed: \(kataChanges)", sourceLocation: sourceLocation)
        let changedCaches = Self.changes(from: honestCacheBefore, to: honestCacheAfter)
        #expect(changedCaches.isEmpty, "another student's cached results changed: \(changedCaches)", sourceLocation: sourceLocation)
        for (folder, before) in [(AttackLab.attacker, attackerBefore), (AttackLab.honest, honestBefore), (AttackLab.classmate, classmateBefore)] {
            let changed = Self.changes(from: before, to: try FileTree.snapshot(of: folder))
            #expect(changed.isEmpty, "grading changed the submission \(folder.lastPathComponent): \(changed)", sourceLocation: sourceLocation)
        }

        // Students graded after the attack: a classmate with the starters (who may reuse a cached
        // result) earns what the starters earn, and the honest submission is still complete.
        let classmate = try AttackLab.grade(AttackLab.classmate, stages: attack.stages)
        expectStarterMarks(classmate, stages: attack.stages, who: "a classmate graded later", sourceLocation: sourceLocation)
        let honest = try AttackLab.grade(AttackLab.honest, stages: attack.stages, options: ["--no-cache"])
        #expect(honest.exitCode == 0, "an honest submission graded after the attack is not complete", sourceLocation: sourceLocation)
        for stage in attack.stages {
            #expect(honest.stage(stage)["status"] as? String == "complete",
                    "stage \(stage) of an honest submission graded after the attack: \(Self.whyNotComplete(honest.stage(stage)))",
                    sourceLocation: sourceLocation)
        }

        let leftBehind = runningAfterGrading
        #expect(leftBehind.count == 0, "\(leftBehind.count) processes outlived the grading: \(leftBehind.prefix(5).map(\.description))",
                sourceLocation: sourceLocation)
        ProcessScan.end(leftBehind + ProcessScan.find(marker: marker, workingIn: attackerWorkspaces))

        let leaks = ([report, classmate, honest] + laterReports).filter { ($0.stdout + $0.stderr).contains(AttackLab.instructorToken) }
        #expect(leaks.count == 0, "the instructor's token is in \(leaks.count) reports", sourceLocation: sourceLocation)
        let leftFiles = filesMarked()
        #expect(leftFiles.isEmpty, "files left in a temporary folder: \(leftFiles.map(\.path))", sourceLocation: sourceLocation)
        for file in leftFiles {
            try? FileManager.default.removeItem(at: file)
        }
    }

    /// Per graded stage: no more spec tests passed than the starters pass, no planted bug caught,
    /// and all the planted bugs still there; stages of honest work complete.
    private func expectNothingEarned(_ run: GraderRun, sourceLocation: SourceLocation) {
        let dishonest = attack.stages.filter { !attack.honestStages.contains($0) }
        expectStarterMarks(run, stages: dishonest, who: "the attacker", honestPasses: attack.honestSpecPasses, sourceLocation: sourceLocation)
        #expect(run.exitCode != 0, "the attacker's grading says every stage is complete", sourceLocation: sourceLocation)
        for stage in dishonest where attack.compiles {
            #expect(run.stage(stage)["status"] as? String != "compile_error",
                    "the attack itself does not compile, so it proves nothing: \(run.stage(stage)["compile_errors"] ?? "")",
                    sourceLocation: sourceLocation)
        }
        for stage in attack.honestStages {
            #expect(run.stage(stage)["status"] as? String == "complete",
                    "stage \(stage), honest work next to the attack, is not complete: \(run.stage(stage))",
                    sourceLocation: sourceLocation)
        }
    }

    /// A stage missing from the report (a refused submission) earned nothing, which is fine.
    private func expectStarterMarks(_ run: GraderRun, stages: [Int], who: String, honestPasses: [Int: Int] = [:],
                                    sourceLocation: SourceLocation) {
        for stage in stages {
            let report = run.stage(stage)
            let passed = (report["spec"] as? [String: Int])?["passed"] ?? 0
            let bugs = report["bugs"] as? [String: Int]
            let allowed = attack.workingCode.contains(stage) ? Int.max : (baseline.specPassed[stage] ?? 0) + (honestPasses[stage] ?? 0)
            #expect(passed <= allowed, "\(who): stage \(stage) passes \(passed) spec tests; the starters pass \(allowed)",
                    sourceLocation: sourceLocation)
            #expect((bugs?["caught"] ?? 0) == 0, "\(who): stage \(stage) catches \(bugs?["caught"] ?? 0) planted bugs",
                    sourceLocation: sourceLocation)
            if let total = bugs?["total"] {
                #expect(total == baseline.bugTotals[stage], "\(who): stage \(stage) has \(total) planted bugs instead of \(baseline.bugTotals[stage] ?? 0)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// What keeps a stage's report from complete, without its list of passing tests (which
    /// would crowd out the rest of a CI log's excerpt).
    private static func whyNotComplete(_ stage: [String: Any]) -> String {
        let keys = ["status", "message", "spec", "bugs", "bugs_missed", "wrong_tests", "failing_on_your_code",
                    "learner_tests_message", "compile_errors"]
        return keys.compactMap { key in stage[key].map { "\(key): \($0)" } }.joined(separator: "; ")
    }

    /// The paths whose bytes differ between two snapshots, or that only one has.
    private static func changes(from before: [String: Data], to after: [String: Data]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    /// Files whose name holds the marker, in the grader's TMPDIR or in /tmp.
    private func filesMarked() -> [URL] {
        [AttackLab.scratch, URL(fileURLWithPath: "/tmp")].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.contains(marker) }
                .map { folder.appendingPathComponent($0) }
        }
    }
}
