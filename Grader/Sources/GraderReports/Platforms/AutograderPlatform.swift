// MARK: - The grading platforms the kata writes an autograder for

/// `autograder PLATFORM OUT`: where a class lives now that GitHub Classroom is gone
/// (discontinued on 2026-08-28).
package enum AutograderPlatform: String, Sendable, Equatable, CaseIterable {
    /// An autograder zip: `setup.sh`, `run_autograder` and the full kata, graded in a container
    /// of Gradescope's that students never see (`GradescopeBundle`).
    case gradescope
    /// A per-assignment `autograder.py` run in the student's own GitHub Actions, so with the
    /// student copy only: the planted bugs stay the instructor's (`Classroom50Bundle`).
    case classroom50
}
