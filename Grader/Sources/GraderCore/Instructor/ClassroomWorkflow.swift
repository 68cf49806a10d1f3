// MARK: - GitHub Classroom's autograding for a student copy

/// `.github/workflows/classroom.yml` of a student copy: on every push (and when Classroom sends a
/// `repository_dispatch`), one run of `./grade.sh --no-bugs` that grades every stage's spec
/// tests and hands Classroom a result per stage (`--classroom`, see `ClassroomReport`), then
/// GitHub Classroom's reporter.
///
/// Each stage earns its spec points in proportion, as `./grade.sh` counts them: GitHub
/// Classroom's reporter sums the `score` of each test it is given (`notify-classroom.js` in
/// `classroom-resources/autograding-grading-reporter`), so a stage need not be all or nothing,
/// as `autograding-command-grader` makes it (its step earns `max-score` on exit 0 only).
///
/// It runs in Swift's official image on a pinned Ubuntu runner: `setup-swift` refuses new
/// Ubuntu releases until Swift is built for them, and `ubuntu-latest` moves without notice.
/// There the grader has no sandbox (a container makes no namespaces unless privileged) and says
/// so: this is the student's own loop, in their own repository; the grade that counts is the
/// instructor's, with the full kata.
enum ClassroomWorkflow {
    static let path = ".github/workflows/classroom.yml"

    /// The Swift image the workflows run in (`grade-class.yml` and `ci.yml` name it too).
    static let swiftImage = "swift:6.3"

    static func text(stages: [Int], points: PointsTable) -> String {
        let total = Points.text(stages.map { points.weights($0).spec }.reduce(0, +))
        var lines = [
            "# GitHub Classroom autograding, written by `./grade.sh student-copy`. Protect this file",
            "# in the assignment. Each stage earns its spec points in proportion, as ./grade.sh shows",
            "# them (\(total) in all); the planted-bug hunt is graded by your instructor with the full kata.",
            "name: Autograding",
            "\"on\":",
            "  push:",
            "  workflow_dispatch:",
            "  repository_dispatch:",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "jobs:",
            "  autograding:",
            "    runs-on: ubuntu-24.04",
            "    container: \(swiftImage)",
            "    if: github.actor != 'github-classroom[bot]'",
            "    timeout-minutes: 30",
            "    steps:",
            "      - uses: actions/checkout@v7",
            "      - name: Grade the spec tests",
            "        id: grade",
            "        run: |",
            "          # Exit code 1 means \"not complete yet\": a grade, not a failure of the job.",
            "          status=0",
            "          ./grade.sh --no-bugs --classroom \"$GITHUB_OUTPUT\" || status=$?",
            "          if [ \"$status\" -gt 1 ]; then exit \"$status\"; fi",
            "      - name: Report to GitHub Classroom",
            "        uses: classroom-resources/autograding-grading-reporter@v1",
            "        env:",
        ]
        lines += stages.map { stage in
            let runner = ClassroomReport.runner(stage)
            return "          \(runner.uppercased())_RESULTS: \"${{ steps.grade.outputs.\(runner) }}\""
        }
        lines += [
            "        with:",
            "          runners: \(stages.map(ClassroomReport.runner).joined(separator: ","))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
