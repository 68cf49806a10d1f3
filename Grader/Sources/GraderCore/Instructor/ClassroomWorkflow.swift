// MARK: - GitHub Classroom's autograding for a student copy

/// `.github/workflows/classroom.yml` of a student copy: on every push, one autograding step per
/// stage (`./grade.sh N --no-bugs`, exit 0 when the stage's spec tests all pass) worth the
/// stage's spec points in `points.json`, then GitHub Classroom's reporter.
///
/// The steps use GitHub Classroom's own actions: `autograding-command-grader` awards a step's
/// `max-score` when its command exits 0, and `autograding-grading-reporter` sends the results of
/// the steps listed in `runners` (each through the env variable `<ID>_RESULTS`) to Classroom.
enum ClassroomWorkflow {
    static let path = ".github/workflows/classroom.yml"

    static func text(stages: [Int], points: PointsTable) -> String {
        var lines = [
            "# GitHub Classroom autograding, written by `./grade.sh student-copy`.",
            "# Each stage is worth its spec points in points.json; the planted-bug hunt is graded",
            "# by the instructor with the full kata. Protect this file in the assignment.",
            "name: Autograding",
            "\"on\":",
            "  - push",
            "  - workflow_dispatch",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "jobs:",
            "  autograding:",
            "    runs-on: ubuntu-latest",
            "    if: github.actor != 'github-classroom[bot]'",
            "    steps:",
            "      - uses: actions/checkout@v4",
            "      - uses: swift-actions/setup-swift@v2",
            "        with:",
            "          swift-version: \"6.0\"",
            "      # The grader runs the code in a bubblewrap sandbox where the runner allows one, and",
            "      # says so and goes on without one where it does not. Ubuntu 24.04 keeps the user",
            "      # namespaces the sandbox needs behind AppArmor.",
            "      - name: Install bubblewrap and allow its namespaces",
            "        run: |",
            "          sudo apt-get update -qq && sudo apt-get install -y -qq bubblewrap",
            "          sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 || true",
        ]
        for stage in stages {
            lines += [
                "      - name: Stage \(stage)",
                "        id: stage-\(stage)",
                "        uses: classroom-resources/autograding-command-grader@v1",
                "        with:",
                "          test-name: Stage \(stage) spec tests",
                "          command: ./grade.sh \(stage) --no-bugs",
                "          timeout: 15",
                "          max-score: \(Points.text(points.weights(stage).spec))",
            ]
        }
        lines += [
            "      - name: Report to GitHub Classroom",
            "        uses: classroom-resources/autograding-grading-reporter@v1",
            "        env:",
        ]
        lines += stages.map { "          STAGE-\($0)_RESULTS: \"${{ steps.stage-\($0).outputs.result }}\"" }
        lines += [
            "        with:",
            "          runners: \(stages.map { "stage-\($0)" }.joined(separator: ","))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
