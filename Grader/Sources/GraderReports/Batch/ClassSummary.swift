import GraderEngine

// MARK: - What a class did, for its instructor

/// The class at a glance and what to re-teach: `OUT/summary.json`, and what `OUT/class.html`
/// shows (`ClassPage`). Built from the students' reports (`ClassSummary+Build.swift`).
///
/// This is the instructor's, never a learner's: planted bugs carry the catalog's stable ids
/// (`odd-check-wrong-for-negatives`), which say what the bug does and so nearly give the fix
/// away. Learners' reports and feedback files name a bug by its hint only.
struct ClassSummary: Codable, Sendable, Equatable {
    /// What the file is: `gradebook OUT *.json` knows it from a student's report by it.
    static let formatName = "kata-class-summary/1"
    package var format = formatName
    /// The stages some student was graded on, in order.
    package var stages: [Int]
    /// Every student, by name.
    var students: [Student]
    /// The planted bugs some student missed: by stage, the most missed first.
    var missedBugs: [MissedBug]
    /// The tasks some student has not finished: the most unfinished first.
    var unfinishedTasks: [UnfinishedTask]
    /// The learners' tests that fail on the reference, by name: the most seen first.
    package var wrongTests: [SeenWrongTest]
    /// Per stage, the students who attempted it: changed its code or its tests.
    var attempted: [StageAttempts] = []

    enum CodingKeys: String, CodingKey {
        case format, stages, students, attempted
        case missedBugs = "missed_bugs"
        case unfinishedTasks = "unfinished_tasks"
        case wrongTests = "wrong_tests"
    }

    /// Each student's flags, by the name the gradebook shows.
    var flagsByLabel: [String: [ReviewFlag]] {
        Dictionary(students.map { ($0.name, $0.flags) }, uniquingKeysWith: { first, _ in first })
    }

    /// One row of the gradebook, with what is left for the student to do.
    struct Student: Codable, Sendable, Equatable {
        package var name: String
        /// The student's feedback, relative to OUT (`FeedbackFile`).
        var feedbackFile: String
        package var points: Points
        /// Why the submission could not be graded at all, when it could not.
        package var problem: String?
        /// A mark for each of the class's stages, `not_graded` where the student has none.
        package var stages: [StageMark]
        var toDo: [ToDo]
        /// What to look at before handing the grade back (`ReviewFlag`).
        package var flags: [ReviewFlag] = []

        enum CodingKeys: String, CodingKey {
            case name, points, problem, stages, flags
            case feedbackFile = "feedback_file"
            case toDo = "to_do"
        }
    }

    /// A student's stage as the gradebook shows it.
    struct StageMark: Codable, Sendable, Equatable {
        package var stage: Int
        /// A `StageStatus`, or `not_graded`.
        package var status: String
        package var spec: SpecCounts?
        package var bugs: BugCounts?
        package var points: Points?
        /// Whether the student changed the stage's code or tests; `nil` where not graded.
        var attempted: Bool?
    }

    /// The students who attempted a stage, of those graded on it.
    struct StageAttempts: Codable, Sendable, Equatable {
        package var stage: Int
        /// How many attempted it.
        var attempted: Int
        /// How many were graded on it.
        package var graded: Int
        var students: [String]
    }

    /// One thing a student has left to do, in the learner's words.
    struct ToDo: Codable, Sendable, Equatable {
        /// `nil` for the submission as a whole.
        package var stage: Int?
        package var text: String
        /// The missed planted bug's id, for an instructor; `nil` for other kinds of to-do.
        package var bugID: String?

        enum CodingKeys: String, CodingKey {
            case stage, text
            case bugID = "bug_id"
        }
    }

    /// A planted bug, and the students whose tests miss it.
    struct MissedBug: Codable, Sendable, Equatable {
        package var stage: Int
        /// The catalog's id; for a hint no catalog of this kata holds, `hint-` and a hash of it.
        package var id: String
        package var hint: String
        var missedBy: [String]
        /// Students whose tests were hunted against this stage's planted bugs.
        package var hunted: Int
        /// Of those, the students who attempted the stage: `missedBy` counts only them.
        var attempted: Int

        enum CodingKeys: String, CodingKey {
            case stage, id, hint, hunted, attempted
            case missedBy = "missed_by"
        }
    }

    /// A task of a stage, and the students some of whose spec tests for it do not pass.
    struct UnfinishedTask: Codable, Sendable, Equatable {
        package var stage: Int
        package var task: Int
        package var title: String
        var unfinishedBy: [String]
        /// Students graded on this stage.
        package var graded: Int
        /// Of those, the students who attempted the stage: `unfinishedBy` counts only them.
        var attempted: Int

        enum CodingKeys: String, CodingKey {
            case stage, task, title, graded, attempted
            case unfinishedBy = "unfinished_by"
        }
    }

    /// A learner's test, by name, that fails on the reference, and why, as first seen.
    struct SeenWrongTest: Codable, Sendable, Equatable {
        package var stage: Int
        package var name: String
        var students: [String]
        package var reason: String?
    }
}
